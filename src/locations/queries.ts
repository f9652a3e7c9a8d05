import "server-only";
import { and, asc, avg, count, desc, eq, gte, inArray } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { rememberForSite } from "@/platform/site-data-cache";
import { dealerships, locations, reviews, specialHours } from "@/platform/db/schema";
import type { OpeningHoursEntry } from "@/platform/db/json-types";
import type { Site } from "@/sites/get-site";
import type { SpecialHoursEntry } from "./opening-hours";
import type { Review } from "./reviews";

export type Location = {
  id: string;
  name: string;
  slug: string;
  dealershipId: string;
  dealershipName: string;
  dealershipSlug: string;
  locationType: "sales" | "service" | "parts" | "";
  locationSubtype: string | null;
  isPrimary: boolean;
  /** The makes this location sells (empty: not said). */
  manufacturers: string[];
  address: { street: string; city: string; state: string; postcode: string; lat: number; lng: number };
  /** The map provider's place of this location, when the dealer has one. */
  map: { placeUrl: string | null; placeId: string | null; mapKey: string | null };
  phone: string;
  /** The second number: a 1300 line or a mobile. */
  landlinePhone: string | null;
  email: string | null;
  openingHours: OpeningHoursEntry[];
  dealerLicenseNumber: string | null;
};

export type Dealership = { id: string; name: string; slug: string; manufacturerName: string | null };

/** Visible locations of the site, primary first, then by name (kept until the site changes). */
export function listLocations(site: Site): Promise<readonly Location[]> {
  return rememberForSite("locations", site.id, () => loadLocations(site));
}

async function loadLocations(site: Site): Promise<Location[]> {
  const db = await getDb();
  const rows = await db
    .select({ location: locations, dealership: dealerships })
    .from(locations)
    .innerJoin(dealerships, eq(locations.dealershipId, dealerships.id))
    .where(and(eq(locations.siteId, site.id), eq(locations.visible, true)))
    .orderBy(asc(locations.name));
  return rows
    .map(({ location, dealership }) => ({
      id: location.id,
      name: location.name,
      slug: location.slug,
      dealershipId: dealership.id,
      dealershipName: dealership.name,
      dealershipSlug: dealership.slug,
      locationType: location.locationType,
      locationSubtype: location.locationSubtype,
      isPrimary: location.isPrimary,
      manufacturers: location.manufacturers,
      address: {
        street: location.street,
        city: location.city,
        state: location.state,
        postcode: location.postcode,
        lat: location.lat,
        lng: location.lng,
      },
      map: { placeUrl: location.placeUrl, placeId: location.placeId, mapKey: location.mapKey },
      phone: location.phone,
      landlinePhone: location.landlinePhone,
      email: location.email,
      openingHours: location.openingHours,
      dealerLicenseNumber: location.dealerLicenseNumber,
    }))
    .sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
}

export async function listDealerships(site: Site): Promise<Dealership[]> {
  const db = await getDb();
  return db
    .select({
      id: dealerships.id,
      name: dealerships.name,
      slug: dealerships.slug,
      manufacturerName: dealerships.manufacturerName,
    })
    .from(dealerships)
    .where(eq(dealerships.siteId, site.id))
    .orderBy(asc(dealerships.name));
}

/** A visible location of the site by its slug; null when there is none. */
export async function getLocationBySlug(site: Site, slug: string): Promise<Location | null> {
  return (await listLocations(site)).find((location) => location.slug === slug) ?? null;
}

export type SpecialHours = SpecialHoursEntry & { locationId: string };

/** Special hours of these locations from a date ("2026-11-22") on, by date. */
export async function listSpecialHours(site: Site, locationIds: string[], fromDate: string): Promise<SpecialHours[]> {
  if (locationIds.length === 0) return [];
  const db = await getDb();
  return db
    .select({
      locationId: specialHours.locationId,
      date: specialHours.date,
      label: specialHours.label,
      status: specialHours.status,
      startHour: specialHours.startHour,
      endHour: specialHours.endHour,
    })
    .from(specialHours)
    .where(
      and(
        eq(specialHours.siteId, site.id),
        inArray(specialHours.locationId, locationIds),
        gte(specialHours.date, fromDate),
      ),
    )
    .orderBy(asc(specialHours.date));
}

export type ReviewSummary = { count: number; averageRating: number | null };

/** Review count and average across the site's locations, or of one location, for the reviews badge. */
export async function getReviewSummary(site: Site, locationId?: string): Promise<ReviewSummary> {
  const db = await getDb();
  const [row] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(and(eq(reviews.siteId, site.id), locationId ? eq(reviews.locationId, locationId) : undefined));
  return { count: row?.count ?? 0, averageRating: row?.average == null ? null : Number(row.average) };
}

/** The site's reviews (or one location's), newest first; the display rules pick which to show. */
export async function listReviews(site: Site, locationId?: string): Promise<Review[]> {
  const db = await getDb();
  return db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      text: reviews.text,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
      replyText: reviews.replyText,
      replyDate: reviews.replyDate,
    })
    .from(reviews)
    .where(and(eq(reviews.siteId, site.id), locationId ? eq(reviews.locationId, locationId) : undefined))
    .orderBy(desc(reviews.reviewDate), asc(reviews.id));
}
