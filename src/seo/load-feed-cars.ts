import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, dealerships, locations } from "@/platform/db/schema";
import type { SiteConfig } from "@/sites/config-schema";
import { carShareImages } from "@/media/share-images";
import { isListable, normaliseStatus } from "@/stock/listing-rules";
import { dealerCommentsText } from "@/vehicle/dealer-comments";
import type { FeedCar, FeedStore } from "./feed-car";

/**
 * The cars a site advertises in its vehicle feeds: listed under the site's rules and still for sale
 * (a recently sold car keeps its page, but is not advertised). Each car's store is its location,
 * else its dealership's primary location. Pictures are absolute JPEG or PNG addresses on the site's
 * origin: the car's processed photos, else its drawings' PNG copies (carShareImages).
 */
export async function loadFeedCars(
  db: Db,
  site: { id: string; config: SiteConfig },
  origin: string,
  now: Date,
): Promise<FeedCar[]> {
  const [rows, dealershipRows, locationRows] = await Promise.all([
    db.select().from(cars).where(eq(cars.siteId, site.id)),
    db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships).where(eq(dealerships.siteId, site.id)),
    db.select().from(locations).where(eq(locations.siteId, site.id)),
  ]);
  const dealershipName = new Map(dealershipRows.map((row) => [row.id, row.name]));
  const storeOf = (location: typeof locations.$inferSelect): FeedStore => ({
    code: location.slug,
    dealershipName: dealershipName.get(location.dealershipId) ?? location.name,
    street: location.street,
    city: location.city,
    state: location.state,
    postcode: location.postcode,
    lat: location.lat,
    lng: location.lng,
    phone: location.phone,
  });
  const storeByLocation = new Map(locationRows.map((row) => [row.id, storeOf(row)]));
  const primaryStore = new Map<string, FeedStore>();
  for (const row of [...locationRows].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary))) {
    if (!primaryStore.has(row.dealershipId)) primaryStore.set(row.dealershipId, storeOf(row));
  }

  const rules = site.config.search.filters;
  return rows
    .flatMap((row) => {
      const status = normaliseStatus(row.status);
      return status !== "sold" && isListable(row, rules, now) ? [{ row, status }] : [];
    })
    .sort((a, b) => a.row.stocknum.localeCompare(b.row.stocknum))
    .map(({ row, status }) => ({
      stocknum: row.stocknum,
      slug: row.slug,
      vin: row.vin,
      year: row.year,
      make: row.make,
      model: row.model,
      badge: row.badge,
      carType: row.carType,
      itemType: row.itemType,
      status,
      reserved: row.reserved,
      certified: row.certified,
      km: row.km,
      price: row.price,
      beforePrice: row.beforePrice,
      msrp: row.msrp,
      preorder: row.preorder,
      priceType: row.priceType,
      colour: row.colour,
      body: row.simpleBody,
      fuel: row.simpleFuel,
      transmission: row.simpleTransmission,
      drive: row.simpleDrive,
      comments: dealerCommentsText(row.dealerComments ?? ""),
      images: carShareImages(origin, row, "png"),
      createdAt: row.createdAt,
      store:
        (row.locationId ? storeByLocation.get(row.locationId) : undefined) ??
        primaryStore.get(row.dealershipId) ??
        null,
    }));
}
