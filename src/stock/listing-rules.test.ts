import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import {
  isListable,
  normaliseStatus,
  priceRangeLabel,
  weeklyPriceRangeLabel,
  type ListingCandidate,
  type ListingRules,
} from "./listing-rules";

const now = new Date("2026-11-22T12:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const rules: ListingRules = { ...defaultSiteConfig.search.filters, recentlySoldDays: 3, stockAgeFilter: 0 };
const car = (overrides: Partial<ListingCandidate> = {}): ListingCandidate => ({
  status: "in_stock",
  soldAt: null,
  showOnDealerWebsite: true,
  carType: "used",
  certified: false,
  make: "Toyota",
  stocknum: "HS-10001",
  createdAt: daysAgo(30),
  ...overrides,
});

describe("isListable", () => {
  it("lists in-stock and coming-soon cars shown on the website", () => {
    expect(isListable(car(), rules, now)).toBe(true);
    expect(isListable(car({ status: "coming_soon" }), rules, now)).toBe(true);
    expect(isListable(car({ showOnDealerWebsite: false }), rules, now)).toBe(false);
  });

  it("keeps sold cars for the recent-sold window only", () => {
    expect(isListable(car({ status: "sold", soldAt: daysAgo(2.9) }), rules, now)).toBe(true);
    expect(isListable(car({ status: "sold", soldAt: daysAgo(3.1) }), rules, now)).toBe(false);
    expect(isListable(car({ status: "sold", soldAt: null }), rules, now)).toBe(false);
    expect(isListable(car({ status: "sold", soldAt: daysAgo(5) }), { ...rules, recentlySoldDays: 7 }, now)).toBe(true);
  });

  it("treats unknown statuses as sold", () => {
    expect(normaliseStatus("withdrawn")).toBe("sold");
    expect(isListable(car({ status: "withdrawn", soldAt: daysAgo(10) }), rules, now)).toBe(false);
  });

  it("holds new stock back for the stock-age days", () => {
    const held = { ...rules, stockAgeFilter: 7 };
    expect(isListable(car({ createdAt: daysAgo(6) }), held, now)).toBe(false);
    expect(isListable(car({ createdAt: daysAgo(7) }), held, now)).toBe(true);
  });

  it("applies in-stock-only, used-only and certified-only", () => {
    expect(isListable(car({ status: "coming_soon" }), { ...rules, inStockOnly: true }, now)).toBe(false);
    expect(isListable(car({ carType: "new" }), { ...rules, usedOnly: true }, now)).toBe(false);
    expect(isListable(car({ certified: false }), { ...rules, certifiedOnly: true }, now)).toBe(false);
    expect(isListable(car({ certified: true }), { ...rules, certifiedOnly: true }, now)).toBe(true);
  });

  it("leaves out excluded stock numbers and new cars of excluded makes", () => {
    expect(isListable(car({ stocknum: "hs-10001" }), { ...rules, excludedStockNumbers: ["HS-10001"] }, now)).toBe(
      false,
    );
    const noNewSuzuki = { ...rules, excludedNewMakes: ["Suzuki"] };
    expect(isListable(car({ make: "Suzuki", carType: "new" }), noNewSuzuki, now)).toBe(false);
    expect(isListable(car({ make: "Suzuki", carType: "used" }), noNewSuzuki, now)).toBe(true);
  });
});

describe("price bands", () => {
  it("labels prices and weekly repayments", () => {
    expect(priceRangeLabel(9_999)).toBe("Under $10,000");
    expect(priceRangeLabel(25_000)).toBe("$20,000 - $30,000");
    expect(priceRangeLabel(30_000)).toBe("$30,000 - $40,000");
    expect(priceRangeLabel(180_000)).toBe("$100,000+");
    expect(weeklyPriceRangeLabel(175)).toBe("$150 - $200/wk");
  });
});
