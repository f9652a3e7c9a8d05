import { describe, expect, it } from "vitest";
import {
  applicableSpecialHours,
  byAppointmentText,
  closedDayLabel,
  formatHolidayDate,
  groupOpeningHours,
  timeZoneLabel,
  todaysHours,
  weekdayInState,
  type OpeningHoursEntry,
  type SpecialHoursEntry,
} from "./opening-hours";

const open = (weekday: number, from: string, to: string): OpeningHoursEntry => ({
  weekday,
  status: "Open",
  open: from,
  close: to,
});
const closed = (weekday: number): OpeningHoursEntry => ({ weekday, status: "Closed", open: null, close: null });

const rows = (entries: OpeningHoursEntry[], closedText = "Closed") =>
  groupOpeningHours(entries, closedText).map((row) => [row.days, row.hours]);

describe("groupOpeningHours", () => {
  it("collapses identical weekdays to Mon-Fri, then the weekend", () => {
    const week = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, "08:30", "17:30")), open(6, "08:30", "16:00")];
    expect(rows(week)).toEqual([
      ["Mon-Fri", "8:30 am – 5:30 pm"],
      ["Sat", "8:30 am – 4:00 pm"],
      ["Sun", "Closed"],
    ]);
  });

  it("keeps Mon-Fri on its own even when Saturday has the same hours, and joins an agreeing weekend", () => {
    const week = [closed(0), ...[1, 2, 3, 4, 5, 6].map((day) => open(day, "09:00", "17:00"))];
    expect(rows(week)[0]).toEqual(["Mon-Fri", "9:00 am – 5:00 pm"]);
    const shutWeekend = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, "09:00", "17:00")), closed(6)];
    expect(rows(shutWeekend)).toEqual([
      ["Mon-Fri", "9:00 am – 5:00 pm"],
      ["Sat-Sun", "Closed"],
    ]);
  });

  it("groups identical days when the weekdays differ, runs with a dash and gaps with a comma", () => {
    const lateThursday = [
      closed(0),
      ...[1, 2, 3].map((day) => open(day, "08:30", "17:30")),
      open(4, "08:30", "19:00"),
      open(5, "08:30", "17:30"),
      open(6, "08:00", "16:00"),
    ];
    expect(rows(lateThursday)).toEqual([
      ["Mon-Wed, Fri", "8:30 am – 5:30 pm"],
      ["Thu", "8:30 am – 7:00 pm"],
      ["Sat", "8:00 am – 4:00 pm"],
      ["Sun", "Closed"],
    ]);
  });

  it("groups Saturday and Sunday across the week's end when they agree", () => {
    const week = [
      open(0, "10:00", "16:00"),
      ...[1, 2, 3, 4].map((day) => open(day, "09:00", "17:30")),
      open(5, "09:00", "17:00"),
      open(6, "10:00", "16:00"),
    ];
    expect(rows(week)).toEqual([
      ["Mon-Thu", "9:00 am – 5:30 pm"],
      ["Fri", "9:00 am – 5:00 pm"],
      ["Sat-Sun", "10:00 am – 4:00 pm"],
    ]);
  });

  it("shows a Closed day, and a missing day, with the site's closed text", () => {
    const week = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, "08:00", "17:00"))];
    expect(rows(week, closedDayLabel("status")).at(-1)).toEqual(["Sat-Sun", "Closed"]);
    expect(rows(week, closedDayLabel("by-appointment")).at(-1)).toEqual(["Sat-Sun", byAppointmentText]);
    expect(rows([], "Closed")).toEqual([
      ["Mon-Fri", "Closed"],
      ["Sat-Sun", "Closed"],
    ]);
  });

  it("formats noon and midnight hours", () => {
    expect(rows([open(1, "12:00", "00:00")])[0]).toEqual(["Mon", "12:00 pm – 12:00 am"]);
  });
});

describe("today in the location's own time zone", () => {
  // Sunday 22 Nov 2026, 14:30 UTC: Monday 01:30 in Sydney (AEDT, +11), Sunday 22:30 in Perth (+8).
  const instant = new Date("2026-11-22T14:30:00Z");
  const week = [closed(0), ...[1, 2, 3, 4, 5].map((day) => open(day, "08:30", "17:30")), closed(6)];

  it("takes the weekday from the state, not the server", () => {
    expect(weekdayInState(instant, "NSW")).toBe(1);
    expect(weekdayInState(instant, "WA")).toBe(0);
    expect(weekdayInState(instant, "qld")).toBe(1);
    expect(todaysHours(week, "NSW", instant, "Closed")).toEqual({ day: "Monday", hours: "8:30 am – 5:30 pm" });
    expect(todaysHours(week, "WA", instant, "Closed")).toEqual({ day: "Sunday", hours: "Closed" });
  });

  it("names the zone of each state, with daylight saving where the state keeps it", () => {
    expect(timeZoneLabel(instant, "NSW")).toBe("AEDT");
    expect(timeZoneLabel(instant, "QLD")).toBe("AEST");
    expect(timeZoneLabel(instant, "WA")).toBe("AWST");
    expect(timeZoneLabel(new Date("2026-06-01T00:00:00Z"), "NSW")).toBe("AEST");
  });
});

describe("applicableSpecialHours", () => {
  const entries: SpecialHoursEntry[] = [
    { date: "2026-12-26", label: "Boxing Day", status: "Open", startHour: "10:00", endHour: "16:00" },
    { date: "2026-12-25", label: "Christmas Day", status: "Closed", startHour: null, endHour: null },
    { date: "2026-11-22", label: "Yesterday's event", status: "Closed", startHour: null, endHour: null },
    { date: "2026-11-23", label: "Today's event", status: "Closed", startHour: null, endHour: null },
    { date: "2028-01-01", label: "Too far ahead", status: "Closed", startHour: null, endHour: null },
  ];
  const instant = new Date("2026-11-22T14:30:00Z");

  it("lists today's and later entries within a year, by date, in the location's zone", () => {
    const sydney = applicableSpecialHours(entries, "NSW", instant);
    expect(sydney.map((row) => [row.label, row.status, row.hours])).toEqual([
      ["Today's event", "Closed", "Closed"],
      ["Christmas Day", "Closed", "Closed"],
      ["Boxing Day", "Open", "10:00 am – 4:00 pm"],
    ]);
    // Still Sunday the 22nd in Perth: that day's entry applies there.
    expect(applicableSpecialHours(entries, "WA", instant)[0]?.label).toBe("Yesterday's event");
  });

  it("is empty when nothing is ahead", () => {
    expect(applicableSpecialHours(entries.slice(2, 3), "NSW", instant)).toEqual([]);
    expect(applicableSpecialHours([], "NSW", instant)).toEqual([]);
  });

  it("formats a holiday's date without the server's zone", () => {
    expect(formatHolidayDate("2026-12-25")).toBe("Fri 25 Dec 2026");
  });
});
