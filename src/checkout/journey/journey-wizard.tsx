"use client";

import { isJsonObject } from "@/platform/json-guards";
import { useEffect, useId, useReducer, useRef, type FormEvent, type RefObject } from "react";
import { newIdempotencyKey } from "@/leads/submit-client";
import { formatMoney } from "@/platform/format";
import { readUserDetails, saveUserDetails } from "@/shopper/user-details";
import { Button } from "@/ui/button";
import { Card } from "@/ui/card";
import { Spinner } from "@/ui/spinner";
import type { PaymentClientConfig } from "../payments";
import { stripePaymentToken, type StripeCardHandle } from "../components/stripe-card-field";
import { Confirmation } from "./journey-confirmation";
import type { StepForm } from "./journey-fields";
import { isStepDone, previousStep, resumeStep } from "./journey-state";
import { ContactStep, DepositStep, HandoverStep, PaymentStep, TradeInStep } from "./journey-step-forms";
import { CarStep, Review } from "./journey-summary";
import {
  checkStep,
  contactDetailsOf,
  initialWizardState,
  readJourney,
  readRefusal,
  wizardReducer,
  type Draft,
  type JourneyState,
  type WizardCar,
} from "./journey-wizard-state";
import { ResumeLinkForm } from "./resume-link-form";
import { stepTitles, type JourneyAnswers, type JourneyContext, type JourneyStep } from "./steps";

// The buy-online journey in the browser: one step at a time, checked with the step's own schema
// before it is sent, saved on the server at every Continue, with Back to change an answer. The state
// and its changes are journey-wizard-state.ts's reducer; each step is its own component.

export type { WizardCar };

export type JourneyWizardProps = {
  siteSlug: string;
  siteName: string;
  privacyNotice: string;
  /** The published privacy policy the notice links to; null while the site has none. */
  privacyPolicyHref: string | null;
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

const stepApi = (step: JourneyStep) => `/api/checkout/journey/steps/${step}`;

/** Posts a step's answers; null when the website could not be reached. */
async function postStep(
  step: JourneyStep,
  carId: string,
  answers: Draft,
): Promise<{ ok: boolean; status: number; body: unknown } | null> {
  try {
    const response = await fetch(stepApi(step), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ car_id: carId, answers }),
    });
    const body: unknown = await response.json().catch(() => null);
    return { ok: response.ok, status: response.status, body };
  } catch {
    return null;
  }
}

function submitLabel(step: JourneyStep, answers: JourneyAnswers, context: JourneyContext): string {
  if (step === "car") return "Start buying online";
  if (step === "deposit") {
    return answers.deposit ? "Confirm purchase" : `Pay ${formatMoney(context.depositAmount)} deposit and confirm`;
  }
  if (step === "review") return "Continue to deposit";
  return "Continue";
}

function JourneyProgress({
  steps,
  step,
  answers,
}: {
  steps: readonly JourneyStep[];
  step: JourneyStep;
  answers: JourneyAnswers;
}) {
  const index = steps.indexOf(step);
  return (
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
  );
}

/** The step's own component. */
function StepBody({
  wizard,
  step,
  form,
  answers,
  stripeCard,
  onChange,
}: {
  wizard: JourneyWizardProps;
  step: JourneyStep;
  form: StepForm;
  answers: JourneyAnswers;
  stripeCard: RefObject<StripeCardHandle | null>;
  onChange: (step: JourneyStep) => void;
}) {
  const { car, context } = wizard;
  switch (step) {
    case "car":
      return <CarStep car={car} context={context} refundableText={wizard.refundableText} />;
    case "payment":
      return (
        <PaymentStep
          form={form}
          context={context}
          price={car.price}
          financeApplicationHref={wizard.financeApplicationHref}
        />
      );
    case "trade-in":
      return <TradeInStep form={form} context={context} siteSlug={wizard.siteSlug} />;
    case "handover":
      return <HandoverStep form={form} context={context} />;
    case "contact":
      return (
        <ContactStep
          form={form}
          context={context}
          siteName={wizard.siteName}
          privacyNotice={wizard.privacyNotice}
          privacyPolicyHref={wizard.privacyPolicyHref}
        />
      );
    case "deposit":
      return (
        <DepositStep
          form={form}
          context={context}
          answers={answers}
          refundableText={wizard.refundableText}
          payment={wizard.payment}
          stripeCard={stripeCard}
        />
      );
    case "review":
      return <Review answers={answers} steps={wizard.steps} car={car} context={context} onChange={onChange} />;
  }
}

export function JourneyWizard(props: JourneyWizardProps) {
  const { car, context, steps, siteSlug } = props;
  const [state, dispatch] = useReducer(wizardReducer, { steps, context, journey: props.journey }, initialWizardState);
  const { journey, step, draft, errors, formError, pending, moved } = state;
  const answers = journey?.answers ?? {};
  const headingRef = useRef<HTMLHeadingElement>(null);
  // One key per payment attempt: a resent request is the same attempt, a new card after a decline a new one.
  const attemptRef = useRef<string | null>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  const formId = useId();

  // Stored details fill the contact step when the page opens on it (after hydration: storage is the browser's).
  useEffect(() => {
    if (!props.journey || resumeStep(steps, props.journey.answers) !== "contact") return;
    dispatch({ type: "stored-details", stored: readUserDetails(siteSlug) });
  }, [props.journey, steps, siteSlug]);

  // Focus follows the step, so a screen reader announces where the shopper now is.
  useEffect(() => {
    if (moved) headingRef.current?.focus();
  }, [moved, step, journey?.status]);

  const goTo = (target: JourneyStep) => dispatch({ type: "go-to", step: target, stored: readUserDetails(siteSlug) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const stripeMode = step === "deposit" && props.payment.provider === "stripe";
    // Stripe's own field checks the card as it is typed; ours are checked by the server's rules.
    const problems = stripeMode ? {} : checkStep(step, draft, context, new Date());
    dispatch({ type: "continue", problems });
    if (Object.keys(problems).length > 0) return;
    let posted: Draft = draft;
    if (stripeMode) {
      const made = await stripePaymentToken(stripeCard);
      if (!made.ok) {
        dispatch({ type: "refused", errors: { card_number: made.message }, message: made.message });
        return;
      }
      posted = { token: made.token };
    }
    const response = await postStep(
      step,
      car.id,
      step === "deposit" ? { ...posted, attempt: (attemptRef.current ??= newIdempotencyKey()) } : posted,
    );
    if (!response) {
      dispatch({ type: "unreachable" });
      return;
    }
    if (response.status === 402) attemptRef.current = null;
    const saved = response.ok ? readJourney(response.body) : null;
    if (!saved) {
      // An accepted trade-in offer that expired sends the shopper back to the trade-in step, with why.
      const back = isJsonObject(response.body) ? response.body.step : undefined;
      if (back === "trade-in" && steps.includes("trade-in")) goTo("trade-in");
      dispatch({ type: "refused", ...readRefusal(response.body) });
      return;
    }
    if (step === "contact") saveUserDetails(siteSlug, contactDetailsOf(draft));
    dispatch({ type: "saved", journey: saved, stored: readUserDetails(siteSlug) });
  }

  if (journey?.status === "submitted") {
    return (
      <Confirmation
        journey={journey}
        dealerPhone={props.dealerPhone}
        car={car}
        context={props.context}
        steps={steps}
        financeApplicationHref={props.financeApplicationHref}
        headingRef={headingRef}
      />
    );
  }

  const form: StepForm = {
    formId,
    draft,
    errors,
    set: (name, value) => dispatch({ type: "edit", name, value }),
  };
  const previous = previousStep(step, steps);
  return (
    <div className="flex flex-col gap-4" data-testid="checkout-journey" data-step={step}>
      <JourneyProgress steps={steps} step={step} answers={answers} />
      <Card padding="md">
        <form id={formId} noValidate onSubmit={submit} aria-labelledby={`${formId}-title`}>
          <h2 id={`${formId}-title`} ref={headingRef} tabIndex={-1} className="mb-4 text-xl font-bold outline-none">
            {stepTitles[step]}
          </h2>
          <StepBody wizard={props} step={step} form={form} answers={answers} stripeCard={stripeCard} onChange={goTo} />
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
              // aria-disabled, not disabled, while a step is sent: a disabled button drops the focus to the page.
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  if (!pending) goTo(previous);
                }}
                aria-disabled={pending}
              >
                Back
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="lg" aria-disabled={pending} aria-busy={pending}>
              {pending ? <Spinner /> : null}
              {submitLabel(step, answers, context)}
            </Button>
          </div>
        </form>
      </Card>
      {journey ? <ResumeLinkForm carId={car.id} initialEmail={answers.contact?.email ?? ""} /> : null}
    </div>
  );
}
