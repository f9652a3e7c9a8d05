"use client";

import { useId, useState } from "react";
import { formatMoney, groupDigits } from "@/platform/format";

/** Money as typed: "$1,250.50" reads as 1250.5; anything not a number, or below zero, as 0. */
export function parseMoneyText(text: string): number {
  const value = Number(text.replace(/[$,\s]/g, ""));
  return text.trim() !== "" && Number.isFinite(value) && value > 0 ? value : 0;
}

export type MoneyInputProps = {
  label: string;
  value: number;
  /** Called on every keystroke with the amount the field now reads as. */
  onChange: (value: number) => void;
  /** Applied when the field loses focus, e.g. to clamp into a range: mid-typing "2" on the way to "25000" must stand. */
  normalise?: (value: number) => number;
  /** Quick-pick amounts shown as buttons. */
  presets?: readonly number[];
  /** Help or error text under the field. */
  message?: string | null;
  invalid?: boolean;
  name?: string;
  testId?: string;
};

/** A dollar-prefixed amount field with optional quick-pick buttons. */
export function MoneyInput({
  label,
  value,
  onChange,
  normalise,
  presets = [],
  message = null,
  invalid = false,
  name,
  testId,
}: MoneyInputProps) {
  const id = useId();
  const [text, setText] = useState(() => groupDigits(value, 2));
  // The value the text stands for; when the parent sets another (a preset, a reset), show that.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (parseMoneyText(text) !== value) setText(groupDigits(value, 2));
  }

  const commit = (next: number) => {
    setShown(next);
    if (next !== value) onChange(next);
  };

  return (
    <div className="flex flex-col gap-1.5" data-testid={testId}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div
        className={`flex items-center rounded-site border bg-surface focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-primary ${invalid ? "border-red-700" : "border-border"}`}
      >
        <span aria-hidden="true" className="pl-3 pr-1 font-semibold text-muted">
          $
        </span>
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={message ? `${id}-message` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            commit(parseMoneyText(event.target.value));
          }}
          onBlur={() => {
            const settled = normalise ? normalise(parseMoneyText(text)) : parseMoneyText(text);
            setText(groupDigits(settled, 2));
            commit(settled);
          }}
          className="w-full min-w-0 rounded-site bg-transparent py-2 pr-3 text-text outline-none"
        />
      </div>
      {message ? (
        <p id={`${id}-message`} className={`text-xs ${invalid ? "font-medium text-red-700" : "text-muted"}`}>
          {message}
        </p>
      ) : null}
      {presets.length > 0 ? (
        <div className="flex flex-wrap gap-1.5" role="group" aria-label={`Quick amounts for ${label.toLowerCase()}`}>
          {presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={value === preset}
              onClick={() => {
                setText(groupDigits(preset, 2));
                commit(preset);
              }}
              className="rounded-full border border-border bg-surface px-2.5 py-1 text-xs font-medium text-text hover:border-primary aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-contrast"
            >
              {formatMoney(preset)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
