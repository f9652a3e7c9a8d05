import { describe, expect, it } from "vitest";
import {
  breadcrumb,
  feetToMetres,
  locationAnnouncement,
  regoText,
  showsFuelCalculator,
  showsMarketIndicator,
  showsPriceComparison,
  vehicleSectionOrder,
  vehicleSectionTitles,
  visibleSpecRows,
  weeklyFuelCost,
} from "./vehicle-rules";

const market = {
  average_market_price: 30_000,
  state_average_market_price: 31_000,
  fill: 0.5,
  market_range_min: 27_000,
  market_range_max: 34_000,
  confidence: 0.6,
  description: "",
};

describe("vehicle rules", () => {
  it("writes the rego line", () => {
    const today = "2026-11-22";
    expect(regoText("2027-03-01", { unregisteredText: false, today })).toBe("Expires on 01/03/2027");
    expect(regoText("2026-01-01", { unregisteredText: true, today })).toBeNull();
    expect(regoText(null, { unregisteredText: true, today })).toBe("Unregistered");
    expect(regoText(null, { unregisteredText: false, today })).toBeNull();
  });

  it("costs fuel per week and skips electric cars", () => {
    expect(weeklyFuelCost({ kmPerWeek: 250, litresPer100Km: 10, pricePerLitre: 1.7 })).toBeCloseTo(42.5);
    expect(showsFuelCalculator("Electric")).toBe(false);
    expect(showsFuelCalculator("Hybrid")).toBe(true);
  });

  it("omits empty spec rows and converts feet", () => {
    expect(
      visibleSpecRows([
        { group: "Engine", label: "Cylinders", value: "4" },
        { group: "Engine", label: "Turbo", value: " " },
        { group: "Engine", label: "Valves", value: "-" },
      ]),
    ).toHaveLength(1);
    expect(feetToMetres(20)).toBe(6.1);
  });

  it("announces a car kept away from the primary location", () => {
    expect(locationAnnouncement("Newcastle", "Sydney")).toBe("This vehicle is located in Newcastle.");
    expect(locationAnnouncement("sydney", "Sydney")).toBeNull();
  });

  it("builds the breadcrumb under the site's prefix", () => {
    const crumbs = breadcrumb(
      { carType: "used", itemType: "car", make: "Toyota", model: "HiLux", body: "Ute" },
      "/used-car",
    );
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      "/",
      "/used-car/used-cars",
      "/used-car/toyota",
      "/used-car/toyota/hilux",
      "/used-car/toyota/hilux?body=Ute",
    ]);
    expect(crumbs[1]?.label).toBe("Used Cars");
  });

  it("names a caravan's or motorcycle's type and narrows its crumbs to that item type", () => {
    const caravan = breadcrumb(
      { carType: "used", itemType: "caravan", make: "Jayco", model: "Journey", body: "Caravan" },
      "/search",
    );
    expect(caravan.map((crumb) => crumb.label)).toEqual(["Home", "Used Caravans", "Jayco", "Journey", "Caravan"]);
    expect(caravan.map((crumb) => crumb.href)).toEqual([
      "/",
      "/search/used-cars?item_type=caravan",
      "/search/jayco?item_type=caravan",
      "/search/jayco/journey?item_type=caravan",
      "/search/jayco/journey?body=Caravan&item_type=caravan",
    ]);
    const motorcycle = breadcrumb(
      { carType: "new", itemType: "motorcycle", make: "Yamaha", model: "MT-07", body: null },
      "/search",
    );
    expect(motorcycle[1]).toEqual({ label: "New Motorcycles", href: "/search/new-cars?item_type=motorcycle" });
  });

  it("gates the price comparison", () => {
    const data = {
      fill: 0.5,
      listing_price: 30_000,
      market_range_min: 27_000,
      market_range_max: 34_000,
      confidence: 0.6,
      description: "",
    };
    expect(showsPriceComparison(data)).toBe(true);
    expect(showsPriceComparison({ ...data, confidence: 0.2 })).toBe(false);
    expect(showsPriceComparison({ ...data, market_range_max: 29_000 })).toBe(false);
    expect(showsPriceComparison({ ...data, fill: undefined })).toBe(false);
    expect(showsPriceComparison(null)).toBe(false);
  });

  it("shows the market indicator only well below the average", () => {
    expect(showsMarketIndicator(30_400, market)).toBe(true);
    expect(showsMarketIndicator(30_600, market)).toBe(false);
    expect(showsMarketIndicator(29_000, { ...market, state_average_market_price: null })).toBe(true);
    expect(showsMarketIndicator(29_600, { ...market, state_average_market_price: null })).toBe(false);
  });
});

describe("vehicle page section layouts", () => {
  it("the one-dealer page opens with its seven sections in the product's order", () => {
    const order = vehicleSectionOrder("one-dealer");
    expect(order.slice(0, 8)).toEqual([
      "keyInformation",
      "comments",
      "reserveOnline",
      "whyBuyFromUs",
      "protectYourCar",
      "details",
      "features",
      "specifications",
    ]);
    const titles = vehicleSectionTitles("one-dealer");
    expect([titles.keyInformation, titles.comments, titles.details, titles.specifications]).toEqual([
      "Key information",
      "Our Comments",
      "Car Summary",
      "All Specifications",
    ]);
  });

  it("the standard page has no one-dealer sections but Reserve Online, and both keep every shared block once", () => {
    const standard = vehicleSectionOrder("standard");
    // Every site that takes reservations states the deposit's terms (the section shows only then).
    expect(standard).toContain("reserveOnline");
    expect(standard).not.toContain("whyBuyFromUs");
    expect(standard).not.toContain("protectYourCar");
    for (const layout of ["standard", "one-dealer"] as const) {
      const order = vehicleSectionOrder(layout);
      expect(new Set(order).size).toBe(order.length);
      for (const shared of standard) expect(order).toContain(shared);
    }
    expect(vehicleSectionTitles("standard").comments).toBe("Dealer comments");
  });

  it("the standard page puts the Video right after Key information, then the dealer's comments, as the documents order them", () => {
    expect(vehicleSectionOrder("standard").slice(0, 3)).toEqual(["keyInformation", "video", "comments"]);
  });
});
