"use client";

import type { RefObject } from "react";
import { describedBy, Field, fieldId, inputClass } from "@/ui/field";
import type { PaymentClientConfig } from "../payments";
import { StripeCardField, type StripeCardHandle } from "./stripe-card-field";

export type CardValues = { card_number: string; expiry: string; cvc: string };

const cardInputs = [
  {
    name: "card_number",
    label: "Card number",
    props: { inputMode: "numeric", autoComplete: "cc-number", placeholder: "1234 5678 9012 3456", maxLength: 23 },
  },
  { name: "expiry", label: "Expiry (MM/YY)", props: { autoComplete: "cc-exp", placeholder: "MM/YY", maxLength: 7 } },
  { name: "cvc", label: "Security code (CVC)", props: { inputMode: "numeric", autoComplete: "cc-csc", maxLength: 4 } },
] as const;

/**
 * The card a deposit or payment is taken from, the same in every checkout form: Stripe's own card
 * field in Stripe mode (the card never reaches our server), else our fields for the local processor's
 * test cards, each with its error beside it.
 */
export function CardFields({
  formId,
  payment,
  stripeCard,
  values,
  errors,
  onChange,
}: {
  formId: string;
  payment: PaymentClientConfig;
  stripeCard: RefObject<StripeCardHandle | null>;
  values: CardValues;
  errors: Partial<Record<string, string>>;
  onChange: (name: keyof CardValues, value: string) => void;
}) {
  if (payment.provider === "stripe") {
    return (
      <StripeCardField publishableKey={payment.publishableKey} handleRef={stripeCard} error={errors.card_number} />
    );
  }
  const field = ({ name, label, props }: (typeof cardInputs)[number]) => {
    const id = fieldId(formId, name);
    return (
      <Field key={name} id={id} label={label} required error={errors[name]}>
        <input
          id={id}
          name={name}
          type="text"
          className={inputClass}
          value={values[name]}
          onChange={(event) => onChange(name, event.target.value)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy(id, errors[name])}
          {...props}
        />
      </Field>
    );
  };
  const [number, expiry, cvc] = cardInputs;
  return (
    <>
      {field(number)}
      <div className="grid grid-cols-2 gap-4">
        {field(expiry)}
        {field(cvc)}
      </div>
    </>
  );
}
