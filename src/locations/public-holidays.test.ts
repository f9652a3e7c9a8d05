import { describe, expect, it } from "vitest";
import { publicHolidaysAhead } from "./public-holidays";

// The holidays offered as one-click rows: each state's own, for the next twelve months.

const labelOn = (rows: { date: string; label: string }[], date: string) => rows.find((row) => row.date === date)?.label;

describe("public holidays ahead", () => {
  it("offers New South Wales its Boxing Day, the Monday after it when it falls on a Saturday, and its Labour Day", () => {
    const rows = publicHolidaysAhead("NSW", "2026-11-29");
    expect(labelOn(rows, "2026-12-26")).toBe("Boxing Day");
    expect(labelOn(rows, "2026-12-28")).toMatch(/^Boxing Day/);
    expect(labelOn(rows, "2027-10-04")).toBe("Labour Day");
    // Victoria's days are not New South Wales's.
    expect(rows.some((row) => /Melbourne Cup/.test(row.label))).toBe(false);
  });

  it("offers Victoria Melbourne Cup Day (the first Tuesday of November) and its March Labour Day", () => {
    const rows = publicHolidaysAhead("VIC", "2026-11-29");
    expect(labelOn(rows, "2027-11-02")).toMatch(/^Melbourne Cup/);
    expect(labelOn(rows, "2027-03-08")).toBe("Labour Day");
    expect(labelOn(rows, "2027-10-04")).toBeUndefined();
  });

  it("looks twelve months ahead from today, by date, one row a day, whole days only", () => {
    const rows = publicHolidaysAhead("QLD", "2026-11-29");
    const dates = rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.every((date) => date >= "2026-11-29" && date < "2027-11-29")).toBe(true);
    // Queensland's Christmas Eve holiday starts at 6 pm: not a closed day for a dealership.
    expect(dates).not.toContain("2026-12-24");
    expect(labelOn(rows, "2027-01-26")).toBe("Australia Day");
    // The Melbourne Cup 2026 (3 Nov) is already past on 29 November.
    expect(publicHolidaysAhead("VIC", "2026-11-29").some((row) => row.date === "2026-11-03")).toBe(false);
  });

  it("offers South Australia Proclamation Day and Western Australia its own day in June", () => {
    expect(labelOn(publicHolidaysAhead("SA", "2026-11-29"), "2026-12-26")).toBe("Proclamation Day");
    expect(labelOn(publicHolidaysAhead("WA", "2026-11-29"), "2027-06-07")).toBe("Western Australia Day");
  });
});
