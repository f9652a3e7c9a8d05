// The search engine's vocabulary: what a listed car looks like to the index, which attributes are
// facets and of what kind, what a query asks and what a result holds. Attribute names follow the
// product document (snake_case, as the URL parameters and the search API use them).

import type { CarDocument } from "@/cars/car";
import type { FacetName, KeywordFacet, NumericFacet } from "@/sites/config-vocabularies";

// Which attributes are facets, and of which kind, is the site config's vocabulary too (a site shows
// or hides each), so the lists live in the layer below: one list for both.
export {
  keywordFacets,
  numericFacets,
  type FacetName,
  type KeywordFacet,
  type NumericFacet,
} from "@/sites/config-vocabularies";

export const sortKeys = [
  /** Custom rank descending (text relevance first when there is a query). The default. */
  "rank",
  "latest",
  "price_desc",
  "price_asc",
  "km_asc",
  "km_desc",
  "subscription_price_asc",
] as const;
export type SortKey = (typeof sortKeys)[number];

export type NumericRange = { min?: number | undefined; max?: number | undefined };

/** The category that puts a car in the special-offers search: a reduced price or an offer tag. */
export const specialOffersCategory = "Special Offers";

export type SearchRequest = {
  /** Free text; prefix matching on the last word, typo tolerant (1 typo from 5 letters, 2 from 9). */
  query?: string | undefined;
  /** OR within one facet, AND across facets. Values are the facet's display values ("true"/"false" for certified, "7" for seats). */
  filters?: Partial<Record<KeywordFacet, readonly string[]>> | undefined;
  /**
   * Values every car must have, all of them (AND), whatever else is refined: a scope such as the
   * special offers, which narrows the categories picked rather than joining them. Applies to every
   * facet's counts too.
   */
  required?: Partial<Record<KeywordFacet, readonly string[]>> | undefined;
  /** Inclusive bounds. */
  ranges?: Partial<Record<NumericFacet, NumericRange>> | undefined;
  sort?: SortKey | undefined;
  /** With sort price_asc: leave out cars priced 0 (a per-site switch). */
  excludeZeroPriceOnAscending?: boolean | undefined;
  /** 1-based. */
  page?: number | undefined;
  hitsPerPage?: number | undefined;
  /** Which facets to count; default all. */
  facets?: readonly FacetName[] | undefined;
};

export type FacetStats = { min: number; max: number };

export type SearchResult = {
  hits: CarDocument[];
  /** Exact number of matching cars. */
  count: number;
  /** Disjunctive counts: each facet's counts honour every refinement but its own. Zero counts are left out. */
  facets: Partial<Record<KeywordFacet, Record<string, number>>>;
  /** Min and max over the matching cars, ignoring the facet's own range (absent when no car has a value). */
  facetStats: Partial<Record<NumericFacet, FacetStats>>;
  /** Time taken, milliseconds. */
  ms: number;
  /** Number of pages at hitsPerPage. */
  pages: number;
  page: number;
  hitsPerPage: number;
};
