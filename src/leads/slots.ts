// Test-drive booking times, made from a location's opening hours and its special (holiday) hours.
// Pure: "now" and the location's time zone are passed in, so the browser, the server's check of a
// chosen time and the tests all agree. Times are the dealership's wall-clock times ("HH:mm" on a
// "YYYY-MM-DD"), which is what the dealer reads in the lead.

import type { OpeningHoursEntry } from "@/platform/db/json-types";

export type SpecialHoursEntry = {
  /** "YYYY-MM-DD" in the location's own calendar. */
  date: string;
  status: "Open" | "Closed";
  startHour: string | null;
  endHour: string | null;
};

export type SlotDay = {
  date: string;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
  /** "HH:mm", ascending. */
  times: string[];
};

export type SlotOptions = {
  now: Date;
  /** IANA zone of the location, e.g. "Australia/Sydney". */
  timeZone: string;
  /** Today and the days after it. */
  days?: number;
  slotMinutes?: number;
  /** A slot must start at least this long after now, so the dealer has time to get the car ready. */
  minNoticeMinutes?: number;
};

export const defaultSlotDays = 14;
export const defaultSlotMinutes = 30;
export const defaultNoticeMinutes = 60;

const minutesPerDay = 24 * 60;

/** "HH:mm" to minutes after midnight; null for anything else ("24:00" is the end of the day). */
export function parseClock(value: string | null): number | null {
  if (value === null) return null;
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return Number(match[2]) < 60 && minutes <= minutesPerDay ? minutes : null;
}

function clock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The calendar date and the minutes since midnight (with seconds as a fraction) at `now` in the zone. */
export function wallClock(now: Date, timeZone: string): { date: string; minutes: number } {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const date = `${part("year")}-${String(part("month")).padStart(2, "0")}-${String(part("day")).padStart(2, "0")}`;
  return { date, minutes: part("hour") * 60 + part("minute") + part("second") / 60 };
}

function utcDate(date: string): Date {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1));
}

export function addDays(date: string, days: number): string {
  const moved = utcDate(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return utcDate(date).getUTCDay();
}

function openingWindow(
  date: string,
  hours: readonly OpeningHoursEntry[],
  special: readonly SpecialHoursEntry[],
): { open: number; close: number } | null {
  const override = special.find((entry) => entry.date === date);
  if (override?.status === "Closed") return null;
  let open = parseClock(override?.startHour ?? null);
  let close = parseClock(override?.endHour ?? null);
  if (open === null || close === null) {
    // An "Open" holiday entry without hours keeps the usual hours of that weekday.
    const regular = hours.find((entry) => entry.weekday === weekdayOf(date));
    if (!regular || regular.status !== "Open") return null;
    open = parseClock(regular.open);
    close = parseClock(regular.close);
  }
  if (open === null || close === null || close <= open) return null;
  return { open, close };
}

/** Bookable start times, day by day; days without one are left out. */
export function generateSlots(
  hours: readonly OpeningHoursEntry[],
  special: readonly SpecialHoursEntry[],
  options: SlotOptions,
): SlotDay[] {
  const days = options.days ?? defaultSlotDays;
  const step = options.slotMinutes ?? defaultSlotMinutes;
  const notice = options.minNoticeMinutes ?? defaultNoticeMinutes;
  const today = wallClock(options.now, options.timeZone);
  const result: SlotDay[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const date = addDays(today.date, offset);
    const window = openingWindow(date, hours, special);
    if (!window) continue;
    // Measured from today's midnight, so a long notice late in the day reaches into tomorrow.
    const earliest = today.minutes + notice - offset * minutesPerDay;
    const times: string[] = [];
    for (let start = window.open; start + step <= window.close; start += step) {
      if (start >= earliest) times.push(clock(start));
    }
    if (times.length > 0) result.push({ date, weekday: weekdayOf(date), times });
  }
  return result;
}

/**
 * The days a place is open, from `firstDay` days after today for `days` days: the dates a car can be
 * handed over there (a day the location is closed, by its week or a holiday, is left out).
 */
export function openDates(
  hours: readonly OpeningHoursEntry[],
  special: readonly SpecialHoursEntry[],
  options: { now: Date; timeZone: string; firstDay: number; days: number },
): string[] {
  const today = wallClock(options.now, options.timeZone).date;
  const dates: string[] = [];
  for (let offset = options.firstDay; offset < options.firstDay + options.days; offset += 1) {
    const date = addDays(today, offset);
    if (openingWindow(date, hours, special)) dates.push(date);
  }
  return dates;
}

/** "YYYY-MM-DDTHH:mm" of a slot, as the form sends it. */
export function slotValue(date: string, time: string): string {
  return `${date}T${time}`;
}

/** The server's check of a chosen time: one the location would offer now (no notice required). */
export function isBookableSlot(
  value: string,
  hours: readonly OpeningHoursEntry[],
  special: readonly SpecialHoursEntry[],
  options: SlotOptions,
): boolean {
  const [date, time] = value.split("T");
  if (!date || !time) return false;
  // A day more than the form offers: the shopper's calendar may already be on tomorrow.
  const slots = generateSlots(hours, special, {
    ...options,
    days: (options.days ?? defaultSlotDays) + 1,
    minNoticeMinutes: 0,
  });
  return slots.some((day) => day.date === date && day.times.includes(time));
}

const weekdayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "Mon 23 Nov"; written out by hand so the server and every browser print the same. */
export function formatSlotDate(date: string): string {
  const day = utcDate(date);
  return `${weekdayNames[day.getUTCDay()]} ${day.getUTCDate()} ${monthNames[day.getUTCMonth()]}`;
}

/** "Mon 23 Nov 2026": a date the shopper chose, with its year, as the dealer and the shopper read it. */
export function formatLongDate(date: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${formatSlotDate(date)} ${date.slice(0, 4)}` : date;
}

/** "9:30 am". */
export function formatSlotTime(time: string): string {
  const minutes = parseClock(time) ?? 0;
  const hours = Math.floor(minutes / 60) % 24;
  const suffix = hours < 12 ? "am" : "pm";
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes % 60).padStart(2, "0")} ${suffix}`;
}

/** "Mon 23 Nov 2026, 9:30 am" for a slot value; the value itself when it is not one. */
export function formatSlotValue(value: string): string {
  const [date, time] = value.split("T");
  if (!date || !time || parseClock(time) === null || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return value;
  return `${formatLongDate(date)}, ${formatSlotTime(time)}`;
}
