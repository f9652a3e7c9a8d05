"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useReducer, useRef, useState, type FormEvent, type Ref, type RefObject } from "react";
import { LeadForm } from "@/leads/components/lead-form";
import type { LeadFormContext } from "@/leads/form-context";
import type { LeadCar } from "@/leads/payload";
import { successHref } from "@/leads/sent-lead";
import type { FieldErrors, FieldValue, LeadFormType } from "@/leads/lead-fields";
import { linkedQueryParams, newIdempotencyKey, postLead, submitErrorTitle, visitedPages } from "@/leads/submit-client";
import type { AustralianStateCode } from "@/platform/australian-states";
import { formatMoney } from "@/platform/format";
import { readViewedCars } from "@/shopper/viewed-cars";
import {
  acceptedOfferStatus,
  forgetAcceptedOffer,
  readAcceptedOffer,
  saveAcceptedOffer,
} from "@/shopper/accepted-offer";
import { useShopperStorage } from "@/shopper/use-shopper-storage";
import { Button } from "@/ui/button";
import type { MiscellaneousRequest } from "../miscellaneous";
import {
  adjustmentsLead,
  catalogueLevels,
  catalogueQuery,
  describeVehicle,
  detailsInitialValues,
  detailsSender,
  flowSteps,
  readCatalogueChoices,
  regoLookupLead,
  savedValuationValue,
  tradeInEndpoints,
  valuationRequest,
  type CatalogueLevel,
} from "../flow";
import { flowMessages, flowReducer, initialFlowState, needsPicker, pickedAfter, type FlowState } from "../flow-state";
import { loadFlowChecks, type FlowChecks } from "../flow-checks-on-demand";
import { CarStep, ConditionStep, OfferStep } from "./trade-in-steps";
import { StepHeading } from "./trade-in-fields";
import { formatOfferDate } from "@/leads/trade-in-offer";
import { AcceptedOfferPanel } from "./trade-in-accepted";

// The trade-in flow in the browser: the shopper's car, its condition, our offer, then their details
// (the lead form). Each step's answers are sent as a step of one lead before the flow moves on. The
// state and its changes are flow-state.ts's reducer; each step is its own component.

export type TradeInFlowProps = {
  context: LeadFormContext;
  /** The car the shopper is looking at (/cars/trade-in?car_id=): shown as the one they want. */
  car: LeadCar | null;
  defaultState: AustralianStateCode;
  /** The site's trade-in button wording ("Get Your Valuation"), the last step's button. */
  submitLabel: string;
  /** The dealership flag: an accepted offer is also saved through POST /api/miscellaneous. */
  saveValuation: boolean;
  /** Opened from buy-online: accepting shows the offer with "Back to your purchase" (this address) instead of /success. */
  purchaseHref?: string | null;
};

async function getJson(url: string, init?: RequestInit): Promise<{ ok: boolean; body: unknown }> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: { accept: "application/json", ...(init?.body ? { "content-type": "application/json" } : {}) },
    });
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    return { ok: response.ok, body };
  } catch {
    return { ok: false, body: null };
  }
}

/** The flow's checks, or null when they could not be fetched (the shopper is offline). */
async function loadChecks(): Promise<FlowChecks | null> {
  try {
    return await loadFlowChecks();
  } catch {
    return null;
  }
}

function errorOf(body: unknown): string | null {
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") return body.error;
  return null;
}

type StepSent = { ok: true; leadId: string } | { ok: false; errors: FieldErrors; alert: string };

/** Sends one step's lead; later steps name the flow's lead (the first step's). */
async function sendStepLead(
  formType: LeadFormType,
  userData: Record<string, FieldValue>,
  flow: {
    context: LeadFormContext;
    car: LeadCar | null;
    flowLeadId: string | null;
    keys: RefObject<Partial<Record<LeadFormType, string>>>;
  },
): Promise<StepSent> {
  const { context, car } = flow;
  const keys = flow.keys.current;
  const checks = await loadChecks();
  if (!checks) return { ok: false, errors: {}, alert: submitErrorTitle };
  const check = checks.parseLeadFields(formType, context.site.rules, userData, { hasCar: car !== null });
  if (!check.ok) {
    return { ok: false, errors: check.fieldErrors, alert: Object.values(check.fieldErrors)[0] ?? submitErrorTitle };
  }
  keys[formType] ??= newIdempotencyKey();
  const outcome = await postLead({
    formType,
    idempotency_key: keys[formType],
    userData,
    isLastStep: false,
    car_id: car?.id ?? null,
    lead_id: formType === "rego-lookup" ? null : flow.flowLeadId,
    page_url: window.location.href,
    visited_pages: visitedPages(readViewedCars(context.site.slug)),
    linked_query_params: linkedQueryParams(window.location.search),
  });
  if (!outcome.ok) return { ok: false, errors: outcome.fieldErrors, alert: outcome.error };
  // A later change of these answers is a new submission.
  delete keys[formType];
  return { ok: true, leadId: outcome.leadId };
}

/** The accepted offer, kept in this browser: the buttons and the flow then show it (src/shopper/accepted-offer.ts). */
function rememberAcceptedOffer(siteSlug: string, siteState: string, state: FlowState) {
  const { identified, valuation, flowLeadId } = state;
  if (!identified || !valuation?.estimate || !valuation.offer || !flowLeadId) return;
  const { year, make, model, badge } = identified.vehicle;
  saveAcceptedOffer(siteSlug, {
    offerId: valuation.offer.id,
    valuationId: flowLeadId,
    offer: valuation.estimate.offer,
    validUntil: valuation.offer.validUntil,
    validUntilLabel: formatOfferDate(valuation.offer.validUntil, siteState),
    car: [year, make, model, badge].filter(Boolean).join(" "),
  });
}

/** An accepted offer, saved for the dealer where the dealership asks for it. */
function saveAcceptedValuation(state: FlowState, leadId: string) {
  const { identified, condition, valuation, flowLeadId } = state;
  if (!identified || !condition || !valuation?.estimate || !flowLeadId) return;
  const request: MiscellaneousRequest = {
    lead_id: leadId,
    column_name: "valuation",
    value: savedValuationValue(identified, condition, flowLeadId, valuation.estimate, valuation.offer ?? null),
  };
  // Saving is a record for the dealer, not something the shopper waits on: a failure is logged only.
  void getJson(tradeInEndpoints.miscellaneous, { method: "POST", body: JSON.stringify(request), keepalive: true }).then(
    ({ ok, body }) => {
      if (!ok) console.warn("Valuation not saved", { leadId, error: errorOf(body) });
    },
  );
}

function StepList({ step }: { step: number }) {
  return (
    <ol className="mb-6 grid grid-cols-4 gap-2 text-xs sm:text-sm" aria-label="Steps">
      {flowSteps.map((entry, index) => (
        <li
          key={entry.id}
          aria-current={index === step ? "step" : undefined}
          className={`border-t-4 pt-2 ${index <= step ? "border-primary font-semibold" : "border-border text-muted"}`}
        >
          <span className="sr-only">
            Step {index + 1} of {flowSteps.length}:{" "}
          </span>
          {entry.title}
        </li>
      ))}
    </ol>
  );
}

/** The last step: the lead form, with what the shopper accepts or asks for. */
function DetailsStep({
  state,
  props,
  headingRef,
  onBack,
  onAccepted,
}: {
  state: FlowState;
  props: TradeInFlowProps;
  headingRef: Ref<HTMLHeadingElement>;
  onBack: () => void;
  onAccepted: () => void;
}) {
  const router = useRouter();
  const { identified, condition, flowLeadId } = state;
  if (!identified || !condition || !flowLeadId) return null;
  const estimate = state.valuation?.estimate ?? null;
  const offerTerms = state.valuation?.estimate ? (state.valuation.offer ?? null) : null;
  return (
    <div className="space-y-5">
      <StepHeading headingRef={headingRef}>Your details</StepHeading>
      <p className="text-muted">
        {estimate
          ? `Accepting our offer of ${formatMoney(estimate.offer)} for your ${describeVehicle(identified.vehicle)}.`
          : `Requesting a valuation of your ${describeVehicle(identified.vehicle)}.`}
      </p>
      <LeadForm
        context={props.context}
        formType={detailsSender(estimate)}
        car={props.car}
        leadId={flowLeadId}
        initialValues={detailsInitialValues(identified, condition, flowLeadId, estimate, offerTerms)}
        submitLabel={props.submitLabel}
        onSuccess={(leadId) => {
          if (props.saveValuation) saveAcceptedValuation(state, leadId);
          rememberAcceptedOffer(props.context.site.slug, props.defaultState, state);
          if (props.purchaseHref) onAccepted();
          else router.push(successHref(leadId));
        }}
      />
      <Button type="button" variant="outline" onClick={onBack}>
        Back
      </Button>
    </div>
  );
}

export function TradeInFlow(props: TradeInFlowProps) {
  const { context, car, defaultState } = props;
  const formId = `trade-in-${useId().replace(/:/g, "")}`;
  const [state, dispatch] = useReducer(flowReducer, defaultState, initialFlowState);
  const { step, moved, lookup, choices, busy } = state;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lookupRef = useRef<HTMLDivElement>(null);
  // Each step's submission key, kept for a retry.
  const keys = useRef<Partial<Record<LeadFormType, string>>>({});
  // A step waiting for its checks (the first fetches them) is busy: a second tap meanwhile is ignored.
  const checking = useRef(false);
  async function checksOnce(): Promise<FlowChecks | null> {
    checking.current = true;
    try {
      return await loadChecks();
    } finally {
      checking.current = false;
    }
  }
  // An offer accepted earlier in this browser is shown instead of starting over (none on the server).
  const accepted = useShopperStorage(() => readAcceptedOffer(context.site.slug), null);
  const acceptedStatus = useShopperStorage(() => acceptedOfferStatus(context.site.slug), "none");
  // Accepted just now from buy-online: the offer shows, with the way back to the purchase.
  const [justAccepted, setJustAccepted] = useState(false);

  useEffect(() => {
    // Moving to a step puts the focus on its heading, so a screen reader announces where the shopper is.
    if (moved) headingRef.current?.focus();
  }, [moved, step]);

  // The catalogue's first level loads once the shopper needs the picker.
  const picker = needsPicker(lookup);
  useEffect(() => {
    if (!picker || choices.year) return;
    let cancelled = false;
    void getJson(catalogueQuery("year", {})).then(({ body }) => {
      if (!cancelled) dispatch({ type: "choices", level: "year", choices: readCatalogueChoices(body, "year") });
    });
    return () => {
      cancelled = true;
    };
  }, [picker, choices.year]);

  async function pick(level: CatalogueLevel, value: string) {
    dispatch({ type: "pick", level, value });
    const below = catalogueLevels[catalogueLevels.indexOf(level) + 1];
    if (!below || value === "") return;
    const { body } = await getJson(catalogueQuery(below, pickedAfter(state.picked, level, value)));
    dispatch({ type: "choices", level: below, choices: readCatalogueChoices(body, below) });
  }

  async function findCar() {
    if (state.lookup.status === "looking" || checking.current) return;
    const checks = await checksOnce();
    if (!checks) {
      // The registry was not asked: the shopper tries again, rather than being sent to the picker.
      dispatch({ type: "refused", errors: {}, alert: submitErrorTitle });
      return;
    }
    const parsed = checks.regoLookupInput.safeParse({ rego: state.rego, regoState: state.regoState });
    if (!parsed.success) {
      dispatch({ type: "lookup-invalid", errors: checks.fieldMessages(parsed.error) });
      return;
    }
    dispatch({ type: "lookup-started" });
    const { ok, body } = await getJson(tradeInEndpoints.regoLookup, {
      method: "POST",
      body: JSON.stringify(parsed.data),
    });
    const answer = ok ? checks.readRegoLookup(body) : null;
    if (answer) dispatch({ type: "lookup-answered", answer, rego: parsed.data.rego, regoState: parsed.data.regoState });
    else dispatch({ type: "lookup-failed", message: errorOf(body) ?? flowMessages.lookupFailed });
  }

  // When the lookup answers, the focus moves to what it found (or to the way to pick the car).
  const looked = state.lookup.status === "answered" || state.lookup.status === "failed";
  useEffect(() => {
    if (looked) lookupRef.current?.focus();
  }, [looked]);

  const flow = { context, car, flowLeadId: state.flowLeadId, keys };

  async function submitCar(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || checking.current) return;
    const checks = await checksOnce();
    if (!checks) {
      dispatch({ type: "refused", errors: {}, alert: submitErrorTitle });
      return;
    }
    const checked = checks.identifyCar(state);
    if (!checked.ok) {
      dispatch({ type: "invalid", errors: checked.errors });
      return;
    }
    dispatch({ type: "sending" });
    const sent = await sendStepLead("rego-lookup", regoLookupLead(checked.car), flow);
    if (!sent.ok) {
      dispatch({ type: "refused", errors: sent.errors, alert: sent.alert });
      return;
    }
    dispatch({ type: "car-identified", car: checked.car, leadId: sent.leadId });
  }

  async function submitCondition(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { identified } = state;
    if (busy || !identified || checking.current) return;
    const checks = await checksOnce();
    if (!checks) {
      dispatch({ type: "refused", errors: {}, alert: submitErrorTitle });
      return;
    }
    const parsed = checks.tradeInCondition.safeParse(state.answers);
    if (!parsed.success) {
      dispatch({ type: "invalid", errors: checks.fieldMessages(parsed.error) });
      return;
    }
    dispatch({ type: "sending" });
    const sent = await sendStepLead("valuation", adjustmentsLead(identified, parsed.data), flow);
    if (!sent.ok) {
      dispatch({ type: "refused", errors: sent.errors, alert: sent.alert });
      return;
    }
    const { ok, body } = await getJson(tradeInEndpoints.valuation, {
      method: "POST",
      body: JSON.stringify(valuationRequest(identified, parsed.data, car?.id ?? null, state.flowLeadId)),
    });
    const valuation = ok ? checks.readValuation(body) : null;
    if (!valuation) {
      dispatch({ type: "valuation-failed", message: errorOf(body) ?? flowMessages.valuationFailed });
      return;
    }
    dispatch({ type: "valued", condition: parsed.data, valuation });
  }

  const stepProps = { state, dispatch, formId, headingRef };
  if (accepted && (justAccepted || (step === 0 && !moved))) {
    return (
      <div data-testid="trade-in-flow">
        <AcceptedOfferPanel
          offer={accepted}
          state={defaultState}
          expired={acceptedStatus === "expired"}
          purchaseHref={props.purchaseHref ?? null}
          onValueAnother={() => {
            setJustAccepted(false);
            forgetAcceptedOffer(context.site.slug);
          }}
        />
      </div>
    );
  }
  return (
    // The checks of the shopper's answers are fetched when the shopper starts on the flow (a tap in
    // Safari does not focus a button, hence the pointer too).
    <div data-testid="trade-in-flow" onFocus={() => void loadChecks()} onPointerDown={() => void loadChecks()}>
      <StepList step={step} />
      {car ? (
        <p className="mb-6 rounded-site bg-surface-alt p-3 text-sm" data-testid="trade-in-wanted-car">
          <span className="font-semibold">The car you want:</span> {car.name} (stock #{car.stocknum})
        </p>
      ) : null}
      {step === 0 ? (
        <CarStep
          {...stepProps}
          lookupRef={lookupRef}
          onFindCar={() => void findCar()}
          onPick={(level, value) => void pick(level, value)}
          onSubmit={(event) => void submitCar(event)}
        />
      ) : step === 1 ? (
        <ConditionStep {...stepProps} onSubmit={(event) => void submitCondition(event)} />
      ) : step === 2 && state.valuation ? (
        <OfferStep state={state} dispatch={dispatch} headingRef={headingRef} siteState={defaultState} />
      ) : step === 3 ? (
        <DetailsStep
          state={state}
          props={props}
          headingRef={headingRef}
          onBack={() => dispatch({ type: "go-to", step: 2 })}
          onAccepted={() => setJustAccepted(true)}
        />
      ) : null}
    </div>
  );
}
