// Opening hours as a shopper reads them: the week's rows with identical days grouped ("Mon-Fri",
// "Sat-Sun"), today's hours and the holiday entries still to come. Hours are stored as the
// location's own wall-clock times; "today" is the day in the location's state, not the server's.

import type { OpeningHoursEntry } from "@/platform/db/json-types";
import { timeZoneForState } from "@/platform/australian-states";

export type { OpeningHoursEntry };

/** What a Closed day says: its status ("Closed") or, where the site takes appointments, this. */
export const byAppointmentText = "By appointment only";

export type ClosedDayText = "by-appointment" | "status";

export function closedDayLabel(closedDayText: ClosedDayText): string {
  return closedDayText === "by-appointment" ? byAppointmentText : "Closed";
}

/** Weekday 0 is Sunday … 6 Saturday, as the data stores them. */
export const weekdayShortNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Monday first, as Australian businesses list their hours. */
const displayOrder = [1, 2, 3, 4, 5, 6, 0] as const;
const weekdays = [1, 2, 3, 4, 5] as const;

export type HoursRow = { days: string; hours: string; weekdays: number[] };

/** "8:30 am" from "08:30". */
export function formatClock(time: string): string {
  const [h = "0", m = "0"] = time.split(":");
  const hours = Number(h) % 24;
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${m.padStart(2, "0").slice(0, 2)} ${suffix}`;
}

/** One day's hours as text: "8:30 am – 5:30 pm", or the closed-day text. */
export function dayHoursText(entry: OpeningHoursEntry | undefined, closedText: string): string {
  if (!entry || entry.status !== "Open" || !entry.open || !entry.close) return closedText;
  return `${formatClock(entry.open)} – ${formatClock(entry.close)}`;
}

/** "Mon-Wed, Fri" for the days of a group, in display order, runs of neighbours joined by a dash. */
function daysLabel(days: readonly number[]): string {
  const positions = days.map((day) => displayOrder.indexOf(day as (typeof displayOrder)[number])).sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const position of positions) {
    const run = runs.at(-1);
    if (run && run.at(-1) === position - 1) run.push(position);
    else runs.push([position]);
  }
  return runs
    .map((run) => {
      const first = weekdayShortNames[displayOrder[run[0] ?? 0] ?? 0];
      const last = weekdayShortNames[displayOrder[run.at(-1) ?? 0] ?? 0];
      return run.length === 1 ? first : `${first}-${last}`;
    })
    .join(", ");
}

function groupDays(days: readonly number[], textOf: (day: number) => string): HoursRow[] {
  const groups = new Map<string, number[]>();
  for (const day of days) {
    const text = textOf(day);
    groups.set(text, [...(groups.get(text) ?? []), day]);
  }
  return [...groups].map(([hours, members]) => ({ days: daysLabel(members), hours, weekdays: members }));
}

/**
 * The week as rows. When Monday to Friday share their hours they collapse to one 'Mon-Fri' row and
 * the weekend follows (one 'Sat-Sun' row when both agree); otherwise days with identical hours are
 * grouped, each group at its first day's place.
 */
export function groupOpeningHours(entries: readonly OpeningHoursEntry[], closedText: string): HoursRow[] {
  const textOf = (day: number) =>
    dayHoursText(
      entries.find((entry) => entry.weekday === day),
      closedText,
    );
  const weekdayTexts = new Set(weekdays.map(textOf));
  if (weekdayTexts.size === 1) {
    return [...groupDays(weekdays, textOf), ...groupDays([6, 0], textOf)];
  }
  return groupDays(displayOrder, textOf);
}

/** Today's weekday (0 Sunday) in a state, at an instant. */
export function weekdayInState(now: Date, state: string): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: timeZoneForState(state), weekday: "short" }).format(now);
  return Math.max(0, weekdayShortNames.indexOf(name as (typeof weekdayShortNames)[number]));
}

/** Today's date ("2026-11-23") in a state, at an instant. */
export function dateInState(now: Date, state: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: timeZoneForState(state),
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

/** The zone's short name at an instant ("AEDT", "ACST"), shown beside the hours. */
export function timeZoneLabel(now: Date, state: string): string {
  const part = new Intl.DateTimeFormat("en-AU", { timeZone: timeZoneForState(state), timeZoneName: "short" })
    .formatToParts(now)
    .find((item) => item.type === "timeZoneName");
  return part?.value ?? timeZoneForState(state);
}

/** Today's hours at a location, as text, with the day's name. */
export function todaysHours(
  entries: readonly OpeningHoursEntry[],
  state: string,
  now: Date,
  closedText: string,
): { day: string; hours: string } {
  const weekday = weekdayInState(now, state);
  return {
    day: weekdayNames[weekday] ?? "Today",
    hours: dayHoursText(
      entries.find((entry) => entry.weekday === weekday),
      closedText,
    ),
  };
}

export type SpecialHoursEntry = {
  date: string;
  label: string;
  status: "Open" | "Closed";
  startHour: string | null;
  endHour: string | null;
};

export type SpecialHoursRow = { date: string; label: string; status: "Open" | "Closed"; hours: string };

/** Days ahead the holiday list looks: a year of public holidays. */
export const specialHoursHorizonDays = 366;

function addDays(isoDate: string, days: number): string {
  const [y = 0, m = 1, d = 1] = isoDate.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The special hours that apply: today (in the location's state) or later, within the next year,
 * by date. An Open entry shows its hours; a Closed one says Closed.
 */
export function applicableSpecialHours(
  entries: readonly SpecialHoursEntry[],
  state: string,
  now: Date,
): SpecialHoursRow[] {
  const today = dateInState(now, state);
  const until = addDays(today, specialHoursHorizonDays);
  return entries
    .filter((entry) => entry.date >= today && entry.date < until)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((entry) => ({
      date: entry.date,
      label: entry.label,
      status: entry.status,
      hours:
        entry.status === "Open" && entry.startHour && entry.endHour
          ? `${formatClock(entry.startHour)} – ${formatClock(entry.endHour)}`
          : "Closed",
    }));
}

/** "Fri 25 Dec 2026" for an ISO date, whatever the server's zone. */
export function formatHolidayDate(isoDate: string): string {
  const [y = 0, m = 1, d = 1] = isoDate.split("-").map(Number);
  return new Intl.DateTimeFormat("en-AU", {
    timeZone: "UTC",
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
  })
    .format(new Date(Date.UTC(y, m - 1, d)))
    .replace(/,/g, "");
}
