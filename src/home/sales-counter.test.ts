import { describe, expect, it } from "vitest";
import { salesAt, salesClock, salesThisMonth } from "./sales-counter";

const brisbane = { timeZone: "Australia/Brisbane", unitsPerDay: 192 };

describe("salesThisMonth", () => {
  it("starts at 0 at midnight on the 1st, Brisbane time", () => {
    // 00:00 on 1 March in Brisbane (UTC+10) is 14:00 UTC on 28 February.
    expect(salesThisMonth(new Date("2026-02-28T14:00:00Z"), brisbane)).toBe(0);
    expect(salesThisMonth(new Date("2026-02-28T14:07:29Z"), brisbane)).toBe(0);
  });

  it("adds one unit every 450 seconds", () => {
    expect(salesThisMonth(new Date("2026-02-28T14:07:30Z"), brisbane)).toBe(1);
    expect(salesThisMonth(new Date("2026-02-28T15:00:00Z"), brisbane)).toBe(8);
  });

  it("adds 192 a day", () => {
    expect(salesThisMonth(new Date("2026-03-01T14:00:00Z"), brisbane)).toBe(192);
    expect(salesThisMonth(new Date("2026-03-10T14:00:00Z"), brisbane)).toBe(10 * 192);
  });

  it("resets when the month turns in Brisbane, not in UTC", () => {
    // 23:59:59 on 31 March in Brisbane: 31 days less one second.
    expect(salesThisMonth(new Date("2026-03-31T13:59:59Z"), brisbane)).toBe(31 * 192 - 1);
    // 00:00 on 1 April in Brisbane, still 31 March in UTC.
    expect(salesThisMonth(new Date("2026-03-31T14:00:00Z"), brisbane)).toBe(0);
  });

  it("follows the rate it is given", () => {
    expect(salesThisMonth(new Date("2026-03-01T14:00:00Z"), { ...brisbane, unitsPerDay: 24 })).toBe(24);
  });
});

describe("salesAt: the count carried forward in the browser from the server's clock", () => {
  it("equals a fresh count minutes later, and into the next month", () => {
    const rendered = new Date("2026-03-31T13:50:00Z");
    const clock = salesClock(rendered, brisbane);
    for (const later of [
      "2026-03-31T13:50:00Z",
      "2026-03-31T13:57:29Z",
      "2026-03-31T13:59:59Z",
      "2026-03-31T14:00:00Z",
      "2026-03-31T14:12:31Z",
    ]) {
      expect(salesAt(clock, new Date(later).getTime()), later).toBe(salesThisMonth(new Date(later), brisbane));
    }
  });

  it("knows a short month: February 2026 has 28 days", () => {
    const clock = salesClock(new Date("2026-03-31T13:00:00Z"), brisbane);
    expect(clock.monthSeconds).toBe(31 * 86_400);
    expect(salesClock(new Date("2026-02-10T00:00:00Z"), brisbane).monthSeconds).toBe(28 * 86_400);
  });
});
