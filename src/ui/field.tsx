// The site's one form field: a label above its control, an optional hint, and the field's message
// right below it, tied to the control with aria-describedby so a screen reader announces the
// problem with the field. Lead forms, calculators and search filters all use it.

import type { ReactNode } from "react";

/** Text inputs and selects; an invalid one (aria-invalid) gets a red border. */
export const inputClass =
  "block w-full rounded-site border border-border bg-surface px-3 py-2 text-text shadow-sm focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-primary aria-invalid:border-red-700";

/** A control's id from its form's id and its name, safe for any name a schema uses. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

/** The id of a field's message, for the control's aria-describedby while there is one. */
export function describedBy(id: string, error: string | undefined): string | undefined {
  return error ? `${id}-error` : undefined;
}

/**
 * A control's message, for controls that cannot sit in a Field (a group of radios, a checkbox with
 * its label beside it). Its id is `${controlId}-error`, the one describedBy names.
 */
export function FieldMessage({ controlId, message }: { controlId: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${controlId}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}

type FieldProps = {
  label: ReactNode;
  children: ReactNode;
  required?: boolean;
  className?: string;
} & (
  | {
      /** The control's id: the label points at it, and the hint and message are tied to it. */
      id: string;
      error?: string;
      hint?: string;
    }
  | {
      /** Without an id the label wraps the control, which names it just as well. */
      id?: undefined;
      error?: undefined;
      hint?: undefined;
    }
);

export function Field({ id, label, required = false, error, hint, children, className }: FieldProps) {
  const caption = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      ) : null}
    </>
  );
  if (id === undefined) {
    return (
      <label className={["block", className].filter(Boolean).join(" ")}>
        <span className="mb-1 block text-sm font-semibold">{caption}</span>
        {children}
      </label>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {caption}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <FieldMessage controlId={id} message={error} />
    </div>
  );
}
