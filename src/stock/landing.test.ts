import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import { isLiveSearchHref, type LandingCatalogue } from "./landing";

const catalogue: LandingCatalogue = {
  makes: new Map([["toyota", "Toyota"]]),
  models: new Map([["toyota/hilux", { make: "Toyota", model: "HiLux" }]]),
  dealerships: new Map([["harbourside-toyota", "Harbourside Toyota"]]),
};

describe("isLiveSearchHref", () => {
  it("takes a search landing the stock resolves, with or without refinements", () => {
    expect(isLiveSearchHref("/search/toyota", catalogue, defaultSiteConfig)).toBe(true);
    expect(isLiveSearchHref("/search/toyota/hilux?price=-30000", catalogue, defaultSiteConfig)).toBe(true);
    expect(isLiveSearchHref("/search/used-cars", catalogue, defaultSiteConfig)).toBe(true);
    expect(isLiveSearchHref("/search/harbourside-toyota", catalogue, defaultSiteConfig)).toBe(true);
  });

  it("refuses a model or make with nothing listed, which has no landing page", () => {
    expect(isLiveSearchHref("/search/toyota/landcruiser-70", catalogue, defaultSiteConfig)).toBe(false);
    expect(isLiveSearchHref("/search/mazda", catalogue, defaultSiteConfig)).toBe(false);
  });

  it("leaves addresses outside the search alone", () => {
    expect(isLiveSearchHref("/special-offers", catalogue, defaultSiteConfig)).toBe(true);
    expect(isLiveSearchHref("/searching-for-a-car", catalogue, defaultSiteConfig)).toBe(true);
  });
});
