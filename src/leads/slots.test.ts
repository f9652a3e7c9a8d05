import { describe, expect, it } from "vitest";
import type { OpeningHoursEntry } from "@/platform/db/json-types";
import {
  formatSlotDate,
  formatSlotTime,
  formatSlotValue,
  generateSlots,
  isBookableSlot,
  openDates,
  parseClock,
  wallClock,
} from "./slots";

const open = (weekday: number, from: string, to: string): OpeningHoursEntry => ({
  weekday,
  status: "Open",
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: "Closed", open: null, close: null });

// Mon-Fri 9 to 11, Saturday 9 to 10, Sunday closed.
const hours = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, "09:00", "11:00")), open(6, "09:00", "10:00")];
const sydney = "Australia/Sydney";
// Monday 23 November 2026, 08:00 in Sydney (AEDT, UTC+11).
const mondayMorning = new Date("2026-11-22T21:00:00Z");

describe("generateSlots", () => {
  it("offers 30-minute slots within opening hours over the next 14 days, skipping closed days", () => {
    const days = generateSlots(hours, [], { now: mondayMorning, timeZone: sydney, minNoticeMinutes: 0 });
    expect(days).toHaveLength(12); // 14 days less two Sundays
    expect(days[0]).toEqual({ date: "2026-11-23", weekday: 1, times: ["09:00", "09:30", "10:00", "10:30"] });
    expect(days.find((day) => day.weekday === 6)?.times).toEqual(["09:00", "09:30"]);
    expect(days.some((day) => day.weekday === 0)).toBe(false);
    expect(days.at(-1)?.date).toBe("2026-12-05");
  });

  it("leaves out times already past today, and those inside the notice period", () => {
    const midMorning = new Date("2026-11-22T22:40:00Z"); // 09:40 in Sydney
    expect(generateSlots(hours, [], { now: midMorning, timeZone: sydney, minNoticeMinutes: 0 })[0]?.times).toEqual([
      "10:00",
      "10:30",
    ]);
    expect(generateSlots(hours, [], { now: midMorning, timeZone: sydney, minNoticeMinutes: 30 })[0]?.times).toEqual([
      "10:30",
    ]);
    expect(generateSlots(hours, [], { now: midMorning, timeZone: sydney })[0]?.date).toBe("2026-11-24");
    // A slot starting this very minute has already begun.
    const nine = new Date("2026-11-22T22:00:30Z");
    expect(generateSlots(hours, [], { now: nine, timeZone: sydney, minNoticeMinutes: 0 })[0]?.times[0]).toBe("09:30");
  });

  it("drops today entirely after closing and carries a long notice into tomorrow", () => {
    const evening = new Date("2026-11-23T10:30:00Z"); // Monday 21:30 in Sydney
    const days = generateSlots(hours, [], { now: evening, timeZone: sydney, minNoticeMinutes: 12 * 60 });
    expect(days[0]).toEqual({ date: "2026-11-24", weekday: 2, times: ["09:30", "10:00", "10:30"] });
  });

  it("uses the location's own time zone for 'today'", () => {
    // 23:30 on Sunday in Perth is already Monday 02:30 in Sydney.
    const now = new Date("2026-11-22T15:30:00Z");
    expect(wallClock(now, "Australia/Perth").date).toBe("2026-11-22");
    expect(wallClock(now, sydney).date).toBe("2026-11-23");
    expect(generateSlots(hours, [], { now, timeZone: "Australia/Perth", minNoticeMinutes: 0 })[0]?.date).toBe(
      "2026-11-23",
    );
  });

  it("follows special hours: closed holidays, and shortened or extended hours", () => {
    const special = [
      { date: "2026-11-23", status: "Closed" as const, startHour: null, endHour: null },
      { date: "2026-11-24", status: "Open" as const, startHour: "10:00", endHour: "11:00" },
      { date: "2026-11-29", status: "Open" as const, startHour: "12:00", endHour: "13:00" },
      { date: "2026-11-25", status: "Open" as const, startHour: null, endHour: null },
    ];
    const days = generateSlots(hours, special, { now: mondayMorning, timeZone: sydney, minNoticeMinutes: 0 });
    expect(days.find((day) => day.date === "2026-11-23")).toBeUndefined();
    expect(days.find((day) => day.date === "2026-11-24")?.times).toEqual(["10:00", "10:30"]);
    expect(days.find((day) => day.date === "2026-11-29")?.times).toEqual(["12:00", "12:30"]);
    expect(days.find((day) => day.date === "2026-11-25")?.times).toHaveLength(4);
  });

  it("ignores malformed hours rather than inventing slots", () => {
    const broken = [open(1, "9am", "5pm"), open(2, "17:00", "09:00"), open(3, "09:00", "09:20")];
    expect(generateSlots(broken, [], { now: mondayMorning, timeZone: sydney, days: 7, minNoticeMinutes: 0 })).toEqual(
      [],
    );
  });

  it("supports other slot lengths and windows", () => {
    const days = generateSlots(hours, [], {
      now: mondayMorning,
      timeZone: sydney,
      days: 1,
      slotMinutes: 60,
      minNoticeMinutes: 0,
    });
    expect(days).toEqual([{ date: "2026-11-23", weekday: 1, times: ["09:00", "10:00"] }]);
  });
});

describe("openDates", () => {
  it("lists the days a place is open from the first day asked, skipping closed days and closed holidays", () => {
    const holiday = { date: "2026-11-26", status: "Closed" as const, startHour: null, endHour: null };
    const dates = openDates(hours, [holiday], { now: mondayMorning, timeZone: sydney, firstDay: 2, days: 7 });
    // Wed 25 to Tue 1 Dec: Thursday's holiday and Sunday are closed.
    expect(dates).toEqual(["2026-11-25", "2026-11-27", "2026-11-28", "2026-11-30", "2026-12-01"]);
  });
});

describe("isBookableSlot", () => {
  it("accepts an offered time and rejects closed days, odd minutes and past times", () => {
    const options = { now: mondayMorning, timeZone: sydney };
    expect(isBookableSlot("2026-11-24T10:30", hours, [], options)).toBe(true);
    expect(isBookableSlot("2026-11-29T10:00", hours, [], options)).toBe(false); // Sunday
    expect(isBookableSlot("2026-11-24T10:15", hours, [], options)).toBe(false);
    expect(isBookableSlot("2026-11-20T10:00", hours, [], options)).toBe(false);
    expect(isBookableSlot("soon", hours, [], options)).toBe(false);
  });
});

describe("helpers", () => {
  it("reads clock times", () => {
    expect(parseClock("08:30")).toBe(510);
    expect(parseClock("24:00")).toBe(1440);
    expect(parseClock("24:30")).toBeNull();
    expect(parseClock("8:30")).toBeNull();
    expect(parseClock(null)).toBeNull();
  });

  it("formats days and times the same everywhere", () => {
    expect(formatSlotDate("2026-11-23")).toBe("Mon 23 Nov");
    expect(formatSlotTime("09:30")).toBe("9:30 am");
    expect(formatSlotTime("12:00")).toBe("12:00 pm");
    expect(formatSlotTime("00:15")).toBe("12:15 am");
    expect(formatSlotValue("2026-11-23T14:30")).toBe("Mon 23 Nov 2026, 2:30 pm");
    expect(formatSlotValue("whenever")).toBe("whenever");
  });
});
