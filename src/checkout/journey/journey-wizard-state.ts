// The buy-online journey's state in the browser, and every way it changes: which step shows, the
// answers the server has saved, what the shopper is typing on this step (the draft), the messages,
// and whether a Continue is on its way. One reducer, pure, so the wizard's components only draw it
// and the tests can walk the journey without a browser. What reads the browser (stored details) or
// the network comes in with the action.

import { errorMessageIn, isJsonObject } from "@/platform/json-guards";
import type { UserDetails } from "@/shopper/user-details";
import { nextStep, resumeStep } from "./journey-state";
import {
  depositSchema,
  fieldErrorsOf,
  parseContact,
  parseHandover,
  parsePayment,
  parseTradeIn,
  offerIdOf,
  type JourneyAnswers,
  type JourneyContext,
  type JourneyStep,
} from "./steps";

/** The car being bought, as the wizard shows it. */
export type WizardCar = {
  id: string;
  slug: string;
  name: string;
  price: number;
  km: number;
  carType: string;
  stocknum: string;
  colour: string | null;
  imageUrl: string | null;
};

/** A journey as the server answers it. */
export type JourneyState = {
  id: string;
  answers: JourneyAnswers;
  currentStep: JourneyStep;
  status: "in_progress" | "submitted";
  reference: string | null;
};

/** The current step's form values, as the inputs hold them. */
export type Draft = Record<string, string | boolean>;
export type Errors = Record<string, string>;

export type WizardState = {
  /** The steps this car's journey has, and what their rules know of the site and the car: fixed. */
  steps: readonly JourneyStep[];
  context: JourneyContext;
  /** The journey as last saved on the server; null until the first step is. */
  journey: JourneyState | null;
  step: JourneyStep;
  draft: Draft;
  errors: Errors;
  formError: string | null;
  pending: boolean;
  /** Set once the shopper has moved: from then on the step's heading takes the focus. */
  moved: boolean;
};

export type WizardAction =
  | { type: "edit"; name: string; value: string | boolean }
  /** The stored details, read once after hydration, fill the contact step the page opened on. */
  | { type: "stored-details"; stored: UserDetails | null }
  /** Back, or Change on the review: the step shows its saved answer again. */
  | { type: "go-to"; step: JourneyStep; stored: UserDetails | null }
  /** Continue, after the step's own check: its problems (none lets the answer go to the server). */
  | { type: "continue"; problems: Errors }
  /** The server, the card processor or Stripe's field refused the answer. */
  | { type: "refused"; errors: Errors; message: string }
  | { type: "unreachable" }
  /** The server saved the answer: on to the next step, or the confirmation once submitted. */
  | { type: "saved"; journey: JourneyState; stored: UserDetails | null };

export const wizardMessages = {
  fixFields: "Please fix the highlighted fields.",
  failed: "Sorry, something went wrong. Please try again, or call us.",
  unreachable: "We could not reach the website. Please check your connection and try again.",
} as const;

const contactDetailFields = ["name", "last_name", "email", "phone", "postcode"] as const;

/** The form values a saved answer shows again when the shopper comes back to its step. */
export function draftFrom(step: JourneyStep, answers: JourneyAnswers, context: JourneyContext): Draft {
  switch (step) {
    case "payment": {
      const payment = answers.payment;
      if (payment?.method === "finance") {
        return {
          method: "finance",
          deposit: String(payment.deposit),
          termYears: String(payment.termYears),
          frequency: payment.frequency,
        };
      }
      // Finance is asked, never assumed: the deposit and term start empty for the shopper to choose.
      return {
        method: payment?.method ?? "",
        deposit: "",
        termYears: "",
        frequency: context.finance?.displayFrequency ?? "weekly",
      };
    }
    case "trade-in": {
      const tradeIn = answers["trade-in"];
      if (!tradeIn) return { hasTradeIn: "" };
      if (!tradeIn.hasTradeIn) return { hasTradeIn: "no" };
      if (tradeIn.offer) return { hasTradeIn: "yes", offerId: tradeIn.offer.id };
      return {
        hasTradeIn: "yes",
        rego: tradeIn.rego ?? "",
        make: tradeIn.make,
        model: tradeIn.model,
        year: String(tradeIn.year),
        km: String(tradeIn.km),
      };
    }
    case "handover": {
      const handover = answers.handover;
      // A saved answer from before handover dates were asked has none: the shopper picks one.
      const date = handover?.date ?? "";
      if (handover?.method === "delivery") {
        return { method: "delivery", postcode: handover.postcode, locationId: "", date };
      }
      return {
        method: handover?.method ?? "",
        locationId: handover?.method === "pickup" ? handover.locationId : (context.pickupLocations[0]?.id ?? ""),
        postcode: "",
        date,
      };
    }
    case "contact": {
      const contact = answers.contact;
      return {
        name: contact?.name ?? "",
        last_name: contact?.last_name ?? "",
        email: contact?.email ?? "",
        phone: contact?.phone ?? "",
        postcode: contact?.postcode ?? "",
        message: contact?.message ?? "",
        opt_in: contact?.opt_in ?? context.leadRules.optIn.default,
        terms: contact?.terms ?? false,
      };
    }
    case "deposit":
      return { card_number: "", expiry: "", cvc: "" };
    default:
      return {};
  }
}

/** The step's own schema, as the server runs it: the first message per field. */
export function checkStep(step: JourneyStep, draft: Draft, context: JourneyContext, now: Date): Errors {
  switch (step) {
    case "payment": {
      const result = parsePayment(context, draft);
      return result.ok ? {} : result.fieldErrors;
    }
    case "trade-in": {
      // An accepted offer is checked by the server, which holds it.
      if (offerIdOf(draft)) return {};
      const result = parseTradeIn(draft, now);
      return result.ok ? {} : result.fieldErrors;
    }
    case "handover": {
      const result = parseHandover(context, draft);
      return result.ok ? {} : result.fieldErrors;
    }
    case "contact": {
      const result = parseContact(context, draft);
      return result.ok ? {} : result.fieldErrors;
    }
    case "deposit": {
      const result = depositSchema(() => now).safeParse(draft);
      return result.success ? {} : fieldErrorsOf(result.error);
    }
    default:
      return {};
  }
}

/** The shopper's remembered details in the contact fields still empty. */
export function withStoredDetails(draft: Draft, stored: UserDetails | null): Draft {
  if (!stored) return draft;
  const filled = { ...draft };
  for (const key of contactDetailFields) {
    if (filled[key] === "" && stored[key]) filled[key] = stored[key];
  }
  return filled;
}

/** The contact step's details, as the browser remembers them for the next form. */
export function contactDetailsOf(draft: Draft): UserDetails {
  return {
    name: String(draft.name ?? ""),
    last_name: String(draft.last_name ?? ""),
    email: String(draft.email ?? ""),
    phone: String(draft.phone ?? ""),
    postcode: String(draft.postcode ?? ""),
  };
}

/** Where a page opens: on the first step without a saved answer (a step the site stopped asking is skipped). */
export function initialWizardState(setup: {
  steps: readonly JourneyStep[];
  context: JourneyContext;
  journey: JourneyState | null;
}): WizardState {
  const { steps, context, journey } = setup;
  const step = journey ? resumeStep(steps, journey.answers) : "car";
  return {
    steps,
    context,
    journey,
    step,
    draft: draftFrom(step, journey?.answers ?? {}, context),
    errors: {},
    formError: null,
    pending: false,
    moved: false,
  };
}

function goTo(state: WizardState, step: JourneyStep, answers: JourneyAnswers, stored: UserDetails | null): WizardState {
  const fresh = draftFrom(step, answers, state.context);
  return {
    ...state,
    moved: true,
    step,
    draft: step === "contact" && !answers.contact ? withStoredDetails(fresh, stored) : fresh,
    errors: {},
    formError: null,
  };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case "edit":
      return { ...state, draft: { ...state.draft, [action.name]: action.value } };
    case "stored-details":
      return { ...state, draft: withStoredDetails(state.draft, action.stored) };
    case "go-to":
      return goTo(state, action.step, state.journey?.answers ?? {}, action.stored);
    case "continue":
      return Object.keys(action.problems).length > 0
        ? { ...state, errors: action.problems, formError: wizardMessages.fixFields }
        : { ...state, errors: {}, formError: null, pending: true };
    case "refused":
      return { ...state, errors: action.errors, formError: action.message, pending: false };
    case "unreachable":
      return { ...state, formError: wizardMessages.unreachable, pending: false };
    case "saved": {
      const saved = { ...state, journey: action.journey, pending: false };
      if (action.journey.status === "submitted") return { ...saved, moved: true, errors: {} };
      const next = nextStep(state.step, state.steps) ?? "deposit";
      return goTo(saved, next, action.journey.answers, action.stored);
    }
  }
}

/** The journey in the server's answer, when it has one. */
export function readJourney(body: unknown): JourneyState | null {
  if (!isJsonObject(body) || !isJsonObject(body.journey)) return null;
  const journey = body.journey;
  return typeof journey.id === "string" && isJsonObject(journey.answers) ? (journey as unknown as JourneyState) : null;
}

/** The server's refusal: its messages per field, and one for the form. */
export function readRefusal(body: unknown): { errors: Errors; message: string } {
  const errors: Errors =
    isJsonObject(body) && isJsonObject(body.fieldErrors)
      ? Object.fromEntries(
          Object.entries(body.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
        )
      : {};
  return { errors, message: errorMessageIn(body) ?? wizardMessages.failed };
}
