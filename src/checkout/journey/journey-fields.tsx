"use client";

import { Field, FieldMessage, describedBy, fieldId, inputClass } from "@/ui/field";
import type { Draft, Errors } from "./journey-wizard-state";

// The journey's form controls, drawn from the step's draft and messages: a text input in a Field,
// and a group of radio cards with its message below.

/** What a step's controls read and write: the wizard's form, its draft and messages. */
export type StepForm = {
  formId: string;
  draft: Draft;
  errors: Errors;
  set: (name: string, value: string | boolean) => void;
};

type TextInputProps = {
  form: StepForm;
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: string;
  inputMode?: "numeric" | "text" | "email" | "tel";
  autoComplete?: string;
  maxLength?: number;
};

export function TextInput({
  form,
  name,
  label,
  required,
  hint,
  type,
  inputMode,
  autoComplete,
  maxLength,
}: TextInputProps) {
  const id = fieldId(form.formId, name);
  const error = form.errors[name];
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <input
        id={id}
        name={name}
        type={type ?? "text"}
        inputMode={inputMode}
        autoComplete={autoComplete}
        maxLength={maxLength}
        className={inputClass}
        value={String(form.draft[name] ?? "")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => form.set(name, event.target.value)}
      />
    </Field>
  );
}

export type RadioOption = { value: string; label: string; hint?: string };

export function RadioCards({
  form,
  name,
  legend,
  options,
}: {
  form: StepForm;
  name: string;
  legend: string;
  options: RadioOption[];
}) {
  const groupId = fieldId(form.formId, name);
  const error = form.errors[name];
  return (
    <fieldset aria-describedby={describedBy(groupId, error)} aria-invalid={error ? true : undefined}>
      <legend className="mb-2 text-sm font-semibold">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <div className="flex flex-col gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-site border border-border bg-surface p-3 has-[:checked]:border-primary has-[:checked]:bg-surface-alt"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={form.draft[name] === option.value}
              onChange={() => form.set(name, option.value)}
              className="mt-1 h-5 w-5"
            />
            <span>
              <span className="block font-semibold">{option.label}</span>
              {option.hint ? <span className="block text-sm text-muted">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <FieldMessage controlId={groupId} message={error} />
    </fieldset>
  );
}
