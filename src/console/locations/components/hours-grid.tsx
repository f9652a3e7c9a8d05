"use client";

import { copyMondayToWeekdays, weekdayName, type DayHoursInput } from "@/locations/hours-schema";
import { describedBy } from "@/ui/field";
import { Button } from "@/ui/button";
import { CellMessage } from "./form-fields";

// The week's hours as a grid: a row per day (Monday first), a Closed box, and the opening and closing
// times; "Copy Monday to Tue–Fri" fills the weekdays in one go. Messages sit under their cell.

const timeClass =
  "w-32 rounded border border-border bg-surface px-2 py-1 tabular-nums disabled:opacity-50 aria-invalid:border-red-700";

export function HoursGrid({
  idPrefix,
  days,
  errors,
  onChange,
}: {
  idPrefix: string;
  days: DayHoursInput[];
  /** Messages by path within the week ("2.close"). */
  errors: (path: string) => string | undefined;
  onChange: (days: DayHoursInput[]) => void;
}) {
  const update = (index: number, change: Partial<DayHoursInput>) =>
    onChange(days.map((day, at) => (at === index ? { ...day, ...change } : day)));
  return (
    <div className="flex flex-col gap-2">
      <div className="overflow-x-auto">
        <table className="text-sm" data-testid="hours-grid">
          <caption className="sr-only">Opening hours by day</caption>
          <thead className="text-left">
            <tr>
              <th scope="col" className="py-1 pr-4">
                Day
              </th>
              <th scope="col" className="py-1 pr-4">
                Closed
              </th>
              <th scope="col" className="py-1 pr-4">
                Opens
              </th>
              <th scope="col" className="py-1">
                Closes
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, index) => {
              const name = weekdayName(day.weekday);
              const id = `${idPrefix}-${day.weekday}`;
              const closed = day.status === "Closed";
              const openError = errors(`${index}.open`);
              const closeError = errors(`${index}.close`);
              return (
                <tr key={day.weekday} className="border-t border-border align-top">
                  <th scope="row" className="py-1.5 pr-4 text-left font-semibold">
                    {name}
                  </th>
                  <td className="py-1.5 pr-4">
                    <input
                      type="checkbox"
                      checked={closed}
                      aria-label={`${name} closed`}
                      onChange={(event) => update(index, { status: event.target.checked ? "Closed" : "Open" })}
                      className="h-5 w-5"
                    />
                  </td>
                  <td className="py-1.5 pr-4">
                    <input
                      id={`${id}-open`}
                      type="time"
                      value={day.open}
                      disabled={closed}
                      aria-label={`${name} opens`}
                      aria-invalid={openError ? true : undefined}
                      aria-describedby={describedBy(`${id}-open`, openError)}
                      onChange={(event) => update(index, { open: event.target.value })}
                      className={timeClass}
                    />
                    <CellMessage id={`${id}-open`} message={closed ? undefined : openError} />
                  </td>
                  <td className="py-1.5">
                    <input
                      id={`${id}-close`}
                      type="time"
                      value={day.close}
                      disabled={closed}
                      aria-label={`${name} closes`}
                      aria-invalid={closeError ? true : undefined}
                      aria-describedby={describedBy(`${id}-close`, closeError)}
                      onChange={(event) => update(index, { close: event.target.value })}
                      className={timeClass}
                    />
                    <CellMessage id={`${id}-close`} message={closed ? undefined : closeError} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div>
        <Button variant="outline" size="sm" onClick={() => onChange(copyMondayToWeekdays(days))}>
          Copy Monday to Tue–Fri
        </Button>
      </div>
    </div>
  );
}
