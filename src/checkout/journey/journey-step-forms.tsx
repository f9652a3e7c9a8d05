"use client";

import type { RefObject } from "react";
import { frequencyLabels, repaymentFrequencies } from "@/finance/repayment";
import { PrivacyNotice } from "@/leads/components/privacy-notice";
import { formatLongDate } from "@/leads/slots";
import { formatMoney } from "@/platform/format";
import { acceptedOfferStatus, readAcceptedOffer } from "@/shopper/accepted-offer";
import { useShopperStorage } from "@/shopper/use-shopper-storage";
import { buttonClass } from "@/ui/button";
import { Field, FieldMessage, describedBy, fieldId, inputClass } from "@/ui/field";
import type { PaymentClientConfig } from "../payments";
import { CardEntryFields } from "../components/card-entry-fields";
import type { StripeCardHandle } from "../components/stripe-card-field";
import { RadioCards, TextInput, type StepForm } from "./journey-fields";
import {
  dealFigureText,
  financeFigures,
  journeyFinanceBounds,
  parsePayment,
  type JourneyAnswers,
  type JourneyContext,
} from "./steps";

// The journey's question steps, one component each: how the shopper pays, the trade-in, delivery or
// pick-up, their details and the deposit. Each draws the wizard's draft and messages; the wizard
// checks, sends and moves on.

/** The loan terms the calculator offers, in its steps (half a year at the finest). */
function loanTerms(context: JourneyContext): number[] {
  const terms: number[] = [];
  const bounds = context.finance ? journeyFinanceBounds(context.finance) : null;
  if (!bounds) return terms;
  for (let years = bounds.termYears.min; years <= bounds.termYears.max; years += Math.max(bounds.termYears.step, 0.5)) {
    terms.push(years);
  }
  return terms;
}

function FinanceEstimate({ form, context, price }: { form: StepForm; context: JourneyContext; price: number }) {
  const { draft } = form;
  const finance = context.finance;
  const estimate =
    finance && draft.method === "finance" && parsePayment(context, draft).ok
      ? financeFigures(finance, price, {
          deposit: Number(String(draft.deposit).replace(/[$,\s]/g, "")),
          termYears: Number(draft.termYears),
          frequency: draft.frequency === "monthly" || draft.frequency === "fortnightly" ? draft.frequency : "weekly",
        })
      : null;
  return (
    <p className="rounded-site bg-surface-alt p-3" aria-live="polite" data-testid="journey-finance-estimate">
      {estimate ? dealFigureText(estimate) : "Enter a deposit and term to see your repayment."}
    </p>
  );
}

export function PaymentStep({
  form,
  context,
  price,
  financeApplicationHref,
}: {
  form: StepForm;
  context: JourneyContext;
  price: number;
  financeApplicationHref: string;
}) {
  const { formId, draft, errors, set } = form;
  const finance = context.finance;
  const termId = fieldId(formId, "termYears");
  const frequencyId = fieldId(formId, "frequency");
  return (
    <div className="flex flex-col gap-4">
      <RadioCards
        form={form}
        name="method"
        legend="How will you pay for the car?"
        options={[
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
        ]}
      />
      {draft.method === "finance" && finance ? (
        <div className="flex flex-col gap-4 rounded-site border border-border p-4">
          <TextInput
            form={form}
            name="deposit"
            label="Your deposit for the loan ($)"
            required
            inputMode="numeric"
            hint="Cash you put towards the car now; the rest is financed. Your trade-in is valued separately."
          />
          <Field id={termId} label="Loan term" required error={errors.termYears}>
            <select
              id={termId}
              className={inputClass}
              value={String(draft.termYears)}
              aria-invalid={errors.termYears ? true : undefined}
              aria-describedby={describedBy(termId, errors.termYears)}
              onChange={(event) => set("termYears", event.target.value)}
            >
              <option value="" disabled>
                Choose a term
              </option>
              {loanTerms(context).map((years) => (
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
          <FinanceEstimate form={form} context={context} price={price} />
          <p className="text-sm text-muted">
            An estimate from our finance calculator, not an approval. Want to apply now?{" "}
            <a href={financeApplicationHref} className="underline" target="_blank" rel="noopener">
              Open the finance application (new tab)
            </a>
            .
          </p>
        </div>
      ) : null}
    </div>
  );
}

/** The offer accepted in the valuation flow (this browser), offered as the deal's trade-in while it stands. */
function AcceptedOfferChoice({ form, siteSlug }: { form: StepForm; siteSlug: string }) {
  const offer = useShopperStorage(() => readAcceptedOffer(siteSlug), null);
  const status = useShopperStorage(() => acceptedOfferStatus(siteSlug), "none");
  if (!offer || status !== "current") return null;
  const using = form.draft.offerId === offer.offerId;
  return (
    <div className="rounded-site border border-border p-4" data-testid="journey-trade-in-offer">
      <p className="font-semibold">Your accepted trade-in offer</p>
      <p>
        {offer.car}: {formatMoney(offer.offer)}
      </p>
      <p data-testid="journey-trade-in-valid-until">Offer valid until {offer.validUntilLabel}</p>
      {using ? (
        <button type="button" className="mt-2 text-sm underline" onClick={() => form.set("offerId", "")}>
          Type my car&apos;s details instead
        </button>
      ) : (
        <button
          type="button"
          className={buttonClass({ variant: "outline", className: "mt-2" })}
          onClick={() => {
            form.set("hasTradeIn", "yes");
            form.set("offerId", offer.offerId);
          }}
        >
          Use this offer
        </button>
      )}
    </div>
  );
}

export function TradeInStep({
  form,
  context,
  siteSlug,
}: {
  form: StepForm;
  context: JourneyContext;
  siteSlug: string;
}) {
  const yes = form.draft.hasTradeIn === "yes";
  const usingOffer = yes && Boolean(form.draft.offerId);
  return (
    <div className="flex flex-col gap-4">
      {context.tradeInValuationHref ? <AcceptedOfferChoice form={form} siteSlug={siteSlug} /> : null}
      {form.errors.offerId ? (
        <p role="alert" className="font-semibold text-danger">
          {form.errors.offerId}
        </p>
      ) : null}
      <RadioCards
        form={form}
        name="hasTradeIn"
        legend="Do you have a car to trade in?"
        options={[
          { value: "no", label: "No trade-in" },
          { value: "yes", label: "Yes, I have a car to trade in", hint: "We value it before we finalise the price." },
        ]}
      />
      {yes && !usingOffer ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput form={form} name="make" label="Make" required maxLength={40} />
          <TextInput form={form} name="model" label="Model" required maxLength={40} />
          <TextInput form={form} name="year" label="Year" required inputMode="numeric" maxLength={4} />
          <TextInput form={form} name="km" label="Odometer (km)" required inputMode="numeric" maxLength={9} />
          <TextInput form={form} name="rego" label="Registration (rego)" maxLength={10} autoComplete="off" />
        </div>
      ) : null}
      {yes && !usingOffer && context.tradeInValuationHref ? (
        <p className="text-sm text-muted">
          Not sure what it&apos;s worth?{" "}
          <a href={context.tradeInValuationHref} className="underline">
            Value your car online
          </a>{" "}
          and come back to your purchase with the offer.
        </p>
      ) : null}
    </div>
  );
}

export function HandoverStep({ form, context }: { form: StepForm; context: JourneyContext }) {
  const { formId, draft, errors, set } = form;
  const locationId = fieldId(formId, "locationId");
  return (
    <div className="flex flex-col gap-4">
      <RadioCards
        form={form}
        name="method"
        legend="How would you like to get the car?"
        options={[
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
        ]}
      />
      {draft.method === "pickup" ? (
        <Field id={locationId} label="Pick-up location" required error={errors.locationId}>
          <select
            id={locationId}
            className={inputClass}
            value={String(draft.locationId)}
            aria-invalid={errors.locationId ? true : undefined}
            aria-describedby={describedBy(locationId, errors.locationId)}
            onChange={(event) => {
              set("locationId", event.target.value);
              // A day this place is closed is not kept from the last place chosen.
              const dates = context.pickupLocations.find((location) => location.id === event.target.value)?.dates;
              if (!dates?.includes(String(draft.date))) set("date", "");
            }}
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
      {draft.method === "delivery" ? (
        <TextInput
          form={form}
          name="postcode"
          label="Delivery postcode"
          required
          inputMode="numeric"
          maxLength={4}
          autoComplete="postal-code"
          hint="We work out the delivery price from it when you continue."
        />
      ) : null}
      {draft.method === "pickup" || draft.method === "delivery" ? <HandoverDate form={form} context={context} /> : null}
    </div>
  );
}

/** The day of the handover: a day the chosen place is open, or a working day for a delivery. */
function HandoverDate({ form, context }: { form: StepForm; context: JourneyContext }) {
  const { formId, draft, errors, set } = form;
  const id = fieldId(formId, "date");
  const pickup = draft.method === "pickup";
  const dates = pickup
    ? (context.pickupLocations.find((location) => location.id === draft.locationId)?.dates ?? [])
    : context.deliveryDates;
  const hint = pickup
    ? "The days this location is open, from two days' time: we prepare and register the car first."
    : "Working days from a week's time, while we book the carrier; we confirm the time with you.";
  return (
    <Field id={id} label={pickup ? "Pick-up date" : "Delivery date"} required hint={hint} error={errors.date}>
      <select
        id={id}
        className={inputClass}
        value={String(draft.date)}
        aria-invalid={errors.date ? true : undefined}
        aria-describedby={describedBy(id, errors.date)}
        onChange={(event) => set("date", event.target.value)}
      >
        <option value="">Please choose a date</option>
        {dates.map((date) => (
          <option key={date} value={date}>
            {formatLongDate(date)}
          </option>
        ))}
      </select>
    </Field>
  );
}

export function ContactStep({
  form,
  context,
  siteName,
  privacyNotice,
  privacyPolicyHref,
}: {
  form: StepForm;
  context: JourneyContext;
  siteName: string;
  privacyNotice: string;
  privacyPolicyHref: string | null;
}) {
  const { formId, draft, errors, set } = form;
  const rules = context.leadRules;
  const optInId = fieldId(formId, "opt_in");
  const termsId = fieldId(formId, "terms");
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput form={form} name="name" label="First name" required autoComplete="given-name" maxLength={50} />
        <TextInput form={form} name="last_name" label="Last name" required autoComplete="family-name" maxLength={50} />
        <TextInput
          form={form}
          name="email"
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
        />
        <TextInput
          form={form}
          name="phone"
          label="Phone"
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={20}
        />
        <TextInput
          form={form}
          name="postcode"
          label="Postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
        />
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
      <PrivacyNotice siteName={siteName} notice={privacyNotice} policyHref={privacyPolicyHref} />
    </div>
  );
}

export function DepositStep({
  form,
  context,
  answers,
  refundableText,
  payment,
  stripeCard,
}: {
  form: StepForm;
  context: JourneyContext;
  answers: JourneyAnswers;
  refundableText: string;
  payment: PaymentClientConfig;
  stripeCard: RefObject<StripeCardHandle | null>;
}) {
  const paid = answers.deposit;
  if (paid) {
    return (
      <p className="rounded-site bg-surface-alt p-4" data-testid="journey-deposit-paid">
        Your {formatMoney(paid.amount)} deposit is paid
        {paid.cardLast4 ? ` (card ending ${paid.cardLast4})` : ""} and the car is held for you
        {paid.heldUntil ? ` until ${paid.heldUntil}` : ""}.
      </p>
    );
  }
  const { draft } = form;
  return (
    <div className="flex flex-col gap-4">
      <p>
        Pay a <strong>{formatMoney(context.depositAmount)}</strong> deposit and we hold the car for you for{" "}
        {context.holdHours} hours while we finalise your purchase. {refundableText}.
      </p>
      <CardEntryFields
        formId={form.formId}
        payment={payment}
        stripeCard={stripeCard}
        card={{
          card_number: String(draft.card_number ?? ""),
          expiry: String(draft.expiry ?? ""),
          cvc: String(draft.cvc ?? ""),
        }}
        errors={form.errors}
        onChange={form.set}
      />
    </div>
  );
}
