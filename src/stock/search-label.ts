// A short name for a search, for the shopper's recent-searches list: what they typed and picked
// ("Toyota Corolla, SUV, under $30,000"), so five searches on one page read as five different things.

import { formatMoney, groupDigits } from "@/platform/format";
import type { KeywordFacet, NumericFacet } from "@/sites/config-vocabularies";
import type { SearchState } from "./search-state";

/** The facets a shopper recognises in a label, in the order they are said. */
const labelledFacets: readonly KeywordFacet[] = [
  "make_model",
  "make",
  "model",
  "badge",
  "car_type",
  "body",
  "fuel",
  "transmission",
  "drive",
  "colour",
  "seats",
  "location_name",
  "city",
  "state",
  "tag",
];

export const searchLabelMaxLength = 60;

function rangeText(facet: NumericFacet, min: number | undefined, max: number | undefined): string | null {
  const format =
    facet === "price" || facet === "subscription_price"
      ? formatMoney
      : facet === "km"
        ? (value: number) => `${groupDigits(value)} km`
        : facet === "year"
          ? String
          : null;
  if (format === null) return null;
  if (min !== undefined && max !== undefined) return `${format(min)} to ${format(max)}`;
  if (max !== undefined) return facet === "year" ? `up to ${format(max)}` : `under ${format(max)}`;
  if (min !== undefined) return facet === "year" ? `${format(min)} or newer` : `from ${format(min)}`;
  return null;
}

function facetValueText(facet: KeywordFacet, value: string): string {
  if (facet === "make_model") return value.replace(" > ", " ");
  if (facet === "seats") return `${value} seats`;
  if (facet === "car_type") return value.charAt(0).toUpperCase() + value.slice(1);
  return value;
}

/** The search named by its refinements; `fallback` (the page title) when it has none. */
export function searchLabel(state: SearchState, fallback: string): string {
  const parts: string[] = [];
  if (state.query.trim() !== "") parts.push(`“${state.query.trim()}”`);
  const models = state.filters.make_model ?? [];
  for (const facet of labelledFacets) {
    // A make already said by one of its models is not said twice.
    const values = (state.filters[facet] ?? []).filter(
      (value) => facet !== "make" || !models.some((model) => model.startsWith(`${value} > `)),
    );
    if (values.length > 0) parts.push(values.map((value) => facetValueText(facet, value)).join(" or "));
  }
  if (state.filters.certified?.includes("true")) parts.push("certified");
  for (const facet of ["price", "km", "year", "subscription_price"] as const) {
    const range = state.ranges[facet];
    const text = range ? rangeText(facet, range.min, range.max) : null;
    if (text) parts.push(text);
  }
  const label = parts.join(", ");
  if (label === "") return fallback;
  return label.length <= searchLabelMaxLength ? label : `${label.slice(0, searchLabelMaxLength - 1).trimEnd()}…`;
}
