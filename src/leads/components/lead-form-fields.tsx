"use client";

import { useMemo, type Ref } from "react";
import { Field, FieldMessage, describedBy, fieldId, inputClass } from "@/ui/field";
import type { LeadLocationOption } from "../form-context";
import type { FormValues } from "../form-defaults";
import { carLabel, type FormAlert } from "../lead-form-state";
import type { LeadCar } from "../payload";
import {
  checkOptionSuffix,
  fieldLimits,
  type FieldErrors,
  type FieldPlan,
  type FieldValue,
  type LeadFormRules,
} from "../lead-fields";
import type { LeadFieldName } from "../schemas";
import { formatSlotDate, formatSlotTime, generateSlots } from "../slots";

// The lead form's parts: its text and select fields (drawn only where the form's plan asks for
// them), the alert, and the sections that are more than one field — contact details, the test-drive
// car picker and booking times, a page's extra questions, and consent.

/** What a field reads and writes: the form's id and plan, its values and messages. */
export type LeadFormFields = {
  formId: string;
  plan: FieldPlan;
  values: FormValues;
  errors: FieldErrors;
  set: (name: string, value: FieldValue) => void;
};

/** A value as a text control shows it. */
export function textOf(values: FormValues, name: string): string {
  const value = values[name];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
}

export function LeadTextField({
  form,
  name,
  label,
  type,
  autoComplete,
  inputMode,
  maxLength,
  className,
  readOnly,
  hint,
}: {
  form: LeadFormFields;
  name: LeadFieldName;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  maxLength?: number;
  className?: string;
  readOnly?: boolean;
  hint?: string;
}) {
  if (!form.plan[name]) return null;
  const inputId = fieldId(form.formId, name);
  const error = form.errors[name];
  return (
    <Field
      id={inputId}
      label={label}
      required={form.plan[name] === "required"}
      error={error}
      className={className}
      hint={hint}
    >
      <input
        id={inputId}
        name={name}
        type={type ?? "text"}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        readOnly={readOnly}
        className={inputClass}
        value={textOf(form.values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error)}
        onChange={(event) => form.set(name, event.target.value)}
      />
    </Field>
  );
}

export function LeadSelectField({
  form,
  name,
  label,
  placeholder,
  options,
}: {
  form: LeadFormFields;
  name: LeadFieldName;
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
}) {
  if (!form.plan[name]) return null;
  const inputId = fieldId(form.formId, name);
  const error = form.errors[name];
  return (
    <Field id={inputId} label={label} required={form.plan[name] === "required"} error={error}>
      <select
        id={inputId}
        name={name}
        className={inputClass}
        value={textOf(form.values, name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, error)}
        onChange={(event) => form.set(name, event.target.value)}
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
}

export const plainOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

export function LeadFormAlert({
  alert,
  formId,
  alertRef,
}: {
  alert: FormAlert | null;
  formId: string;
  alertRef: Ref<HTMLDivElement>;
}) {
  if (!alert) return null;
  return (
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
  );
}

export function ContactFields({ form }: { form: LeadFormFields }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <LeadTextField
        form={form}
        name="name"
        label="First Name"
        autoComplete="given-name"
        maxLength={fieldLimits.name}
      />
      <LeadTextField
        form={form}
        name="last_name"
        label="Last Name"
        autoComplete="family-name"
        maxLength={fieldLimits.last_name}
      />
      <LeadTextField
        form={form}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={fieldLimits.email}
      />
      <LeadTextField
        form={form}
        name="phone"
        label="Phone"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={fieldLimits.phone}
      />
      <LeadTextField
        form={form}
        name="postcode"
        label="Postcode"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={fieldLimits.postcode}
      />
    </div>
  );
}

/** The test-drive page's car: typed, with our stock's names to pick from. */
export function CarPicker({
  form,
  carOptions,
  carText,
  onChange,
}: {
  form: LeadFormFields;
  carOptions: LeadCar[];
  carText: string;
  onChange: (value: string) => void;
}) {
  const carPickerId = fieldId(form.formId, "car");
  return (
    <Field
      id={carPickerId}
      label="Which car would you like to drive?"
      required={false}
      error={form.errors.car_id ?? form.errors.vehicle}
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
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id={`${carPickerId}-options`}>
        {carOptions.map((option) => (
          <option key={option.id} value={carLabel(option)} />
        ))}
      </datalist>
    </Field>
  );
}

/**
 * A booking's day and time, from the location's opening hours (once the browser's clock is known): the
 * test drive's `appointment`, or an accepted trade-in's `inspectionAt`.
 */
export function AppointmentPicker({
  form,
  location,
  now,
  name = "appointment",
  legend = "Test Drive Booking Date",
}: {
  form: LeadFormFields;
  location: LeadLocationOption | null;
  now: Date | null;
  name?: "appointment" | "inspectionAt";
  legend?: string;
}) {
  const appointmentId = fieldId(form.formId, name);
  const slotDays = useMemo(
    () =>
      location && now
        ? generateSlots(location.openingHours, location.specialHours, { now, timeZone: location.timeZone })
        : [],
    [location, now],
  );
  const [appointmentDate, appointmentTime] = textOf(form.values, name).split("T");
  const timesOfDay = slotDays.find((day) => day.date === appointmentDate)?.times ?? [];
  return (
    <fieldset aria-describedby={describedBy(appointmentId, form.errors[name])}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {location === null ? (
        <p className="text-sm text-muted">Choose a dealership to see the times we can book.</p>
      ) : now === null ? null : slotDays.length === 0 ? (
        <p className="text-sm text-muted">No booking times are available online; we will call you to arrange one.</p>
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
                form.set(name, day ? `${day.date}T${day.times[0] ?? ""}` : "");
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
              onChange={(event) => form.set(name, `${appointmentDate ?? ""}T${event.target.value}`)}
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
      <FieldMessage controlId={appointmentId} message={form.errors[name]} />
    </fieldset>
  );
}

/** Radio questions and '(check_option)' extras a page adds to a form (service options, say). */
export type FormExtras = {
  radios?: { name: string; label: string; options: string[] }[];
  checks?: { label: string }[];
  /** Heading over the check options. */
  checksLegend?: string;
};

export function ExtraQuestions({ form, extras }: { form: LeadFormFields; extras: FormExtras | undefined }) {
  const { formId, values, errors, set } = form;
  return (
    <>
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
                  checked={textOf(values, radio.name) === option}
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
                  <input
                    type="checkbox"
                    checked={values[key] === true}
                    onChange={(event) => set(key, event.target.checked)}
                  />
                  {check.label}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </>
  );
}

/** Hidden from people and from assistive technology; only robots fill it in. */
export function HoneypotField({ form }: { form: LeadFormFields }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={fieldId(form.formId, "website")}>Leave this field empty</label>
      <input
        type="text"
        id={fieldId(form.formId, "website")}
        name="website"
        tabIndex={-1}
        autoComplete="off"
        value={textOf(form.values, "website")}
        onChange={(event) => form.set("website", event.target.value)}
      />
    </div>
  );
}

export function ConsentFields({
  form,
  rules,
}: {
  form: LeadFormFields;
  rules: Pick<LeadFormRules, "optIn" | "terms">;
}) {
  const { formId, plan, values, errors, set } = form;
  return (
    <>
      {plan.opt_in ? (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            name="opt_in"
            className="mt-1"
            checked={values.opt_in === true}
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
              checked={values.terms === true}
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
    </>
  );
}
