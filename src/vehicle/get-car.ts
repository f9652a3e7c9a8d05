import type { CarDocument } from "@/cars/car";
import "server-only";
import { and, desc, eq, type SQL } from "drizzle-orm";
import { cache } from "react";
import { getDb, type Db } from "@/platform/db";
import { carPriceChanges, cars, dealerships, locations } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";
import { toCarDocument, type CarRow } from "@/stock/documents";
import { loadedPriceChanges, summarisePriceHistory, type PriceHistory } from "./price-history";

export type CarDetail = {
  row: CarRow;
  document: CarDocument;
  dealership: { id: string; name: string; slug: string };
  location: {
    id: string;
    name: string;
    slug: string;
    phone: string;
    street: string;
    city: string;
    state: string;
    postcode: string;
    placeUrl: string | null;
    lat: number;
    lng: number;
    placeId: string | null;
    mapKey: string | null;
  } | null;
  primaryCity: string | null;
  /** The car's recorded price changes (stock feeds), for the price comparison; null when none. */
  priceHistory: PriceHistory | null;
};

/** What the detail query needs of the site. */
type DetailSite = Pick<Site, "id" | "config">;

/**
 * One car of the site by its slug, with its dealership and location. Cars hidden from the website
 * are not found; sold cars are, so an old link still shows what happened to the car.
 */
export const getCarDetail = cache(async (site: Site, slug: string) => readCarDetail(await getDb(), site, slug));

/** getCarDetail on a given connection (what it runs; tests call it on their own database). */
export function readCarDetail(db: Db, site: DetailSite, slug: string): Promise<CarDetail | null> {
  return loadCarDetail(db, site, eq(cars.slug, slug));
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The same by the car's id; anything that is not a UUID finds nothing. */
export const getCarDetailById = cache(async (site: Site, id: string) =>
  uuidPattern.test(id) ? loadCarDetail(await getDb(), site, eq(cars.id, id)) : null,
);

/**
 * The ids the dealer's feed names as similar to the site's car by its slug (empty when it names
 * none); null when the site has no such car on its website.
 */
export async function getSimilarCarIds(site: Site, slug: string): Promise<string[] | null> {
  const db = await getDb();
  const [car] = await db
    .select({ similarCarIds: cars.similarCarIds })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.slug, slug), eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  return car ? car.similarCarIds : null;
}

/** The site's car whose history report file is at this address (`/files/history/{file}.pdf`). */
export const getCarDetailByHistoryReport = cache(async (site: Site, url: string) =>
  loadCarDetail(await getDb(), site, eq(cars.historyReportUrl, url)),
);

async function loadCarDetail(db: Db, site: DetailSite, which: SQL): Promise<CarDetail | null> {
  const [found] = await db
    .select({ car: cars, dealership: dealerships, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .leftJoin(locations, eq(cars.locationId, locations.id))
    .where(and(eq(cars.siteId, site.id), which, eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!found) return null;
  const [primary] = await db
    .select({ city: locations.city })
    .from(locations)
    .where(and(eq(locations.siteId, site.id), eq(locations.isPrimary, true)))
    .limit(1);
  const { car, dealership, location } = found;
  const changes = await db
    .select({
      changedAt: carPriceChanges.changedAt,
      oldPrice: carPriceChanges.oldPrice,
      newPrice: carPriceChanges.newPrice,
    })
    .from(carPriceChanges)
    .where(and(eq(carPriceChanges.siteId, site.id), eq(carPriceChanges.carId, car.id)))
    .orderBy(desc(carPriceChanges.changedAt))
    .limit(loadedPriceChanges);
  return {
    row: car,
    document: toCarDocument(car, {
      dealershipName: dealership.name,
      dealershipSlug: dealership.slug,
      locationName: location?.name ?? null,
      financeProvider: site.config.finance.provider,
    }),
    dealership: { id: dealership.id, name: dealership.name, slug: dealership.slug },
    location: location
      ? {
          id: location.id,
          name: location.name,
          slug: location.slug,
          phone: location.phone,
          street: location.street,
          city: location.city,
          state: location.state,
          postcode: location.postcode,
          placeUrl: location.placeUrl,
          lat: location.lat,
          lng: location.lng,
          placeId: location.placeId,
          mapKey: location.mapKey,
        }
      : null,
    primaryCity: primary?.city ?? null,
    priceHistory: summarisePriceHistory(changes, car.price),
  };
}
