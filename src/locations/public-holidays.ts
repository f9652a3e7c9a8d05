import "server-only";
import Holidays from "date-holidays";
import type { AustralianStateCode } from "@/platform/australian-states";

// The public holidays of an Australian state, offered to staff as one-click special days. The rules
// come from `date-holidays` (decision 052): each state's days from its legislation, substitute days
// included, computed offline (no calendar service is called). Server-only: its world data is large
// and the browser needs only the rows.

export type PublicHoliday = { date: string; label: string };

/** How far ahead the list looks: twelve months from today. */
export const holidayHorizonMonths = 12;

function addMonths(isoDate: string, months: number): string {
  const [y = 0, m = 1, d = 1] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + months, d)).toISOString().slice(0, 10);
}

/**
 * A state's public holidays from `today` ("2026-11-29", in the state's calendar) until the same day
 * twelve months on, by date. Only whole days: part-day holidays (Christmas Eve from 6 pm in some
 * states) fall after a dealership's hours and would only mislead as a closed day. Bank holidays,
 * school holidays and observances (Mother's Day) are left out.
 */
export function publicHolidaysAhead(state: AustralianStateCode, today: string): PublicHoliday[] {
  const until = addMonths(today, holidayHorizonMonths);
  const calendar = new Holidays("AU", state, { types: ["public"] });
  const firstYear = Number(today.slice(0, 4));
  const byDate = new Map<string, PublicHoliday>();
  for (const year of [firstYear, firstYear + 1]) {
    for (const holiday of calendar.getHolidays(year)) {
      const [date = "", time = ""] = holiday.date.split(" ");
      if (holiday.type !== "public" || (time !== "" && time !== "00:00:00")) continue;
      if (date < today || date >= until || byDate.has(date)) continue;
      byDate.set(date, { date, label: holiday.name });
    }
  }
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
