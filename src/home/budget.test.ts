import { describe, expect, it } from "vitest";
import { bodyTypeNames } from "@/sites/config-schema";
import {
  bodyTypeForFacetValue,
  bodyTypeWords,
  budgetAmount,
  budgetSearchUrl,
  coerceBudgetInput,
  defaultRepayment,
  pickBodyTypes,
  priceRangeSearchUrl,
  priceSliderRange,
  summariseStockPrices,
} from "./budget";
import { demoConfig, siteConfig } from "@/finance/test-configs";

const widget = siteConfig().budgetWidget;

describe("coerceBudgetInput", () => {
  it("reads a number, clamped to 0–1,000,000; anything else is 0", () => {
    expect(coerceBudgetInput("600")).toBe(600);
    expect(coerceBudgetInput("$1,250.50")).toBe(1_250.5);
    expect(coerceBudgetInput("-20")).toBe(0);
    expect(coerceBudgetInput("2000000")).toBe(1_000_000);
    expect(coerceBudgetInput("abc")).toBe(0);
    expect(coerceBudgetInput("")).toBe(0);
    expect(coerceBudgetInput("   ")).toBe(0);
    expect(coerceBudgetInput(Number.NaN)).toBe(0);
    expect(coerceBudgetInput(Number.POSITIVE_INFINITY)).toBe(0);
    expect(coerceBudgetInput(1e9)).toBe(1_000_000);
  });
});

describe("budgetAmount", () => {
  it("is the repayment over five years plus the deposit", () => {
    // 600 × 12 × 5 + 2000
    expect(budgetAmount({ repayment: 600, deposit: 2_000, frequency: "monthly", termYears: 5 })).toBe(38_000);
    // 200 × 52 × 5 + 2000
    expect(budgetAmount({ repayment: 200, deposit: 2_000, frequency: "weekly", termYears: 5 })).toBe(54_000);
    expect(budgetAmount({ repayment: -5, deposit: 2_000_000, frequency: "monthly", termYears: 5 })).toBe(1_000_000);
  });

  it("starts from 600 a month or 200 a week", () => {
    expect(defaultRepayment(widget)).toBe(600);
    expect(defaultRepayment(demoConfig("coastal-rv").budgetWidget)).toBe(200);
    expect(widget.defaultDeposit).toBe(2_000);
  });
});

describe("search addresses", () => {
  it("searches above the widget's floor up to the budget, of the chosen body", () => {
    expect(budgetSearchUrl({ budget: 38_000, minPriceFilter: 1_000, body: "SUV" })).toBe(
      "/search/new-used-and-demo-cars?price=1001-38000&body=SUV",
    );
    expect(budgetSearchUrl({ budget: 38_000.75, minPriceFilter: 1_000, body: null })).toBe(
      "/search/new-used-and-demo-cars?price=1001-38000",
    );
    expect(budgetSearchUrl({ budget: 38_000, minPriceFilter: 1_000, body: "People Mover" })).toBe(
      "/search/new-used-and-demo-cars?price=1001-38000&body=People+Mover",
    );
    // A budget under the floor still makes a valid range.
    expect(budgetSearchUrl({ budget: 0, minPriceFilter: 1_000, body: null })).toBe(
      "/search/new-used-and-demo-cars?price=1001-1001",
    );
  });

  it("sorts a price range dearest first when the site offers that sort", () => {
    expect(priceRangeSearchUrl([5_000, 250_000], true)).toBe(
      "/search/new-used-and-demo-cars?price=5000-250000&sortBy=highestPrice",
    );
    expect(priceRangeSearchUrl([5_000, 60_000], false)).toBe("/search/new-used-and-demo-cars?price=5000-60000");
  });
});

describe("body types", () => {
  it("reads every body type and maps stock values back to it", () => {
    for (const name of bodyTypeNames) {
      expect(bodyTypeForFacetValue(bodyTypeWords[name].label)).toBe(name);
      expect(bodyTypeForFacetValue(name)).toBe(name);
    }
    expect(bodyTypeForFacetValue("People Mover")).toBe("peopleMover");
    expect(bodyTypeForFacetValue("SUV")).toBe("suv");
    expect(bodyTypeForFacetValue("Pop Top")).toBeNull();
  });

  const documents = [
    { price: 30_000, status: "in_stock" as const, body: "SUV" },
    { price: 22_000, status: "in_stock" as const, body: "SUV" },
    { price: 18_000, status: "coming_soon" as const, body: "SUV" },
    { price: 9_000, status: "sold" as const, body: "Hatch" },
    { price: 15_000, status: "in_stock" as const, body: "Hatch" },
    { price: 800, status: "in_stock" as const, body: "Hatch" },
    { price: 45_000, status: "in_stock" as const, body: "Ute" },
    { price: 41_000, status: "in_stock" as const, body: "Pop Top" },
    { price: 60_000, status: "in_stock" as const, body: null },
  ];

  it("summarises the prices a widget search would find: for sale and above the floor", () => {
    const stock = summariseStockPrices(documents, 1_000);
    expect(stock.lowestPrice).toBe(15_000);
    expect(stock.highestPrice).toBe(60_000);
    expect(stock.byBody.get("suv")).toEqual({ count: 3, lowestPrice: 18_000 });
    expect(stock.byBody.get("hatch")).toEqual({ count: 1, lowestPrice: 15_000 });
    expect(summariseStockPrices([], 1_000)).toMatchObject({ lowestPrice: null, highestPrice: null });
  });

  it("picks the commonest bodies in stock up to the limit, or the site's own list", () => {
    const stock = summariseStockPrices(documents, 1_000);
    const picked = pickBodyTypes({ ...widget, bodyTypeLimit: 2 }, stock);
    expect(picked.map((option) => option.name)).toEqual(["suv", "hatch"]);
    expect(picked[0]).toEqual({
      name: "suv",
      label: "SUV",
      plural: "SUVs",
      image: "/body/suv.svg",
      lowestPrice: 18_000,
    });
    const custom = pickBodyTypes({ ...widget, customBodyTypes: ["motorhome", "ute", "van"], bodyTypeLimit: 2 }, stock);
    expect(custom.map((option) => [option.name, option.lowestPrice])).toEqual([
      ["motorhome", null],
      ["ute", 45_000],
    ]);
  });
});

describe("priceSliderRange", () => {
  it("runs over the product's default $5,000 to $250,000 in steps of $500, whatever the stock", () => {
    expect(priceSliderRange(widget)).toEqual({ min: 5_000, max: 250_000, step: 500 });
  });

  it("follows a site's own range", () => {
    expect(priceSliderRange({ ...widget, sliderMin: 10_000, sliderMax: 150_000, sliderStep: 1_000 })).toEqual({
      min: 10_000,
      max: 150_000,
      step: 1_000,
    });
  });
});
