// The inputs every lead form is built from. Each field's message sits right below it and is tied to
// it with aria-describedby, so a screen reader announces the problem with the field.

import type { ReactNode } from "react";

export const inputClass =
  "block w-full rounded-site border border-border bg-surface px-3 py-2 text-text shadow-sm focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-primary aria-invalid:border-red-700";

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}

export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}

type FieldFrameProps = {
  id: string;
  label: string;
  required: boolean;
  error: string | undefined;
  children: ReactNode;
  className?: string;
  hint?: string;
};

export function FieldFrame({ id, label, required, error, children, className, hint }: FieldFrameProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {" "}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}

export function describedBy(id: string, error: string | undefined): string | undefined {
  return error ? `${id}-error` : undefined;
}
