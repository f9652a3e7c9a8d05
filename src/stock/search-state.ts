import type { SiteConfig, SortOptionName } from "@/sites/config-schema";
import { sortOptionNames } from "@/sites/config-vocabularies";
import {
  keywordFacets,
  numericFacets,
  type KeywordFacet,
  type NumericFacet,
  type NumericRange,
  type SearchRequest,
  type SortKey,
  specialOffersCategory,
} from "./engine/types";

// The search page's state lives in the URL: `query`, `page`, `sortBy` and one parameter per facet
// (keyword facets repeat: `make=Toyota&make=Mazda`; numeric facets take a range: `price=10000-30000`,
// `km=-50000`). This module parses that into a typed state (with clear messages for bad input) and
// builds URLs back from it, so the page, the API and the browser agree.

export const maxQueryLength = 100;
export const maxValuesPerFacet = 50;
export const maxValueLength = 100;
export const maxPage = 1000;

export type SearchState = {
  query: string;
  page: number;
  sortBy: SortOptionName;
  filters: Partial<Record<KeywordFacet, string[]>>;
  ranges: Partial<Record<NumericFacet, NumericRange>>;
};

export const sortKeyOf: Record<SortOptionName, SortKey> = {
  mostRelevant: "rank",
  latest: "latest",
  highestPrice: "price_desc",
  lowestPrice: "price_asc",
  subscriptionPrice: "subscription_price_asc",
  kmsLowest: "km_asc",
  kmsHighest: "km_desc",
};

export const sortLabels: Record<SortOptionName, string> = {
  mostRelevant: "Most relevant",
  latest: "Latest",
  highestPrice: "Highest price",
  lowestPrice: "Lowest price",
  subscriptionPrice: "Lowest subscription price",
  kmsLowest: "Lowest kms",
  kmsHighest: "Highest kms",
};

export function isKeywordFacet(name: string): name is KeywordFacet {
  return (keywordFacets as readonly string[]).includes(name);
}

export function isNumericFacet(name: string): name is NumericFacet {
  return (numericFacets as readonly string[]).includes(name);
}

export function emptySearchState(config: Pick<SiteConfig, "search">): SearchState {
  return { query: "", page: 1, sortBy: config.search.defaultSort, filters: {}, ranges: {} };
}

const rangePattern = /^(\d{0,12})-(\d{0,12})$/;

// No zod here: this runs in the browser on every refinement, and zod would ship 31 KiB gzip with it.
function parsePage(value: string): { ok: true; page: number } | { ok: false; error: string } {
  const page = Number(value);
  if (!Number.isInteger(page)) return { ok: false, error: "page must be a whole number" };
  if (page < 1) return { ok: false, error: "page must be 1 or more" };
  if (page > maxPage) return { ok: false, error: `page must be at most ${maxPage}` };
  return { ok: true, page };
}

function isSortOption(value: string): value is (typeof sortOptionNames)[number] {
  return (sortOptionNames as readonly string[]).includes(value);
}

export type ParseOutcome = { ok: true; state: SearchState } | { ok: false; error: string };

/**
 * Parses URL parameters. `strict` (the API) rejects parameters it does not know; the page ignores
 * them, because shared links carry tracking parameters. Empty values are ignored either way.
 */
export function parseSearchState(
  params: URLSearchParams,
  config: Pick<SiteConfig, "search">,
  options: { strict: boolean },
): ParseOutcome {
  const state = emptySearchState(config);
  const names = [...new Set(params.keys())];

  for (const name of names) {
    const values = params
      .getAll(name)
      .map((value) => value.trim())
      .filter((value) => value !== "");
    if (values.length === 0) continue;
    const value = values[values.length - 1] ?? "";

    if (name === "query") {
      if (value.length > maxQueryLength)
        return { ok: false, error: `query must be at most ${maxQueryLength} characters` };
      state.query = value;
    } else if (name === "page") {
      const page = parsePage(value);
      if (!page.ok) return page;
      state.page = page.page;
    } else if (name === "sortBy") {
      if (!isSortOption(value) || !config.search.sortOptions[value]) {
        const offered = sortOptionNames.filter((option) => config.search.sortOptions[option]);
        return { ok: false, error: `sortBy must be one of ${offered.join(", ")}` };
      }
      state.sortBy = value;
    } else if (isKeywordFacet(name)) {
      if (values.length > maxValuesPerFacet) {
        return { ok: false, error: `${name} takes at most ${maxValuesPerFacet} values` };
      }
      if (values.some((entry) => entry.length > maxValueLength)) {
        return { ok: false, error: `${name} values must be at most ${maxValueLength} characters` };
      }
      state.filters[name] = [...new Set(values)];
    } else if (isNumericFacet(name)) {
      const match = rangePattern.exec(value);
      if (!match || (match[1] === "" && match[2] === "")) {
        return { ok: false, error: `${name} must be a range of whole numbers like 10000-30000, 10000- or -30000` };
      }
      const min = match[1] ? Number(match[1]) : undefined;
      const max = match[2] ? Number(match[2]) : undefined;
      if (min !== undefined && max !== undefined && min > max) {
        return { ok: false, error: `${name}: the minimum ${min} is above the maximum ${max}` };
      }
      state.ranges[name] = { min, max };
    } else if (options.strict) {
      return { ok: false, error: `Unknown search parameter "${name}"` };
    }
  }
  return { ok: true, state };
}

/** URL parameters for a state, in a stable order; defaults are left out so URLs stay short. */
export function searchStateToParams(state: SearchState, config: Pick<SiteConfig, "search">): URLSearchParams {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  for (const facet of keywordFacets) {
    for (const value of state.filters[facet] ?? []) params.append(facet, value);
  }
  for (const facet of numericFacets) {
    const range = state.ranges[facet];
    if (range && (range.min !== undefined || range.max !== undefined)) {
      params.set(facet, `${range.min ?? ""}-${range.max ?? ""}`);
    }
  }
  if (state.sortBy !== config.search.defaultSort) params.set("sortBy", state.sortBy);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

export function searchUrl(pathname: string, state: SearchState, config: Pick<SiteConfig, "search">): string {
  const query = searchStateToParams(state, config).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The engine request for a state; the page size is the site's. The special-offers category is a
 * scope, not one category among others: with it, the categories picked narrow the offers
 * ("Family" on /special-offers is the family cars on offer), never add every Family car to them.
 */
export function toSearchRequest(state: SearchState, config: Pick<SiteConfig, "search">): SearchRequest {
  const categories = state.filters.categories ?? [];
  const offersOnly = categories.includes(specialOffersCategory);
  return {
    query: state.query || undefined,
    filters: offersOnly
      ? { ...state.filters, categories: categories.filter((category) => category !== specialOffersCategory) }
      : state.filters,
    required: offersOnly ? { categories: [specialOffersCategory] } : undefined,
    ranges: state.ranges,
    sort: sortKeyOf[state.sortBy],
    excludeZeroPriceOnAscending: config.search.lowestPriceExcludesZero,
    page: state.page,
    hitsPerPage: config.search.pageSize,
  };
}

/** Adds refinements (a landing path's make, type or dealership) to a state. */
export function withBaseFilters(state: SearchState, base: Partial<Record<KeywordFacet, string[]>>): SearchState {
  const filters = { ...state.filters };
  for (const facet of keywordFacets) {
    const values = base[facet];
    if (values && values.length > 0) filters[facet] = [...new Set([...(filters[facet] ?? []), ...values])];
  }
  return { ...state, filters };
}

/** Takes away refinements a path already stands for (the offers page's category), for its URL. */
export function withoutBaseFilters(state: SearchState, base: Partial<Record<KeywordFacet, string[]>>): SearchState {
  const filters = { ...state.filters };
  for (const facet of keywordFacets) {
    const values = base[facet];
    const current = filters[facet];
    if (values && current) filters[facet] = current.filter((value) => !values.includes(value));
  }
  return { ...state, filters };
}

export function hasRefinements(state: SearchState): boolean {
  return (
    state.query !== "" ||
    Object.values(state.filters).some((values) => values.length > 0) ||
    Object.values(state.ranges).some((range) => range.min !== undefined || range.max !== undefined)
  );
}
