// The same search answered by Orama (an in-memory JavaScript search library; a dev dependency used only
// here), as an app would use it: text fields searchable, facet fields as enums, numbers for ranges and
// sorting. Orama's facets count the result set, so disjunctive counts take one more query per refined
// facet (as instantsearch does against any search service), and it has no min/max stats, so those take
// a query that reads every matching document's values.

import type { CarDocument } from "@/cars/car";
import { create, insertMultiple, search, type SearchParamsFullText, type WhereCondition } from "@orama/orama";
import { keywordFacets, numericFacets, type KeywordFacet, type NumericFacet, type SearchRequest } from "@/stock/engine";
import { keywordValue } from "@/stock/engine/attributes";
import type { Answer } from "./answer";

const schema = {
  make: "string",
  model: "string",
  badge: "string",
  series: "string",
  name: "string",
  stocknum: "string",
  colour: "string",
  body: "string",
  fuel: "string",
  transmission: "string",
  drive: "string",
  year_text: "string",
  dealership_name: "string",
  location_name: "string",
  city: "string",
  tag: "string",
  categories: "string[]",
  f_badge: "enum",
  f_status: "enum",
  f_car_type: "enum",
  f_categories: "enum[]",
  f_city: "enum",
  f_colour: "enum",
  f_dealership_name: "enum",
  f_filtered_features: "enum[]",
  f_item_type: "enum",
  f_location_name: "enum",
  f_make: "enum",
  f_make_model: "enum",
  f_model: "enum",
  f_price_range: "enum",
  f_seats: "enum",
  f_body: "enum",
  f_drive: "enum",
  f_fuel: "enum",
  f_transmission: "enum",
  f_state: "enum",
  f_tag: "enum",
  f_weekly_price_range: "enum",
  f_certified: "enum",
  km: "number",
  price: "number",
  subscription_price: "number",
  year: "number",
  created_at_timestamp: "number",
  custom_rank: "number",
  car_id: "string",
} as const;

const textProperties = [
  "make",
  "model",
  "badge",
  "series",
  "name",
  "stocknum",
  "colour",
  "body",
  "fuel",
  "transmission",
  "drive",
  "year_text",
  "dealership_name",
  "location_name",
  "city",
  "tag",
  "categories",
] as const;

type FacetKey = `f_${KeywordFacet}`;
const facetKey = (facet: KeywordFacet): FacetKey => `f_${facet}`;
const multiValued: ReadonlySet<KeywordFacet> = new Set<KeywordFacet>(["categories", "filtered_features"]);

function createOrama() {
  return create({ schema });
}
export type OramaDb = ReturnType<typeof createOrama>;
type Where = WhereCondition<typeof schema>;

/** An Orama document for a car: absent values are left out (Orama has no null). */
function oramaDocument(doc: CarDocument): Record<string, string | number | string[]> {
  const out: Record<string, string | number | string[]> = {
    make: doc.make,
    model: doc.model,
    name: doc.name,
    stocknum: doc.stocknum,
    year_text: String(doc.year),
    dealership_name: doc.dealership_name,
    categories: doc.categories,
    km: doc.km,
    price: doc.price,
    year: doc.year,
    created_at_timestamp: doc.created_at_timestamp,
    custom_rank: doc.custom_rank,
    car_id: doc.id,
  };
  for (const field of [
    "badge",
    "series",
    "colour",
    "body",
    "fuel",
    "transmission",
    "drive",
    "location_name",
    "city",
    "tag",
  ] as const) {
    const value = doc[field];
    if (value !== null) out[field] = value;
  }
  if (doc.subscription_price !== null) out.subscription_price = doc.subscription_price;
  for (const facet of keywordFacets) {
    const value = keywordValue[facet](doc);
    if (multiValued.has(facet)) out[facetKey(facet)] = typeof value === "string" ? [value] : [...new Set(value ?? [])];
    else if (typeof value === "string") out[facetKey(facet)] = value;
  }
  return out;
}

export async function buildOrama(docs: readonly CarDocument[]): Promise<OramaDb> {
  const db = createOrama();
  await insertMultiple(db, docs.map(oramaDocument), 1000);
  return db;
}

type Condition = { facet: KeywordFacet | NumericFacet | "zero"; where: Where };

function conditionsOf(request: SearchRequest): Condition[] {
  const conditions: Condition[] = [];
  for (const facet of keywordFacets) {
    const values = request.filters?.[facet];
    if (!values || values.length === 0) continue;
    const key = facetKey(facet);
    const where: Where = multiValued.has(facet)
      ? { [key]: { containsAny: [...values] } }
      : { [key]: { in: [...values] } };
    conditions.push({ facet, where });
  }
  for (const facet of numericFacets) {
    const range = request.ranges?.[facet];
    if (!range || (range.min === undefined && range.max === undefined)) continue;
    const operator =
      range.min !== undefined && range.max !== undefined
        ? { between: [range.min, range.max] as [number, number] }
        : range.min !== undefined
          ? { gte: range.min }
          : { lte: range.max ?? 0 };
    conditions.push({ facet, where: { [facet]: operator } });
  }
  if (request.sort === "price_asc" && request.excludeZeroPriceOnAscending === true) {
    conditions.push({ facet: "zero", where: { price: { gt: 0 } } });
  }
  return conditions;
}

const whereOf = (conditions: Condition[], without?: string): Where | undefined => {
  const kept = conditions.filter((condition) => condition.facet !== without).map((condition) => condition.where);
  return kept.length === 0 ? undefined : { and: kept };
};

function sortOf(request: SearchRequest) {
  switch (request.sort ?? "rank") {
    case "rank":
      return request.query ? undefined : { property: "custom_rank", order: "DESC" as const };
    case "latest":
      return { property: "created_at_timestamp", order: "DESC" as const };
    case "price_asc":
      return { property: "price", order: "ASC" as const };
    case "price_desc":
      return { property: "price", order: "DESC" as const };
    case "km_asc":
      return { property: "km", order: "ASC" as const };
    case "km_desc":
      return { property: "km", order: "DESC" as const };
    case "subscription_price_asc":
      return { property: "subscription_price", order: "ASC" as const };
  }
}

type Params = SearchParamsFullText<OramaDb>;
type OramaResults = Awaited<ReturnType<typeof search<OramaDb>>>;

function facetCounts(results: OramaResults, facet: KeywordFacet): Record<string, number> {
  const values = results.facets?.[facetKey(facet)]?.values ?? {};
  // Orama counts a missing value as "".
  return Object.fromEntries(Object.entries(values).filter(([value, count]) => value !== "" && count > 0));
}

function stats(results: OramaResults, facets: readonly NumericFacet[], into: Answer): void {
  for (const facet of facets) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const hit of results.hits) {
      const value = hit.document[facet];
      if (typeof value !== "number") continue;
      if (value < min) min = value;
      if (value > max) max = value;
    }
    if (min <= max) into.facetStats[facet] = { min, max };
  }
}

/** One full search (page, count, every facet, every stat) as Orama allows it; `tolerance` for typos. */
export async function oramaSearch(db: OramaDb, request: SearchRequest, tolerance: number): Promise<Answer> {
  const conditions = conditionsOf(request);
  const refined = new Set(conditions.map((condition) => condition.facet));
  const hitsPerPage = request.hitsPerPage ?? 21;
  const page = request.page ?? 1;
  const term = request.query?.trim() ?? "";
  const text: Params = term === "" ? {} : { term, properties: [...textProperties], tolerance, threshold: 0 };
  const everything = 1_000_000;
  const run = async (params: Params): Promise<OramaResults> => search(db, { ...text, ...params });

  const unrefinedFacets = keywordFacets.filter((facet) => !refined.has(facet));
  const main = run({
    where: whereOf(conditions),
    limit: hitsPerPage,
    offset: (page - 1) * hitsPerPage,
    sortBy: sortOf(request),
    facets: Object.fromEntries(unrefinedFacets.map((facet) => [facetKey(facet), {}])),
  });
  const unrefinedNumeric = numericFacets.filter((facet) => !refined.has(facet));
  const allMatches = run({ where: whereOf(conditions), limit: everything });
  const disjunctive = [...refined].map(async (facet) => ({
    facet,
    results: await run({
      where: whereOf(conditions, facet),
      limit: facet === "zero" || keywordFacets.some((name) => name === facet) ? 0 : everything,
      facets: keywordFacets.some((name) => name === facet) ? { [`f_${facet}`]: {} } : undefined,
    }),
  }));

  const answer: Answer = { count: 0, hitIds: [], facets: {}, facetStats: {} };
  const mainResults = await main;
  answer.count = mainResults.count;
  answer.hitIds = mainResults.hits.map((hit) => String(hit.document.car_id));
  for (const facet of unrefinedFacets) answer.facets[facet] = facetCounts(mainResults, facet);
  stats(await allMatches, unrefinedNumeric, answer);
  for (const { facet, results } of await Promise.all(disjunctive)) {
    const keyword = keywordFacets.find((name) => name === facet);
    const numeric = numericFacets.find((name) => name === facet);
    if (keyword) answer.facets[keyword] = facetCounts(results, keyword);
    else if (numeric) stats(results, [numeric], answer);
  }
  return answer;
}
