// How each searchable attribute is read from a car document. One table, so the index, the filter
// language and the tests all agree on what "seats" or "certified" means.

import type { CarDocument } from "@/cars/car";
import { keywordFacets, numericFacets, type FacetName, type KeywordFacet, type NumericFacet } from "./types";

/** Facets a car can carry several values of. */
export const multiValueFacets: ReadonlySet<KeywordFacet> = new Set<KeywordFacet>(["categories", "filtered_features"]);

const text = (value: string | null | undefined): string | null =>
  value === null || value === undefined || value === "" ? null : value;

const smallNumberTexts = Array.from({ length: 100 }, (_, number) => String(number));

/** String(number) without a new string per car for the small whole numbers seats take. */
const numberText = (number: number): string => smallNumberTexts[number] ?? String(number);

/**
 * The facet values of a car, as the facet displays them: seats as "7", certified as "true" or
 * "false". null (and, defensively, undefined or an empty string) is no value: never counted, never
 * matched.
 */
export const keywordValue: Record<KeywordFacet, (doc: CarDocument) => string | null | readonly string[]> = {
  badge: (doc) => text(doc.badge),
  status: (doc) => text(doc.status),
  car_type: (doc) => text(doc.car_type),
  categories: (doc) => doc.categories ?? [],
  city: (doc) => text(doc.city),
  colour: (doc) => text(doc.colour),
  dealership_name: (doc) => text(doc.dealership_name),
  filtered_features: (doc) => doc.filtered_features ?? [],
  item_type: (doc) => text(doc.item_type),
  location_name: (doc) => text(doc.location_name),
  make: (doc) => text(doc.make),
  make_model: (doc) => text(doc.make_model),
  model: (doc) => text(doc.model),
  price_range: (doc) => text(doc.price_range),
  seats: (doc) => (typeof doc.seats === "number" && Number.isFinite(doc.seats) ? numberText(doc.seats) : null),
  body: (doc) => text(doc.body),
  drive: (doc) => text(doc.drive),
  fuel: (doc) => text(doc.fuel),
  transmission: (doc) => text(doc.transmission),
  state: (doc) => text(doc.state),
  tag: (doc) => text(doc.tag),
  weekly_price_range: (doc) => text(doc.weekly_price_range),
  certified: (doc) => (typeof doc.certified === "boolean" ? String(doc.certified) : null),
};

const finite = (value: number | null | undefined): number =>
  typeof value === "number" && Number.isFinite(value) ? value : Number.NaN;

/** A car's number for a numeric facet; NaN when it has none (NaN fails every comparison). */
export const numericValue: Record<NumericFacet, (doc: CarDocument) => number> = {
  km: (doc) => finite(doc.km),
  price: (doc) => finite(doc.price),
  subscription_price: (doc) => finite(doc.subscription_price),
  year: (doc) => finite(doc.year),
  created_at_timestamp: (doc) => finite(doc.created_at_timestamp),
};

/** The fields free text is matched against. */
export const textFields = [
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
  "year",
  "dealership_name",
  "location_name",
  "city",
  "tag",
  "categories",
] as const satisfies readonly (keyof CarDocument)[];

const keywordSet: ReadonlySet<string> = new Set(keywordFacets);
const numericSet: ReadonlySet<string> = new Set(numericFacets);

export function isKeywordFacet(name: string): name is KeywordFacet {
  return keywordSet.has(name);
}

export function isNumericFacet(name: string): name is NumericFacet {
  return numericSet.has(name);
}

export const allFacets: readonly FacetName[] = [...keywordFacets, ...numericFacets];

/** A record over every keyword facet, spelled out so the compiler checks that none is missing. */
export function perKeywordFacet<Value>(make: (facet: KeywordFacet) => Value): Record<KeywordFacet, Value> {
  return {
    badge: make("badge"),
    status: make("status"),
    car_type: make("car_type"),
    categories: make("categories"),
    city: make("city"),
    colour: make("colour"),
    dealership_name: make("dealership_name"),
    filtered_features: make("filtered_features"),
    item_type: make("item_type"),
    location_name: make("location_name"),
    make: make("make"),
    make_model: make("make_model"),
    model: make("model"),
    price_range: make("price_range"),
    seats: make("seats"),
    body: make("body"),
    drive: make("drive"),
    fuel: make("fuel"),
    transmission: make("transmission"),
    state: make("state"),
    tag: make("tag"),
    weekly_price_range: make("weekly_price_range"),
    certified: make("certified"),
  };
}

/** A record over every numeric facet. */
export function perNumericFacet<Value>(make: (facet: NumericFacet) => Value): Record<NumericFacet, Value> {
  return {
    km: make("km"),
    price: make("price"),
    subscription_price: make("subscription_price"),
    year: make("year"),
    created_at_timestamp: make("created_at_timestamp"),
  };
}
