"use client";

import { useEffect, useRef } from "react";
import { maxSpecialLabel } from "@/locations/hours-schema";
import { formatHolidayDate } from "@/locations/opening-hours";
import { Button } from "@/ui/button";
import { describedBy } from "@/ui/field";
import { CellMessage } from "./form-fields";

// Holiday and special hours: a row per day (its date, what it is, closed or its hours), any day added
// by hand, and the state's public holidays for the next twelve months offered as one-click rows
// (closed, which the row can then change to short hours).

export type SpecialRow = {
  /** The row's own key while it is edited (never saved). */
  key: string;
  date: string;
  label: string;
  status: "Open" | "Closed";
  startHour: string;
  endHour: string;
};

export type HolidayOffer = { date: string; label: string };

const cellInput = "rounded border border-border bg-surface px-2 py-1 disabled:opacity-50 aria-invalid:border-red-700";

function CellInput({
  id,
  label,
  value,
  error,
  onChange,
  ...input
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  type?: string;
  disabled?: boolean;
  maxLength?: number;
  className?: string;
}) {
  return (
    <>
      <input
        id={id}
        value={value}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        onChange={(event) => onChange(event.target.value)}
        {...input}
        className={`${cellInput} ${input.className ?? ""}`}
      />
      <CellMessage id={id} message={error} />
    </>
  );
}

export function SpecialDaysEditor({
  idPrefix,
  rows,
  errors,
  onChange,
  holidays,
  holidayRegion,
}: {
  idPrefix: string;
  rows: SpecialRow[];
  /** Messages by path within the list ("0.date"). */
  errors: (path: string) => string | undefined;
  onChange: (rows: SpecialRow[]) => void;
  holidays: readonly HolidayOffer[];
  holidayRegion: string | null;
}) {
  // The row just added takes the focus once it is rendered (its name, or its date when blank).
  const pendingFocus = useRef<string | null>(null);
  const added = useRef(0);
  useEffect(() => {
    if (!pendingFocus.current) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });
  const update = (index: number, change: Partial<SpecialRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const add = (row: Omit<SpecialRow, "key">) => {
    added.current += 1;
    const key = `added-${added.current}`;
    // A holiday goes in date order; a blank row at the end, where its date is typed.
    const at =
      row.date === "" ? rows.length : rows.filter((other) => other.date !== "" && other.date <= row.date).length;
    onChange([...rows.slice(0, at), { ...row, key }, ...rows.slice(at)]);
    pendingFocus.current = `${idPrefix}-${key}-${row.date === "" ? "date" : "label"}`;
  };
  const offered = holidays.filter((holiday) => !rows.some((row) => row.date === holiday.date));
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-x-auto">
        <table className="text-sm" data-testid="special-days">
          <caption className="sr-only">Holiday and special hours</caption>
          <thead className="text-left">
            <tr>
              {["Date", "What", "Closed", "Opens", "Closes", ""].map((heading, index) => (
                <th key={index} scope="col" className="py-1 pr-3">
                  {heading || <span className="sr-only">Remove</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="py-3 text-muted">
                  No special days from today on.
                </td>
              </tr>
            ) : null}
            {rows.map((row, index) => {
              const id = `${idPrefix}-${row.key}`;
              const name = row.label.trim() || (row.date ? formatHolidayDate(row.date) : `Day ${index + 1}`);
              const closed = row.status === "Closed";
              return (
                <tr key={row.key} className="border-t border-border align-top" data-testid="special-day">
                  <td className="py-1.5 pr-3">
                    <CellInput
                      id={`${id}-date`}
                      type="date"
                      label={`Date of ${name}`}
                      value={row.date}
                      error={errors(`${index}.date`)}
                      onChange={(date) => update(index, { date })}
                    />
                  </td>
                  <td className="py-1.5 pr-3">
                    <CellInput
                      id={`${id}-label`}
                      label={`What day ${row.date ? formatHolidayDate(row.date) : `row ${index + 1}`} is`}
                      value={row.label}
                      maxLength={maxSpecialLabel}
                      error={errors(`${index}.label`)}
                      onChange={(label) => update(index, { label })}
                      className="w-56"
                    />
                  </td>
                  <td className="py-1.5 pr-3">
                    <input
                      type="checkbox"
                      checked={closed}
                      aria-label={`${name} closed`}
                      onChange={(event) => update(index, { status: event.target.checked ? "Closed" : "Open" })}
                      className="h-5 w-5"
                    />
                  </td>
                  <td className="py-1.5 pr-3">
                    <CellInput
                      id={`${id}-start`}
                      type="time"
                      label={`${name} opens`}
                      value={row.startHour}
                      disabled={closed}
                      error={closed ? undefined : errors(`${index}.startHour`)}
                      onChange={(startHour) => update(index, { startHour })}
                    />
                  </td>
                  <td className="py-1.5 pr-3">
                    <CellInput
                      id={`${id}-end`}
                      type="time"
                      label={`${name} closes`}
                      value={row.endHour}
                      disabled={closed}
                      error={closed ? undefined : errors(`${index}.endHour`)}
                      onChange={(endHour) => update(index, { endHour })}
                    />
                  </td>
                  <td className="py-1.5">
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${name}`}
                      onClick={() => onChange(rows.filter((_, at) => at !== index))}
                    >
                      Remove
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => add({ date: "", label: "", status: "Closed", startHour: "", endHour: "" })}
        >
          Add a day
        </Button>
      </div>
      {holidayRegion ? (
        <div className="flex flex-col gap-1" data-testid="holiday-offers">
          <h3 className="font-semibold">Public holidays in {holidayRegion}, next 12 months</h3>
          {offered.length === 0 ? (
            <p className="text-sm text-muted">Every one of them is in the list above.</p>
          ) : (
            <ul className="flex flex-col gap-1 text-sm">
              {offered.map((holiday) => (
                <li key={holiday.date} className="flex flex-wrap items-center gap-3">
                  <span className="w-32 tabular-nums">{formatHolidayDate(holiday.date)}</span>
                  <span className="min-w-48">{holiday.label}</span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Add ${holiday.label}, ${formatHolidayDate(holiday.date)}, as closed`}
                    onClick={() => add({ ...holiday, status: "Closed", startHour: "", endHour: "" })}
                  >
                    Add
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
