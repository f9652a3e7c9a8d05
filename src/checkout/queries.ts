import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars, dealerships, locations } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";
import { findReservation, unavailableReason, type ReservationView, type UnavailableReason } from "./reservations";

// What the checkout pages read: the car being reserved (by its slug, as the address names it) with
// its dealer's location and phone, and a reservation for its confirmation page.

export type CheckoutCar = {
  id: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  stocknum: string;
  carType: "new" | "used" | "demo";
  price: number;
  km: number;
  status: string;
  reserved: boolean;
  checkoutEnabled: boolean;
  imageUrl: string | null;
  dealershipName: string;
  location: { name: string; phone: string; state: string; city: string } | null;
};

export async function getCheckoutCar(site: Site, slug: string): Promise<CheckoutCar | null> {
  const db = await getDb();
  const [row] = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      stocknum: cars.stocknum,
      carType: cars.carType,
      price: cars.price,
      km: cars.km,
      status: cars.status,
      reserved: cars.reserved,
      checkoutEnabled: cars.checkoutEnabled,
      images: cars.images,
      dealershipName: dealerships.name,
      locationName: locations.name,
      locationPhone: locations.phone,
      locationState: locations.state,
      locationCity: locations.city,
    })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .leftJoin(locations, eq(cars.locationId, locations.id))
    .where(and(eq(cars.siteId, site.id), eq(cars.slug, slug), eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!row) return null;
  const { images, locationName, locationPhone, locationState, locationCity, ...car } = row;
  return {
    ...car,
    imageUrl: images[0]?.url ?? null,
    location:
      locationName !== null && locationPhone !== null
        ? { name: locationName, phone: locationPhone, state: locationState ?? "NSW", city: locationCity ?? "" }
        : null,
  };
}

/** Why the car cannot be reserved, or null when it can; an unknown slug is "unknown-car". */
export function checkoutBlock(car: CheckoutCar | null, site: Site): UnavailableReason | null {
  return unavailableReason(car, site.config);
}

export async function getReservation(site: Site, id: string): Promise<ReservationView | null> {
  return findReservation(await getDb(), site.id, id);
}
