import type { CarDocument } from "@/cars/car";
import type { SearchResult } from "./engine/types";

// What a result card reads of a car. The search page's first results cross to the browser as the
// search component's props, so every field of the index document went into the page's payload for
// each of its 22 cards (1.25 KB a car; a card reads about half of it). The type makes a card that
// reaches for another field fail the type check rather than ship the whole document again.

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
  | "weekly_price"
  | "location_name"
  | "dealership_name"
  | "dealership_slug"
  | "created_at_timestamp"
  | "views"
  | "primary_image_url"
  | "checkout_enabled"
  | "trade_in_allowed"
  | "offer_price"
>;

/** The card's fields of a car. */
export function cardDocument(car: CardDocument): CardDocument {
  return {
    id: car.id,
    slug: car.slug,
    stocknum: car.stocknum,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    series: car.series,
    body: car.body,
    fuel: car.fuel,
    transmission: car.transmission,
    car_type: car.car_type,
    item_type: car.item_type,
    status: car.status,
    tag: car.tag,
    certified: car.certified,
    reserved: car.reserved,
    preorder: car.preorder,
    km: car.km,
    price: car.price,
    before_price: car.before_price,
    subscription_price: car.subscription_price,
    weekly_price: car.weekly_price,
    location_name: car.location_name,
    dealership_name: car.dealership_name,
    dealership_slug: car.dealership_slug,
    created_at_timestamp: car.created_at_timestamp,
    views: car.views,
    primary_image_url: car.primary_image_url,
    checkout_enabled: car.checkout_enabled,
    trade_in_allowed: car.trade_in_allowed,
    // Absent when no trade-in offer applies, as in the index document.
    ...(car.offer_price === undefined ? {} : { offer_price: car.offer_price }),
  };
}

/** A search result whose hits carry only what their cards read. */
export type CardSearchResult = Omit<SearchResult, "hits"> & { hits: CardDocument[] };

export function cardSearchResult(result: SearchResult): CardSearchResult {
  return { ...result, hits: result.hits.map(cardDocument) };
}
