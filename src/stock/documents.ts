import type { CarDocument } from "@/cars/car";
import { normaliseStatus, priceRangeLabel, weeklyPriceRangeLabel } from "./listing-rules";
import type { cars } from "@/platform/db/schema";

// A car row reshaped into what the search index holds. Pure, so the seed data and the benchmark can
// make documents without a database.

export type CarRow = typeof cars.$inferSelect;

export type DocumentContext = {
  dealershipName: string;
  dealershipSlug: string;
  locationName: string | null;
  /** The site's finance provider: its lender entry supplies the weekly estimate. */
  financeProvider: string;
};

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The category that puts a car in the special-offers search: a reduced price or an offer tag. */
export const specialOffersCategory = "Special Offers";

function isOnSpecialOffer(row: CarRow): boolean {
  const reduced = row.beforePrice !== null && row.price > 0 && row.beforePrice > row.price;
  return reduced || row.tag?.toLowerCase() === "special offer";
}

export function toCarDocument(row: CarRow, context: DocumentContext): CarDocument {
  const lender = Object.entries(row.financeLenders).find(([provider]) => provider === context.financeProvider)?.[1];
  const weekly = lender?.paymentWeek != null && lender.paymentWeek > 0 ? Math.round(lender.paymentWeek) : null;
  const firstImage = row.images[0];
  return {
    id: row.id,
    slug: row.slug,
    stocknum: row.stocknum,
    name: row.name,
    year: row.year,
    make: row.make,
    model: row.model,
    make_model: `${row.make} > ${row.model}`,
    badge: row.badge,
    series: row.series,
    colour: row.colour,
    body: row.simpleBody,
    drive: row.simpleDrive ?? row.drive,
    fuel: row.simpleFuel,
    transmission: row.simpleTransmission,
    car_type: row.carType,
    item_type: row.itemType,
    status: normaliseStatus(row.status),
    tag: row.tag,
    certified: row.certified,
    reserved: row.reserved,
    preorder: row.preorder,
    seats: row.seats,
    categories: isOnSpecialOffer(row) ? [...new Set([...row.categories, specialOffersCategory])] : row.categories,
    filtered_features: row.filteredFeatures,
    km: row.km,
    price: row.price,
    before_price: row.beforePrice,
    offer_price: row.offerPrice,
    subscription_price: row.subscriptionPrice,
    weekly_price: weekly,
    price_range: priceRangeLabel(row.price),
    weekly_price_range: weekly === null ? null : weeklyPriceRangeLabel(weekly),
    city: row.city,
    state: row.state,
    location_id: row.locationId,
    location_name: context.locationName,
    dealership_id: row.dealershipId,
    dealership_name: context.dealershipName,
    dealership_slug: context.dealershipSlug,
    created_at_timestamp: seconds(row.createdAt),
    sold_date_timestamp: row.soldAt ? seconds(row.soldAt) : null,
    custom_rank: row.customRank,
    views: row.views,
    primary_image_url: firstImage ? firstImage.thumbUrl : null,
    image_count: row.images.length,
    checkout_enabled: row.checkoutEnabled,
    trade_in_allowed: row.tradeInAllowed,
    has_history_report: row.historyReportUrl !== null,
  };
}
