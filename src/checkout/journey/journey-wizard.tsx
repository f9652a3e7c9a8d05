"use client";

import Image from "next/image";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { frequencyLabels, repaymentFrequencies } from "@/finance/repayment";
import { formatMoney, formatOdometer } from "@/platform/format";
import { errorMessageIn, isJsonObject } from "@/platform/json-guards";
import { PrivacyNotice } from "@/leads/components/privacy-notice";
import { newIdempotencyKey } from "@/leads/submit-client";
import { readUserDetails, saveUserDetails } from "@/shopper/user-details";
import { Button, ButtonLink } from "@/ui/button";
import { Card } from "@/ui/card";
import { Field, FieldMessage, describedBy, fieldId, inputClass } from "@/ui/field";
import { Spinner } from "@/ui/spinner";
import type { PaymentClientConfig } from "../payments";
import { CardFields } from "../components/card-fields";
import { stripePaymentToken, type StripeCardHandle } from "../components/stripe-card-field";
import { isStepDone, nextStep, previousStep, resumeStep } from "./journey-state";
import {
  depositSchema,
  fieldErrorsOf,
  financeFigures,
  journeyFinanceBounds,
  parseContact,
  parseHandover,
  parsePayment,
  parseTradeIn,
  stepTitles,
  type JourneyAnswers,
  type JourneyContext,
  type JourneyStep,
} from "./steps";

// The buy-online journey in the browser: one step at a time, checked with the step's own schema
// before it is sent, saved on the server at every Continue, with Back to change an answer.

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

type JourneyState = {
  id: string;
  answers: JourneyAnswers;
  currentStep: JourneyStep;
  status: "in_progress" | "submitted";
  reference: string | null;
};

type Draft = Record<string, string | boolean>;
type Errors = Record<string, string>;

export type JourneyWizardProps = {
  siteSlug: string;
  siteName: string;
  privacyNotice: string;
  refundableText: string;
  car: WizardCar;
  context: JourneyContext;
  steps: JourneyStep[];
  journey: JourneyState | null;
  dealerPhone: string | null;
  financeApplicationHref: string;
  /** Which card fields the deposit step shows: ours (local processor) or Stripe's (decision 026). */
  payment: PaymentClientConfig;
};

function readJourney(body: unknown): JourneyState | null {
  if (!isJsonObject(body) || !isJsonObject(body.journey)) return null;
  const journey = body.journey;
  return typeof journey.id === "string" && isJsonObject(journey.answers) ? (journey as unknown as JourneyState) : null;
}

function readFieldErrors(body: unknown): Errors {
  if (!isJsonObject(body) || !isJsonObject(body.fieldErrors)) return {};
  return Object.fromEntries(
    Object.entries(body.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
}

/** The form values a saved answer shows again when the shopper comes back to its step. */
function draftFrom(step: JourneyStep, answers: JourneyAnswers, context: JourneyContext): Draft {
  switch (step) {
    case "payment": {
      const payment = answers.payment;
      const term = context.finance ? context.finance.defaultTermYears : 5;
      if (payment?.method === "finance") {
        return {
          method: "finance",
          deposit: String(payment.deposit),
          termYears: String(payment.termYears),
          frequency: payment.frequency,
        };
      }
      return {
        method: payment?.method ?? "",
        deposit: "0",
        termYears: String(term),
        frequency: context.finance?.displayFrequency ?? "weekly",
      };
    }
    case "trade-in": {
      const tradeIn = answers["trade-in"];
      if (!tradeIn) return { hasTradeIn: "" };
      if (!tradeIn.hasTradeIn) return { hasTradeIn: "no" };
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
      if (handover?.method === "delivery") return { method: "delivery", postcode: handover.postcode, locationId: "" };
      return {
        method: handover?.method ?? "",
        locationId: handover?.method === "pickup" ? handover.locationId : (context.pickupLocations[0]?.id ?? ""),
        postcode: "",
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
function checkStep(step: JourneyStep, draft: Draft, context: JourneyContext): Errors {
  const now = new Date();
  switch (step) {
    case "payment": {
      const result = parsePayment(context, draft);
      return result.ok ? {} : result.fieldErrors;
    }
    case "trade-in": {
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
function withStoredDetails(draft: Draft, siteSlug: string): Draft {
  const stored = readUserDetails(siteSlug);
  if (!stored) return draft;
  const filled = { ...draft };
  for (const key of ["name", "last_name", "email", "phone", "postcode"] as const) {
    if (filled[key] === "" && stored[key]) filled[key] = stored[key];
  }
  return filled;
}

const stepApi = (step: JourneyStep) => `/api/checkout/journey/steps/${step}`;

// eslint-disable-next-line max-lines-per-function -- a whole flow in one component, its state in many useState calls: still to be split into a step component per step with one reducer (the split is this rule's purpose; until then it is the known exception)
export function JourneyWizard(props: JourneyWizardProps) {
  const { car, context, steps, siteSlug } = props;
  const [journey, setJourney] = useState<JourneyState | null>(props.journey);
  const answers = journey?.answers ?? {};
  // Where the saved answers leave off, worked out again: a step the site stopped asking is skipped.
  const [step, setStep] = useState<JourneyStep>(() =>
    props.journey ? resumeStep(steps, props.journey.answers) : "car",
  );
  const [draft, setDraft] = useState<Draft>(() => draftFrom(step, answers, context));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  // One key per payment attempt: a resent request is the same attempt, a new card after a decline a new one.
  const attemptRef = useRef<string | null>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const formId = useId();

  // Stored details fill the contact step when the page opens on it (after hydration: storage is the browser's).
  useEffect(() => {
    if (!props.journey || resumeStep(steps, props.journey.answers) !== "contact") return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off read of the browser after hydration
    setDraft((current) => withStoredDetails(current, siteSlug));
  }, [props.journey, steps, siteSlug]);

  // Focus follows the step, so a screen reader announces where the shopper now is.
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step, journey?.status]);

  function goTo(target: JourneyStep, latest: JourneyAnswers = answers) {
    movedRef.current = true;
    setStep(target);
    const fresh = draftFrom(target, latest, context);
    setDraft(target === "contact" && !latest.contact ? withStoredDetails(fresh, siteSlug) : fresh);
    setErrors({});
    setFormError(null);
  }

  const set = (name: string, value: string | boolean) => setDraft((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const stripeMode = step === "deposit" && props.payment.provider === "stripe";
    // Stripe's own field checks the card as it is typed; ours are checked by the server's rules.
    const problems = stripeMode ? {} : checkStep(step, draft, context);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      setFormError("Please fix the highlighted fields.");
      return;
    }
    setFormError(null);
    setPending(true);
    let posted: Draft = draft;
    if (stripeMode) {
      const made = await stripePaymentToken(stripeCard);
      if (!made.ok) {
        setErrors({ card_number: made.message });
        setFormError(made.message);
        setPending(false);
        return;
      }
      posted = { token: made.token };
    }
    try {
      const response = await fetch(stepApi(step), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          car_id: car.id,
          answers: step === "deposit" ? { ...posted, attempt: (attemptRef.current ??= newIdempotencyKey()) } : posted,
        }),
      });
      const body: unknown = await response.json().catch(() => null);
      const saved = readJourney(body);
      if (response.status === 402) attemptRef.current = null;
      if (!response.ok || !saved) {
        setErrors(readFieldErrors(body));
        setFormError(errorMessageIn(body) ?? "Sorry, something went wrong. Please try again, or call us.");
        return;
      }
      if (step === "contact") {
        saveUserDetails(siteSlug, {
          name: String(draft.name ?? ""),
          last_name: String(draft.last_name ?? ""),
          email: String(draft.email ?? ""),
          phone: String(draft.phone ?? ""),
          postcode: String(draft.postcode ?? ""),
        });
      }
      setJourney(saved);
      if (saved.status === "submitted") {
        movedRef.current = true;
        setErrors({});
        return;
      }
      goTo(nextStep(step, steps) ?? "review", saved.answers);
    } catch {
      setFormError("We could not reach the website. Please check your connection and try again.");
    } finally {
      setPending(false);
    }
  }

  if (journey?.status === "submitted") {
    return <Confirmation {...props} journey={journey} headingRef={headingRef} />;
  }

  const index = steps.indexOf(step);
  const previous = previousStep(step, steps);
  const textInput = (
    name: string,
    label: string,
    options: {
      required?: boolean;
      hint?: string;
      type?: string;
      inputMode?: "numeric" | "text" | "email" | "tel";
      autoComplete?: string;
      maxLength?: number;
    } = {},
  ) => {
    const id = fieldId(formId, name);
    return (
      <Field id={id} label={label} required={options.required} error={errors[name]} hint={options.hint}>
        <input
          id={id}
          name={name}
          type={options.type ?? "text"}
          inputMode={options.inputMode}
          autoComplete={options.autoComplete}
          maxLength={options.maxLength}
          className={inputClass}
          value={String(draft[name] ?? "")}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(id, errors[name])}
          onChange={(event) => set(name, event.target.value)}
        />
      </Field>
    );
  };
  const radios = (name: string, legend: string, options: { value: string; label: string; hint?: string }[]) => {
    const groupId = fieldId(formId, name);
    return (
      <fieldset aria-describedby={describedBy(groupId, errors[name])} aria-invalid={errors[name] ? true : undefined}>
        <legend className="mb-2 text-sm font-semibold">
          {legend}
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        </legend>
        <div className="flex flex-col gap-2">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-site border border-border bg-surface p-3 has-[:checked]:border-primary has-[:checked]:bg-surface-alt"
            >
              <input
                type="radio"
                name={name}
                value={option.value}
                checked={draft[name] === option.value}
                onChange={() => set(name, option.value)}
                className="mt-1 h-5 w-5"
              />
              <span>
                <span className="block font-semibold">{option.label}</span>
                {option.hint ? <span className="block text-sm text-muted">{option.hint}</span> : null}
              </span>
            </label>
          ))}
        </div>
        <FieldMessage controlId={groupId} message={errors[name]} />
      </fieldset>
    );
  };

  let body: ReactNode = null;
  switch (step) {
    case "car":
      body = <CarStep car={car} context={context} refundableText={props.refundableText} />;
      break;
    case "payment": {
      const finance = context.finance;
      const bounds = finance ? journeyFinanceBounds(finance) : null;
      const terms: number[] = [];
      if (bounds) {
        for (
          let years = bounds.termYears.min;
          years <= bounds.termYears.max;
          years += Math.max(bounds.termYears.step, 0.5)
        ) {
          terms.push(years);
        }
      }
      const estimate =
        finance && draft.method === "finance" && parsePayment(context, draft).ok
          ? financeFigures(finance, car.price, {
              deposit: Number(String(draft.deposit).replace(/[$,\s]/g, "")),
              termYears: Number(draft.termYears),
              frequency:
                draft.frequency === "monthly" || draft.frequency === "fortnightly" ? draft.frequency : "weekly",
            })
          : null;
      const termId = fieldId(formId, "termYears");
      const frequencyId = fieldId(formId, "frequency");
      body = (
        <div className="flex flex-col gap-4">
          {radios("method", "How will you pay for the car?", [
            { value: "cash", label: "Cash or my own arrangements", hint: "Bank transfer, savings or your own lender." },
            ...(finance
              ? [
                  {
                    value: "finance",
                    label: "Finance through us",
                    hint: "We arrange the loan; repayments from our calculator.",
                  },
                ]
              : []),
          ])}
          {draft.method === "finance" && finance && bounds ? (
            <div className="flex flex-col gap-4 rounded-site border border-border p-4">
              {textInput("deposit", "Your deposit for the loan ($)", {
                required: true,
                inputMode: "numeric",
                hint: "Cash you put towards the car now; the rest is financed. Your trade-in is valued separately.",
              })}
              <Field id={termId} label="Loan term" required error={errors.termYears}>
                <select
                  id={termId}
                  className={inputClass}
                  value={String(draft.termYears)}
                  aria-invalid={errors.termYears ? true : undefined}
                  aria-describedby={describedBy(termId, errors.termYears)}
                  onChange={(event) => set("termYears", event.target.value)}
                >
                  {terms.map((years) => (
                    <option key={years} value={String(years)}>
                      {years} years
                    </option>
                  ))}
                </select>
              </Field>
              <Field id={frequencyId} label="Repayments" required error={errors.frequency}>
                <select
                  id={frequencyId}
                  className={inputClass}
                  value={String(draft.frequency)}
                  onChange={(event) => set("frequency", event.target.value)}
                >
                  {repaymentFrequencies.map((frequency) => (
                    <option key={frequency} value={frequency}>
                      {frequencyLabels[frequency].adjective}
                    </option>
                  ))}
                </select>
              </Field>
              <p className="rounded-site bg-surface-alt p-3" aria-live="polite" data-testid="journey-finance-estimate">
                {estimate
                  ? estimate.repayment === null
                    ? "Enquire for Finance"
                    : `Estimated ${formatMoney(estimate.repayment)} ${frequencyLabels[estimate.frequency].adjective.toLowerCase()} at ${estimate.interestRate}% p.a. (comparison rate ${estimate.comparisonRate.toFixed(2)}% p.a.)`
                  : "Enter a deposit and term to see your repayment."}
              </p>
              <p className="text-sm text-muted">
                An estimate from our finance calculator, not an approval. Want to apply now?{" "}
                <a href={props.financeApplicationHref} className="underline" target="_blank" rel="noopener">
                  Open the finance application (new tab)
                </a>
                .
              </p>
            </div>
          ) : null}
        </div>
      );
      break;
    }
    case "trade-in":
      body = (
        <div className="flex flex-col gap-4">
          {radios("hasTradeIn", "Do you have a car to trade in?", [
            { value: "no", label: "No trade-in" },
            { value: "yes", label: "Yes, I have a car to trade in", hint: "We value it before we finalise the price." },
          ])}
          {draft.hasTradeIn === "yes" ? (
            <div className="grid gap-4 sm:grid-cols-2">
              {textInput("make", "Make", { required: true, maxLength: 40 })}
              {textInput("model", "Model", { required: true, maxLength: 40 })}
              {textInput("year", "Year", { required: true, inputMode: "numeric", maxLength: 4 })}
              {textInput("km", "Odometer (km)", { required: true, inputMode: "numeric", maxLength: 9 })}
              {textInput("rego", "Registration (rego)", { maxLength: 10, autoComplete: "off" })}
            </div>
          ) : null}
          {draft.hasTradeIn === "yes" && context.tradeInValuationHref ? (
            <p className="text-sm text-muted">
              Not sure what it&apos;s worth?{" "}
              <a href={context.tradeInValuationHref} className="underline" target="_blank" rel="noopener">
                Value your car online (new tab)
              </a>
              .
            </p>
          ) : null}
        </div>
      );
      break;
    case "handover": {
      const locationId = fieldId(formId, "locationId");
      body = (
        <div className="flex flex-col gap-4">
          {radios("method", "How would you like to get the car?", [
            { value: "pickup", label: "Pick it up", hint: "Collect the car from the dealership." },
            ...(context.delivery
              ? [
                  {
                    value: "delivery",
                    label: "Deliver it to me",
                    hint: "We quote delivery from the dealership to your postcode.",
                  },
                ]
              : []),
          ])}
          {draft.method === "pickup" ? (
            <Field id={locationId} label="Pick-up location" required error={errors.locationId}>
              <select
                id={locationId}
                className={inputClass}
                value={String(draft.locationId)}
                aria-invalid={errors.locationId ? true : undefined}
                aria-describedby={describedBy(locationId, errors.locationId)}
                onChange={(event) => set("locationId", event.target.value)}
              >
                <option value="">Please choose a location</option>
                {context.pickupLocations.map((location) => (
                  <option key={location.id} value={location.id}>
                    {location.name} – {location.address}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {draft.method === "delivery"
            ? textInput("postcode", "Delivery postcode", {
                required: true,
                inputMode: "numeric",
                maxLength: 4,
                autoComplete: "postal-code",
                hint: "We work out the delivery price from it when you continue.",
              })
            : null}
        </div>
      );
      break;
    }
    case "contact": {
      const rules = context.leadRules;
      const optInId = fieldId(formId, "opt_in");
      const termsId = fieldId(formId, "terms");
      body = (
        <div className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {textInput("name", "First name", { required: true, autoComplete: "given-name", maxLength: 50 })}
            {textInput("last_name", "Last name", { required: true, autoComplete: "family-name", maxLength: 50 })}
            {textInput("email", "Email", { required: true, type: "email", inputMode: "email", autoComplete: "email" })}
            {textInput("phone", "Phone", {
              required: true,
              type: "tel",
              inputMode: "tel",
              autoComplete: "tel",
              maxLength: 20,
            })}
            {textInput("postcode", "Postcode", { inputMode: "numeric", autoComplete: "postal-code", maxLength: 4 })}
          </div>
          <Field id={fieldId(formId, "message")} label="Anything we should know? (optional)" error={errors.message}>
            <textarea
              id={fieldId(formId, "message")}
              className={inputClass}
              rows={3}
              maxLength={2000}
              value={String(draft.message ?? "")}
              onChange={(event) => set("message", event.target.value)}
            />
          </Field>
          <label className="flex items-start gap-3">
            <input
              id={optInId}
              type="checkbox"
              className="mt-1 h-5 w-5"
              checked={draft.opt_in === true}
              onChange={(event) => set("opt_in", event.target.checked)}
            />
            <span>{rules.optIn.label}</span>
          </label>
          {rules.terms.required ? (
            <div>
              <label className="flex items-start gap-3">
                <input
                  id={termsId}
                  type="checkbox"
                  className="mt-1 h-5 w-5"
                  checked={draft.terms === true}
                  aria-invalid={errors.terms ? true : undefined}
                  aria-describedby={describedBy(termsId, errors.terms)}
                  onChange={(event) => set("terms", event.target.checked)}
                />
                <span>{rules.terms.label}</span>
              </label>
              <FieldMessage controlId={termsId} message={errors.terms} />
            </div>
          ) : null}
          <PrivacyNotice siteName={props.siteName} notice={props.privacyNotice} />
        </div>
      );
      break;
    }
    case "deposit":
      body = answers.deposit ? (
        <p className="rounded-site bg-surface-alt p-4" data-testid="journey-deposit-paid">
          Your {formatMoney(answers.deposit.amount)} deposit is paid
          {answers.deposit.cardLast4 ? ` (card ending ${answers.deposit.cardLast4})` : ""} and the car is held for you
          {answers.deposit.heldUntil ? ` until ${answers.deposit.heldUntil}` : ""}.
        </p>
      ) : (
        <div className="flex flex-col gap-4">
          <p>
            Pay a <strong>{formatMoney(context.depositAmount)}</strong> deposit and we hold the car for you for{" "}
            {context.holdHours} hours while we finalise your purchase. {props.refundableText}.
          </p>
          <CardFields
            formId={formId}
            payment={props.payment}
            stripeCard={stripeCard}
            values={{
              card_number: String(draft.card_number ?? ""),
              expiry: String(draft.expiry ?? ""),
              cvc: String(draft.cvc ?? ""),
            }}
            errors={errors}
            onChange={(name, value) => set(name, value)}
          />
        </div>
      );
      break;
    case "review":
      body = <Review answers={answers} steps={steps} car={car} context={context} onChange={(target) => goTo(target)} />;
      break;
  }

  const submitLabel =
    step === "car"
      ? "Start buying online"
      : step === "deposit" && !answers.deposit
        ? `Pay ${formatMoney(context.depositAmount)} deposit`
        : step === "review"
          ? "Confirm purchase"
          : "Continue";

  return (
    <div className="flex flex-col gap-4" data-testid="checkout-journey" data-step={step}>
      <nav aria-label="Buy online steps">
        <p className="mb-2 text-sm text-muted" data-testid="journey-progress">
          Step {index + 1} of {steps.length}
        </p>
        <ol className="flex gap-1">
          {steps.map((candidate, position) => (
            <li
              key={candidate}
              aria-current={candidate === step ? "step" : undefined}
              className={`h-2 flex-1 rounded-full ${position <= index || isStepDone(candidate, answers) ? "bg-primary" : "bg-border"}`}
            >
              <span className="sr-only">
                {stepTitles[candidate]}
                {isStepDone(candidate, answers) ? " (done)" : ""}
              </span>
            </li>
          ))}
        </ol>
      </nav>
      <Card padding="md">
        <form id={formId} noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold outline-none">
            {stepTitles[step]}
          </h2>
          {body}
          {formError ? (
            <p
              role="alert"
              id="error-warning"
              className="mt-4 rounded-site bg-red-50 p-3 text-sm font-medium text-red-800"
            >
              {formError}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            {previous ? (
              <Button type="button" variant="outline" onClick={() => goTo(previous)} disabled={pending}>
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="lg" disabled={pending} aria-busy={pending}>
              {pending ? <Spinner /> : null}
              {submitLabel}
            </Button>
          </div>
        </form>
      </Card>
      {journey ? <ResumeLinkForm carId={car.id} initialEmail={answers.contact?.email ?? ""} /> : null}
    </div>
  );
}

function CarStep({
  car,
  context,
  refundableText,
}: {
  car: WizardCar;
  context: JourneyContext;
  refundableText: string;
}) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-4 sm:flex-row">
        {car.imageUrl ? (
          <Image
            src={car.imageUrl}
            alt={car.name}
            width={320}
            height={240}
            className="w-full rounded-site object-cover sm:w-64"
            priority
          />
        ) : null}
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Price</dt>
          <dd className="text-lg font-bold" data-testid="journey-price">
            {formatMoney(car.price)}
          </dd>
          <dt className="text-muted">Odometer</dt>
          <dd>{formatOdometer(car.km)}</dd>
          <dt className="text-muted">Condition</dt>
          <dd className="capitalize">{car.carType}</dd>
          {car.colour ? (
            <>
              <dt className="text-muted">Colour</dt>
              <dd>{car.colour}</dd>
            </>
          ) : null}
          <dt className="text-muted">Stock number</dt>
          <dd>{car.stocknum}</dd>
        </dl>
      </div>
      <div>
        <h3 className="mb-2 font-semibold">What buying online means</h3>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            Tell us how you&apos;ll pay, about any trade-in, and whether you&apos;d like delivery or to pick the car up.
          </li>
          <li>
            Pay a {formatMoney(context.depositAmount)} deposit by card and we hold the car for you for{" "}
            {context.holdHours} hours. {refundableText}.
          </li>
          <li>We call you to finalise the paperwork, the balance and the handover. Nothing else is charged online.</li>
          <li>
            Your answers are saved as you go: come back any time, or e-mail yourself a link to finish on another device.
          </li>
        </ul>
      </div>
    </div>
  );
}

function reviewRows(
  answers: JourneyAnswers,
  steps: JourneyStep[],
  context: JourneyContext,
): { step: JourneyStep; lines: string[] }[] {
  const rows: { step: JourneyStep; lines: string[] }[] = [];
  const { payment, handover, contact, deposit } = answers;
  if (payment) {
    rows.push({
      step: "payment",
      lines:
        payment.method === "cash"
          ? ["Cash or my own arrangements"]
          : [
              `Finance: ${formatMoney(payment.deposit)} deposit, ${payment.termYears} years`,
              payment.repayment === null
                ? "Enquire for Finance"
                : `Estimated ${formatMoney(payment.repayment)} ${payment.frequency} at ${payment.interestRate}% p.a.`,
            ],
    });
  }
  const tradeIn = answers["trade-in"];
  if (steps.includes("trade-in") && tradeIn) {
    rows.push({
      step: "trade-in",
      lines: tradeIn.hasTradeIn
        ? [
            `${tradeIn.year} ${tradeIn.make} ${tradeIn.model}, ${formatOdometer(tradeIn.km)}${tradeIn.rego ? `, rego ${tradeIn.rego}` : ""}`,
          ]
        : ["No trade-in"],
    });
  }
  if (handover) {
    const location = context.pickupLocations.find(
      (candidate) => handover.method === "pickup" && candidate.id === handover.locationId,
    );
    rows.push({
      step: "handover",
      lines:
        handover.method === "pickup"
          ? [`Pick-up at ${handover.locationName}`, ...(location ? [location.address] : [])]
          : [`Delivery to ${handover.postcode} (${handover.region})`, `Delivery: ${formatMoney(handover.price)}`],
    });
  }
  if (contact) {
    rows.push({
      step: "contact",
      lines: [
        `${contact.name ?? ""} ${contact.last_name ?? ""}`.trim(),
        contact.email ?? "",
        contact.phone ?? "",
      ].filter(Boolean),
    });
  }
  if (deposit) {
    rows.push({
      step: "deposit",
      lines: [
        `${formatMoney(deposit.amount)} paid${deposit.cardLast4 ? ` by card ending ${deposit.cardLast4}` : ""}`,
        ...(deposit.heldUntil ? [`Car held until ${deposit.heldUntil}`] : []),
      ],
    });
  }
  return rows;
}

function Review({
  answers,
  steps,
  car,
  context,
  onChange,
}: {
  answers: JourneyAnswers;
  steps: JourneyStep[];
  car: WizardCar;
  context: JourneyContext;
  onChange: (step: JourneyStep) => void;
}) {
  const delivery = answers.handover?.method === "delivery" ? answers.handover.price : 0;
  const deposit = answers.deposit?.amount ?? 0;
  return (
    <div className="flex flex-col gap-4" data-testid="journey-review">
      <dl className="divide-y divide-border">
        <div className="flex justify-between gap-4 py-2">
          <dt className="font-semibold">Car</dt>
          <dd className="text-right">
            {car.name}
            <br />
            {formatMoney(car.price)}
          </dd>
        </div>
        {reviewRows(answers, steps, context).map((row) => (
          <div key={row.step} className="flex items-start justify-between gap-4 py-2">
            <dt className="font-semibold">{stepTitles[row.step]}</dt>
            <dd className="text-right">
              {row.lines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {row.step !== "deposit" ? (
                <button type="button" className="text-sm underline" onClick={() => onChange(row.step)}>
                  Change<span className="sr-only"> {stepTitles[row.step].toLowerCase()}</span>
                </button>
              ) : null}
            </dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-2 font-bold">
          <dt>Balance to pay the dealer</dt>
          <dd data-testid="journey-balance">{formatMoney(car.price + delivery - deposit)}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">
        Confirming sends your order to the dealership. Your trade-in, if any, is valued before the balance is final.
      </p>
    </div>
  );
}

function Confirmation({
  journey,
  dealerPhone,
  car,
  financeApplicationHref,
  headingRef,
}: JourneyWizardProps & { journey: JourneyState; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  const finance = journey.answers.payment?.method === "finance";
  return (
    <Card padding="lg" data-testid="journey-confirmation">
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none">
        Thank you: your purchase is on its way
      </h2>
      <p className="mt-2">
        Your reference is{" "}
        <strong className="text-lg" data-testid="journey-reference">
          {journey.reference}
        </strong>
        . We have sent your order for the {car.name} to the dealership.
      </p>
      <h3 className="mt-6 font-semibold">What happens next</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>The car is held for you: nobody else can reserve it while we finalise your purchase.</li>
        <li>We call you within one business day to confirm the price, your trade-in and the handover.</li>
        {finance ? (
          <li>
            We arrange your finance.{" "}
            <a href={financeApplicationHref} className="underline">
              Start your finance application
            </a>{" "}
            now to speed it up.
          </li>
        ) : (
          <li>You pay the balance by bank transfer before the handover.</li>
        )}
        <li>You collect the car, or we deliver it to you.</li>
      </ol>
      {dealerPhone ? (
        <p className="mt-6">
          Questions? Call us on{" "}
          <a
            href={`tel:${dealerPhone.replace(/[^\d+]/g, "")}`}
            className="font-bold underline"
            data-testid="journey-dealer-phone"
          >
            {dealerPhone}
          </a>{" "}
          and quote your reference.
        </p>
      ) : null}
      <div className="mt-6">
        <ButtonLink href={`/cars/${car.slug}`} variant="outline">
          Back to the car
        </ButtonLink>
      </div>
    </Card>
  );
}

function ResumeLinkForm({ carId, initialEmail }: { carId: string; initialEmail: string }) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [pending, setPending] = useState(false);
  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    try {
      const response = await fetch("/api/checkout/journey/resume-link", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ car_id: carId, email }),
      });
      const body: unknown = await response.json().catch(() => null);
      setMessage(
        response.ok
          ? { ok: true, text: `We have e-mailed a link to ${email}. Open it on any device to carry on.` }
          : { ok: false, text: errorMessageIn(body) ?? "Sorry, the link could not be sent. Please try again." },
      );
    } catch {
      setMessage({ ok: false, text: "We could not reach the website. Please try again." });
    } finally {
      setPending(false);
    }
  }
  const inputId = `${id}-email`;
  return (
    <form onSubmit={send} noValidate className="rounded-site border border-border p-4" aria-label="Finish later">
      <p className="mb-2 font-semibold">Finish later, or on another device?</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field
          id={inputId}
          label="Email me a link"
          className="flex-1"
          error={message && !message.ok ? message.text : undefined}
        >
          <input
            id={inputId}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={inputClass}
            value={email}
            aria-invalid={message && !message.ok ? true : undefined}
            aria-describedby={describedBy(inputId, message && !message.ok ? message.text : undefined)}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" disabled={pending}>
          Send link
        </Button>
      </div>
      {message?.ok ? (
        <p role="status" className="mt-2 text-sm">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
