// The trade-in flow's state in the browser, and every way it changes: which of the four steps shows,
// the car as the shopper identifies it (rego lookup, or the catalogue picker when the rego is not
// found), the condition answers, the offer, the flow's lead, and the messages. One reducer, pure, so
// the steps' components only draw it; the network's answers come in with the actions.

import type { FieldErrors } from "@/leads/lead-fields";
import type { AustralianStateCode } from "@/platform/australian-states";
import { catalogueLevels, type CatalogueLevel, type IdentifiedCar, type ValuationAnswer } from "./flow";
import type { RegoLookupAnswer } from "./flow-checks";
import type { TradeInCondition } from "./schemas";

/** Your car, Condition, Your offer, Your details. */
export type FlowStep = 0 | 1 | 2 | 3;

export type Lookup =
  | { status: "idle" }
  | { status: "looking" }
  | { status: "answered"; answer: RegoLookupAnswer; rego: string; regoState: string }
  | { status: "failed"; message: string };

export type Picked = Partial<Record<CatalogueLevel, string>>;
export type Choices = Partial<Record<CatalogueLevel, string[]>>;

export type FlowState = {
  step: FlowStep;
  /** Set once the shopper has moved: from then on the step's heading takes the focus. */
  moved: boolean;
  // Step 1: the car
  rego: string;
  regoState: string;
  lookup: Lookup;
  picked: Picked;
  choices: Choices;
  km: string;
  identified: IdentifiedCar | null;
  // Step 2: condition
  answers: Record<string, string>;
  condition: TradeInCondition | null;
  // Step 3: the offer
  valuation: ValuationAnswer | null;
  /** The flow's lead: the first step's, which the later steps complete. */
  flowLeadId: string | null;
  errors: FieldErrors;
  alert: string | null;
  busy: boolean;
};

export type FlowAction =
  | { type: "edit-rego"; value: string }
  | { type: "edit-rego-state"; value: string }
  | { type: "edit-km"; value: string }
  | { type: "answer"; key: string; value: string }
  /** A choice in the catalogue picker: the levels below it are asked again. */
  | { type: "pick"; level: CatalogueLevel; value: string }
  | { type: "choices"; level: CatalogueLevel; choices: string[] }
  | { type: "lookup-invalid"; errors: FieldErrors }
  | { type: "lookup-started" }
  | { type: "lookup-failed"; message: string }
  | { type: "lookup-answered"; answer: RegoLookupAnswer; rego: string; regoState: string }
  /** A step's answers failed the browser's check: the messages beside the fields, no alert. */
  | { type: "invalid"; errors: FieldErrors }
  | { type: "sending" }
  /** The step's lead was refused (by the lead rules or the server). */
  | { type: "refused"; errors: FieldErrors; alert: string }
  | { type: "car-identified"; car: IdentifiedCar; leadId: string }
  | { type: "valuation-failed"; message: string }
  | { type: "valued"; condition: TradeInCondition; valuation: ValuationAnswer }
  | { type: "go-to"; step: FlowStep };

export const flowMessages = {
  findFirst: "Please find your car by its rego first",
  lookupFailed: "We could not look up your rego just now. Please choose your car below instead.",
  valuationFailed: "We could not work out an offer just now. Please try again in a minute.",
} as const;

export function initialFlowState(defaultState: AustralianStateCode): FlowState {
  return {
    step: 0,
    moved: false,
    rego: "",
    regoState: defaultState,
    lookup: { status: "idle" },
    picked: {},
    choices: {},
    km: "",
    identified: null,
    answers: {},
    condition: null,
    valuation: null,
    flowLeadId: null,
    errors: {},
    alert: null,
    busy: false,
  };
}

/** The registry's car, when the lookup found it. */
export function foundVehicle(lookup: Lookup) {
  return lookup.status === "answered" && lookup.answer.found ? lookup.answer.vehicle : null;
}

/** The lookup failed or did not find the rego: the shopper picks the car from the catalogue. */
export function needsPicker(lookup: Lookup): boolean {
  return lookup.status === "failed" || (lookup.status === "answered" && !lookup.answer.found);
}

/** The choices made after picking `value` at `level`: those above it kept, those below it dropped. */
export function pickedAfter(picked: Picked, level: CatalogueLevel, value: string): Picked {
  const index = catalogueLevels.indexOf(level);
  const next: Picked = {};
  for (const above of catalogueLevels.slice(0, index)) next[above] = picked[above];
  next[level] = value;
  return next;
}

function goTo(state: FlowState, step: FlowStep): FlowState {
  return { ...state, moved: true, errors: {}, alert: null, step };
}

/** A changed rego or state is a new lookup. */
function withoutLookup(state: FlowState): FlowState {
  return state.lookup.status === "idle" ? state : { ...state, lookup: { status: "idle" } };
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case "edit-rego":
      return withoutLookup({ ...state, rego: action.value });
    case "edit-rego-state":
      return withoutLookup({ ...state, regoState: action.value });
    case "edit-km":
      return { ...state, km: action.value };
    case "answer":
      return { ...state, answers: { ...state.answers, [action.key]: action.value } };
    case "pick": {
      const index = catalogueLevels.indexOf(action.level);
      const kept: Choices = {};
      for (const above of catalogueLevels.slice(0, index + 1)) kept[above] = state.choices[above];
      return { ...state, picked: pickedAfter(state.picked, action.level, action.value), choices: kept };
    }
    case "choices":
      return { ...state, choices: { ...state.choices, [action.level]: action.choices } };
    case "lookup-invalid":
      return { ...state, errors: action.errors };
    case "lookup-started":
      return { ...state, errors: {}, lookup: { status: "looking" } };
    case "lookup-failed":
      return { ...state, lookup: { status: "failed", message: action.message } };
    case "lookup-answered":
      return {
        ...state,
        lookup: { status: "answered", answer: action.answer, rego: action.rego, regoState: action.regoState },
      };
    case "invalid":
      return { ...state, errors: action.errors, alert: null };
    case "sending":
      return { ...state, busy: true };
    case "refused":
      return { ...state, errors: action.errors, alert: action.alert, busy: false };
    case "car-identified":
      return goTo({ ...state, busy: false, flowLeadId: action.leadId, identified: action.car }, 1);
    case "valuation-failed":
      return { ...state, busy: false, alert: action.message };
    case "valued":
      return goTo({ ...state, busy: false, condition: action.condition, valuation: action.valuation }, 2);
    case "go-to":
      return goTo(state, action.step);
  }
}
