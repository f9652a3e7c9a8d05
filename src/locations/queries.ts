import "server-only";
import { and, asc, avg, count, eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { dealerships, locations, reviews } from "@/platform/db/schema";
import type { OpeningHoursEntry } from "@/platform/db/json-types";
import type { Site } from "@/sites/get-site";

export type Location = {
  id: string;
  name: string;
  slug: string;
  dealershipId: string;
  dealershipName: string;
  dealershipSlug: string;
  locationType: "sales" | "service" | "parts" | "";
  isPrimary: boolean;
  /** The makes this location sells (empty: not said). */
  manufacturers: string[];
  address: { street: string; city: string; state: string; postcode: string; lat: number; lng: number };
  phone: string;
  email: string | null;
  openingHours: OpeningHoursEntry[];
  dealerLicenseNumber: string | null;
};

export type Dealership = { id: string; name: string; slug: string; manufacturerName: string | null };

/** Visible locations of the site, primary first, then by name. */
export async function listLocations(site: Site): Promise<Location[]> {
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
      phone: location.phone,
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

export type ReviewSummary = { count: number; averageRating: number | null };

/** Review count and average across the site's locations, for the reviews badge. */
export async function getReviewSummary(site: Site): Promise<ReviewSummary> {
  const db = await getDb();
  const [row] = await db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(eq(reviews.siteId, site.id));
  return { count: row?.count ?? 0, averageRating: row?.average == null ? null : Number(row.average) };
}
