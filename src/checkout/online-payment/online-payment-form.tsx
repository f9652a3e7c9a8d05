"use client";

import { useRouter } from "next/navigation";
import { useId, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "@/leads/schemas";
import { errorMessageIn, isJsonObject } from "@/platform/json-guards";
import { Button } from "@/ui/button";
import { describedBy, Field, fieldId, inputClass } from "@/ui/field";
import { CardPaymentFieldset, cardEntryErrors } from "../components/card-entry-fields";
import { stripePaymentToken, type StripeCardHandle } from "../components/stripe-card-field";
import type { PaymentClientConfig } from "../payments";
import { onlinePaymentFieldsSchema, onlinePaymentLimits, type ReferenceRule } from "./online-payment-form-schema";

// The online payment form: who pays, the invoice or quote reference, the amount and the card (ours in
// local mode, Stripe's in Stripe mode), checked with the server's own rules, then posted to
// /api/online-payment; the receipt page follows.

type Values = {
  name: string;
  email: string;
  reference: string;
  amount: string;
  card_number: string;
  expiry: string;
  cvc: string;
};

export function OnlinePaymentForm({
  payment,
  receiptPath,
  referenceRule,
}: {
  payment: PaymentClientConfig;
  receiptPath: string;
  /** The site's invoice reference shape and example (config `onlinePayment`). */
  referenceRule: ReferenceRule;
}) {
  const router = useRouter();
  const formId = `pay-${useId().replace(/:/g, "")}`;
  const [values, setValues] = useState<Values>({
    name: "",
    email: "",
    reference: "",
    amount: "",
    card_number: "",
    expiry: "",
    cvc: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const stripeCard = useRef<StripeCardHandle | null>(null);
  // One key per attempt: a resent request is the same payment, a new card after a decline a new one.
  const attempt = useRef<string | null>(null);

  const input = (name: keyof Values, props: Record<string, unknown> = {}) => {
    const id = fieldId(formId, name);
    return {
      id,
      name,
      type: "text",
      className: inputClass,
      value: values[name],
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": describedBy(id, errors[name]),
      ...props,
    };
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const found: FieldErrors = {};
    const fields = onlinePaymentFieldsSchema(referenceRule).safeParse(values);
    if (!fields.success) for (const issue of fields.error.issues) found[String(issue.path[0])] ??= issue.message;
    const card = { card_number: values.card_number, expiry: values.expiry, cvc: values.cvc };
    if (payment.provider === "local") {
      for (const [name, message] of Object.entries(cardEntryErrors(card))) found[name] ??= message;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert("Please check the highlighted fields and try again.");
      return;
    }
    setAlert(null);
    setPending(true);
    let paymentBody: Record<string, string> = card;
    if (payment.provider === "stripe") {
      const made = await stripePaymentToken(stripeCard);
      if (!made.ok) {
        setErrors({ card_number: made.message });
        setAlert(made.message);
        setPending(false);
        return;
      }
      paymentBody = { token: made.token };
    }
    try {
      const response = await fetch("/api/online-payment", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          name: values.name,
          email: values.email,
          reference: values.reference,
          amount: values.amount,
          payment: paymentBody,
          idempotency_key: (attempt.current ??= crypto.randomUUID()),
        }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 201 && isJsonObject(body) && typeof body.payment_id === "string") {
        router.push(`${receiptPath}?payment=${encodeURIComponent(body.payment_id)}`);
        return;
      }
      if (response.status === 402) attempt.current = null;
      if (isJsonObject(body) && isJsonObject(body.fieldErrors)) {
        setErrors(
          Object.fromEntries(
            Object.entries(body.fieldErrors).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
          ),
        );
      }
      setAlert(errorMessageIn(body) ?? "Sorry, we could not take your payment just now. Please try again.");
    } catch {
      setAlert("We could not reach the website. Please check your connection and try again.");
    }
    setPending(false);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="space-y-6"
      aria-label="Make a payment"
      data-testid="online-payment-form"
    >
      {alert ? (
        <div
          role="alert"
          className="rounded-site border border-red-700 bg-red-50 p-3 font-medium text-red-800"
          data-testid="payment-alert"
        >
          {alert}
        </div>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">Payment details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId(formId, "name")} label="Your name" required error={errors.name}>
            <input {...input("name", { autoComplete: "name" })} />
          </Field>
          <Field id={fieldId(formId, "email")} label="Email for your receipt" required error={errors.email}>
            <input {...input("email", { type: "email", autoComplete: "email" })} />
          </Field>
          <Field id={fieldId(formId, "reference")} label="Invoice or quote reference" required error={errors.reference}>
            <input
              {...input("reference", {
                maxLength: onlinePaymentLimits.reference,
                placeholder: `e.g. ${referenceRule.referenceExample ?? "INV-10234"}`,
              })}
            />
          </Field>
          <Field id={fieldId(formId, "amount")} label="Amount ($)" required error={errors.amount}>
            <input {...input("amount", { inputMode: "decimal", placeholder: "0.00" })} />
          </Field>
        </div>
      </fieldset>
      <CardPaymentFieldset
        formId={formId}
        payment={payment}
        stripeCard={stripeCard}
        card={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
      />
      <Button type="submit" size="lg" block disabled={pending} aria-busy={pending}>
        {pending ? "Paying…" : "Pay now"}
      </Button>
    </form>
  );
}
