import { describe, expect, it } from "vitest";
import { searchLabel, searchLabelMaxLength } from "./search-label";
import type { SearchState } from "./search-state";

const state = (changes: Partial<SearchState>): SearchState => ({
  query: "",
  page: 1,
  sortBy: "mostRelevant",
  filters: {},
  ranges: {},
  ...changes,
});

describe("searchLabel", () => {
  it("names a search by what the shopper typed and picked", () => {
    expect(
      searchLabel(
        state({
          query: "sport",
          filters: { make: ["Toyota"], make_model: ["Toyota > Corolla"], body: ["Hatch", "Sedan"] },
          ranges: { price: { max: 30_000 } },
        }),
        "All cars",
      ),
    ).toBe("“sport”, Toyota Corolla, Hatch or Sedan, under $30,000");
  });

  it("says ranges the way a shopper would", () => {
    expect(searchLabel(state({ ranges: { km: { max: 50_000 }, year: { min: 2019 } } }), "All cars")).toBe(
      "under 50,000 km, 2019 or newer",
    );
    expect(searchLabel(state({ ranges: { price: { min: 10_000, max: 20_000 } } }), "All cars")).toBe(
      "$10,000 to $20,000",
    );
  });

  it("falls back to the page title, and keeps long labels short", () => {
    expect(searchLabel(state({}), "Used cars")).toBe("Used cars");
    const long = searchLabel(
      state({ filters: { make: ["Toyota", "Mazda", "Hyundai", "Kia", "Ford", "Nissan", "Subaru"] } }),
      "x",
    );
    expect(long.length).toBe(searchLabelMaxLength);
    expect(long.endsWith("…")).toBe(true);
  });
});
