import type { CarDocument } from "@/cars/car";
import type { SearchResult } from "./engine/types";

// What a result card reads of a car. The search page's first results cross to the browser as the
// search component's props, so every field of the index document went into the page's payload for
// each of its cards (1.25 KB a car, 21 cars on harbourside's first page; a card reads about half of
// it). The type makes a card that reaches for another field fail the type check rather than ship the
// whole document again.

export type CardDocument = Pick<
  CarDocument,
  | "id"
  | "slug"
  | "stocknum"
  | "name"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "body"
  | "fuel"
  | "transmission"
  | "car_type"
  | "item_type"
  | "status"
  | "tag"
  | "certified"
  | "reserved"
  | "preorder"
  | "km"
  | "price"
  | "before_price"
  | "subscription_price"
  | "price_qualifier"
  | "weekly_price"
  | "finance"
  | "location_name"
  | "dealership_name"
  | "dealership_slug"
  | "vin"
  | "created_at_timestamp"
  | "views"
  | "primary_image_url"
  | "primary_photo"
  | "checkout_enabled"
  | "trade_in_allowed"
  | "offer_price"
>;

// Every field of CardDocument, once (the Record's type makes a missing or extra field a type error).
const cardFieldSet: Record<keyof CardDocument, true> = {
  id: true,
  slug: true,
  stocknum: true,
  name: true,
  year: true,
  make: true,
  model: true,
  badge: true,
  series: true,
  body: true,
  fuel: true,
  transmission: true,
  car_type: true,
  item_type: true,
  status: true,
  tag: true,
  certified: true,
  reserved: true,
  preorder: true,
  km: true,
  price: true,
  before_price: true,
  subscription_price: true,
  price_qualifier: true,
  weekly_price: true,
  finance: true,
  location_name: true,
  dealership_name: true,
  dealership_slug: true,
  vin: true,
  created_at_timestamp: true,
  views: true,
  primary_image_url: true,
  primary_photo: true,
  checkout_enabled: true,
  trade_in_allowed: true,
  offer_price: true,
};
const cardFields = Object.keys(cardFieldSet) as (keyof CardDocument)[];

/** A row of card fields, in `cardFields`' order, back into a card; a field left undefined stays absent. */
function fromRow(fields: readonly (keyof CardDocument)[], row: readonly unknown[]): CardDocument {
  const card: Partial<Record<keyof CardDocument, unknown>> = {};
  fields.forEach((field, index) => {
    if (row[index] !== undefined) card[field] = row[index];
  });
  return card as CardDocument;
}

/** The card's fields of a car (absent when no trade-in offer applies, as in the index document). */
export function cardDocument(car: CardDocument): CardDocument {
  return fromRow(
    cardFields,
    cardFields.map((field) => car[field]),
  );
}

/**
 * A search result whose hits carry only what their cards read, packed as rows under one list of field
 * names: the page's first results cross to the browser in its payload, where each card's 33 field
 * names cost more than its values (8 KB of a 21-card page).
 */
export type PackedCardSearchResult = Omit<SearchResult, "hits"> & {
  cards: { fields: readonly (keyof CardDocument)[]; rows: readonly (readonly unknown[])[] };
};

/** A search result whose hits carry only what their cards read. */
export type CardSearchResult = Omit<SearchResult, "hits"> & { hits: CardDocument[] };

/**
 * Packs a result for the page's payload. With `shownFacets`, only those facets' counts and ranges
 * go: the filter panel reads no other, and a hidden facet's counts grow with the stock (every make
 * and model pair of a 40-make yard was 5.4 KB of the page; decision 056). Searches after the first
 * ask the search API, which answers in full.
 */
export function packedCardSearchResult(
  { hits, facets, facetStats, ...rest }: SearchResult,
  shownFacets?: readonly string[],
): PackedCardSearchResult {
  const shown = <T extends object>(values: T): T =>
    shownFacets
      ? (Object.fromEntries(Object.entries(values).filter(([facet]) => shownFacets.includes(facet))) as T)
      : values;
  return {
    ...rest,
    facets: shown(facets),
    facetStats: shown(facetStats),
    cards: { fields: cardFields, rows: hits.map((car) => cardFields.map((field) => car[field])) },
  };
}

export function unpackCardSearchResult({ cards, ...rest }: PackedCardSearchResult): CardSearchResult {
  return { ...rest, hits: cards.rows.map((row) => fromRow(cards.fields, row)) };
}
