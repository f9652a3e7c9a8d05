// The car a buy-online journey is about, and whether it can be bought online at all. The page, the API
// and the tests read the car through here with the database they are given.

import { and, asc, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import type { OpeningHoursEntry } from "@/platform/db/json-types";
import { cars, dealerships, locations } from "@/platform/db/schema";
import type { SiteConfig } from "@/sites/config-schema";
import { carPictureUrl } from "@/platform/media/site-pictures";

export type JourneyLocation = {
  id: string;
  name: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
};

export type JourneyCar = {
  id: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  carType: "new" | "used" | "demo";
  status: string;
  reserved: boolean;
  checkoutEnabled: boolean;
  tradeInAllowed: boolean;
  price: number;
  km: number;
  colour: string | null;
  stocknum: string;
  imageUrl: string | null;
  state: string | null;
  dealership: { id: string; name: string; slug: string };
  /** Where the car is kept, when the feed says. */
  location: JourneyLocation | null;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The site's car by its id or its slug (the product links both); cars hidden from the website are not found. */
export async function findJourneyCar(db: Db, siteId: string, idOrSlug: string): Promise<JourneyCar | null> {
  const key = idOrSlug.trim();
  if (key === "" || key.length > 200) return null;
  const which = uuidPattern.test(key) ? eq(cars.id, key) : eq(cars.slug, key);
  const [found] = await db
    .select({ car: cars, dealership: dealerships, location: locations })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .leftJoin(locations, eq(cars.locationId, locations.id))
    .where(and(eq(cars.siteId, siteId), which, eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!found) return null;
  const { car, dealership, location } = found;
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    carType: car.carType,
    status: car.status,
    reserved: car.reserved,
    checkoutEnabled: car.checkoutEnabled,
    tradeInAllowed: car.tradeInAllowed,
    price: car.price,
    km: car.km,
    colour: car.colour,
    stocknum: car.stocknum,
    imageUrl: carPictureUrl(car, 480),
    state: car.state,
    dealership: { id: dealership.id, name: dealership.name, slug: dealership.slug },
    location: location ? pickLocation(location) : null,
  };
}

function pickLocation(row: typeof locations.$inferSelect): JourneyLocation {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    street: row.street,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
  };
}

/**
 * Where the shopper may collect the car: the dealership's visible sales locations (its every visible
 * location when none is marked for sales), the car's own location first.
 */
export async function pickupLocations(
  db: Db,
  siteId: string,
  car: JourneyCar,
): Promise<(JourneyLocation & { openingHours: OpeningHoursEntry[] })[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(
      and(eq(locations.siteId, siteId), eq(locations.dealershipId, car.dealership.id), eq(locations.visible, true)),
    )
    .orderBy(asc(locations.name));
  const sales = rows.filter((row) => row.locationType === "sales" || row.locationType === "");
  const chosen = (sales.length > 0 ? sales : rows).map((row) => ({
    ...pickLocation(row),
    openingHours: row.openingHours,
  }));
  return chosen.sort((a, b) => Number(b.id === car.location?.id) - Number(a.id === car.location?.id));
}

/** Why a car cannot be bought online; null when it can. */
export type PurchaseBlock = "missing" | "unknown" | "sold" | "reserved" | "not-offered";

/**
 * Whether the journey is open for this car: the site sells online (checkout and online sale on), the
 * car allows checkout, is in stock now (not sold, not coming soon) and nobody else holds it. A car
 * the shopper's own journey reserved stays open to that journey.
 */
export function purchaseBlock(
  config: Pick<SiteConfig, "features">,
  car: JourneyCar | null,
  options: { carKey: string | null; heldByThisJourney?: boolean },
): PurchaseBlock | null {
  if (options.carKey === null || options.carKey.trim() === "") return "missing";
  if (!car) return "unknown";
  if (car.status !== "in_stock" && car.status !== "coming_soon") return "sold";
  if (!config.features.checkout || !config.features.onlineSale || !car.checkoutEnabled) return "not-offered";
  if (car.status !== "in_stock") return "not-offered";
  if (car.reserved && !options.heldByThisJourney) return "reserved";
  return null;
}

export const purchaseBlockTexts: Record<PurchaseBlock, { title: string; body: string }> = {
  missing: {
    title: "Choose a car to buy online",
    body: "This page needs to know which car you'd like to buy. Find the car in our stock and use its Online Purchase button.",
  },
  unknown: {
    title: "We couldn't find that car",
    body: "It may have been sold and taken off our website, or the link may be incomplete.",
  },
  sold: {
    title: "This car has been sold",
    body: "Sorry, this car is no longer available. We have plenty of others you can buy online.",
  },
  reserved: {
    title: "This car is reserved",
    body: "Another buyer has paid a deposit to hold this car. If their hold ends it becomes available again; meanwhile you can enquire or choose another car.",
  },
  "not-offered": {
    title: "This car can't be bought online",
    body: "This car isn't available to buy online. Please enquire or call us and we'll help you buy it in person.",
  },
};
