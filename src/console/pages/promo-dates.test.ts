import { describe, expect, it } from "vitest";
import { dayStartIn, promoDays, promoWindow } from "./promo-dates";

describe("a promotion's days", () => {
  it("start at midnight in the site's zone, daylight saving or not", () => {
    // Sydney: AEDT (+11) in December, AEST (+10) in June; Perth +8 all year.
    expect(dayStartIn("2026-12-24", "Australia/Sydney").toISOString()).toBe("2026-12-23T13:00:00.000Z");
    expect(dayStartIn("2026-06-01", "Australia/Sydney").toISOString()).toBe("2026-05-31T14:00:00.000Z");
    expect(dayStartIn("2026-12-24", "Australia/Perth").toISOString()).toBe("2026-12-23T16:00:00.000Z");
    // The first Sunday of October, when Sydney's clocks go forward at 2 a.m.
    expect(dayStartIn("2026-10-04", "Australia/Sydney").toISOString()).toBe("2026-10-03T14:00:00.000Z");
    expect(dayStartIn("2026-10-05", "Australia/Sydney").toISOString()).toBe("2026-10-04T13:00:00.000Z");
  });

  it("run to the end of the last day, and read back as the same days", () => {
    const window = promoWindow({ startsOn: "2026-12-01", endsOn: "2026-12-31" }, "Australia/Sydney");
    expect(window.expiresAt.toISOString()).toBe("2026-12-31T13:00:00.000Z");
    expect(promoDays(window, "Australia/Sydney")).toEqual({ startsOn: "2026-12-01", endsOn: "2026-12-31" });
    // A one-day promotion.
    const oneDay = promoWindow({ startsOn: "2026-12-26", endsOn: "2026-12-26" }, "Australia/Adelaide");
    expect(promoDays(oneDay, "Australia/Adelaide")).toEqual({ startsOn: "2026-12-26", endsOn: "2026-12-26" });
  });
});
