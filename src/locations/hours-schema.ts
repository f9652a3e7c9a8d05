// Opening hours as staff edit them: the week as a grid (a row per day, Monday first, each open from
// one time to another or closed) and the special days (public holidays, stocktake, a late night),
// validated by these schemas in the browser and again on the server. Times are the location's own
// wall-clock "HH:mm", as OpeningHoursEntry stores them. A day has one span (the shopper pages read
// one per day), so hours that run backwards, or the same date given twice, are what is refused.

import { z } from "@/platform/zod";
import { formatClock, formatHolidayDate, weekdayNames, type OpeningHoursEntry } from "./opening-hours";

/** Monday first, as the grid lists the days (0 is Sunday, as stored). */
export const gridWeekdays = [1, 2, 3, 4, 5, 6, 0] as const;

export const maxSpecialDays = 100;
export const maxSpecialLabel = 80;

export const hoursMessages = {
  openRequired: "Enter the time it opens, or mark the day closed.",
  closeRequired: "Enter the time it closes, or mark the day closed.",
  time: "Enter a time such as 08:30.",
  inverted: (open: string) => `It must close after it opens (${formatClock(open)}).`,
  date: "Enter a date such as 2027-01-26.",
  labelRequired: "Say what the day is, e.g. Christmas Day.",
  labelTooLong: `Keep it under ${maxSpecialLabel} characters.`,
  twice: (date: string) => `${formatHolidayDate(date)} is listed twice: keep one entry per day.`,
  past: "This date has passed: remove the row.",
  tooMany: `At most ${maxSpecialDays} special days.`,
  week: "Give each day of the week once.",
} as const;

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as "YYYY-MM-DD" (not 2027-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const [y = 0, m = 1, d = 1] = value.split("-").map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** An empty input is no time at all (null), whatever the browser sends for it. */
const clock = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : null),
  z.string().regex(clockPattern, hoursMessages.time).nullable(),
);

type Span = { status: "Open" | "Closed"; open: string | null; close: string | null };

/** An open day needs both times, closing after opening; a closed day keeps none. */
function checkSpan(span: Span, ctx: z.RefinementCtx, names: { open: string; close: string }): void {
  if (span.status !== "Open") return;
  if (span.open === null) ctx.addIssue({ code: "custom", path: [names.open], message: hoursMessages.openRequired });
  if (span.close === null) ctx.addIssue({ code: "custom", path: [names.close], message: hoursMessages.closeRequired });
  // A time in the wrong form has its own message already: order is judged between real times only.
  const valid = (time: string | null): time is string => time !== null && clockPattern.test(time);
  if (valid(span.open) && valid(span.close) && span.close <= span.open) {
    ctx.addIssue({ code: "custom", path: [names.close], message: hoursMessages.inverted(span.open) });
  }
}

export const dayHoursSchema = z
  .strictObject({
    weekday: z.number().int().min(0).max(6),
    status: z.enum(["Open", "Closed"]),
    open: clock,
    close: clock,
  })
  .superRefine((day, ctx) => checkSpan(day, ctx, { open: "open", close: "close" }))
  .transform((day): OpeningHoursEntry =>
    day.status === "Open" ? day : { weekday: day.weekday, status: "Closed", open: null, close: null },
  );

/** The whole week: seven days, each weekday once, stored Monday first. */
export const weekHoursSchema = z
  .array(dayHoursSchema)
  .length(7, hoursMessages.week)
  .superRefine((days, ctx) => {
    if (new Set(days.map((day) => day.weekday)).size !== 7)
      ctx.addIssue({ code: "custom", message: hoursMessages.week });
  })
  .transform((days) => gridWeekdays.map((weekday) => days.find((day) => day.weekday === weekday) ?? days[0]!));

export const specialDaySchema = z
  .strictObject({
    date: z.string().trim().refine(isCalendarDate, hoursMessages.date),
    label: z.string().trim().min(1, hoursMessages.labelRequired).max(maxSpecialLabel, hoursMessages.labelTooLong),
    status: z.enum(["Open", "Closed"]),
    startHour: clock,
    endHour: clock,
  })
  .superRefine((day, ctx) =>
    checkSpan({ status: day.status, open: day.startHour, close: day.endHour }, ctx, {
      open: "startHour",
      close: "endHour",
    }),
  )
  .transform((day) => (day.status === "Open" ? day : { ...day, startHour: null, endHour: null }));

export type SpecialDay = z.output<typeof specialDaySchema>;

/**
 * The special days from `today` (the location's own date) on: one entry per date, none in the past
 * (those stay as they were, the record of what the shop did), sorted by date.
 */
export function specialDaysSchema(today: string) {
  return z
    .array(specialDaySchema)
    .max(maxSpecialDays, hoursMessages.tooMany)
    .superRefine((days, ctx) => {
      const seen = new Set<string>();
      days.forEach((day, index) => {
        if (day.date < today) ctx.addIssue({ code: "custom", path: [index, "date"], message: hoursMessages.past });
        if (seen.has(day.date)) {
          ctx.addIssue({ code: "custom", path: [index, "date"], message: hoursMessages.twice(day.date) });
        }
        seen.add(day.date);
      });
    })
    .transform((days) => [...days].sort((a, b) => a.date.localeCompare(b.date)));
}

/** A grid row as the form holds it: strings for the inputs, "" for an empty time. */
export type DayHoursInput = { weekday: number; status: "Open" | "Closed"; open: string; close: string };

/** The stored hours as the grid's seven rows, Monday first; a day the data leaves out is closed. */
export function weekGrid(entries: readonly OpeningHoursEntry[]): DayHoursInput[] {
  return gridWeekdays.map((weekday) => {
    const entry = entries.find((candidate) => candidate.weekday === weekday);
    return entry && entry.status === "Open"
      ? { weekday, status: "Open", open: entry.open ?? "", close: entry.close ?? "" }
      : { weekday, status: "Closed", open: "", close: "" };
  });
}

/** Tuesday to Friday take Monday's hours (open or closed); the weekend stays as it was. */
export function copyMondayToWeekdays(grid: readonly DayHoursInput[]): DayHoursInput[] {
  const monday = grid.find((day) => day.weekday === 1);
  if (!monday) return [...grid];
  return grid.map((day) => (day.weekday >= 2 && day.weekday <= 5 ? { ...monday, weekday: day.weekday } : day));
}

export function weekdayName(weekday: number): string {
  return weekdayNames[weekday] ?? "Day";
}
