import { describe, expect, it } from "vitest";
import { hasListingChanged, viewCountLabel, viewCountUrl, viewQueryInput, viewQuerySchema } from "./view-count";

describe("viewCountUrl", () => {
  it("carries what the page rendered, and the site only when given", () => {
    const url = viewCountUrl("2021 toyota/corolla", { photosCount: 12, updatedAt: "2026-03-01T10:00:00.000Z" });
    expect(url).toBe(
      "/api/cars/2021%20toyota%2Fcorolla/view.json?photos_count=12&updated_at=2026-03-01T10%3A00%3A00.000Z",
    );
    const withSite = new URL(
      viewCountUrl("corolla", { photosCount: 0, updatedAt: "2026-03-01T10:00:00.000Z", websiteId: "site-1" }),
      "http://x.localhost",
    );
    expect(withSite.searchParams.get("website_id")).toBe("site-1");
  });

  it("builds a query the server's schema reads back", () => {
    const url = new URL(
      viewCountUrl("corolla", { photosCount: 7, updatedAt: "2026-03-01T10:00:00.000Z", websiteId: "s" }),
      "http://x.localhost",
    );
    expect(viewQuerySchema.parse(viewQueryInput(url.searchParams))).toEqual({
      photos_count: 7,
      updated_at: new Date("2026-03-01T10:00:00.000Z"),
      website_id: "s",
    });
  });
});

describe("hasListingChanged", () => {
  const rendered = { price: 25_000, status: "in_stock" };

  it("is false when nothing was reported, or only photos or the reserved flag", () => {
    expect(hasListingChanged({}, rendered)).toBe(false);
    expect(hasListingChanged({ photos_count: 3 }, rendered)).toBe(false);
    expect(
      hasListingChanged(
        { price: 25_000, status: "in_stock", reserved: true, updated_at: "2026-03-02T00:00:00Z" },
        rendered,
      ),
    ).toBe(false);
  });

  it("is true when the car left stock or its price moved", () => {
    expect(hasListingChanged({ price: 25_000, status: "sold" }, rendered)).toBe(true);
    expect(hasListingChanged({ price: 25_000, status: "coming_soon" }, rendered)).toBe(true);
    expect(hasListingChanged({ price: 23_500, status: "in_stock" }, rendered)).toBe(true);
  });

  it("does not call a car that was already out of stock changed", () => {
    expect(hasListingChanged({ price: 25_000, status: "sold" }, { price: 25_000, status: "sold" })).toBe(false);
  });

  it("treats any reported price or out-of-stock status as a change when the page did not say what it rendered", () => {
    expect(hasListingChanged({ price: 25_000, status: "in_stock" }, {})).toBe(true);
    expect(hasListingChanged({ status: "sold" }, {})).toBe(true);
    expect(hasListingChanged({ photos_count: 2 }, {})).toBe(false);
  });
});

describe("viewCountLabel", () => {
  it("formats the count with separators and says 'time' for one", () => {
    expect(viewCountLabel(1234)).toBe("Viewed 1,234 times");
    expect(viewCountLabel(1)).toBe("Viewed 1 time");
    expect(viewCountLabel(0)).toBe("Viewed 0 times");
  });
});
