"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { LeadForm } from "@/leads/components/lead-form";
import type { LeadFormContext } from "@/leads/form-context";
import type { LeadCar } from "@/leads/payload";
import { parseLeadFields, type FieldErrors, type FieldValue, type LeadFormType } from "@/leads/schemas";
import { linkedQueryParams, newIdempotencyKey, postLead, submitErrorTitle, visitedPages } from "@/leads/submit-client";
import { australianStateCodes, type AustralianStateCode } from "@/platform/australian-states";
import { formatCount, formatMoney, formatOdometer } from "@/platform/format";
import { readViewedCars } from "@/shopper/viewed-cars";
import { Button } from "@/ui/button";
import { Field, FieldMessage, describedBy, fieldId, inputClass } from "@/ui/field";
import { miscellaneousEndpoint, type MiscellaneousRequest } from "../miscellaneous";
import {
  adjustmentsLead,
  catalogueLevels,
  catalogueQuery,
  confidenceLabels,
  describeVehicle,
  detailsInitialValues,
  detailsSender,
  flowSteps,
  offerSummary,
  readCatalogueChoices,
  readRegoLookup,
  readValuation,
  regoLookupLead,
  savedValuationValue,
  tradeInEndpoints,
  valuationRequest,
  type CatalogueLevel,
  type IdentifiedCar,
  type RegoLookupAnswer,
  type ValuationAnswer,
} from "../flow";
import {
  conditionQuestions,
  fieldMessages,
  normaliseRego,
  regoLookupInput,
  tradeInCondition,
  tradeInLimits,
  tradeInVehicle,
  type TradeInCondition,
} from "../schemas";

export type TradeInFlowProps = {
  context: LeadFormContext;
  /** The car the shopper is looking at (/cars/trade-in?car_id=): shown as the one they want. */
  car: LeadCar | null;
  defaultState: AustralianStateCode;
  /** The site's trade-in button wording ("Get Your Valuation"), the last step's button. */
  submitLabel: string;
  /** The dealership flag: an accepted offer is also saved through POST /api/miscellaneous. */
  saveValuation: boolean;
};

type Lookup =
  | { status: "idle" }
  | { status: "looking" }
  | { status: "answered"; answer: RegoLookupAnswer; rego: string; regoState: string }
  | { status: "failed"; message: string };

const lookupFailed = "We could not look up your rego just now. Please choose your car below instead.";
const valuationFailed = "We could not work out an offer just now. Please try again in a minute.";

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

function errorOf(body: unknown): string | null {
  if (typeof body === "object" && body !== null && "error" in body && typeof body.error === "string") return body.error;
  return null;
}

// eslint-disable-next-line max-lines-per-function -- a whole flow in one component, its state in many useState calls: still to be split into a step component per step with one reducer (the split is this rule's purpose; until then it is the known exception)
export function TradeInFlow({ context, car, defaultState, submitLabel, saveValuation }: TradeInFlowProps) {
  const router = useRouter();
  const formId = `trade-in-${useId().replace(/:/g, "")}`;
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // Step 1: the car
  const [rego, setRego] = useState("");
  const [regoState, setRegoState] = useState<string>(defaultState);
  const [lookup, setLookup] = useState<Lookup>({ status: "idle" });
  const [picked, setPicked] = useState<Partial<Record<CatalogueLevel, string>>>({});
  const [choices, setChoices] = useState<Partial<Record<CatalogueLevel, string[]>>>({});
  const [km, setKm] = useState("");
  const [identified, setIdentified] = useState<IdentifiedCar | null>(null);

  // Step 2: condition
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [condition, setCondition] = useState<TradeInCondition | null>(null);

  // Step 3: the offer
  const [valuation, setValuation] = useState<ValuationAnswer | null>(null);

  // The flow's lead (the first step's) and each step's submission key, kept for a retry.
  const [flowLeadId, setFlowLeadId] = useState<string | null>(null);
  const keys = useRef<Partial<Record<LeadFormType, string>>>({});

  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // Moving to a step puts the focus on its heading, so a screen reader announces where the shopper is.
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const notFound = lookup.status === "failed" || (lookup.status === "answered" && !lookup.answer.found);
  const found = lookup.status === "answered" && lookup.answer.found ? lookup.answer.vehicle : null;

  // The catalogue's first level loads once the shopper needs the picker.
  useEffect(() => {
    if (!notFound || choices.year) return;
    let cancelled = false;
    void getJson(catalogueQuery("year", {})).then(({ body }) => {
      if (!cancelled) setChoices((current) => ({ ...current, year: readCatalogueChoices(body, "year") }));
    });
    return () => {
      cancelled = true;
    };
  }, [notFound, choices.year]);

  function goTo(next: number) {
    moved.current = true;
    setErrors({});
    setAlert(null);
    setStep(next);
  }

  async function pick(level: CatalogueLevel, value: string) {
    const index = catalogueLevels.indexOf(level);
    const nextPicked: Partial<Record<CatalogueLevel, string>> = {};
    for (const above of catalogueLevels.slice(0, index)) nextPicked[above] = picked[above];
    nextPicked[level] = value;
    setPicked(nextPicked);
    setChoices((current) => {
      const kept: Partial<Record<CatalogueLevel, string[]>> = {};
      for (const above of catalogueLevels.slice(0, index + 1)) kept[above] = current[above];
      return kept;
    });
    const below = catalogueLevels[index + 1];
    if (!below || value === "") return;
    const { body } = await getJson(catalogueQuery(below, nextPicked));
    setChoices((current) => ({ ...current, [below]: readCatalogueChoices(body, below) }));
  }

  async function findCar() {
    const parsed = regoLookupInput.safeParse({ rego, regoState });
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setErrors({});
    setLookup({ status: "looking" });
    const { ok, body } = await getJson(tradeInEndpoints.regoLookup, {
      method: "POST",
      body: JSON.stringify(parsed.data),
    });
    const answer = ok ? readRegoLookup(body) : null;
    if (!answer) {
      setLookup({ status: "failed", message: errorOf(body) ?? lookupFailed });
      return;
    }
    setLookup({ status: "answered", answer, rego: parsed.data.rego, regoState: parsed.data.regoState });
  }

  /** Sends one step's lead; the first one's id becomes the flow's. Returns false (and shows why) on failure. */
  async function sendStep(formType: LeadFormType, userData: Record<string, FieldValue>): Promise<boolean> {
    const check = parseLeadFields(formType, context.site.rules, userData, { hasCar: car !== null });
    if (!check.ok) {
      setErrors(check.fieldErrors);
      setAlert(Object.values(check.fieldErrors)[0] ?? submitErrorTitle);
      return false;
    }
    keys.current[formType] ??= newIdempotencyKey();
    const outcome = await postLead({
      formType,
      idempotency_key: keys.current[formType],
      userData,
      isLastStep: false,
      car_id: car?.id ?? null,
      lead_id: formType === "rego-lookup" ? null : flowLeadId,
      page_url: window.location.href,
      visited_pages: visitedPages(readViewedCars(context.site.slug)),
      linked_query_params: linkedQueryParams(window.location.search),
    });
    if (!outcome.ok) {
      setErrors(outcome.fieldErrors);
      setAlert(outcome.error);
      return false;
    }
    // A later change of these answers is a new submission.
    delete keys.current[formType];
    if (formType === "rego-lookup") setFlowLeadId(outcome.leadId);
    return true;
  }

  async function submitCar(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const regoParsed = regoLookupInput.safeParse({ rego, regoState });
    const base = found
      ? { ...found, km }
      : { year: picked.year, make: picked.make, model: picked.model, badge: picked.badge, km };
    const vehicleParsed = tradeInVehicle.safeParse(base);
    const problems: FieldErrors = {
      ...(regoParsed.success ? {} : fieldMessages(regoParsed.error)),
      ...(vehicleParsed.success ? {} : fieldMessages(vehicleParsed.error)),
    };
    if (!found && !notFound && regoParsed.success) problems.rego = "Please find your car by its rego first";
    if (!regoParsed.success || !vehicleParsed.success || Object.keys(problems).length > 0) {
      setErrors(problems);
      setAlert(null);
      return;
    }
    const shoppersCar: IdentifiedCar = {
      rego: regoParsed.data.rego,
      regoState: regoParsed.data.regoState,
      vehicle: vehicleParsed.data,
    };
    setBusy(true);
    const sent = await sendStep("rego-lookup", regoLookupLead(shoppersCar));
    setBusy(false);
    if (!sent) return;
    setIdentified(shoppersCar);
    goTo(1);
  }

  async function submitCondition(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !identified) return;
    const parsed = tradeInCondition.safeParse(answers);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      setAlert(null);
      return;
    }
    setBusy(true);
    const sent = await sendStep("valuation", adjustmentsLead(identified, parsed.data));
    if (!sent) {
      setBusy(false);
      return;
    }
    const { ok, body } = await getJson(tradeInEndpoints.valuation, {
      method: "POST",
      body: JSON.stringify(valuationRequest(identified, parsed.data, car?.id ?? null)),
    });
    setBusy(false);
    const answer = ok ? readValuation(body) : null;
    if (!answer) {
      setAlert(errorOf(body) ?? valuationFailed);
      return;
    }
    setCondition(parsed.data);
    setValuation(answer);
    goTo(2);
  }

  function saveAcceptedValuation(leadId: string) {
    if (!saveValuation || !identified || !condition || !valuation?.estimate || !flowLeadId) return;
    const request: MiscellaneousRequest = {
      lead_id: leadId,
      column_name: "valuation",
      value: savedValuationValue(identified, condition, flowLeadId, valuation.estimate),
    };
    // Saving is a record for the dealer, not something the shopper waits on: a failure is logged only.
    void getJson(miscellaneousEndpoint, { method: "POST", body: JSON.stringify(request), keepalive: true }).then(
      ({ ok, body }) => {
        if (!ok) console.warn("Valuation not saved", { leadId, error: errorOf(body) });
      },
    );
  }

  const estimate = valuation?.estimate ?? null;
  const heading = (text: string) => (
    <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none" data-testid="trade-in-step">
      {text}
    </h2>
  );
  const alertBox = alert ? (
    <div role="alert" id="error-warning" className="rounded-site border border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{submitErrorTitle}</p>
      <p className="mt-1">{alert}</p>
    </div>
  ) : null;

  const textInput = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: { inputMode?: "numeric" | "text"; maxLength?: number; hint?: string; autoComplete?: string } = {},
  ) => {
    const id = fieldId(formId, name);
    const error = errors[name];
    return (
      <Field id={id} label={label} required error={error} hint={options.hint}>
        <input
          type="text"
          id={id}
          name={name}
          className={inputClass}
          value={value}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          autoComplete={options.autoComplete ?? "off"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
    );
  };

  const select = (
    name: string,
    label: string,
    value: string,
    options: readonly string[],
    onChange: (value: string) => void,
    placeholder: string,
    required = true,
  ) => {
    const id = fieldId(formId, name);
    const error = errors[name];
    return (
      <Field id={id} label={label} required={required} error={error}>
        <select
          id={id}
          name={name}
          className={inputClass}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  let body: ReactNode;
  if (step === 0) {
    body = (
      <form noValidate onSubmit={(event) => void submitCar(event)} className="space-y-5" aria-busy={busy}>
        {heading("Your car")}
        {alertBox}
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          {textInput(
            "rego",
            "Rego",
            rego,
            (value) => {
              setRego(value);
              if (lookup.status !== "idle") setLookup({ status: "idle" });
            },
            { maxLength: tradeInLimits.regoMaxLength + 2, hint: "As on your registration papers, e.g. ABC123" },
          )}
          {select(
            "regoState",
            "State",
            regoState,
            australianStateCodes,
            (value) => {
              setRegoState(value);
              if (lookup.status !== "idle") setLookup({ status: "idle" });
            },
            "Select a State",
          )}
        </div>
        <Button type="button" variant="outline" onClick={() => void findCar()} disabled={lookup.status === "looking"}>
          {lookup.status === "looking" ? "Finding your car…" : "Find My Car"}
        </Button>

        <div aria-live="polite">
          {found ? (
            <p className="rounded-site bg-surface-alt p-3" data-testid="trade-in-found">
              <span className="font-semibold">We found your car:</span> {describeVehicle(found)}
            </p>
          ) : null}
          {notFound ? (
            <p className="rounded-site bg-surface-alt p-3" data-testid="trade-in-not-found">
              {lookup.status === "failed"
                ? lookup.message
                : lookup.status === "answered" && !lookup.answer.found && lookup.answer.message
                  ? `${lookup.answer.message} Please choose your car below.`
                  : `We could not find rego ${normaliseRego(rego)} in ${regoState}. Please choose your car below.`}
            </p>
          ) : null}
        </div>

        {notFound ? (
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-semibold">Your car</legend>
            {select(
              "year",
              "Year",
              picked.year ?? "",
              choices.year ?? [],
              (value) => void pick("year", value),
              "Select a Year",
            )}
            {select(
              "make",
              "Make",
              picked.make ?? "",
              choices.make ?? [],
              (value) => void pick("make", value),
              "Select a Make",
            )}
            {select(
              "model",
              "Model",
              picked.model ?? "",
              choices.model ?? [],
              (value) => void pick("model", value),
              "Select a Model",
            )}
            {select(
              "badge",
              "Badge",
              picked.badge ?? "",
              choices.badge ?? [],
              (value) => void pick("badge", value),
              "Not sure",
              false,
            )}
          </fieldset>
        ) : null}

        {textInput("km", "Kilometres", km, setKm, {
          inputMode: "numeric",
          maxLength: 9,
          hint: "The reading on the odometer, e.g. 85000",
        })}
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? "Saving…" : "Next: Condition"}
        </Button>
      </form>
    );
  } else if (step === 1) {
    body = (
      <form noValidate onSubmit={(event) => void submitCondition(event)} className="space-y-5" aria-busy={busy}>
        {heading("Condition")}
        {identified ? (
          <p className="text-muted">
            {describeVehicle(identified.vehicle)}, {formatOdometer(identified.vehicle.km)}
          </p>
        ) : null}
        {alertBox}
        {conditionQuestions.map((question) => {
          const id = fieldId(formId, question.key);
          const error = errors[question.key];
          return (
            <fieldset
              key={question.key}
              id={id}
              aria-describedby={describedBy(id, error)}
              aria-invalid={error ? true : undefined}
            >
              <legend className="mb-2 font-semibold">{question.question}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {question.options.map((option) => (
                  <label key={String(option.value)} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name={`${formId}-${question.key}`}
                      value={String(option.value)}
                      checked={answers[question.key] === String(option.value)}
                      onChange={() => setAnswers((current) => ({ ...current, [question.key]: String(option.value) }))}
                    />
                    {option.label}
                  </label>
                ))}
              </div>
              <FieldMessage controlId={id} message={error} />
            </fieldset>
          );
        })}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => goTo(0)} disabled={busy}>
            Back
          </Button>
          <Button type="submit" size="lg" disabled={busy}>
            {busy ? "Working out your offer…" : "Next: See My Offer"}
          </Button>
        </div>
      </form>
    );
  } else if (step === 2 && valuation) {
    body = (
      <div className="space-y-5">
        {heading(estimate ? "Your offer" : "We will value your car")}
        {estimate ? (
          <div className="rounded-site border border-border p-5" data-testid="trade-in-offer">
            <p className="text-sm text-muted">
              Our offer for your {identified ? describeVehicle(identified.vehicle) : "car"}
            </p>
            <p className="mt-1 text-4xl font-bold" data-testid="trade-in-offer-price">
              {formatMoney(estimate.offer)}
            </p>
            <dl className="mt-4 grid gap-3 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted">Market range</dt>
                <dd className="font-semibold" data-testid="trade-in-range">
                  {offerSummary(estimate)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Comparable cars</dt>
                <dd className="font-semibold" data-testid="trade-in-comparables">
                  {formatCount(estimate.comparables)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted">Confidence</dt>
                <dd className="font-semibold" data-testid="trade-in-confidence">
                  {confidenceLabels[estimate.confidence]}
                </dd>
              </div>
            </dl>
            <p className="mt-4 text-sm text-muted">
              Based on {estimate.basis === "state" ? "similar cars in your state" : "similar cars across Australia"}. We
              confirm the offer after a short inspection.
            </p>
          </div>
        ) : (
          <p className="rounded-site bg-surface-alt p-4" data-testid="trade-in-no-estimate">
            {valuation.estimate === null ? valuation.message : null} Leave your details and our buyer will value your
            car personally and call you with an offer.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => goTo(1)}>
            Back
          </Button>
          <Button type="button" size="lg" onClick={() => goTo(3)}>
            {estimate ? "Accept Offer" : "Request a Valuation"}
          </Button>
        </div>
      </div>
    );
  } else if (step === 3 && identified && condition && flowLeadId) {
    body = (
      <div className="space-y-5">
        {heading("Your details")}
        <p className="text-muted">
          {estimate
            ? `Accepting our offer of ${formatMoney(estimate.offer)} for your ${describeVehicle(identified.vehicle)}.`
            : `Requesting a valuation of your ${describeVehicle(identified.vehicle)}.`}
        </p>
        <LeadForm
          context={context}
          formType={detailsSender(estimate)}
          car={car}
          leadId={flowLeadId}
          initialValues={detailsInitialValues(identified, condition, flowLeadId, estimate)}
          submitLabel={submitLabel}
          onSuccess={(leadId) => {
            saveAcceptedValuation(leadId);
            router.push("/success");
          }}
        />
        <Button type="button" variant="outline" onClick={() => goTo(2)}>
          Back
        </Button>
      </div>
    );
  }

  return (
    <div data-testid="trade-in-flow">
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
      {car ? (
        <p className="mb-6 rounded-site bg-surface-alt p-3 text-sm" data-testid="trade-in-wanted-car">
          <span className="font-semibold">The car you want:</span> {car.name} (stock #{car.stocknum})
        </p>
      ) : null}
      {body}
    </div>
  );
}
