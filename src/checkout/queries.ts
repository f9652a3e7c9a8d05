import "server-only";
import { and, eq } from "drizzle-orm";
import { cookies } from "next/headers";
import { getDb } from "@/platform/db";
import { reservationReference } from "@/platform/references";
import { cars, dealerships, locations } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";
import { carPictureUrl } from "@/platform/media/site-pictures";
import {
  findReservation,
  opensReservation,
  reservationIdOfCookie,
  unavailableReason,
  type ReservationView,
  type UnavailableReason,
} from "./reservations";

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
      photos: cars.photos,
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
  const { images, photos, locationName, locationPhone, locationState, locationCity, ...car } = row;
  return {
    ...car,
    imageUrl: carPictureUrl({ images, photos }, 480),
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

/** The shopper's own hold on a car: the reservation number and where its confirmation is. */
export type OwnReservation = { reference: string; confirmationHref: string };

/** At most this many reservation cookies are looked up for one page (a browser rarely holds more than one). */
const maxReservationCookies = 5;

/**
 * The reservation of this car made in this browser, if one is active: its access cookie (set when
 * the shopper reserved) opens it. Another buyer's browser has no such cookie and sees the car as
 * reserved by someone else.
 */
export async function getOwnReservation(site: Site, carId: string, carSlug: string): Promise<OwnReservation | null> {
  const held = (await cookies())
    .getAll()
    .map((cookie) => ({ id: reservationIdOfCookie(cookie.name), key: cookie.value }))
    .filter((cookie): cookie is { id: string; key: string } => cookie.id !== null)
    .slice(0, maxReservationCookies);
  for (const { id, key } of held) {
    const reservation = await getReservation(site, id);
    if (!reservation || reservation.carId !== carId || !opensReservation(reservation, key)) continue;
    if (reservation.status !== "held" && reservation.status !== "captured") continue;
    return {
      reference: reservationReference(reservation.id),
      confirmationHref: `/cars/${carSlug}/${site.config.vehiclePage.checkoutPath}/confirmation?reservation=${reservation.id}`,
    };
  }
  return null;
}
