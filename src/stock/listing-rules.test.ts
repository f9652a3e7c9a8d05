import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import {
  explainListing,
  isListable,
  listingRules,
  normaliseStatus,
  priceRangeLabel,
  weeklyPriceRangeLabel,
  type ListingCandidate,
  type ListingRuleId,
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

describe("explainListing: each rule's verdict in words", () => {
  const verdict = (candidate: ListingCandidate, siteRules: ListingRules, rule: ListingRuleId) =>
    explainListing(candidate, siteRules, now).verdicts.find((entry) => entry.rule === rule);

  it("shown on the dealer website", () => {
    expect(verdict(car(), rules, "shown-on-website")).toEqual({
      rule: "shown-on-website",
      meets: true,
      says: "Listed: show on dealer website is on",
    });
    expect(verdict(car({ showOnDealerWebsite: false }), rules, "shown-on-website")).toEqual({
      rule: "shown-on-website",
      meets: false,
      says: "Hidden: show on dealer website is off",
    });
  });

  it("for sale, or sold within the recent-sold window", () => {
    expect(verdict(car(), rules, "for-sale-or-recently-sold")).toMatchObject({ meets: true, says: "Listed: in stock" });
    expect(verdict(car({ status: "coming_soon" }), rules, "for-sale-or-recently-sold")?.says).toBe(
      "Listed: coming soon",
    );
    expect(verdict(car({ status: "sold", soldAt: daysAgo(2) }), rules, "for-sale-or-recently-sold")).toMatchObject({
      meets: true,
      says: "Listed: sold 2 days ago; sold cars stay listed for 3 days",
    });
    expect(verdict(car({ status: "sold", soldAt: daysAgo(4) }), rules, "for-sale-or-recently-sold")).toMatchObject({
      meets: false,
      says: "Hidden: sold more than 3 days ago",
    });
    expect(verdict(car({ status: "sold", soldAt: null }), rules, "for-sale-or-recently-sold")).toMatchObject({
      meets: false,
      says: "Hidden: sold, with no sale date",
    });
    expect(verdict(car({ status: "withdrawn", soldAt: daysAgo(10) }), rules, "for-sale-or-recently-sold")?.says).toBe(
      "Hidden: sold more than 3 days ago (status “withdrawn” counts as sold)",
    );
  });

  it("in-stock only", () => {
    const inStockOnly = { ...rules, inStockOnly: true };
    expect(verdict(car(), inStockOnly, "in-stock-only")).toMatchObject({
      meets: true,
      says: "Listed: in stock, as this site lists in-stock cars only",
    });
    expect(verdict(car({ status: "coming_soon" }), inStockOnly, "in-stock-only")).toMatchObject({
      meets: false,
      says: "Hidden: this site lists in-stock cars only, and this car is coming soon",
    });
    expect(verdict(car({ status: "coming_soon" }), rules, "in-stock-only")?.meets).toBe(true);
  });

  it("the stock-age hold", () => {
    const held = { ...rules, stockAgeFilter: 7 };
    expect(verdict(car({ createdAt: daysAgo(9) }), held, "stock-age-hold")).toMatchObject({
      meets: true,
      says: "Listed: in stock 9 days, past this site's 7-day hold",
    });
    expect(verdict(car({ createdAt: daysAgo(3) }), held, "stock-age-hold")).toMatchObject({
      meets: false,
      says: "Hidden: in stock 3 days; this site lists a car once it has been in stock 7 days",
    });
    expect(verdict(car({ createdAt: daysAgo(0) }), rules, "stock-age-hold")?.meets).toBe(true);
  });

  it("used only", () => {
    const usedOnly = { ...rules, usedOnly: true };
    expect(verdict(car(), usedOnly, "used-only")).toMatchObject({ meets: true });
    expect(verdict(car({ carType: "demo" }), usedOnly, "used-only")).toMatchObject({
      meets: false,
      says: "Hidden: this site lists used cars only, and this car is a demonstrator",
    });
  });

  it("certified only", () => {
    const certifiedOnly = { ...rules, certifiedOnly: true };
    expect(verdict(car({ certified: true }), certifiedOnly, "certified-only")).toMatchObject({ meets: true });
    expect(verdict(car(), certifiedOnly, "certified-only")).toMatchObject({
      meets: false,
      says: "Hidden: this site lists certified cars only, and this car is not certified",
    });
  });

  it("excluded stock numbers", () => {
    const excluded = { ...rules, excludedStockNumbers: ["hs-10001"] };
    expect(verdict(car({ stocknum: "HS-2" }), excluded, "excluded-stock-number")).toMatchObject({
      meets: true,
      says: "Listed: stock number HS-2 is not on this site's excluded list",
    });
    expect(verdict(car(), excluded, "excluded-stock-number")).toMatchObject({
      meets: false,
      says: "Hidden: stock number HS-10001 is on this site's excluded list",
    });
  });

  it("makes whose new cars are not listed", () => {
    const noNewSuzuki = { ...rules, excludedNewMakes: ["suzuki"] };
    expect(verdict(car({ make: "Suzuki" }), noNewSuzuki, "excluded-new-make")).toMatchObject({ meets: true });
    expect(verdict(car({ make: "Suzuki", carType: "new" }), noNewSuzuki, "excluded-new-make")).toMatchObject({
      meets: false,
      says: "Hidden: this site does not list new Suzuki cars",
    });
  });

  it("lists a car exactly when it meets every rule, as the search's window does", () => {
    const siteRules: ListingRules[] = [
      rules,
      { ...rules, inStockOnly: true, stockAgeFilter: 5 },
      { ...rules, usedOnly: true, certifiedOnly: true, recentlySoldDays: 0 },
      { ...rules, excludedStockNumbers: ["HS-10001"], excludedNewMakes: ["Toyota"] },
    ];
    const cars: ListingCandidate[] = [];
    for (const status of ["in_stock", "coming_soon", "sold", "withdrawn"])
      for (const soldAt of [null, daysAgo(1), daysAgo(6)])
        for (const showOnDealerWebsite of [true, false])
          for (const carType of ["new", "used", "demo"] as const)
            for (const createdAt of [daysAgo(2), daysAgo(8)])
              cars.push(
                car({ status, soldAt, showOnDealerWebsite, carType, createdAt, certified: carType === "used" }),
              );
    for (const siteRule of siteRules) {
      for (const candidate of cars) {
        const explained = explainListing(candidate, siteRule, now);
        expect(explained.listed).toBe(isListable(candidate, siteRule, now));
        expect(explained.verdicts.map((entry) => entry.rule)).toEqual(listingRules.map((rule) => rule.id));
      }
    }
  });
});
