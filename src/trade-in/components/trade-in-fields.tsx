"use client";

import type { ReactNode, Ref } from "react";
import type { FieldErrors } from "@/leads/schemas";
import { submitErrorTitle } from "@/leads/submit-client";
import { Field, describedBy, fieldId, inputClass } from "@/ui/field";

// The trade-in steps' shared parts: the step's heading (which takes the focus when the shopper moves),
// the alert for a refused step, and the text and select fields, each with its message below it.

export function StepHeading({ headingRef, children }: { headingRef: Ref<HTMLHeadingElement>; children: ReactNode }) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold focus:outline-none" data-testid="trade-in-step">
      {children}
    </h2>
  );
}

export function StepAlert({ alert }: { alert: string | null }) {
  if (!alert) return null;
  return (
    <div role="alert" id="error-warning" className="rounded-site border border-red-700 bg-red-50 p-4 text-red-900">
      <p className="font-semibold">{submitErrorTitle}</p>
      <p className="mt-1">{alert}</p>
    </div>
  );
}

/** Where a step's fields are: its form's id (the fields' ids are made from it) and its messages. */
export type FieldsOf = { formId: string; errors: FieldErrors };

export function TextInput({
  fields,
  name,
  label,
  value,
  onChange,
  inputMode,
  maxLength,
  hint,
  autoComplete,
}: {
  fields: FieldsOf;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: "numeric" | "text";
  maxLength?: number;
  hint?: string;
  autoComplete?: string;
}) {
  const id = fieldId(fields.formId, name);
  const error = fields.errors[name];
  return (
    <Field id={id} label={label} required error={error} hint={hint}>
      <input
        type="text"
        id={id}
        name={name}
        className={inputClass}
        value={value}
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={autoComplete ?? "off"}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export function SelectInput({
  fields,
  name,
  label,
  value,
  options,
  onChange,
  placeholder,
  required = true,
}: {
  fields: FieldsOf;
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
  placeholder: string;
  required?: boolean;
}) {
  const id = fieldId(fields.formId, name);
  const error = fields.errors[name];
  return (
    <Field id={id} label={label} required={required} error={error}>
      <select
        id={id}
        name={name}
        className={inputClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </Field>
  );
}
