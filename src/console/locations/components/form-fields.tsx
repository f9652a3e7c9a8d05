import type { ComponentProps, ReactNode } from "react";
import { describedBy, Field, inputClass } from "@/ui/field";

// The location form's text inputs and its group boxes: a label, the control, its hint and its message
// (tied to the control for screen readers), as every console form shows them.

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  hint?: string;
  required?: boolean;
} & Pick<ComponentProps<"input">, "type" | "inputMode" | "autoComplete" | "maxLength" | "className">) {
  return (
    <Field id={id} label={label} required={required} error={error} hint={hint}>
      <input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        {...input}
        className={inputClass}
      />
    </Field>
  );
}

export function FormSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded border border-border bg-surface p-4">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A message for one cell of a table (a time in the grid), tied to its input by id. */
export function CellMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700" data-testid="field-error">
      {message}
    </p>
  );
}
