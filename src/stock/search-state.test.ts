import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import type { SiteConfig } from "@/sites/config-schema";
import {
  emptySearchState,
  parseSearchState,
  searchStateToParams,
  searchUrl,
  toSearchRequest,
  withBaseFilters,
} from "./search-state";

const config: SiteConfig = defaultSiteConfig;
const parse = (query: string, strict = true) => parseSearchState(new URLSearchParams(query), config, { strict });

describe("parseSearchState", () => {
  it("reads query, page, sortBy, keyword facets and ranges", () => {
    const outcome = parse("query=corolla&page=2&sortBy=lowestPrice&make=Toyota&make=Mazda&price=10000-30000&km=-50000");
    expect(outcome).toEqual({
      ok: true,
      state: {
        query: "corolla",
        page: 2,
        sortBy: "lowestPrice",
        filters: { make: ["Toyota", "Mazda"] },
        ranges: { price: { min: 10000, max: 30000 }, km: { min: undefined, max: 50000 } },
      },
    });
  });

  it("ignores empty parameters", () => {
    expect(parse("query=&make=&page=")).toEqual({ ok: true, state: emptySearchState(config) });
  });

  it("explains each kind of bad input", () => {
    const errorOf = (query: string) => {
      const outcome = parse(query);
      return outcome.ok ? "accepted" : outcome.error;
    };
    expect(errorOf("colour_name=Red")).toBe('Unknown search parameter "colour_name"');
    expect(errorOf("price=cheap")).toMatch(/^price must be a range/);
    expect(errorOf("price=30000-10000")).toMatch(/above the maximum/);
    expect(errorOf("page=0")).toBe("page must be 1 or more");
    expect(errorOf("page=two")).toBe("page must be a whole number");
    expect(errorOf("page=2.5")).toBe("page must be a whole number");
    expect(errorOf("page=Infinity")).toBe("page must be a whole number");
    expect(errorOf("page=100000")).toMatch(/^page must be at most \d+$/);
    expect(errorOf("sortBy=constructor")).toMatch(/^sortBy must be one of/);
    expect(errorOf(`query=${"a".repeat(101)}`)).toMatch(/at most 100/);
    expect(errorOf("sortBy=kmsLowest")).toMatch(/^sortBy must be one of/);
  });

  it("lets the page ignore parameters it does not know (tracking links)", () => {
    expect(parse("utm_source=newsletter&make=Kia", false)).toMatchObject({
      ok: true,
      state: { filters: { make: ["Kia"] } },
    });
  });
});

describe("URLs", () => {
  it("round-trip through parameters, leaving defaults out", () => {
    const state = {
      ...emptySearchState(config),
      query: "hilux",
      page: 3,
      filters: { body: ["Ute"], make: ["Toyota"] },
      ranges: { year: { min: 2018, max: undefined } },
    };
    const params = searchStateToParams(state, config);
    expect(params.toString()).toBe("query=hilux&make=Toyota&body=Ute&year=2018-&page=3");
    expect(parse(params.toString())).toEqual({ ok: true, state });
    expect(searchUrl("/cars/", emptySearchState(config), config)).toBe("/cars/");
  });

  it("merges a landing path's refinements", () => {
    const state = withBaseFilters(
      { ...emptySearchState(config), filters: { make: ["Mazda"] } },
      { make: ["Toyota"], car_type: ["used"] },
    );
    expect(state.filters).toEqual({ make: ["Mazda", "Toyota"], car_type: ["used"] });
  });

  it("maps the site's sort names and page size onto the engine request", () => {
    const request = toSearchRequest({ ...emptySearchState(config), sortBy: "highestPrice" }, config);
    expect(request).toMatchObject({ sort: "price_desc", page: 1, hitsPerPage: 21 });
  });

  it("makes the special offers a scope the other categories narrow, not one more category beside them", () => {
    const state = { ...emptySearchState(config), filters: { categories: ["Family", "Special Offers"] } };
    expect(toSearchRequest(state, config)).toMatchObject({
      filters: { categories: ["Family"] },
      required: { categories: ["Special Offers"] },
    });
    const plain = { ...emptySearchState(config), filters: { categories: ["Family", "Work"] } };
    expect(toSearchRequest(plain, config)).toMatchObject({
      filters: { categories: ["Family", "Work"] },
      required: undefined,
    });
  });
});
