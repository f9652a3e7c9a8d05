import type { CarDocument } from "@/cars/car";
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import type { CarFinanceFacts, ShownPhoto } from "@/platform/db/json-types";
import { yieldToEventLoop } from "@/platform/event-loop";
import { sitePathPattern } from "@/platform/media/site-pictures";
import { cars, dealerships, locations, stockChangeSequences } from "@/platform/db/schema";
import type { SiteConfig } from "@/sites/config-schema";
import { carDocumentOf, type DocumentContext, type DocumentSource } from "./documents";
import { listingWindow, type ListingCandidate } from "./listing-rules";

// What the search index reads from the database (decision 032): each car's document fields and its
// listing facts only, never its descriptions, equipment, specifications, pictures or lenders, a page
// of cars at a time in id order (keyset paging), or the cars a stock change names.

/** A car as the index reads it: its document's sources and what the listing rules decide by. */
export type IndexSource = DocumentSource & ListingCandidate;

/**
 * Rows per read: small enough that each read is a short pause, large enough to be few. On the
 * embedded database a read runs in the server's own process: 250 cars take about 40 ms there
 * (1,000 took 150–320 ms, in which no request was answered).
 */
export const carsPerRead = 250;

/**
 * The car's listed pictures a page may draw (`sitePictures`), as rows (picture, position) for a
 * subquery; a non-array value (an old feed's) has none.
 */
const sitePictureRows = sql`jsonb_array_elements(case when jsonb_typeof(${cars.images}) = 'array' then ${cars.images} else '[]'::jsonb end) with ordinality as listed(picture, position) where picture ->> 'url' ~ ${sitePathPattern} and picture ->> 'thumbUrl' ~ ${sitePathPattern}`;

function indexColumns(financeProvider: string) {
  // financeFactsOf's facts in SQL: the figures of the entries that can apply on the site (its
  // provider's and, for a Nissan, the brand's), never a lender's texts.
  const figures = (provider: string) => {
    const entry = sql`${cars.financeLenders} -> ${provider}::text`;
    return sql`case when jsonb_typeof(${entry}) = 'object' then jsonb_build_object('interestRate', ${entry} -> 'interestRate', 'comparisonRate', ${entry} -> 'comparisonRate', 'paymentWeek', ${entry} -> 'paymentWeek', 'paymentMonth', ${entry} -> 'paymentMonth') end`;
  };
  const nissan = sql`case when lower(trim(${cars.make})) = 'nissan' then ${figures("nissan-finance")} end`;
  const entry = (name: string, value: ReturnType<typeof sql>) =>
    sql`case when ${value} is null then '{}'::jsonb else jsonb_build_object(${name}::text, ${value}) end`;
  const lenders = sql`${entry(financeProvider, figures(financeProvider))} || ${entry("nissan-finance", nissan)}`;
  const quote = financeProvider === "youx" ? sql`${cars.youxQuote}` : sql`null::jsonb`;
  return {
    id: cars.id,
    slug: cars.slug,
    stocknum: cars.stocknum,
    name: cars.name,
    year: cars.year,
    make: cars.make,
    model: cars.model,
    badge: cars.badge,
    series: cars.series,
    colour: cars.colour,
    simpleBody: cars.simpleBody,
    simpleDrive: cars.simpleDrive,
    drive: cars.drive,
    simpleFuel: cars.simpleFuel,
    simpleTransmission: cars.simpleTransmission,
    carType: cars.carType,
    itemType: cars.itemType,
    status: cars.status,
    tag: cars.tag,
    certified: cars.certified,
    reserved: cars.reserved,
    preorder: cars.preorder,
    seats: cars.seats,
    categories: cars.categories,
    filteredFeatures: cars.filteredFeatures,
    km: cars.km,
    price: cars.price,
    beforePrice: cars.beforePrice,
    offerPrice: cars.offerPrice,
    subscriptionPrice: cars.subscriptionPrice,
    priceType: cars.priceType,
    vin: cars.vin,
    city: cars.city,
    state: cars.state,
    locationId: cars.locationId,
    dealershipId: cars.dealershipId,
    createdAt: cars.createdAt,
    soldAt: cars.soldAt,
    customRank: cars.customRank,
    views: cars.views,
    checkoutEnabled: cars.checkoutEnabled,
    tradeInAllowed: cars.tradeInAllowed,
    showOnDealerWebsite: cars.showOnDealerWebsite,
    finance: sql<CarFinanceFacts>`jsonb_build_object('lenders', ${lenders}, 'youxQuote', ${quote})`,
    // sitePictures() in SQL, by the same pattern: only pictures at the site's own paths are drawn.
    firstThumbUrl: sql<
      string | null
    >`(select picture ->> 'thumbUrl' from ${sitePictureRows} order by position limit 1)`,
    imageCount: sql<number>`(select count(*) from ${sitePictureRows})`.mapWith(Number),
    firstPhoto: sql<ShownPhoto | null>`${cars.photos} -> 0`,
    photoCount: sql<number>`jsonb_array_length(${cars.photos})`.mapWith(Number),
    hasHistoryReport: sql<boolean>`${cars.historyReportUrl} is not null`,
  };
}

/** One page of a site's cars in id order, after `afterId` (null: from the first). */
export function readIndexSources(
  db: Db,
  siteId: string,
  financeProvider: string,
  afterId: string | null,
): Promise<IndexSource[]> {
  const scope = afterId === null ? eq(cars.siteId, siteId) : and(eq(cars.siteId, siteId), gt(cars.id, afterId));
  return db.select(indexColumns(financeProvider)).from(cars).where(scope).orderBy(asc(cars.id)).limit(carsPerRead);
}

/** The named cars of a site (up to carsPerRead ids); a car that is gone is simply not returned. */
export function readIndexSourcesById(
  db: Db,
  siteId: string,
  financeProvider: string,
  ids: readonly string[],
): Promise<IndexSource[]> {
  return db
    .select(indexColumns(financeProvider))
    .from(cars)
    .where(and(eq(cars.siteId, siteId), inArray(cars.id, [...ids])));
}

/** The last stock change number of a site (0 before its first), read before its cars. */
export async function readStockChangeNumber(db: Db, siteId: string): Promise<number> {
  const [row] = await db
    .select({ seq: stockChangeSequences.seq })
    .from(stockChangeSequences)
    .where(eq(stockChangeSequences.siteId, siteId));
  return row ? Number(row.seq) : 0;
}

/** What a site's documents say of its dealerships and locations (their names), by id. */
export type DocumentPlaces = {
  dealerships: ReadonlyMap<string, { name: string; slug: string }>;
  locations: ReadonlyMap<string, string>;
};

export async function readDocumentPlaces(db: Db, siteId: string): Promise<DocumentPlaces> {
  const [dealershipRows, locationRows] = await Promise.all([
    db
      .select({ id: dealerships.id, name: dealerships.name, slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.siteId, siteId))
      .orderBy(asc(dealerships.id)),
    db
      .select({ id: locations.id, name: locations.name })
      .from(locations)
      .where(eq(locations.siteId, siteId))
      .orderBy(asc(locations.id)),
  ]);
  return {
    dealerships: new Map(dealershipRows.map((row) => [row.id, { name: row.name, slug: row.slug }])),
    locations: new Map(locationRows.map((row) => [row.id, row.name])),
  };
}

/** The document of a car, or null when its dealership is not the site's (never, but for a race). */
export function documentOfSource(
  car: IndexSource,
  places: DocumentPlaces,
  financeProvider: string,
): CarDocument | null {
  const dealership = places.dealerships.get(car.dealershipId);
  if (!dealership) return null;
  const context: DocumentContext = {
    dealershipName: dealership.name,
    dealershipSlug: dealership.slug,
    locationName: car.locationId ? (places.locations.get(car.locationId) ?? null) : null,
    financeProvider,
  };
  return carDocumentOf(car, context);
}

/** Every listable car of one site as index documents, read a page at a time. */
export async function loadListableDocuments(
  db: Db,
  site: { id: string; config: SiteConfig },
  now: Date,
): Promise<CarDocument[]> {
  const financeProvider = site.config.finance.provider;
  const rules = site.config.search.filters;
  const places = await readDocumentPlaces(db, site.id);
  const documents: CarDocument[] = [];
  let afterId: string | null = null;
  for (;;) {
    const page = await readIndexSources(db, site.id, financeProvider, afterId);
    for (const car of page) {
      const window = listingWindow(car, rules);
      if (!window || window.from > now.getTime() || now.getTime() > window.until) continue;
      const document = documentOfSource(car, places, financeProvider);
      if (document) documents.push(document);
    }
    if (page.length < carsPerRead) return documents;
    afterId = page[page.length - 1]?.id ?? null;
    await yieldToEventLoop();
  }
}
