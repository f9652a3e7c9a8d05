import { describe, expect, it } from "vitest";
import { formatCount, formatDate, formatMoney, formatOdometer, groupDigits } from "./format";

describe("groupDigits", () => {
  it("writes numbers as Intl.NumberFormat('en-AU') does, without the browser's locale data", () => {
    const values = [
      0, 1, 12, 999, 1000, 12345, 999999.5, 1234567.891, -1, -1500, -0.004, 0.5, 2.5, 1.005, 1250.5, 1e15,
    ];
    for (const maxFractionDigits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: maxFractionDigits });
      for (const value of values) expect(groupDigits(value, maxFractionDigits), `${value}`).toBe(intl.format(value));
    }
  });

  it("agrees with Intl on many random amounts", () => {
    const intl = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 2 });
    let seed = 7;
    for (let index = 0; index < 2000; index += 1) {
      seed = (seed * 48271) % 2147483647;
      const value = ((seed % 2_000_000_00) - 1_000_000_00) / 100;
      expect(groupDigits(value, 2)).toBe(intl.format(value));
    }
  });
});

describe("formatMoney", () => {
  it("shows whole dollars with thousands separators", () => {
    expect(formatMoney(12345)).toBe("$12,345");
    expect(formatMoney(1234567.6)).toBe("$1,234,568");
    expect(formatMoney(0)).toBe("$0");
    expect(formatMoney(999.4)).toBe("$999");
  });

  it("puts the sign before the dollar", () => {
    expect(formatMoney(-1500)).toBe("-$1,500");
  });
});

describe("formatCount", () => {
  it("shows whole counts with thousands separators, never below zero", () => {
    expect(formatCount(1234)).toBe("1,234");
    expect(formatCount(1)).toBe("1");
    expect(formatCount(1_000_000)).toBe("1,000,000");
    expect(formatCount(-3)).toBe("0");
  });
});

describe("formatOdometer", () => {
  it("shows kilometres with separators", () => {
    expect(formatOdometer(87654)).toBe("87,654 km");
    expect(formatOdometer(5)).toBe("5 km");
  });
});

describe("formatDate", () => {
  it("shows calendar dates as dd/MM/yyyy without shifting the day", () => {
    expect(formatDate("2026-03-07")).toBe("07/03/2026");
  });

  it("shows instants as the date in Sydney", () => {
    // 14:30 UTC on 31 Dec is already New Year's Day in Sydney.
    expect(formatDate(new Date("2026-12-31T14:30:00Z"))).toBe("01/01/2027");
    expect(formatDate(new Date("2026-06-15T01:00:00Z"), "Australia/Perth")).toBe("15/06/2026");
  });

  it("refuses what is not a date", () => {
    expect(() => formatDate("yesterday")).toThrow(RangeError);
  });
});
