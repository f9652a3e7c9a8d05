"use client";

import type { ReactNode } from "react";
import { describedBy, Field, fieldId, inputClass } from "@/ui/field";

// The new-site form's controls: each names its field by the schema's path ("dealerships.0.name"),
// from which it takes its id and its message, so the browser's and the server's messages land on
// the same field.

export type Messages = Readonly<Record<string, string>>;

export function TextInput({
  formId,
  path,
  label,
  value,
  onChange,
  messages,
  required = false,
  type = "text",
  hint,
  autoComplete = "off",
  className,
}: {
  formId: string;
  path: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  messages: Messages;
  required?: boolean;
  type?: "text" | "tel" | "email";
  hint?: string;
  autoComplete?: string;
  className?: string;
}) {
  const id = fieldId(formId, path);
  const error = messages[path];
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint} className={className}>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
      />
    </Field>
  );
}

export function SelectInput({
  formId,
  path,
  label,
  value,
  onChange,
  messages,
  options,
  required = false,
  className,
}: {
  formId: string;
  path: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  messages: Messages;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  className?: string;
}) {
  const id = fieldId(formId, path);
  const error = messages[path];
  return (
    <Field id={id} label={label} required={required} error={error} className={className}>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={inputClass}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A list's own message ("Add at least one dealership."), under its heading. */
export function ListMessage({ messages, path }: { messages: Messages; path: string }) {
  const message = messages[path];
  if (!message) return null;
  return (
    <p role="alert" className="text-sm font-medium text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}
