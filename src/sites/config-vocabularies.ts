// The config's closed vocabularies, apart from its schema (config-schema.ts re-exports them) so that
// browser code iterating them (the budget widget, the search facets and sort) does not load the
// whole schema and zod with it.

export const templateNames = ["default", "used-car", "group", "leisure", "subscription", "one-dealer"] as const;
export type TemplateName = (typeof templateNames)[number];

/** The theme's fonts: local and system stacks only (config-schema.ts maps each to its stack). */
export const fontNames = ["system", "serif", "rounded", "condensed"] as const;
export type FontName = (typeof fontNames)[number];

/**
 * Whether a site answers shoppers: `live`, or `paused` (a holding page, out of feeds and sitemaps;
 * the console's onboarding, decision 049).
 */
export const siteStatuses = ["live", "paused"] as const;
export type SiteStatus = (typeof siteStatuses)[number];

export const carTypeNames = ["new", "used", "demo"] as const;
export type CarTypeName = (typeof carTypeNames)[number];

export const bodyTypeNames = [
  "4x4",
  "bus",
  "cabChassis",
  "convertible",
  "coupe",
  "ev",
  "hardtop",
  "hatch",
  "hatchback",
  "motorhome",
  "lightTruck",
  "peopleMover",
  "prestige",
  "sedan",
  "softtop",
  "suv",
  "ute",
  "van",
  "wagon",
  "stationWagon",
] as const;
export type BodyTypeName = (typeof bodyTypeNames)[number];

/**
 * Every search facet, in the product's order (the facet panel's). A site's config switches each on or
 * off; the search engine (src/stock/engine) counts the keyword facets by value and reports the
 * numeric ones as ranges. Defined here, below both, so that one list serves them.
 */
export const facetNames = [
  "badge",
  "status",
  "car_type",
  "categories",
  "city",
  "colour",
  "dealership_name",
  "filtered_features",
  "item_type",
  "km",
  "location_name",
  "make",
  "make_model",
  "model",
  "price",
  "subscription_price",
  "price_range",
  "seats",
  "body",
  "drive",
  "fuel",
  "transmission",
  "state",
  "tag",
  "weekly_price_range",
  "year",
  "certified",
  "created_at_timestamp",
] as const;
export type FacetName = (typeof facetNames)[number];

/** Facets filtered by a range and reported with facetStats (min, max). */
export const numericFacets = [
  "km",
  "price",
  "subscription_price",
  "year",
  "created_at_timestamp",
] as const satisfies readonly FacetName[];
export type NumericFacet = (typeof numericFacets)[number];

/** Facets whose values are counted (multi: a car may carry several values). */
export type KeywordFacet = Exclude<FacetName, NumericFacet>;
export const keywordFacets: readonly KeywordFacet[] = facetNames.filter(
  (name): name is KeywordFacet => !numericFacets.some((numeric) => numeric === name),
);

export const sortOptionNames = [
  "mostRelevant",
  "latest",
  "highestPrice",
  "lowestPrice",
  "subscriptionPrice",
  "kmsLowest",
  "kmsHighest",
] as const;
export type SortOptionName = (typeof sortOptionNames)[number];
