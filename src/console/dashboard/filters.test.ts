import { describe, expect, it } from "vitest";
import { dashboardHref, parseDashboardFilters, periodStart } from "./filters";

describe("the dashboard's filters", () => {
  it("reads the period, site and dealership, 30 days when none is given", () => {
    expect(parseDashboardFilters({})).toEqual({ filters: { days: 30, site: null, dealership: null }, problems: [] });
    expect(parseDashboardFilters({ days: "7", site: "redgum", dealership: ["redgum-used-cars", "x"] })).toEqual({
      filters: { days: 7, site: "redgum", dealership: "redgum-used-cars" },
      problems: [],
    });
  });

  it("names a refused value and uses the default instead", () => {
    const parsed = parseDashboardFilters({ days: "12", site: "<script>" });
    expect(parsed.filters).toEqual({ days: 30, site: null, dealership: null });
    expect(parsed.problems).toEqual(["Period: Choose 7, 30 or 90 days.", "Site: Choose one from the list."]);
  });

  it("writes the address back without the defaults", () => {
    expect(dashboardHref({ days: 30, site: null, dealership: null })).toBe("/dashboard");
    expect(dashboardHref({ days: 90, site: "harbourside", dealership: "harbourside-motors" })).toBe(
      "/dashboard?site=harbourside&dealership=harbourside-motors&days=90",
    );
  });

  it("starts the period whole days of 24 hours before now", () => {
    expect(periodStart(7, new Date("2026-11-29T06:00:00Z")).toISOString()).toBe("2026-11-22T06:00:00.000Z");
  });
});
