"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { fieldLimits, type FieldErrors } from "@/leads/schemas";
import { fixErrorsTitle } from "@/leads/submit-client";
import { readUserDetails, saveUserDetails } from "@/shopper/user-details";
import { Button } from "@/ui/button";
import { describedBy, Field, fieldId, inputClass } from "@/ui/field";
import { parseReservationContact } from "../contact";
import type { PaymentClientConfig } from "../payments";
import { CardPaymentFieldset, cardEntryErrors } from "./card-entry-fields";
import { stripePaymentToken, type StripeCardHandle } from "./stripe-card-field";

// The reserve form: the shopper's contact details (the lead forms' fields, prefilled from what they
// gave before) and the card, checked here with the server's own rules, then posted to
// /api/checkout/reservations. A declined card shows the processor's message; a car someone else
// reserved meanwhile says so. In Stripe mode the card is typed into Stripe's own field instead, and
// the form posts only the PaymentMethod id it makes (decision 026).

type Values = {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  card_number: string;
  expiry: string;
  cvc: string;
};

const empty: Values = {
  name: "",
  last_name: "",
  email: "",
  phone: "",
  postcode: "",
  card_number: "",
  expiry: "",
  cvc: "",
};

type Props = {
  siteSlug: string;
  carId: string;
  /** The car's own page, for 'Back to the car' when someone else reserved it first. */
  carPath: string;
  /** Where the confirmation lives: /cars/{slug}/{checkoutPath}/confirmation. */
  confirmationPath: string;
  depositLabel: string;
  /** Which card fields: ours (local processor) or Stripe's. */
  payment: PaymentClientConfig;
  /** The mobile the shopper verified at sign-in (sites that gate checkout): the form starts with it. */
  signedInPhone?: string | null;
};

function newKey(): string {
  return crypto.randomUUID();
}

/** The alert over the form; `list`: the fields' messages under the product's heading. */
type Alert = { message: string; kind: "declined" | "taken" | "error"; list?: string[] };

export function ReservationForm({
  siteSlug,
  carId,
  carPath,
  confirmationPath,
  depositLabel,
  payment,
  signedInPhone = null,
}: Props) {
  const router = useRouter();
  const formId = `reserve-${useId().replace(/:/g, "")}`;
  const [values, setValues] = useState<Values>(() => ({ ...empty, phone: signedInPhone ?? "" }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const stripeCard = useRef<StripeCardHandle | null>(null);

  useEffect(() => {
    const stored = readUserDetails(siteSlug);
    if (!stored) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off read of the browser's storage after hydration
    setValues((current) => ({
      ...current,
      name: current.name || stored.name,
      last_name: current.last_name || stored.last_name,
      email: current.email || stored.email,
      phone: current.phone || stored.phone,
      postcode: current.postcode || stored.postcode,
    }));
  }, [siteSlug]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const set = (name: keyof Values, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const contact = {
      name: values.name,
      last_name: values.last_name,
      email: values.email,
      phone: values.phone,
      postcode: values.postcode,
    };
    const card = { card_number: values.card_number, expiry: values.expiry, cvc: values.cvc };
    const found: FieldErrors = {};
    const contactCheck = parseReservationContact(contact);
    if (!contactCheck.ok) Object.assign(found, contactCheck.fieldErrors);
    if (payment.provider === "local") Object.assign(found, cardEntryErrors(card));
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setAlert({ kind: "error", message: fixErrorsTitle, list: Object.values(found) });
      return;
    }
    setAlert(null);
    setSubmitting(true);
    let paymentBody: Record<string, string> = card;
    if (payment.provider === "stripe") {
      const made = await stripePaymentToken(stripeCard);
      if (!made.ok) {
        setErrors({ card_number: made.message });
        setAlert({ kind: "declined", message: made.message });
        setSubmitting(false);
        return;
      }
      paymentBody = { token: made.token };
    }
    try {
      const response = await fetch("/api/checkout/reservations", {
        method: "POST",
        headers: { "content-type": "application/json" },
        // A new key per submission: after a decline the shopper may try another card.
        body: JSON.stringify({ car_id: carId, contact, payment: paymentBody, idempotency_key: newKey() }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        reservation_id?: string;
        error?: string;
        fieldErrors?: FieldErrors;
      };
      if (response.ok && body.reservation_id) {
        saveUserDetails(siteSlug, contact);
        router.push(`${confirmationPath}?reservation=${encodeURIComponent(body.reservation_id)}`);
        return;
      }
      if (body.fieldErrors) setErrors(body.fieldErrors);
      if (response.status === 400 && body.fieldErrors && Object.keys(body.fieldErrors).length > 0) {
        setAlert({ kind: "error", message: fixErrorsTitle, list: Object.values(body.fieldErrors) });
        setSubmitting(false);
        return;
      }
      const message = body.error ?? "Sorry, we could not take your reservation just now. Please try again.";
      setAlert({
        message,
        kind: response.status === 402 ? "declined" : response.status === 409 ? "taken" : "error",
      });
      setSubmitting(false);
    } catch {
      setAlert({
        kind: "error",
        message: "We could not reach the website. Please check your connection and try again.",
      });
      setSubmitting(false);
    }
  }

  const input = (name: keyof Values, props: Record<string, unknown> = {}) => {
    const id = fieldId(formId, name);
    return {
      id,
      name,
      type: "text",
      className: inputClass,
      value: values[name],
      onChange: (event: { target: { value: string } }) => set(name, event.target.value),
      "aria-invalid": errors[name] ? true : undefined,
      "aria-describedby": describedBy(id, errors[name]),
      ...props,
    };
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6" aria-label="Reserve this car" data-testid="reserve-form">
      {alert ? (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          id="error-warning"
          data-testid={`reserve-alert-${alert.kind}`}
          className="rounded-site border border-red-700 bg-red-50 p-3 font-medium text-red-800"
        >
          {alert.list ? <p className="font-semibold">{alert.message}</p> : alert.message}
          {alert.list ? (
            <ul className="mt-2 list-disc pl-5 font-normal">
              {alert.list.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : null}
          {alert.kind === "taken" ? (
            <>
              {" "}
              <a className="underline" href={carPath}>
                Back to the car
              </a>
            </>
          ) : null}
        </div>
      ) : null}
      <fieldset className="space-y-4">
        <legend className="mb-2 text-lg font-bold">Your details</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fieldId(formId, "name")} label="First name" required error={errors.name}>
            <input {...input("name", { autoComplete: "given-name", maxLength: fieldLimits.name })} />
          </Field>
          <Field id={fieldId(formId, "last_name")} label="Last name" required error={errors.last_name}>
            <input {...input("last_name", { autoComplete: "family-name", maxLength: fieldLimits.last_name })} />
          </Field>
          <Field id={fieldId(formId, "email")} label="Email" required error={errors.email}>
            <input {...input("email", { type: "email", autoComplete: "email", maxLength: fieldLimits.email })} />
          </Field>
          <Field id={fieldId(formId, "phone")} label="Phone" required error={errors.phone}>
            <input {...input("phone", { type: "tel", autoComplete: "tel", maxLength: fieldLimits.phone })} />
          </Field>
          <Field id={fieldId(formId, "postcode")} label="Postcode" error={errors.postcode}>
            <input
              {...input("postcode", {
                inputMode: "numeric",
                autoComplete: "postal-code",
                maxLength: fieldLimits.postcode,
              })}
            />
          </Field>
        </div>
      </fieldset>
      <CardPaymentFieldset
        formId={formId}
        payment={payment}
        stripeCard={stripeCard}
        card={values}
        errors={errors}
        onChange={set}
      />

      <Button type="submit" size="lg" block disabled={submitting} aria-busy={submitting} data-testid="reserve-submit">
        {submitting ? "Reserving…" : `Pay ${depositLabel} deposit and reserve`}
      </Button>
    </form>
  );
}
