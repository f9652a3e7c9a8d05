// The engine against a brute-force reference: random small stocks drawn from a small vocabulary (so
// values, prices, ranks and ages collide) and random requests, every answer compared in full. The
// reference is written for obviousness, not speed: filter the array, count with loops, sort with a
// comparator.

import type { CarDocument } from "@/cars/car";
import { carTitle } from "@/cars/car-title";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildSearchIndex,
  findByFilter,
  updateSearchIndex,
  keywordFacets,
  numericFacets,
  search,
  sortKeys,
  type FacetName,
  type FacetStats,
  type KeywordFacet,
  type NumericFacet,
  type SearchIndex,
  type SearchRequest,
  type SortKey,
} from "./index";

// ---------------------------------------------------------------------------------------------
// The reference

function valuesOf(doc: CarDocument, facet: KeywordFacet): string[] {
  let raw: unknown;
  if (facet === "seats") raw = doc.seats === null ? null : String(doc.seats);
  else if (facet === "certified") raw = String(doc.certified);
  else raw = doc[facet];
  const list = Array.isArray(raw) ? raw : [raw];
  const values: string[] = [];
  for (const value of list) {
    if (typeof value === "string" && value !== "" && !values.includes(value)) values.push(value);
  }
  return values;
}

function numberOf(doc: CarDocument, facet: NumericFacet): number | null {
  return doc[facet];
}

const normalize = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
const splitWords = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");

const tokensOfCar = new WeakMap<CarDocument, string[]>();

function referenceTokens(doc: CarDocument): string[] {
  const known = tokensOfCar.get(doc);
  if (known) return known;
  const fields = [
    doc.make,
    doc.model,
    doc.badge,
    doc.series,
    doc.name,
    doc.stocknum,
    doc.colour,
    doc.body,
    doc.fuel,
    doc.transmission,
    doc.drive,
    String(doc.year),
    doc.dealership_name,
    doc.location_name,
    doc.city,
    doc.tag,
    ...doc.categories,
  ];
  const tokens: string[] = [];
  for (const field of fields) {
    if (field === null) continue;
    for (const chunk of normalize(field).split(/\s+/u)) {
      const parts = splitWords(chunk);
      tokens.push(...parts);
      if (parts.length > 1) tokens.push(parts.join(""));
    }
  }
  tokensOfCar.set(doc, tokens);
  return tokens;
}

const distances = new Map<string, number>();

/** Optimal string alignment distance, the whole table (remembered: the same pairs recur). */
function editDistance(a: string, b: string): number {
  const key = `${a} ${b}`;
  const known = distances.get(key);
  if (known !== undefined) return known;
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => i + j));
  const at = (i: number, j: number) => table[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i += 1) {
    const row = table[i] ?? [];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, at(i - 2, j - 2) + 1);
      row[j] = best;
    }
  }
  const distance = at(a.length, b.length);
  distances.set(key, distance);
  return distance;
}

const hasDigit = (text: string) => /\p{N}/u.test(text);
const typosAllowed = (word: string) => (hasDigit(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);

type WordQuality = { typos: number; exact: boolean };

/** How well the car matches one query word, or null when it does not. */
function matchWord(tokens: string[], word: string, isLast: boolean): WordQuality | null {
  let best: WordQuality | null = null;
  const better = (candidate: WordQuality) =>
    best === null ||
    (candidate.exact && !best.exact) ||
    (candidate.exact === best.exact && candidate.typos < best.typos);
  for (const token of tokens) {
    let quality: WordQuality | null = null;
    if (token === word) quality = { typos: 0, exact: true };
    else if (isLast && token.startsWith(word)) quality = { typos: 0, exact: false };
    else if (typosAllowed(word) > 0 && !hasDigit(token)) {
      const distance = editDistance(word, token);
      if (distance <= typosAllowed(word)) quality = { typos: distance, exact: false };
    }
    if (quality && better(quality)) best = quality;
  }
  return best;
}

type Relevance = { inexactWords: number; typos: number };

function textRelevance(doc: CarDocument, words: string[]): Relevance | null {
  const tokens = referenceTokens(doc);
  let inexactWords = 0;
  let typos = 0;
  for (const [position, word] of words.entries()) {
    const quality = matchWord(tokens, word, position === words.length - 1);
    if (quality === null) return null;
    if (!quality.exact) inexactWords += 1;
    typos += quality.typos;
  }
  return { inexactWords, typos };
}

type Refinement = { facet: FacetName; passes: (doc: CarDocument) => boolean };

function referenceSearch(docs: CarDocument[], request: SearchRequest) {
  const words = splitWords(normalize(request.query ?? ""));
  const relevance = new Map<CarDocument, Relevance>();
  const sort = request.sort ?? "rank";
  const base = docs.filter((doc) => {
    if (sort === "price_asc" && request.excludeZeroPriceOnAscending === true && doc.price === 0) return false;
    if (words.length === 0) return true;
    const found = textRelevance(doc, words);
    if (found) relevance.set(doc, found);
    return found !== null;
  });

  const refinements: Refinement[] = [];
  for (const facet of keywordFacets) {
    const wanted = request.filters?.[facet];
    if (!wanted || wanted.length === 0) continue;
    refinements.push({ facet, passes: (doc) => valuesOf(doc, facet).some((value) => wanted.includes(value)) });
  }
  for (const facet of numericFacets) {
    const range = request.ranges?.[facet];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    refinements.push({
      facet,
      passes: (doc) => {
        const value = numberOf(doc, facet);
        if (value === null) return false;
        return (range.min === undefined || value >= range.min) && (range.max === undefined || value <= range.max);
      },
    });
  }
  const matches = base.filter((doc) => refinements.every((refinement) => refinement.passes(doc)));
  const allButOwn = (facet: FacetName) =>
    base.filter((doc) => refinements.every((refinement) => refinement.facet === facet || refinement.passes(doc)));

  const wantedFacets = request.facets ?? [...keywordFacets, ...numericFacets];
  const facets: Partial<Record<KeywordFacet, Record<string, number>>> = {};
  const facetStats: Partial<Record<NumericFacet, FacetStats>> = {};
  for (const facet of keywordFacets) {
    if (!wantedFacets.includes(facet)) continue;
    const counts: Record<string, number> = {};
    for (const doc of allButOwn(facet)) {
      for (const value of valuesOf(doc, facet)) counts[value] = (counts[value] ?? 0) + 1;
    }
    facets[facet] = counts;
  }
  for (const facet of numericFacets) {
    if (!wantedFacets.includes(facet)) continue;
    const values = allButOwn(facet)
      .map((doc) => numberOf(doc, facet))
      .filter((value) => value !== null);
    if (values.length > 0) facetStats[facet] = { min: Math.min(...values), max: Math.max(...values) };
  }

  const byRank = (a: CarDocument, b: CarDocument) =>
    b.custom_rank - a.custom_rank ||
    b.created_at_timestamp - a.created_at_timestamp ||
    (a.stocknum < b.stocknum ? -1 : a.stocknum > b.stocknum ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  /** Ascending by a value, cars without one last. */
  const by = (value: (doc: CarDocument) => number | null) => (a: CarDocument, b: CarDocument) => {
    const valueA = value(a);
    const valueB = value(b);
    if (valueA === null || valueB === null) return (valueA === null ? 1 : 0) - (valueB === null ? 1 : 0);
    return valueA - valueB;
  };
  const primary: Record<SortKey, (a: CarDocument, b: CarDocument) => number> = {
    rank: (a, b) => {
      const relevanceA = relevance.get(a);
      const relevanceB = relevance.get(b);
      if (!relevanceA || !relevanceB) return 0;
      return relevanceA.inexactWords - relevanceB.inexactWords || relevanceA.typos - relevanceB.typos;
    },
    latest: by((doc) => -doc.created_at_timestamp),
    price_asc: by((doc) => doc.price),
    price_desc: by((doc) => -doc.price),
    km_asc: by((doc) => doc.km),
    km_desc: by((doc) => -doc.km),
    subscription_price_asc: by((doc) => doc.subscription_price),
  };
  const sorted = [...matches].sort((a, b) => primary[sort](a, b) || byRank(a, b));
  const hitsPerPage = request.hitsPerPage ?? 21;
  const page = request.page ?? 1;
  return {
    hits: sorted.slice((page - 1) * hitsPerPage, page * hitsPerPage).map((doc) => doc.id),
    count: matches.length,
    pages: Math.ceil(matches.length / hitsPerPage),
    facets,
    facetStats,
  };
}

// ---------------------------------------------------------------------------------------------
// Random stock and requests

const vocabulary = {
  make: ["Toyota", "Mazda", "Kia", "Škoda"],
  model: ["Corolla", "Camry", "CX-5", "Carnival", "Octavia", "HiLux", "LandCruiser"],
  // "sport" finds Sport exactly, Sports by prefix and Spurt by a typo: relevance has to order them.
  badge: [null, "GX", "GXL", "Ascent Sport", "SR5", "Sport", "Sports", "Spurt", ""],
  series: [null, "Series II", "MY24"],
  colour: [null, "White", "Crystal White", "Red", "Soul Red"],
  body: [null, "SUV", "Sedan", "Ute", "People Mover"],
  drive: [null, "FWD", "AWD"],
  fuel: [null, "Petrol", "Hybrid", "Electric"],
  transmission: [null, "Automatic", "Manual"],
  // One typo apart, and long enough for two: a misspelt query can be one typo from one and two from the other.
  city: [null, "Parramatta", "Paramatta", "Penrith"],
  location_name: [null, "Harbourside Parramatta", "Harbourside Penrith"],
  dealership_name: ["Harbourside Motors", "Westside Kia"],
  tag: [null, "Special Offer", "Low Kms"],
  state: [null, "NSW"],
  price_range: ["Under $10,000", "$10,000 - $20,000", "$20,000 - $30,000"],
  weekly_price_range: [null, "$100 - $150/wk", "$150 - $200/wk"],
  categories: ["Special Offers", "Family", "Eco"],
  filtered_features: ["Sunroof", "Apple CarPlay", "Tow Bar", "Heated Seats"],
} as const;

const allFacetNames: FacetName[] = [...keywordFacets, ...numericFacets];

const pick = <T>(values: readonly T[]) => fc.constantFrom(...values);

const docArbitrary = fc.record({
  make: pick(vocabulary.make),
  model: pick(vocabulary.model),
  badge: pick(vocabulary.badge),
  series: pick(vocabulary.series),
  colour: pick(vocabulary.colour),
  body: pick(vocabulary.body),
  drive: pick(vocabulary.drive),
  fuel: pick(vocabulary.fuel),
  transmission: pick(vocabulary.transmission),
  city: pick(vocabulary.city),
  location_name: pick(vocabulary.location_name),
  dealership_name: pick(vocabulary.dealership_name),
  tag: pick(vocabulary.tag),
  state: pick(vocabulary.state),
  price_range: pick(vocabulary.price_range),
  weekly_price_range: pick(vocabulary.weekly_price_range),
  categories: fc.array(pick(vocabulary.categories), { maxLength: 3 }),
  filtered_features: fc.array(pick(vocabulary.filtered_features), { maxLength: 3 }),
  car_type: pick(["new", "used", "demo"] as const),
  item_type: pick(["car", "caravan", "motorcycle"] as const),
  status: pick(["in_stock", "coming_soon", "sold"] as const),
  certified: fc.boolean(),
  seats: pick([null, 2, 5, 7]),
  year: fc.integer({ min: 2018, max: 2024 }),
  km: pick([0, 5_000, 25_000, 25_000, 120_000]),
  price: pick([0, 9_990, 19_990, 25_000, 25_000, 48_500]),
  subscription_price: pick([null, 199, 249, 249]),
  price_qualifier: pick(["drive_away", "excl_govt_charges", null] as const),
  vin: pick([null, "JTMW1RFV00D012345"] as const),
  created_at_timestamp: fc.integer({ min: 1_790_000_000, max: 1_790_000_004 }),
  custom_rank: fc.integer({ min: 0, max: 3 }),
  stocknumSuffix: fc.integer({ min: 0, max: 99 }),
  stocknumForm: fc.integer({ min: 0, max: 3 }),
});

/**
 * Stock numbers of several shapes, as dealers' systems write them: letters then digits in one word
 * or two, digits alone, and digits inside a longer word (the index keeps words with a digit apart
 * from the other terms, by the letters before the first digit).
 */
function stockNumberOf(form: number, digits: string): string {
  if (form === 1) return `AB${digits}-X`;
  if (form === 2) return digits;
  if (form === 3) return `HS-X-${digits}`;
  return `HS-${digits}`;
}

function stockArbitrary(maxCars: number) {
  // The size is drawn first and uniformly: fast-check's own array sizes favour a handful of cars.
  const cars = fc
    .integer({ min: 0, max: maxCars })
    .chain((length) => fc.array(docArbitrary, { minLength: length, maxLength: length }));
  return cars.map((cars) =>
    cars.map((fields, position): CarDocument => {
      const { stocknumSuffix, stocknumForm, ...rest } = fields;
      return {
        ...rest,
        id: `id-${String(position).padStart(3, "0")}`,
        slug: `car-${position}`,
        // Unique (the three-digit position decides), in an order unrelated to the position, with a
        // shared prefix so that "hs-1" and the like find several cars.
        stocknum: stockNumberOf(stocknumForm, `${stocknumSuffix}${100 + position}`),
        name: carTitle(fields),
        make_model: `${fields.make} > ${fields.model}`,
        reserved: false,
        preorder: false,
        before_price: null,
        weekly_price: null,
        location_id: null,
        dealership_id: fields.dealership_name,
        dealership_slug: fields.dealership_name.toLowerCase(),
        sold_date_timestamp: null,
        views: 0,
        primary_image_url: null,
        primary_photo: null,
        image_count: 0,
        checkout_enabled: true,
        trade_in_allowed: true,
        has_history_report: false,
      };
    }),
  );
}

function typo(word: string, at: number, kind: number): string {
  const position = at % Math.max(1, word.length);
  switch (kind) {
    case 0:
      return word.slice(0, position) + word.slice(position + 1); // deletion
    case 1:
      return `${word.slice(0, position)}x${word.slice(position)}`; // insertion
    case 2:
      return `${word.slice(0, position)}q${word.slice(position + 1)}`; // substitution
    default:
      return word.slice(0, position) + word.charAt(position + 1) + word.charAt(position) + word.slice(position + 2);
  }
}

/** A query word made from a word of the stock: as it is, cut short, with one or two typos, or in capitals. */
function variantOf(word: string) {
  return fc.oneof(
    fc.constant(word),
    fc.nat().map((cut) => word.slice(0, 1 + (cut % word.length))),
    fc.tuple(fc.nat(), fc.nat(3)).map(([at, kind]) => typo(word, at, kind)),
    fc
      .tuple(fc.nat(), fc.nat(3), fc.nat(), fc.nat(3))
      .map(([at, kind, at2, kind2]) => typo(typo(word, at, kind), at2, kind2)),
    fc.constant(word.toUpperCase()),
  );
}

/**
 * Free text: none, or one to three words taken from one car (so that several words can all match),
 * each maybe altered, or stray words.
 */
function queryArbitrary(stock: CarDocument[]): fc.Arbitrary<string> {
  const stray = fc.constantFrom(
    "zzz",
    "hiluxx",
    "corola",
    "landcrusier",
    "hs",
    "hs-1",
    "2021",
    "cx",
    "skoda",
    "whit",
    "ab",
    "ab1",
    "hsx",
    "1",
    "x",
  );
  const fromOneCar =
    stock.length === 0
      ? stray
      : fc
          .constantFrom(...stock)
          .chain((doc) => fc.uniqueArray(fc.constantFrom(...referenceTokens(doc)), { minLength: 1, maxLength: 3 }))
          .chain((words) => fc.tuple(...words.map(variantOf)))
          .chain((words) => fc.constantFrom(" ", "  ", "-").map((separator) => words.join(separator)));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant("") },
    { weight: 5, arbitrary: fromOneCar },
    { weight: 1, arbitrary: fc.array(stray, { minLength: 1, maxLength: 2 }).map((words) => words.join(" ")) },
  );
}

const refinableKeywordFacets: KeywordFacet[] = [
  "make",
  "model",
  "body",
  "colour",
  "categories",
  "filtered_features",
  "seats",
  "certified",
  "status",
];
const refinableNumericFacets: NumericFacet[] = ["price", "km", "year", "subscription_price", "created_at_timestamp"];

/** Up to `most` distinct items of the list. */
const someOf = <T>(list: readonly T[], most: number) => fc.uniqueArray(fc.constantFrom(...list), { maxLength: most });

function requestArbitrary(stock: CarDocument[]): fc.Arbitrary<SearchRequest> {
  // Refinements draw on the stock's own values (and one that no car has), so they select something.
  const filterValues = (facet: KeywordFacet) => {
    const present = [...new Set(stock.flatMap((doc) => valuesOf(doc, facet)))];
    return fc.uniqueArray(fc.constantFrom(...present, "Not A Value"), { minLength: 1, maxLength: 3 });
  };
  const filters = someOf(refinableKeywordFacets, 2).chain((facets) =>
    fc.tuple(...facets.map(filterValues)).map((values) => {
      const chosen: Partial<Record<KeywordFacet, string[]>> = {};
      facets.forEach((facet, position) => (chosen[facet] = values[position]));
      return chosen;
    }),
  );
  const bound = (facet: NumericFacet) => {
    const present = stock.map((doc) => numberOf(doc, facet)).filter((value) => value !== null);
    return fc.oneof(fc.constantFrom(...present, -1, 0, 1_000_000), fc.integer({ min: -1, max: 130_000 }));
  };
  const ranges = someOf(refinableNumericFacets, 2).chain((facets) =>
    fc
      .tuple(...facets.map((facet) => fc.record({ min: bound(facet), max: bound(facet) }, { requiredKeys: [] })))
      .map((bounds) => {
        const chosen: Partial<Record<NumericFacet, { min?: number; max?: number }>> = {};
        facets.forEach((facet, position) => (chosen[facet] = bounds[position]));
        return chosen;
      }),
  );
  const query = queryArbitrary(stock);
  return fc.record(
    {
      query,
      filters,
      ranges,
      sort: fc.constantFrom(...sortKeys),
      excludeZeroPriceOnAscending: fc.boolean(),
      page: fc.integer({ min: 1, max: 4 }),
      hitsPerPage: fc.integer({ min: 1, max: 12 }),
      facets: fc.subarray(allFacetNames),
    },
    { requiredKeys: [] },
  );
}

// ---------------------------------------------------------------------------------------------

function expectSameAnswer(stock: CarDocument[], index: SearchIndex, request: SearchRequest): void {
  const expected = referenceSearch(stock, request);
  const actual = search(index, request);
  expect({ ...actual, hits: actual.hits.map((hit) => hit.id), ms: 0 }).toEqual({
    ...expected,
    ms: 0,
    page: request.page ?? 1,
    hitsPerPage: request.hitsPerPage ?? 21,
  });
}

describe("search agrees with a brute-force reference", () => {
  it("on random stocks and requests", () => {
    const scenario = stockArbitrary(200).chain((stock) =>
      fc.tuple(fc.constant(stock), fc.array(requestArbitrary(stock), { minLength: 1, maxLength: 5 })),
    );
    fc.assert(
      fc.property(scenario, ([stock, requests]) => {
        const index = buildSearchIndex(stock);
        for (const request of requests) expectSameAnswer(stock, index, request);
      }),
      { seed: 20_261_122, numRuns: 200 },
    );
  });

  it("in relevance order: every text match of a small stock on one page", () => {
    // No refinements and a page holding every car, so the order of exact, prefix and typo matches
    // is always in view.
    const scenario = stockArbitrary(30).chain((stock) =>
      fc.tuple(fc.constant(stock), fc.array(queryArbitrary(stock), { minLength: 1, maxLength: 5 })),
    );
    fc.assert(
      fc.property(scenario, ([stock, queries]) => {
        const index = buildSearchIndex(stock);
        for (const query of queries) expectSameAnswer(stock, index, { query, hitsPerPage: 30, facets: [] });
      }),
      { seed: 20_261_123, numRuns: 300 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Changes applied in place (update.ts) against a fresh build of the same stock

type Operation = { kind: "insert" | "remove" | "update" | "price" | "sell"; at: number; donor: number; price: number };

const operationArbitrary: fc.Arbitrary<Operation> = fc.record({
  kind: fc.constantFrom("insert", "remove", "update", "price", "sell"),
  at: fc.nat(),
  donor: fc.nat(),
  price: pick([0, 9_990, 19_990, 25_000, 31_000, 48_500, 250_000]),
});

/**
 * Applies a batch to the current stock (by id) and says what changed: every car of the pool can
 * enter, an update takes another car's make, model, words, facets and numbers under its own id and
 * stock number, a price change or a sale changes one field.
 */
function applyBatch(
  current: Map<string, CarDocument>,
  pool: readonly CarDocument[],
  batch: readonly Operation[],
): { upsert: CarDocument[]; remove: string[] } {
  const upsert = new Map<string, CarDocument>();
  const remove = new Set<string>();
  const present = () => [...current.keys()];
  for (const operation of batch) {
    const ids = present();
    const target = ids.length > 0 ? current.get(ids[operation.at % ids.length] ?? "") : undefined;
    const donor = pool[operation.donor % pool.length];
    if (!donor) continue;
    let changed: CarDocument | undefined;
    if (operation.kind === "insert") {
      const absent = pool.filter((car) => !current.has(car.id));
      changed = absent[operation.at % Math.max(1, absent.length)];
    } else if (target && operation.kind === "remove") {
      current.delete(target.id);
      upsert.delete(target.id);
      remove.add(target.id);
      continue;
    } else if (target && operation.kind === "update") {
      changed = { ...donor, id: target.id, slug: target.slug, stocknum: target.stocknum };
    } else if (target && operation.kind === "price") {
      changed = {
        ...target,
        price: operation.price,
        price_range: operation.price > 40_000 ? "$40,000+" : target.price_range,
      };
    } else if (target && operation.kind === "sell") {
      changed = { ...target, status: "sold", sold_date_timestamp: 1_790_000_010 };
    }
    if (!changed) continue;
    current.set(changed.id, changed);
    upsert.set(changed.id, changed);
    remove.delete(changed.id);
  }
  return { upsert: [...upsert.values()], remove: [...remove] };
}

const filters = [
  "",
  "status:in_stock",
  "NOT status:sold",
  "NOT make:Toyota AND price >= 20000",
  "body:SUV OR car_type:used",
  'id:"id-003" OR id:"id-010"',
];

describe("an index changed in place answers as a fresh build", () => {
  it("for random histories of inserts, updates, price changes, sales and removals", () => {
    const scenario = stockArbitrary(120).chain((pool) =>
      fc.tuple(
        fc.constant(pool),
        fc.nat({ max: pool.length }),
        // Small batches (a car or a few: each leaving car found by search) and large ones (a pass over each order).
        fc.array(
          fc.oneof(
            fc.array(operationArbitrary, { minLength: 1, maxLength: 6 }),
            fc.array(operationArbitrary, { minLength: 40, maxLength: 90 }),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        fc.array(requestArbitrary(pool), { minLength: 1, maxLength: 4 }),
      ),
    );
    fc.assert(
      fc.property(scenario, ([pool, initial, batches, requests]) => {
        const current = new Map(pool.slice(0, initial).map((car) => [car.id, car]));
        const index = buildSearchIndex([...current.values()]);
        for (const batch of batches) {
          updateSearchIndex(index, applyBatch(current, pool, batch));
          const stock = [...current.values()];
          const fresh = buildSearchIndex(stock);
          for (const request of requests) {
            const changed = search(index, request);
            expect({ ...changed, ms: 0 }).toEqual({ ...search(fresh, request), ms: 0 });
            expectSameAnswer(stock, index, request);
          }
          for (const filter of filters) {
            const ids = (found: CarDocument[]) => found.map((car) => car.id);
            expect(ids(findByFilter(index, filter, 50))).toEqual(ids(findByFilter(fresh, filter, 50)));
          }
        }
      }),
      { seed: 20_261_128, numRuns: 150 },
    );
  });

  it("keeps its relevance order as words come and go", () => {
    const scenario = stockArbitrary(30).chain((pool) =>
      fc.tuple(
        fc.constant(pool),
        fc.array(fc.array(operationArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 6 }),
        fc.array(queryArbitrary(pool), { minLength: 1, maxLength: 4 }),
      ),
    );
    fc.assert(
      fc.property(scenario, ([pool, batches, queries]) => {
        const current = new Map(pool.slice(0, pool.length >> 1).map((car) => [car.id, car]));
        const index = buildSearchIndex([...current.values()]);
        for (const batch of batches) {
          updateSearchIndex(index, applyBatch(current, pool, batch));
          const stock = [...current.values()];
          for (const query of queries) expectSameAnswer(stock, index, { query, hitsPerPage: 30, facets: [] });
        }
      }),
      { seed: 20_261_129, numRuns: 200 },
    );
  });
});

describe("an index changed in place past its column widths", () => {
  it("widens a facet's column when a change brings its 255th value, and keeps counting every car", () => {
    const pool = fc.sample(stockArbitrary(3), { seed: 1, numRuns: 40 }).flat();
    const base = pool[0];
    if (!base) throw new Error("no car");
    const index = buildSearchIndex([base]);
    const cars = Array.from({ length: 300 }, (_, at) => ({
      ...base,
      id: `wide-${at}`,
      slug: `wide-${at}`,
      stocknum: `W-${at}`,
      badge: `Badge ${at}`,
    }));
    updateSearchIndex(index, { upsert: cars, remove: [] });
    const result = search(index, { facets: ["badge"], filters: { badge: ["Badge 299"] } });
    expect(result.count).toBe(1);
    const badges = new Set([base, ...cars].flatMap((car) => valuesOf(car, "badge")));
    expect(Object.keys(result.facets.badge ?? {})).toHaveLength(badges.size);
    expect(badges.size).toBeGreaterThan(255);
    expect(search(index, { query: "w-299" }).hits.map((car) => car.id)).toEqual(["wide-299"]);
  });
});
