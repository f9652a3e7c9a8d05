import type { CarDocument } from "@/cars/car";
import { normaliseStatus, priceRangeLabel, weeklyPriceRangeLabel } from "./listing-rules";
import { isReducedPrice, priceQualifier } from "@/cars/price";
import { specialOffersCategory } from "./engine/types";
import type { cars } from "@/platform/db/schema";
import type { CarFinanceFacts, FinanceProvider, ShownPhoto } from "@/platform/db/json-types";
import { cardPhotoOf, photoSrc } from "@/platform/media/photo-urls";
import { sitePictures } from "@/platform/media/site-pictures";
import { financeFactsOf } from "@/finance/finance-display";

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

export { specialOffersCategory };

/**
 * What a search document is made from: the car's own columns the document shows, and four facts
 * derived from its larger columns, so the index can read them from the database alone (decision 032,
 * load-documents.ts) instead of every column of every car.
 */
export type DocumentSource = Pick<
  CarRow,
  | "id"
  | "slug"
  | "stocknum"
  | "name"
  | "year"
  | "make"
  | "model"
  | "badge"
  | "series"
  | "colour"
  | "simpleBody"
  | "simpleDrive"
  | "drive"
  | "simpleFuel"
  | "simpleTransmission"
  | "carType"
  | "itemType"
  | "status"
  | "tag"
  | "certified"
  | "reserved"
  | "preorder"
  | "seats"
  | "categories"
  | "filteredFeatures"
  | "km"
  | "price"
  | "beforePrice"
  | "offerPrice"
  | "subscriptionPrice"
  | "priceType"
  | "vin"
  | "city"
  | "state"
  | "locationId"
  | "dealershipId"
  | "createdAt"
  | "soldAt"
  | "customRank"
  | "views"
  | "checkoutEnabled"
  | "tradeInAllowed"
> & {
  /** The lender entries and stored quote the car's finance figure is decided from (finance-display.ts). */
  finance: CarFinanceFacts;
  /** The first listed picture on the site itself (`sitePictures`: never a feed's outside URL), and how many there are. */
  firstThumbUrl: string | null;
  imageCount: number;
  /** The car's first processed photo (`cars.photos`), drawn in place of `firstThumbUrl`. */
  firstPhoto: ShownPhoto | null;
  photoCount: number;
  hasHistoryReport: boolean;
};

/** The source of a whole car row, for code that has one (the vehicle page, the benchmark's data). */
export function documentSourceOf(row: CarRow, financeProvider: string): DocumentSource {
  const pictures = sitePictures(row.images);
  return {
    ...row,
    finance: financeFactsOf(row, financeProvider),
    firstThumbUrl: pictures[0]?.thumbUrl ?? null,
    imageCount: pictures.length,
    firstPhoto: row.photos[0] ?? null,
    photoCount: row.photos.length,
    hasHistoryReport: row.historyReportUrl !== null,
  };
}

function isOnSpecialOffer(car: DocumentSource): boolean {
  return isReducedPrice(car) || car.tag?.toLowerCase() === "special offer";
}

/**
 * The weekly figure the weekly-repayment facet sorts the car by: its stored quote's on a youX site,
 * else its provider's lender entry's, in whole dollars; null without one.
 */
function indexedWeekly(finance: CarFinanceFacts, provider: string): number | null {
  const weekly =
    finance.youxQuote?.weeklyRepaymentAmount ?? finance.lenders[provider as FinanceProvider]?.paymentWeek ?? null;
  return weekly !== null && weekly > 0 ? Math.round(weekly) : null;
}

export function toCarDocument(row: CarRow, context: DocumentContext): CarDocument {
  return carDocumentOf(documentSourceOf(row, context.financeProvider), context);
}

export function carDocumentOf(car: DocumentSource, context: DocumentContext): CarDocument {
  const weekly = indexedWeekly(car.finance, context.financeProvider);
  return {
    id: car.id,
    slug: car.slug,
    stocknum: car.stocknum,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    make_model: `${car.make} > ${car.model}`,
    badge: car.badge,
    series: car.series,
    colour: car.colour,
    body: car.simpleBody,
    drive: car.simpleDrive ?? car.drive,
    fuel: car.simpleFuel,
    transmission: car.simpleTransmission,
    car_type: car.carType,
    item_type: car.itemType,
    status: normaliseStatus(car.status),
    tag: car.tag,
    certified: car.certified,
    reserved: car.reserved,
    preorder: car.preorder,
    seats: car.seats,
    categories: isOnSpecialOffer(car) ? [...new Set([...car.categories, specialOffersCategory])] : car.categories,
    filtered_features: car.filteredFeatures,
    km: car.km,
    price: car.price,
    before_price: car.beforePrice,
    offer_price: car.offerPrice,
    subscription_price: car.subscriptionPrice,
    price_qualifier: priceQualifier(car.priceType),
    vin: car.vin,
    weekly_price: weekly,
    finance: car.finance,
    price_range: priceRangeLabel(car.price),
    weekly_price_range: weekly === null ? null : weeklyPriceRangeLabel(weekly),
    city: car.city,
    state: car.state,
    location_id: car.locationId,
    location_name: context.locationName,
    dealership_id: car.dealershipId,
    dealership_name: context.dealershipName,
    dealership_slug: context.dealershipSlug,
    created_at_timestamp: seconds(car.createdAt),
    sold_date_timestamp: car.soldAt ? seconds(car.soldAt) : null,
    custom_rank: car.customRank,
    views: car.views,
    // A processed photo's 480-pixel JPEG for the places that take one address (compare, saved cars).
    primary_image_url: car.firstPhoto ? photoSrc(car.firstPhoto, 480, "jpeg") : car.firstThumbUrl,
    primary_photo: car.firstPhoto ? cardPhotoOf(car.firstPhoto) : null,
    image_count: car.firstPhoto ? car.photoCount : car.imageCount,
    checkout_enabled: car.checkoutEnabled,
    trade_in_allowed: car.tradeInAllowed,
    has_history_report: car.hasHistoryReport,
  };
}
