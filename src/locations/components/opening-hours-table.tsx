"use client";

import { useId, useState } from "react";
import { Field, inputClass } from "@/ui/field";
import type { HoursRow } from "../opening-hours";

// The week's opening hours with a dropdown of the location types the site has (Sales, Service,
// Parts…): each option is one location's hours, grouped as `groupOpeningHours` reads them.

export type HoursOption = {
  /** The location type ("sales") or a location id: unique among the options. */
  key: string;
  label: string;
  locationName: string;
  rows: HoursRow[];
};

export function OpeningHoursTable({
  options,
  zoneNote,
  heading = "Opening Hours",
}: {
  options: readonly HoursOption[];
  /** "Times in AEDT (Sydney time)". */
  zoneNote: string;
  heading?: string;
}) {
  const id = useId();
  const [selected, setSelected] = useState(options[0]?.key ?? "");
  const option = options.find((item) => item.key === selected) ?? options[0];
  if (!option) return null;
  return (
    <div data-testid="opening-hours">
      <div className="mb-2 flex flex-wrap items-end justify-between gap-2">
        <h3 className="text-lg font-semibold">{heading}</h3>
        {options.length > 1 ? (
          <Field id={`${id}-type`} label="Department" className="min-w-40">
            <select
              id={`${id}-type`}
              className={inputClass}
              value={option.key}
              onChange={(event) => setSelected(event.target.value)}
              data-testid="hours-type"
            >
              {options.map((item) => (
                <option key={item.key} value={item.key}>
                  {item.label}
                </option>
              ))}
            </select>
          </Field>
        ) : null}
      </div>
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-muted">
          {option.label} hours at {option.locationName}. {zoneNote}
        </caption>
        <tbody>
          {option.rows.map((row) => (
            <tr key={row.days} className="border-t border-border">
              <th scope="row" className="py-1.5 pr-4 text-left font-semibold">
                {row.days}
              </th>
              <td className="py-1.5 text-right">{row.hours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
