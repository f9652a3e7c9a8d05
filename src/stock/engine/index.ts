// The in-process faceted search engine (architecture decision 5): pure TypeScript, no I/O. A site's
// listable stock is indexed once per stock change; every search, similar-cars query and featured list
// is then answered from memory.

import type { CarDocument } from "@/cars/car";
import { LRUCache } from "lru-cache";
import { andNotInto, hasBit, setBit, emptyBitset, type Bitset } from "./bitset";
import { docNumberOf, type SearchIndex } from "./build";
import { evaluateFilter, parseFilter } from "./filter";
import { defaultHitsPerPage, search } from "./search";
import { queryWords } from "./text";
import type { SearchRequest, SearchResult } from "./types";

export { buildSearchIndex, buildSearchIndexInSteps, docNumberOf, type SearchIndex } from "./build";
export { carCount, updateSearchIndex, type IndexChange } from "./update";
export { FilterSyntaxError, parseFilter, type FilterNode } from "./filter";
export { defaultHitsPerPage, search } from "./search";
export * from "./types";

export type MultiSearchQuery = { filter: string; limit: number; excludeIds?: readonly string[] | undefined };

function inRankOrder(index: SearchIndex, set: Bitset, limit: number): CarDocument[] {
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a whole number, got ${limit}`);
  const hits: CarDocument[] = [];
  const order = index.orders.rank;
  for (let at = 0; at < order.length && hits.length < limit; at += 1) {
    const doc = order[at] ?? 0;
    const hit = index.docs[doc];
    if (hit && hasBit(set, doc)) hits.push(hit);
  }
  return hits;
}

/** Cars the filter string selects (see filter.ts for the language), highest rank first. */
export function findByFilter(index: SearchIndex, filter: string, limit: number): CarDocument[] {
  return inRankOrder(index, evaluateFilter(index, parseFilter(filter)), limit);
}

/**
 * Several filter queries at once (similar cars: same body, price band, ...), each highest rank first
 * and without the excluded ids. Every filter is parsed before any is run, so one bad filter throws
 * FilterSyntaxError without partial results.
 */
export function multiSearch(index: SearchIndex, queries: readonly MultiSearchQuery[]): { hits: CarDocument[] }[] {
  const parsed = queries.map((query) => parseFilter(query.filter));
  return queries.map((query, position) => {
    const set = evaluateFilter(index, parsed[position] ?? { kind: "all" });
    if (query.excludeIds && query.excludeIds.length > 0) {
      const excluded = emptyBitset(index.size);
      for (const id of query.excludeIds) {
        const doc = docNumberOf(index, "id", id);
        if (doc !== undefined) setBit(excluded, doc);
      }
      andNotInto(set, excluded);
    }
    return { hits: inRankOrder(index, set, query.limit) };
  });
}

const sortedUnique = (values: readonly string[]) => [...new Set(values)].sort();

/**
 * A key equal for requests that must give equal results: filters and their values sorted, empty
 * refinements dropped, defaults filled in, the query reduced to its words.
 */
export function canonicalRequestKey(request: SearchRequest): string {
  const filters = Object.entries(request.filters ?? {})
    .filter((entry): entry is [string, readonly string[]] => entry[1] !== undefined && entry[1].length > 0)
    .map(([facet, values]) => [facet, sortedUnique(values)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const ranges = Object.entries(request.ranges ?? {})
    .filter(([, range]) => range !== undefined && (range.min !== undefined || range.max !== undefined))
    .map(([facet, range]) => [facet, range?.min ?? null, range?.max ?? null] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const required = Object.entries(request.required ?? {})
    .filter((entry): entry is [string, readonly string[]] => entry[1] !== undefined && entry[1].length > 0)
    .map(([facet, values]) => [facet, sortedUnique(values)] as const)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const sort = request.sort ?? "rank";
  return JSON.stringify([
    queryWords(request.query ?? "").join(" "),
    filters,
    required,
    ranges,
    sort,
    sort === "price_asc" && request.excludeZeroPriceOnAscending === true,
    request.page ?? 1,
    request.hitsPerPage ?? defaultHitsPerPage,
    request.facets ? sortedUnique(request.facets) : null,
  ]);
}

export type CachedSearch = ((request: SearchRequest) => SearchResult) & {
  /** Entries held now. */
  readonly size: () => number;
};

/**
 * Memoised search over one index. Holds at most `maxEntries` results; above that the least recently
 * used goes first. A rebuilt index needs a new cache (results are tied to the index they came from).
 * A cached result is returned as stored (same object, original `ms`): treat results as read-only.
 */
export function createCachedSearch(index: SearchIndex, options: { maxEntries: number }): CachedSearch {
  const { maxEntries } = options;
  if (!Number.isInteger(maxEntries) || maxEntries < 1) {
    throw new RangeError(`maxEntries must be a whole number from 1, got ${maxEntries}`);
  }
  const entries = new LRUCache<string, SearchResult>({ max: maxEntries });
  const cached = (request: SearchRequest): SearchResult => {
    const key = canonicalRequestKey(request);
    const hit = entries.get(key);
    if (hit) return hit;
    const result = search(index, request);
    entries.set(key, result);
    return result;
  };
  return Object.assign(cached, { size: () => entries.size });
}
