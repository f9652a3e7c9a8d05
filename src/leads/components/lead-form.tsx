"use client";

import { Button } from "@/ui/button";
import { Spinner } from "@/ui/spinner";
import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { trackEvent } from "@/platform/analytics";
import { australianStateCodes } from "@/platform/australian-states";
import { markSuccessCategory } from "@/shopper/success-marker";
import { readUserDetails, saveUserDetails } from "@/shopper/user-details";
import { readViewedCars, recordViewedCar } from "@/shopper/viewed-cars";
import { bookingLocation, type LeadFormContext } from "../form-context";
import { userDetailsFrom, withUserDetails, type FormValues } from "../form-defaults";
import { leadCategory, type LeadCar } from "../payload";
import {
  checkOptionSuffix,
  contactMethods,
  fieldLimits,
  leadFieldPlan,
  parseLeadFields,
  radioOptionsSuffix,
  yesNo,
  type FieldErrors,
  type FieldValue,
  type LeadFieldName,
  type LeadFormType,
} from "../schemas";
import { formatSlotDate, formatSlotTime, generateSlots } from "../slots";
import {
  fixErrorsTitle,
  leadEventId,
  linkedQueryParams,
  newIdempotencyKey,
  postLead,
  submitErrorTitle,
  visitedPages,
} from "../submit-client";
import { Field, FieldMessage, describedBy, fieldId, inputClass } from "@/ui/field";
import { PrivacyNotice } from "./privacy-notice";

/** Radio questions and '(check_option)' extras a page adds to a form (service options, say). */
export type FormExtras = {
  radios?: { name: string; label: string; options: string[] }[];
  checks?: { label: string }[];
  /** Heading over the check options. */
  checksLegend?: string;
};

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

const fieldOrder: readonly string[] = [
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "car_id",
  "vehicle",
  "category",
  "dealership_slug",
  "location",
  "location_id",
  "appointment",
  "vehiclePriceBudget",
  "car_type",
  "vin",
  "Rego",
  "rego",
  "regoState",
  "kms",
  "PreferredContactMethod",
  "finance",
  "do-you-have-a-trade-in",
  "message",
  "request",
  "terms",
];

function orderedErrors(errors: FieldErrors): [string, string][] {
  const rank = (key: string) => {
    const index = fieldOrder.indexOf(key);
    return index < 0 ? fieldOrder.length : index;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}

function carLabel(car: LeadCar): string {
  return `${car.name} (stock #${car.stocknum})`;
}

type FormAlert = { title: string; message: string | null; list: [string, string][] };

// eslint-disable-next-line max-lines-per-function -- a whole flow in one component, its state in many useState calls: still to be split into a step component per step with one reducer (the split is this rule's purpose; until then it is the known exception)
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
  const [values, setValues] = useState<FormValues>(() => ({
    category: rules.defaultCategory,
    opt_in: rules.optIn.default,
    terms: false,
    website: "",
    ...initialValues,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<FormAlert | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [carText, setCarText] = useState(car ? carLabel(car) : "");
  const [now, setNow] = useState<Date | null>(null);
  const idempotencyKey = useRef<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Both read the browser (storage, clock), so they wait for hydration to avoid a mismatch; the
    // stored details then become the form's own state, which the shopper edits.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a one-off read of the browser after hydration
    setValues((current) => withUserDetails(current, readUserDetails(site.slug)));
    setNow(new Date());
  }, [site.slug]);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  const pickedCar = car ?? carOptions?.find((option) => carLabel(option) === carText) ?? null;
  const plan = leadFieldPlan(formType, rules, { hasCar: pickedCar !== null });
  const text = (name: string) => {
    const value = values[name];
    return typeof value === "string" || typeof value === "number" ? String(value) : "";
  };
  const ticked = (name: string) => values[name] === true;
  const set = (name: string, value: FieldValue) => setValues((current) => ({ ...current, [name]: value }));
  const required = (name: LeadFieldName) => plan[name] === "required";

  const location = bookingLocation(context, pickedCar, {
    locationId: text("location") || undefined,
    dealershipSlug: text("dealership_slug") || undefined,
  });
  const slotDays = useMemo(
    () =>
      plan.appointment && location && now
        ? generateSlots(location.openingHours, location.specialHours, { now, timeZone: location.timeZone })
        : [],
    [plan.appointment, location, now],
  );
  const [appointmentDate, appointmentTime] = text("appointment").split("T");
  const timesOfDay = slotDays.find((day) => day.date === appointmentDate)?.times ?? [];

  function outgoingValues(): Record<string, FieldValue> {
    const out: Record<string, FieldValue> = {};
    for (const [key, value] of Object.entries(values)) out[key] = value;
    if (plan.vehicle && !pickedCar) out.vehicle = carText;
    for (const radio of extras?.radios ?? []) out[`${radio.name}${radioOptionsSuffix}`] = radio.options;
    return out;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const outgoing = outgoingValues();
    const parsed = parseLeadFields(formType, rules, outgoing, { hasCar: pickedCar !== null });
    if (!parsed.ok) {
      setErrors(parsed.fieldErrors);
      setAlert({ title: fixErrorsTitle, message: null, list: orderedErrors(parsed.fieldErrors) });
      return;
    }
    setErrors({});
    setAlert(null);
    setSubmitting(true);
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
      setSubmitting(false);
      const fieldErrors = outcome.fieldErrors;
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        setAlert({ title: fixErrorsTitle, message: outcome.error, list: orderedErrors(fieldErrors) });
      } else {
        setAlert({ title: submitErrorTitle, message: outcome.error, list: [] });
      }
      return;
    }
    const { category } = leadCategory(formType, rules, parsed.value.fields, pickedCar);
    const eventId = leadEventId(formType, pickedCar, site.eventIds);
    if (eventId !== null) {
      trackEvent(eventId, { form_type: formType, category, car_id: pickedCar?.id ?? null, lead_id: outcome.leadId });
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
    // The next fill of this form is a new submission.
    idempotencyKey.current = null;
    saveUserDetails(site.slug, userDetailsFrom(outgoing));
    // The button stays busy until the next page has loaded.
    if (onSuccess) onSuccess(outcome.leadId);
    else router.push("/success");
  }

  const textField = (
    name: LeadFieldName,
    label: string,
    options: {
      type?: string;
      autoComplete?: string;
      inputMode?: "numeric" | "tel" | "email" | "text";
      maxLength?: number;
      className?: string;
      readOnly?: boolean;
      hint?: string;
    } = {},
  ) => {
    if (!plan[name]) return null;
    const inputId = fieldId(formId, name);
    const error = errors[name];
    return (
      <Field
        id={inputId}
        label={label}
        required={required(name)}
        error={error}
        className={options.className}
        hint={options.hint}
      >
        <input
          id={inputId}
          name={name}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          maxLength={options.maxLength}
          readOnly={options.readOnly}
          className={inputClass}
          value={text(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error)}
          onChange={(event) => set(name, event.target.value)}
        />
      </Field>
    );
  };

  const selectField = (
    name: LeadFieldName,
    label: string,
    placeholder: string,
    options: readonly { value: string; label: string }[],
  ) => {
    if (!plan[name]) return null;
    const inputId = fieldId(formId, name);
    const error = errors[name];
    return (
      <Field id={inputId} label={label} required={required(name)} error={error}>
        <select
          id={inputId}
          name={name}
          className={inputClass}
          value={text(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error)}
          onChange={(event) => set(name, event.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  const plainOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
  const serviceLocations = context.locations.filter((place) => place.locationType === "service");
  const salesLocations = context.locations.filter(
    (place) => place.locationType === "sales" || place.locationType === "",
  );
  const locationChoices = formType === "service" && serviceLocations.length > 0 ? serviceLocations : context.locations;
  const carPickerId = fieldId(formId, "car");
  const appointmentId = fieldId(formId, "appointment");

  return (
    <form id={formId} noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-busy={submitting}>
      {alert ? (
        <div
          id="error-warning"
          ref={alertRef}
          role="alert"
          tabIndex={-1}
          className="rounded-site border border-red-700 bg-red-50 p-4 text-red-900"
        >
          <p className="font-semibold">{alert.title}</p>
          {alert.message ? <p className="mt-1">{alert.message}</p> : null}
          {alert.list.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {alert.list.map(([field, message]) => (
                <li key={field}>
                  <a className="underline" href={`#${fieldId(formId, field)}`}>
                    {message}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {car ? (
        <p className="rounded-site bg-surface-alt p-3 text-sm" data-testid="lead-form-car">
          <span className="font-semibold">Vehicle:</span> {carLabel(car)}
        </p>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        {textField("name", "First Name", { autoComplete: "given-name", maxLength: fieldLimits.name })}
        {textField("last_name", "Last Name", { autoComplete: "family-name", maxLength: fieldLimits.last_name })}
        {textField("email", "Email", {
          type: "email",
          autoComplete: "email",
          inputMode: "email",
          maxLength: fieldLimits.email,
        })}
        {textField("phone", "Phone", {
          type: "tel",
          autoComplete: "tel",
          inputMode: "tel",
          maxLength: fieldLimits.phone,
        })}
        {textField("postcode", "Postcode", {
          autoComplete: "postal-code",
          inputMode: "numeric",
          maxLength: fieldLimits.postcode,
        })}
      </div>

      {plan.vehicle && carOptions ? (
        <Field
          id={carPickerId}
          label="Which car would you like to drive?"
          required={false}
          error={errors.car_id ?? errors.vehicle}
          hint="Start typing to pick from our stock, or describe the car you are after."
        >
          <input
            type="text"
            id={carPickerId}
            name="vehicle"
            list={`${carPickerId}-options`}
            className={inputClass}
            value={carText}
            maxLength={fieldLimits.vehicle}
            onChange={(event) => setCarText(event.target.value)}
          />
          <datalist id={`${carPickerId}-options`}>
            {carOptions.map((option) => (
              <option key={option.id} value={carLabel(option)} />
            ))}
          </datalist>
        </Field>
      ) : plan.vehicle ? (
        textField("vehicle", "Vehicle of interest", { maxLength: fieldLimits.vehicle })
      ) : null}
      {pickedCar && !car && carOptions ? (
        <p className="text-sm text-muted" data-testid="lead-form-picked-car">
          Booking a test drive of the {carLabel(pickedCar)}.
        </p>
      ) : null}

      {selectField("category", "Enquiry Type", "Please Select an Enquiry Type", plainOptions(rules.categories))}
      {selectField(
        "dealership_slug",
        "Preferred Dealership",
        rules.preferredDealership.placeholder,
        context.dealerships.map((dealership) => ({ value: dealership.slug, label: dealership.name })),
      )}
      {selectField(
        "location",
        "Location",
        rules.locationSelect.placeholder,
        locationChoices.map((place) => ({ value: place.id, label: place.name })),
      )}

      {plan.appointment ? (
        <fieldset aria-describedby={describedBy(appointmentId, errors.appointment)}>
          <legend className="mb-1 text-sm font-semibold">Test Drive Booking Date</legend>
          {location === null ? (
            <p className="text-sm text-muted">Choose a dealership to see the times we can book.</p>
          ) : now === null ? null : slotDays.length === 0 ? (
            <p className="text-sm text-muted">
              No booking times are available online; we will call you to arrange one.
            </p>
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor={appointmentId} className="mb-1 block text-sm">
                  Day
                </label>
                <select
                  id={appointmentId}
                  className={inputClass}
                  value={appointmentDate ?? ""}
                  onChange={(event) => {
                    const day = slotDays.find((entry) => entry.date === event.target.value);
                    set("appointment", day ? `${day.date}T${day.times[0] ?? ""}` : "");
                  }}
                >
                  <option value="">No preference</option>
                  {slotDays.map((day) => (
                    <option key={day.date} value={day.date}>
                      {formatSlotDate(day.date)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${appointmentId}-time`} className="mb-1 block text-sm">
                  Time
                </label>
                <select
                  id={`${appointmentId}-time`}
                  className={inputClass}
                  value={appointmentTime ?? ""}
                  disabled={timesOfDay.length === 0}
                  onChange={(event) => set("appointment", `${appointmentDate ?? ""}T${event.target.value}`)}
                >
                  {timesOfDay.length === 0 ? <option value="">Choose a day first</option> : null}
                  {timesOfDay.map((time) => (
                    <option key={time} value={time}>
                      {formatSlotTime(time)}
                    </option>
                  ))}
                </select>
              </div>
            </div>
          )}
          <FieldMessage controlId={appointmentId} message={errors.appointment} />
        </fieldset>
      ) : null}

      {textField("vehiclePriceBudget", "Vehicle Price Budget ($)", { inputMode: "numeric", maxLength: 12 })}
      {selectField("car_type", "New, Used or Demo?", "No preference", [
        { value: "new", label: "New" },
        { value: "used", label: "Used" },
        { value: "demo", label: "Demo" },
      ])}
      {plan.vin && text("vin") ? textField("vin", "VIN", { readOnly: true, maxLength: fieldLimits.vin }) : null}
      {textField("Rego", "Rego (optional)", { maxLength: fieldLimits.rego })}
      {textField("rego", "Rego", { maxLength: fieldLimits.rego })}
      {selectField("regoState", "Rego State", "Select a State", plainOptions(australianStateCodes))}
      {textField("kms", "Kilometres", { inputMode: "numeric", maxLength: 9 })}
      {selectField(
        "location_id",
        "Preferred Location",
        "Any location",
        (salesLocations.length > 0 ? salesLocations : context.locations).map((place) => ({
          value: place.id,
          label: place.name,
        })),
      )}
      {selectField("PreferredContactMethod", "Preferred Contact Method", "No preference", plainOptions(contactMethods))}
      {selectField("finance", "Do you need finance?", "Select", plainOptions(yesNo))}
      {selectField("do-you-have-a-trade-in", "Do you have a trade-in?", "Select", plainOptions(yesNo))}

      {(extras?.radios ?? []).map((radio) => (
        <fieldset key={radio.name} aria-describedby={describedBy(fieldId(formId, radio.name), errors[radio.name])}>
          <legend className="mb-1 text-sm font-semibold">{radio.label}</legend>
          <div className="flex flex-wrap gap-4">
            {radio.options.map((option) => (
              <label key={option} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${formId}-${radio.name}`}
                  value={option}
                  checked={text(radio.name) === option}
                  onChange={() => set(radio.name, option)}
                />
                {option}
              </label>
            ))}
          </div>
          <FieldMessage controlId={fieldId(formId, radio.name)} message={errors[radio.name]} />
        </fieldset>
      ))}
      {extras?.checks && extras.checks.length > 0 ? (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{extras.checksLegend ?? "Additional services"}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {extras.checks.map((check) => {
              const key = `${check.label} ${checkOptionSuffix}`;
              return (
                <label key={check.label} className="inline-flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={ticked(key)} onChange={(event) => set(key, event.target.checked)} />
                  {check.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}

      {/* The product's request-photos form: the prefilled request travels hidden, beside the shopper's comments. */}
      {plan.request ? <input type="hidden" name="request" value={text("request")} /> : null}
      {plan.message ? (
        <Field id={fieldId(formId, "message")} label="Comments" required={required("message")} error={errors.message}>
          <textarea
            id={fieldId(formId, "message")}
            name="message"
            rows={4}
            maxLength={fieldLimits.message}
            className={inputClass}
            value={text("message")}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy(fieldId(formId, "message"), errors.message)}
            onChange={(event) => set("message", event.target.value)}
          />
        </Field>
      ) : null}

      {plan.valuation_id ? <input type="hidden" name="valuation_id" value={text("valuation_id")} /> : null}
      {/* Hidden from people and from assistive technology; only robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(formId, "website")}>Leave this field empty</label>
        <input
          type="text"
          id={fieldId(formId, "website")}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={text("website")}
          onChange={(event) => set("website", event.target.value)}
        />
      </div>

      {plan.opt_in ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="opt_in"
            className="mt-1"
            checked={ticked("opt_in")}
            onChange={(event) => set("opt_in", event.target.checked)}
          />
          <span>{rules.optIn.label}</span>
        </label>
      ) : null}
      {plan.terms ? (
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              id={fieldId(formId, "terms")}
              type="checkbox"
              name="terms"
              className="mt-1"
              checked={ticked("terms")}
              aria-invalid={errors.terms ? true : undefined}
              aria-describedby={describedBy(fieldId(formId, "terms"), errors.terms)}
              onChange={(event) => set("terms", event.target.checked)}
            />
            <span>{rules.terms.label}</span>
          </label>
          <a href="/terms-and-conditions" className="ml-6 text-sm underline" target="_blank" rel="noreferrer">
            Read the terms of use
          </a>
          <FieldMessage controlId={fieldId(formId, "terms")} message={errors.terms} />
        </div>
      ) : null}

      <PrivacyNotice siteName={site.name} notice={site.privacyNotice} />

      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? <Spinner /> : null}
        {submitting ? "Sending…" : submitLabel}
      </Button>
    </form>
  );
}
