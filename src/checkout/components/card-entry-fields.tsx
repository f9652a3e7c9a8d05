"use client";

import type { InputHTMLAttributes, RefObject } from "react";
import type { FieldErrors } from "@/leads/schemas";
import { describedBy, Field, fieldId, inputClass } from "@/ui/field";
import { cardInputSchema } from "../payments/card";
import type { PaymentClientConfig } from "../payments";
import { StripeCardField, type StripeCardHandle } from "./stripe-card-field";

// The card a shopper pays with, in every checkout form (the reservation, the buy-online journey's
// deposit, the online payment): our three fields with the local processor, Stripe's own field in
// Stripe mode (decision 026). The form keeps the values; this draws them and says what is wrong.

export type CardEntry = { card_number: string; expiry: string; cvc: string };

export const emptyCardEntry: CardEntry = { card_number: "", expiry: "", cvc: "" };

/** Our card fields checked with the server's rules: the first message per field, none when valid. */
export function cardEntryErrors(card: CardEntry): FieldErrors {
  const found: FieldErrors = {};
  const checked = cardInputSchema().safeParse(card);
  if (!checked.success) {
    for (const issue of checked.error.issues) found[String(issue.path[0] ?? "card_number")] ??= issue.message;
  }
  return found;
}

type CardEntryFieldsProps = {
  /** The form's id: the fields' ids are made from it, as its other fields' are. */
  formId: string;
  payment: PaymentClientConfig;
  /** Stripe's field's handle, which the form asks for a PaymentMethod on submit. */
  stripeCard: RefObject<StripeCardHandle | null>;
  card: CardEntry;
  errors: FieldErrors;
  onChange: (name: keyof CardEntry, value: string) => void;
};

export function CardEntryFields({ formId, payment, stripeCard, card, errors, onChange }: CardEntryFieldsProps) {
  if (payment.provider === "stripe") {
    return (
      <StripeCardField publishableKey={payment.publishableKey} handleRef={stripeCard} error={errors.card_number} />
    );
  }
  const input = (
    name: keyof CardEntry,
    label: string,
    attributes: Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "autoComplete" | "placeholder" | "maxLength">,
  ) => {
    const id = fieldId(formId, name);
    return (
      <Field id={id} label={label} required error={errors[name]}>
        <input
          id={id}
          name={name}
          type="text"
          className={inputClass}
          value={card[name]}
          onChange={(event) => onChange(name, event.target.value)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(id, errors[name])}
          {...attributes}
        />
      </Field>
    );
  };
  return (
    <>
      {input("card_number", "Card number", {
        inputMode: "numeric",
        autoComplete: "cc-number",
        placeholder: "1234 5678 9012 3456",
        maxLength: 23,
      })}
      <div className="grid grid-cols-2 gap-4">
        {input("expiry", "Expiry (MM/YY)", { autoComplete: "cc-exp", placeholder: "MM/YY", maxLength: 7 })}
        {input("cvc", "Security code (CVC)", { inputMode: "numeric", autoComplete: "cc-csc", maxLength: 4 })}
      </div>
    </>
  );
}

/** The card as a form section of its own, with the promise about what is kept of it. */
export function CardPaymentFieldset(props: CardEntryFieldsProps) {
  return (
    <fieldset className="space-y-4">
      <legend className="mb-2 text-lg font-bold">Card payment</legend>
      <CardEntryFields {...props} />
      <p className="text-sm text-muted">
        Your card details go straight to our payment processor; we keep only the card type and its last four digits.
      </p>
    </fieldset>
  );
}
