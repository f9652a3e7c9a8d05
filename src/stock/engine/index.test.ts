import type { CarDocument } from "@/cars/car";
import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  canonicalRequestKey,
  createCachedSearch,
  FilterSyntaxError,
  findByFilter,
  multiSearch,
  search,
  type SearchIndex,
  type SearchRequest,
} from "./index";

let sequence = 0;

/** A listed car with plain defaults; each test states only what it is about. */
function car(overrides: Partial<CarDocument> = {}): CarDocument {
  sequence += 1;
  const stocknum = overrides.stocknum ?? `HS-${10_000 + sequence}`;
  const make = overrides.make ?? "Toyota";
  const model = overrides.model ?? "Corolla";
  return {
    id: `car-${sequence}`,
    slug: `car-${sequence}`,
    stocknum,
    name: `${overrides.year ?? 2021} ${make} ${model}`,
    year: 2021,
    make,
    model,
    make_model: `${make} > ${model}`,
    badge: null,
    series: null,
    colour: null,
    body: null,
    drive: null,
    fuel: null,
    transmission: null,
    car_type: "used",
    item_type: "car",
    status: "in_stock",
    tag: null,
    certified: false,
    reserved: false,
    preorder: false,
    seats: null,
    categories: [],
    filtered_features: [],
    km: 50_000,
    price: 20_000,
    before_price: null,
    subscription_price: null,
    price_qualifier: null,
    vin: null,
    weekly_price: null,
    price_range: "$20,000 - $30,000",
    weekly_price_range: null,
    city: null,
    state: null,
    location_id: null,
    location_name: null,
    dealership_id: "dealer-1",
    dealership_name: "Harbourside Motors",
    dealership_slug: "harbourside-motors",
    created_at_timestamp: 1_790_000_000,
    sold_date_timestamp: null,
    custom_rank: 0,
    views: 0,
    primary_image_url: null,
    primary_photo: null,
    image_count: 0,
    checkout_enabled: true,
    trade_in_allowed: true,
    has_history_report: false,
    ...overrides,
  };
}

const stocknums = (hits: readonly CarDocument[]) => hits.map((hit) => hit.stocknum);
const ids = (hits: readonly CarDocument[]) => hits.map((hit) => hit.id);

function indexOf(...docs: CarDocument[]): SearchIndex {
  return buildSearchIndex(docs);
}

describe("search: counts, paging and hits", () => {
  const docs = Array.from({ length: 50 }, (_, n) =>
    car({ stocknum: `P-${String(n).padStart(3, "0")}`, custom_rank: 0 }),
  );
  const index = buildSearchIndex(docs);

  it("counts every match and pages by 21 by default", () => {
    const result = search(index, {});
    expect(result.count).toBe(50);
    expect(result.hitsPerPage).toBe(21);
    expect(result.pages).toBe(3);
    expect(result.page).toBe(1);
    expect(result.hits).toHaveLength(21);
    expect(search(index, { page: 3 }).hits).toHaveLength(8);
    expect(typeof result.ms).toBe("number");
  });

  it("returns empty hits, not an error, for a page past the end", () => {
    const result = search(index, { page: 4 });
    expect(result.hits).toEqual([]);
    expect(result.count).toBe(50);
    expect(result.pages).toBe(3);
  });

  it("pages are stable: every car exactly once, in one order, however the stock is paged", () => {
    const all = stocknums(search(index, { hitsPerPage: 50 }).hits);
    const paged = [1, 2, 3, 4, 5, 6, 7, 8].flatMap((page) => stocknums(search(index, { page, hitsPerPage: 7 }).hits));
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(50);
    // Equal rank and age: stock number decides.
    expect(all.slice(0, 3)).toEqual(["P-000", "P-001", "P-002"]);
  });

  it("rejects a page or page size that is not a whole number from 1", () => {
    expect(() => search(index, { page: 0 })).toThrow(RangeError);
    expect(() => search(index, { hitsPerPage: 2.5 })).toThrow(RangeError);
  });

  it("answers an empty stock", () => {
    const result = search(buildSearchIndex([]), { query: "corolla", filters: { make: ["Toyota"] } });
    expect(result).toMatchObject({ count: 0, pages: 0, hits: [] });
    expect(result.facets.make).toEqual({});
    expect(result.facetStats).toEqual({});
  });
});

describe("search: filters and disjunctive facets", () => {
  const index = indexOf(
    car({ stocknum: "A", make: "Toyota", model: "Corolla", body: "Hatch", colour: "White", seats: 5 }),
    car({ stocknum: "B", make: "Toyota", model: "RAV4", body: "SUV", colour: "Red", seats: 5, certified: true }),
    car({ stocknum: "C", make: "Mazda", model: "CX-5", body: "SUV", colour: "White", seats: 5 }),
    car({ stocknum: "D", make: "Mazda", model: "CX-9", body: "SUV", colour: null, seats: 7, certified: true }),
    car({ stocknum: "E", make: "Kia", model: "Carnival", body: "People Mover", colour: "White", seats: null }),
  );

  it("ORs values within a facet and ANDs across facets", () => {
    expect(stocknums(search(index, { filters: { make: ["Toyota", "Kia"] } }).hits).sort()).toEqual(["A", "B", "E"]);
    expect(stocknums(search(index, { filters: { make: ["Toyota", "Mazda"], colour: ["White"] } }).hits).sort()).toEqual(
      ["A", "C"],
    );
    expect(search(index, { filters: { make: ["Holden"] } }).count).toBe(0);
    expect(search(index, { filters: { make: [] } }).count).toBe(5);
  });

  it("counts each facet over every refinement but its own", () => {
    const result = search(index, { filters: { make: ["Mazda"], body: ["SUV"] } });
    expect(result.count).toBe(2);
    // make: all SUVs by make (the make filter itself is left out).
    expect(result.facets.make).toEqual({ Toyota: 1, Mazda: 2 });
    // body: all Mazdas by body.
    expect(result.facets.body).toEqual({ SUV: 2 });
    // An unrefined facet: over the full match.
    expect(result.facets.model).toEqual({ "CX-5": 1, "CX-9": 1 });
    expect(result.facets.colour).toEqual({ White: 1 });
  });

  it("shows certified as true/false and seats as numbers in text, and never counts a missing value", () => {
    const result = search(index, {});
    expect(result.facets.certified).toEqual({ true: 2, false: 3 });
    expect(result.facets.seats).toEqual({ "5": 3, "7": 1 });
    expect(result.facets.colour).toEqual({ White: 3, Red: 1 });
    expect(stocknums(search(index, { filters: { certified: ["true"] } }).hits).sort()).toEqual(["B", "D"]);
    expect(stocknums(search(index, { filters: { seats: ["7"] } }).hits)).toEqual(["D"]);
  });

  it("leaves zero counts out", () => {
    const result = search(index, { filters: { colour: ["Red"] } });
    expect(result.facets.model).toEqual({ RAV4: 1 });
  });

  it("computes only the facets asked for", () => {
    const result = search(index, { facets: ["make", "price"] });
    expect(Object.keys(result.facets)).toEqual(["make"]);
    expect(Object.keys(result.facetStats)).toEqual(["price"]);
  });

  it("counts a car once per value of a multi-valued facet", () => {
    const multi = indexOf(
      car({ categories: ["Special Offers", "Family", "Special Offers"] }),
      car({ categories: ["Family"] }),
      car({ categories: [] }),
    );
    expect(search(multi, {}).facets.categories).toEqual({ Family: 2, "Special Offers": 1 });
    expect(search(multi, { filters: { categories: ["Special Offers"] } }).count).toBe(1);
  });

  it("narrows by a required value whatever the facet's own refinement, counts included", () => {
    const offers = indexOf(
      car({ stocknum: "F1", categories: ["Family", "Special Offers"] }),
      car({ stocknum: "F2", categories: ["Family"] }),
      car({ stocknum: "W1", categories: ["Work", "Special Offers"] }),
      car({ stocknum: "W2", categories: ["Work"] }),
    );
    const family = search(offers, {
      filters: { categories: ["Family"] },
      required: { categories: ["Special Offers"] },
    });
    expect(stocknums(family.hits)).toEqual(["F1"]);
    // The categories offered beside it count the offers only.
    expect(family.facets.categories).toEqual({ Family: 1, Work: 1, "Special Offers": 2 });
    expect(canonicalRequestKey({ required: { categories: ["Special Offers"] } })).not.toBe(canonicalRequestKey({}));
  });
});

describe("search: ranges and stats", () => {
  const index = indexOf(
    car({ stocknum: "A", price: 10_000, km: 90_000, year: 2015, subscription_price: null, body: "Sedan" }),
    car({ stocknum: "B", price: 20_000, km: 40_000, year: 2019, subscription_price: 199, body: "SUV" }),
    car({ stocknum: "C", price: 30_000, km: 10_000, year: 2022, subscription_price: 299, body: "SUV" }),
    car({ stocknum: "D", price: 45_000, km: 0, year: 2024, subscription_price: null, body: "Ute" }),
  );

  it("filters by inclusive ranges, either bound optional", () => {
    expect(stocknums(search(index, { ranges: { price: { min: 20_000, max: 30_000 } } }).hits).sort()).toEqual([
      "B",
      "C",
    ]);
    expect(search(index, { ranges: { price: { min: 30_000 } } }).count).toBe(2);
    expect(search(index, { ranges: { km: { max: 10_000 } } }).count).toBe(2);
    expect(search(index, { ranges: { year: {} } }).count).toBe(4);
  });

  it("never lets a car without a value through a range", () => {
    expect(stocknums(search(index, { ranges: { subscription_price: { min: 0 } } }).hits).sort()).toEqual(["B", "C"]);
  });

  it("reports min and max, ignoring the facet's own range but honouring the others", () => {
    const result = search(index, { ranges: { price: { min: 25_000 } }, filters: { body: ["SUV", "Ute"] } });
    expect(result.count).toBe(2);
    expect(result.facetStats.price).toEqual({ min: 20_000, max: 45_000 });
    expect(result.facetStats.km).toEqual({ min: 0, max: 10_000 });
    expect(result.facetStats.subscription_price).toEqual({ min: 299, max: 299 });
  });

  it("leaves a stat out when no matching car has a value", () => {
    const result = search(index, { filters: { body: ["Ute"] } });
    expect(result.facetStats.subscription_price).toBeUndefined();
    expect(result.facetStats.year).toEqual({ min: 2024, max: 2024 });
  });
});

describe("search: sorting", () => {
  const index = indexOf(
    car({
      stocknum: "A",
      custom_rank: 5,
      price: 30_000,
      km: 20_000,
      created_at_timestamp: 300,
      subscription_price: 299,
    }),
    car({ stocknum: "B", custom_rank: 9, price: 0, km: 5_000, created_at_timestamp: 100, subscription_price: null }),
    car({
      stocknum: "C",
      custom_rank: 1,
      price: 15_000,
      km: 80_000,
      created_at_timestamp: 400,
      subscription_price: 199,
    }),
    car({
      stocknum: "D",
      custom_rank: 5,
      price: 15_000,
      km: 20_000,
      created_at_timestamp: 200,
      subscription_price: null,
    }),
  );
  const order = (request: SearchRequest) => stocknums(search(index, request).hits);

  it("sorts by custom rank by default, newest first within a rank", () => {
    expect(order({})).toEqual(["B", "A", "D", "C"]);
    expect(order({ sort: "rank" })).toEqual(["B", "A", "D", "C"]);
  });

  it("sorts by every key, breaking ties by rank", () => {
    expect(order({ sort: "latest" })).toEqual(["C", "A", "D", "B"]);
    expect(order({ sort: "price_asc" })).toEqual(["B", "D", "C", "A"]);
    expect(order({ sort: "price_desc" })).toEqual(["A", "D", "C", "B"]);
    expect(order({ sort: "km_asc" })).toEqual(["B", "A", "D", "C"]);
    expect(order({ sort: "km_desc" })).toEqual(["C", "A", "D", "B"]);
  });

  it("puts cars without a subscription price last", () => {
    expect(order({ sort: "subscription_price_asc" })).toEqual(["C", "A", "B", "D"]);
  });

  it("leaves price-0 cars out of price ascending results and counts when asked", () => {
    const result = search(index, { sort: "price_asc", excludeZeroPriceOnAscending: true });
    expect(stocknums(result.hits)).toEqual(["D", "C", "A"]);
    expect(result.count).toBe(3);
    expect(result.facetStats.price).toEqual({ min: 15_000, max: 30_000 });
    // Only for price ascending.
    expect(search(index, { sort: "price_desc", excludeZeroPriceOnAscending: true }).count).toBe(4);
  });
});

describe("search: free text", () => {
  const index = indexOf(
    car({ stocknum: "HS-10234", make: "Toyota", model: "Corolla", badge: "Ascent Sport", custom_rank: 1 }),
    car({ stocknum: "HS-10235", make: "Toyota", model: "Coaster", badge: "Deluxe", custom_rank: 2 }),
    car({ stocknum: "HS-10236", make: "Toyota", model: "Camry", badge: "Ascent", custom_rank: 3 }),
    car({ stocknum: "HS-10237", make: "Toyota", model: "HiLux", badge: "SR5", custom_rank: 4 }),
    car({ stocknum: "HS-10238", make: "Ford", model: "Ranger", badge: "XLT", custom_rank: 5, year: 2019 }),
    car({ stocknum: "HS-10239", make: "Škoda", model: "Octavia", badge: "110TSI", custom_rank: 6 }),
    car({ stocknum: "HS-10240", make: "Subaru", model: "Forester", badge: "2.5i", custom_rank: 7 }),
    car({ stocknum: "HS-10241", make: "Toyota", model: "LandCruiser", badge: "Sahara", custom_rank: 8 }),
    car({ stocknum: "HS-10242", make: "Mitsubishi", model: "Outlander", badge: "ES", custom_rank: 9 }),
    car({ stocknum: "CX-5", make: "Mazda", model: "CX-5", badge: "Maxx", custom_rank: 10, colour: "Soul Red" }),
  );
  const found = (query: string) => stocknums(search(index, { query, hitsPerPage: 50 }).hits).sort();

  it("matches whole words case- and accent-insensitively, every word required", () => {
    expect(found("COROLLA")).toEqual(["HS-10234"]);
    expect(found("skoda")).toEqual(["HS-10239"]);
    expect(found("ŠKODA octavia")).toEqual(["HS-10239"]);
    expect(found("hilux sr5")).toEqual(["HS-10237"]);
    expect(found("toyota ranger")).toEqual([]);
    expect(found("soul red")).toEqual(["CX-5"]);
  });

  it("matches the last word as a prefix, and only the last", () => {
    expect(found("toyota co")).toEqual(["HS-10234", "HS-10235"]);
    expect(found("toyota cor")).toEqual(["HS-10234"]);
    expect(found("co toyota")).toEqual([]);
  });

  it("forgives one typo from 5 letters and two from 9, none below 5", () => {
    expect(found("corola")).toEqual(["HS-10234"]); // 6 letters, one missing
    expect(found("hliux")).toEqual(["HS-10237"]); // 5 letters, one swap
    expect(found("hylix")).toEqual([]); // 5 letters, two typos
    expect(found("forestar")).toEqual(["HS-10240"]); // 8 letters, one typo
    expect(found("firestar")).toEqual([]); // 8 letters, two typos
    expect(found("outlamdar")).toEqual(["HS-10242"]); // 9 letters, two typos
    expect(found("lendcrusier")).toEqual(["HS-10241"]); // 11 letters, two typos
    expect(found("fort ranger")).toEqual([]); // 4 letters: exact only
    expect(found("ranger fort")).toEqual([]); // ... and as a prefix, "fort" does not start "ford"
    expect(found("ford ranger")).toEqual(["HS-10238"]);
  });

  it("matches numbers exactly or, as the last word, as a prefix; never with a typo", () => {
    expect(found("2019")).toEqual(["HS-10238"]);
    expect(found("201")).toEqual(["HS-10238"]);
    expect(found("2091")).toEqual([]);
    expect(found("110tsi")).toEqual(["HS-10239"]);
    expect(found("110tsj")).toEqual([]);
  });

  it("finds a stock number however it is punctuated", () => {
    expect(found("HS-10234")).toEqual(["HS-10234"]);
    expect(found("hs10234")).toEqual(["HS-10234"]);
    expect(found("hs 10234")).toEqual(["HS-10234"]);
    expect(found("10234")).toEqual(["HS-10234"]);
    expect(found("hs1023")).toHaveLength(6); // HS-10234 to HS-10239
    expect(found("hs-102")).toHaveLength(9);
    expect(found("cx5")).toEqual(["CX-5"]);
  });

  it("treats a query without words as no text refinement", () => {
    expect(search(index, { query: "  -  " }).count).toBe(10);
  });

  it("ranks exact words above prefixes and typos, then by custom rank", () => {
    const ranked = indexOf(
      car({ stocknum: "TYPO", model: "Sorrento", custom_rank: 900 }),
      car({ stocknum: "EXACT", model: "Sorento", custom_rank: 1 }),
      car({ stocknum: "PREFIX", model: "Sorentos", custom_rank: 500 }),
    );
    expect(stocknums(search(ranked, { query: "sorento" }).hits)).toEqual(["EXACT", "PREFIX", "TYPO"]);
    // Not the last word: "sorentos" is now one typo away, level with "sorrento", so rank decides.
    expect(stocknums(search(ranked, { query: "sorento toyota" }).hits)).toEqual(["EXACT", "TYPO", "PREFIX"]);
    // Another sort replaces relevance.
    expect(stocknums(search(ranked, { query: "sorento", sort: "rank" }).hits)[0]).toBe("EXACT");
    expect(stocknums(search(ranked, { query: "sorento", sort: "latest" }).hits)).toEqual(["TYPO", "PREFIX", "EXACT"]);
  });

  it("combines text with filters, and counts facets over the text match", () => {
    const result = search(index, { query: "toyota", filters: { model: ["Camry"] } });
    expect(stocknums(result.hits)).toEqual(["HS-10236"]);
    expect(result.facets.model).toEqual({ Corolla: 1, Coaster: 1, Camry: 1, HiLux: 1, LandCruiser: 1 });
    expect(result.facets.make).toEqual({ Toyota: 1 });
  });
});

describe("multiSearch and findByFilter", () => {
  const docs = [
    car({ id: "a", slug: "a-slug", stocknum: "A", body: "SUV", price: 25_000, year: 2020, custom_rank: 9 }),
    car({ id: "b", slug: "b-slug", stocknum: "B", body: "SUV", price: 35_000, year: 2022, custom_rank: 8 }),
    car({ id: "c", slug: "c-slug", stocknum: "C", body: "People Mover", price: 45_000, year: 2023, custom_rank: 7 }),
    car({ id: "d", slug: "d-slug", stocknum: "D", body: "Sedan", price: 15_000, year: 2018, custom_rank: 6 }),
    car({
      id: "e",
      slug: "e-slug",
      stocknum: "E",
      body: null,
      price: 5_000,
      year: 2010,
      custom_rank: 5,
      status: "sold",
    }),
  ];
  const index = buildSearchIndex(docs);
  const find = (filter: string, limit = 10) => ids(findByFilter(index, filter, limit));

  it("reads equality, quoted values, NOT, ranges and comparisons", () => {
    expect(find("body:SUV")).toEqual(["a", "b"]);
    expect(find('body:"People Mover"')).toEqual(["c"]);
    expect(find("NOT body:SUV")).toEqual(["c", "d", "e"]);
    expect(find("price:15000 TO 35000")).toEqual(["a", "b", "d"]);
    expect(find("price > 25000")).toEqual(["b", "c"]);
    expect(find("price >= 25000")).toEqual(["a", "b", "c"]);
    expect(find("price<15000")).toEqual(["e"]);
    expect(find("price <= 15000")).toEqual(["d", "e"]);
    expect(find("year:2022")).toEqual(["b"]);
    expect(find("status:in_stock AND certified:false AND seats:5")).toEqual([]);
  });

  it("combines clauses with AND, parenthesised OR, id and slug", () => {
    expect(find("(body:SUV OR body:Sedan) AND price < 30000")).toEqual(["a", "d"]);
    expect(find("status:in_stock AND NOT id:a AND NOT slug:b-slug")).toEqual(["c", "d"]);
    expect(find("body:SUV OR body:Sedan AND year > 2020")).toEqual(["a", "b"]);
    expect(find("")).toEqual(["a", "b", "c", "d", "e"]);
    expect(find("   ")).toHaveLength(5);
    expect(find("make:Toyota", 2)).toEqual(["a", "b"]);
  });

  it("answers several queries at once, each highest rank first, without the excluded ids", () => {
    const results = multiSearch(index, [
      { filter: "status:in_stock AND price:20000 TO 40000", limit: 10, excludeIds: ["a"] },
      { filter: "status:in_stock", limit: 2 },
      { filter: 'body:"Nothing Like This"', limit: 10 },
    ]);
    expect(results.map((result) => ids(result.hits))).toEqual([["b"], ["a", "b"], []]);
  });

  it("throws FilterSyntaxError naming the position", () => {
    const errorOf = (filter: string) => {
      try {
        findByFilter(index, filter, 10);
      } catch (error) {
        return error;
      }
      return undefined;
    };
    const cases: [string, number, RegExp][] = [
      ['body:"SUV', 5, /unterminated/],
      ["colour:Red AND bodi:SUV", 15, /unknown attribute "bodi"/],
      ["body:", 5, /expected a value/],
      ["body:SUV and price > 5", 9, /expected AND, OR/],
      ["(body:SUV OR body:Sedan", 23, /expected "\)"/],
      ["body > 5", 5, /numeric attribute/],
      ["price:cheap", 6, /expected a number/],
      ["price:1000 TO", 13, /expected a number/],
      ["AND body:SUV", 0, /expected an attribute/],
      ["body:AND", 5, /quote/],
    ];
    for (const [filter, position, message] of cases) {
      const error = errorOf(filter);
      if (!(error instanceof FilterSyntaxError)) throw new Error(`no FilterSyntaxError for ${filter}`);
      expect(error.position, filter).toBe(position);
      expect(error.message, filter).toMatch(message);
      expect(error.message, filter).toContain(`at position ${position}`);
    }
  });

  it("rejects the whole multi-query when one filter is malformed", () => {
    expect(() =>
      multiSearch(index, [
        { filter: "body:SUV", limit: 5 },
        { filter: "body:SUV AND (", limit: 5 },
      ]),
    ).toThrow(FilterSyntaxError);
  });
});

describe("createCachedSearch", () => {
  const index = indexOf(car({ make: "Toyota" }), car({ make: "Mazda" }), car({ make: "Kia" }));

  it("serves equivalent requests from the cache", () => {
    const cached = createCachedSearch(index, { maxEntries: 10 });
    const first = cached({ filters: { make: ["Toyota", "Mazda"], colour: [] }, query: "  Toyota " });
    const again = cached({ query: "toyota", filters: { make: ["Mazda", "Toyota"] }, page: 1, sort: "rank" });
    expect(again).toBe(first);
    expect(cached.size()).toBe(1);
    expect(cached({ filters: { make: ["Kia"] } })).not.toBe(first);
    expect(cached.size()).toBe(2);
  });

  it("evicts the least recently used entry above maxEntries", () => {
    const cached = createCachedSearch(index, { maxEntries: 2 });
    const toyota = cached({ filters: { make: ["Toyota"] } });
    const mazda = cached({ filters: { make: ["Mazda"] } });
    expect(cached({ filters: { make: ["Toyota"] } })).toBe(toyota); // Toyota is now the most recent
    cached({ filters: { make: ["Kia"] } }); // evicts Mazda
    expect(cached.size()).toBe(2);
    expect(cached({ filters: { make: ["Toyota"] } })).toBe(toyota);
    expect(cached({ filters: { make: ["Mazda"] } })).not.toBe(mazda);
  });

  it("keys requests canonically", () => {
    expect(canonicalRequestKey({ ranges: { price: { min: 1 }, km: {} } })).toBe(
      canonicalRequestKey({ ranges: { price: { min: 1 } }, page: 1, hitsPerPage: 21 }),
    );
    expect(canonicalRequestKey({ sort: "price_desc", excludeZeroPriceOnAscending: true })).toBe(
      canonicalRequestKey({ sort: "price_desc" }),
    );
    expect(canonicalRequestKey({ sort: "price_asc", excludeZeroPriceOnAscending: true })).not.toBe(
      canonicalRequestKey({ sort: "price_asc" }),
    );
  });

  it("refuses a cache without room", () => {
    expect(() => createCachedSearch(index, { maxEntries: 0 })).toThrow(RangeError);
  });
});
