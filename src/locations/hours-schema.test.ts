import { describe, expect, it } from "vitest";
import {
  copyMondayToWeekdays,
  hoursMessages,
  specialDaysSchema,
  weekGrid,
  weekHoursSchema,
  type DayHoursInput,
} from "./hours-schema";

const open = (weekday: number, from: string, to: string): DayHoursInput => ({
  weekday,
  status: "Open",
  open: from,
  close: to,
});
const closed = (weekday: number): DayHoursInput => ({ weekday, status: "Closed", open: "", close: "" });
const week = (): DayHoursInput[] => [
  open(1, "08:30", "17:30"),
  open(2, "08:30", "17:30"),
  open(3, "08:30", "17:30"),
  open(4, "08:30", "19:00"),
  open(5, "08:30", "17:30"),
  open(6, "09:00", "16:00"),
  closed(0),
];

/** Field messages by path, as the form shows them beside each cell. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));
}

describe("the week's hours grid", () => {
  it("takes a week of open and closed days and stores them Monday first, closed days without times", () => {
    const input = week();
    input[6] = { weekday: 0, status: "Closed", open: "10:00", close: "" };
    const parsed = weekHoursSchema.parse([...input].reverse());
    expect(parsed.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(parsed[3]).toEqual({ weekday: 4, status: "Open", open: "08:30", close: "19:00" });
    expect(parsed[6]).toEqual({ weekday: 0, status: "Closed", open: null, close: null });
  });

  it("refuses a day that closes before, or as, it opens, on the closing cell", () => {
    const input = week();
    input[1] = open(2, "17:30", "08:30");
    input[2] = open(3, "09:00", "09:00");
    const result = weekHoursSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual({
      "1.close": hoursMessages.inverted("17:30"),
      "2.close": hoursMessages.inverted("09:00"),
    });
    expect(hoursMessages.inverted("17:30")).toBe("It must close after it opens (5:30 pm).");
  });

  it("asks for both times of an open day, and for real times", () => {
    const input = week();
    input[0] = open(1, "", "17:30");
    input[5] = open(6, "9am", "25:00");
    expect(messages(weekHoursSchema.safeParse(input))).toEqual({
      "0.open": hoursMessages.openRequired,
      "5.open": hoursMessages.time,
      "5.close": hoursMessages.time,
    });
  });

  it("refuses a week that gives a day twice or leaves one out", () => {
    const input = week();
    input[6] = open(6, "09:00", "12:00");
    expect(weekHoursSchema.safeParse(input).success).toBe(false);
    expect(weekHoursSchema.safeParse(week().slice(0, 6)).success).toBe(false);
  });

  it("copies Monday to Tuesday-Friday, leaving the weekend", () => {
    const copied = copyMondayToWeekdays(week());
    expect(copied.slice(0, 5).map((day) => [day.weekday, day.open, day.close])).toEqual([
      [1, "08:30", "17:30"],
      [2, "08:30", "17:30"],
      [3, "08:30", "17:30"],
      [4, "08:30", "17:30"],
      [5, "08:30", "17:30"],
    ]);
    expect(copied.slice(5)).toEqual(week().slice(5));
    const closedMonday = copyMondayToWeekdays([closed(1), ...week().slice(1)]);
    expect(closedMonday.slice(0, 5).every((day) => day.status === "Closed")).toBe(true);
  });

  it("shows stored hours as seven rows Monday first, a day the data leaves out as closed", () => {
    const grid = weekGrid([{ weekday: 3, status: "Open", open: "08:00", close: "12:00" }]);
    expect(grid.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(grid[2]).toEqual(open(3, "08:00", "12:00"));
    expect(grid.filter((day) => day.status === "Closed")).toHaveLength(6);
  });
});

describe("special days", () => {
  const schema = specialDaysSchema("2026-11-29");
  const day = (date: string, label: string, hours?: [string, string]) => ({
    date,
    label,
    status: hours ? ("Open" as const) : ("Closed" as const),
    startHour: hours?.[0] ?? "",
    endHour: hours?.[1] ?? "",
  });

  it("takes closed days and short days, sorted by date", () => {
    const parsed = schema.parse([
      day("2026-12-26", "Boxing Day", ["10:00", "16:00"]),
      day("2026-12-25", "Christmas Day"),
    ]);
    expect(parsed).toEqual([
      { date: "2026-12-25", label: "Christmas Day", status: "Closed", startHour: null, endHour: null },
      { date: "2026-12-26", label: "Boxing Day", status: "Open", startHour: "10:00", endHour: "16:00" },
    ]);
  });

  it("refuses the same date twice, a past date, a day that is not in the calendar and inverted hours", () => {
    const result = schema.safeParse([
      day("2026-12-25", "Christmas Day"),
      day("2026-12-25", "Stocktake", ["09:00", "12:00"]),
      day("2026-11-28", "Yesterday"),
      day("2027-02-30", "No such day"),
      day("2027-01-26", "Australia Day", ["16:00", "10:00"]),
      day("2027-03-01", " "),
    ]);
    expect(messages(result)).toEqual({
      "1.date": "Fri 25 Dec 2026 is listed twice: keep one entry per day.",
      "2.date": hoursMessages.past,
      "3.date": hoursMessages.date,
      "4.endHour": hoursMessages.inverted("16:00"),
      "5.label": hoursMessages.labelRequired,
    });
  });
});
