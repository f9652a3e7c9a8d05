"use client";

import { Button } from "@/ui/button";
import { Spinner } from "@/ui/spinner";
import { useRouter } from "next/navigation";
import { useEffect, useId, useReducer, useRef, type FormEvent } from "react";
import { trackEvent } from "@/platform/analytics";
import { markSuccessCategory } from "@/shopper/success-marker";
import { readUserDetails, saveUserDetails } from "@/shopper/user-details";
import { readViewedCars, recordViewedCar } from "@/shopper/viewed-cars";
import { Field, describedBy, fieldId, inputClass } from "@/ui/field";
import { bookingLocation, type LeadFormContext } from "../form-context";
import { userDetailsFrom, type FormValues } from "../form-defaults";
import { carLabel, initialLeadFormState, leadFormReducer, outgoingValues } from "../lead-form-state";
import { leadCategory, type LeadCar } from "../payload";
import { successHref } from "../sent-lead";
import { fieldLimits, leadFieldPlan, type LeadFormType } from "../lead-fields";
import type { LeadFields } from "../schemas";
import { loadLeadSchemas } from "../schemas-on-demand";
import {
  leadEventId,
  linkedQueryParams,
  newIdempotencyKey,
  postLead,
  submitErrorTitle,
  visitedPages,
} from "../submit-client";
import {
  CarPicker,
  ConsentFields,
  ContactFields,
  ExtraQuestions,
  HoneypotField,
  LeadFormAlert,
  LeadTextField,
  textOf,
  type FormExtras,
  type LeadFormFields,
} from "./lead-form-fields";
import { EnquiryQuestions } from "./lead-form-questions";
import { PrivacyNotice } from "./privacy-notice";

// A lead form (enquiry, test drive, service, finance, the trade-in flow's details): the fields its
// form type's plan asks for, checked with the lead schemas before it is sent to /api/leads. The state
// and its changes are lead-form-state.ts's reducer; the sections are lead-form-fields.tsx's.

export type { FormExtras };

export type LeadFormProps = {
  context: LeadFormContext;
  formType: LeadFormType;
  /** The car the lead is about; its location and dealership decide where the lead goes. */
  car?: LeadCar | null;
  /** Cars to pick from by name (the test-drive page); a name that matches none is sent as text. */
  carOptions?: LeadCar[];
  /** Starting values; the shopper's remembered details fill the contact fields left empty. */
  initialValues?: FormValues;
  extras?: FormExtras;
  submitLabel?: string;
  /** The form element's id (the finance page links to #finance-form). */
  id?: string;
  /** After a success: defaults to going to /success. */
  onSuccess?: (leadId: string) => void;
  /** The earlier lead of a multi-step flow this form completes (the trade-in flow's first step). */
  leadId?: string | null;
};

/** What the dealer's analytics and the shopper's history keep of a lead sent. */
function recordSent(
  context: LeadFormContext,
  formType: LeadFormType,
  fields: LeadFields,
  pickedCar: LeadCar | null,
  leadId: string,
) {
  const { site } = context;
  const { category } = leadCategory(formType, site.rules, fields, pickedCar);
  const eventId = leadEventId(formType, pickedCar, site.eventIds);
  if (eventId !== null) {
    trackEvent(eventId, { form_type: formType, category, car_id: pickedCar?.id ?? null, lead_id: leadId });
  }
  if (pickedCar) {
    recordViewedCar(site.slug, {
      id: pickedCar.id,
      stocknum: pickedCar.stocknum,
      make: pickedCar.make,
      model: pickedCar.model,
      body: pickedCar.body,
      simple_body: pickedCar.body,
    });
  }
  markSuccessCategory(site.slug, category, site.successCategoryKey);
}

export function LeadForm({
  context,
  formType,
  car = null,
  carOptions,
  initialValues,
  extras,
  submitLabel = "Submit",
  id,
  onSuccess,
  leadId = null,
}: LeadFormProps) {
  const { site } = context;
  const { rules } = site;
  const router = useRouter();
  const generatedId = useId();
  const formId = id ?? `lead-form-${generatedId.replace(/:/g, "")}`;
  const [state, dispatch] = useReducer(leadFormReducer, { rules, formType, initialValues, car }, initialLeadFormState);
  const { values, errors, alert, submitting, carText, now } = state;
  const idempotencyKey = useRef<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  // Sending waits for the schemas the first time (they are fetched then): a second tap meanwhile is ignored.
  const checking = useRef(false);

  useEffect(() => {
    // Both read the browser (storage, clock), so they wait for hydration to avoid a mismatch; the
    // stored details then become the form's own state, which the shopper edits.
    dispatch({ type: "hydrated", stored: readUserDetails(site.slug), now: new Date() });
  }, [site.slug]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const pickedCar = car ?? carOptions?.find((option) => carLabel(option) === carText) ?? null;
  const plan = leadFieldPlan(formType, rules, { hasCar: pickedCar !== null });
  const form: LeadFormFields = {
    formId,
    plan,
    values,
    errors,
    set: (name, value) => dispatch({ type: "edit", name, value }),
  };
  const location = bookingLocation(context, pickedCar, {
    locationId: textOf(values, "location") || textOf(values, "location_id") || undefined,
    dealershipSlug: textOf(values, "dealership_slug") || undefined,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || checking.current) return;
    const outgoing = outgoingValues(state, plan, pickedCar, extras?.radios ?? []);
    let schemas: Awaited<ReturnType<typeof loadLeadSchemas>>;
    checking.current = true;
    try {
      schemas = await loadLeadSchemas();
    } catch {
      dispatch({ type: "refused", error: submitErrorTitle, fieldErrors: {} });
      return;
    } finally {
      checking.current = false;
    }
    const parsed = schemas.parseLeadFields(formType, rules, outgoing, { hasCar: pickedCar !== null });
    if (!parsed.ok) {
      dispatch({ type: "invalid", fieldErrors: parsed.fieldErrors });
      return;
    }
    dispatch({ type: "sending" });
    idempotencyKey.current ??= newIdempotencyKey();
    const outcome = await postLead({
      formType,
      idempotency_key: idempotencyKey.current,
      fields: outgoing,
      car_id: pickedCar?.id ?? null,
      lead_id: leadId,
      page_url: window.location.href,
      visited_pages: visitedPages(readViewedCars(site.slug)),
      linked_query_params: linkedQueryParams(window.location.search),
      isLastStep: true,
    });
    if (!outcome.ok) {
      dispatch({ type: "refused", error: outcome.error, fieldErrors: outcome.fieldErrors });
      return;
    }
    recordSent(context, formType, parsed.value.fields, pickedCar, outcome.leadId);
    // The next fill of this form is a new submission.
    idempotencyKey.current = null;
    saveUserDetails(site.slug, userDetailsFrom(outgoing));
    // The button stays busy until the next page has loaded.
    if (onSuccess) onSuccess(outcome.leadId);
    else router.push(successHref(outcome.leadId));
  }

  return (
    <form
      id={formId}
      noValidate
      // The schemas that check the form on sending are fetched when the shopper starts on it (a tap
      // in Safari does not focus a button, hence the pointer too).
      onFocus={() => void loadLeadSchemas().catch(() => undefined)}
      onPointerDown={() => void loadLeadSchemas().catch(() => undefined)}
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-busy={submitting}
    >
      <LeadFormAlert alert={alert} formId={formId} alertRef={alertRef} />

      {car ? (
        <p className="rounded-site bg-surface-alt p-3 text-sm" data-testid="lead-form-car">
          <span className="font-semibold">Vehicle:</span> {carLabel(car)}
        </p>
      ) : null}

      <ContactFields form={form} />

      {plan.vehicle && carOptions ? (
        <CarPicker
          form={form}
          carOptions={carOptions}
          carText={carText}
          onChange={(value) => dispatch({ type: "edit-car-text", value })}
        />
      ) : plan.vehicle ? (
        <LeadTextField form={form} name="vehicle" label="Vehicle of interest" maxLength={fieldLimits.vehicle} />
      ) : null}
      {pickedCar && !car && carOptions ? (
        <p className="text-sm text-muted" data-testid="lead-form-picked-car">
          Booking a test drive of the {carLabel(pickedCar)}.
        </p>
      ) : null}

      <EnquiryQuestions form={form} context={context} formType={formType} location={location} now={now} />

      <ExtraQuestions form={form} extras={extras} />

      {/* The product's request-photos form: the prefilled request travels hidden, beside the shopper's comments. */}
      {plan.request ? <input type="hidden" name="request" value={textOf(values, "request")} /> : null}
      {plan.message ? (
        <Field
          id={fieldId(formId, "message")}
          label="Comments"
          required={plan.message === "required"}
          error={errors.message}
        >
          <textarea
            id={fieldId(formId, "message")}
            name="message"
            rows={4}
            maxLength={fieldLimits.message}
            className={inputClass}
            value={textOf(values, "message")}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(fieldId(formId, "message"), errors.message)}
            onChange={(event) => form.set("message", event.target.value)}
          />
        </Field>
      ) : null}

      {plan.valuation_id ? <input type="hidden" name="valuation_id" value={textOf(values, "valuation_id")} /> : null}
      <HoneypotField form={form} />
      <ConsentFields form={form} rules={rules} />

      <PrivacyNotice siteName={site.name} notice={site.privacyNotice} policyHref={site.privacyPolicyHref} />

      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitting ? "Sending…" : submitLabel}
      </Button>
    </form>
  );
}
