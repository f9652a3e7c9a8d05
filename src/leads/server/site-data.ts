import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import type { OpeningHoursEntry } from "@/platform/db/json-types";
import { contentPages, dealerships, locations, specialHours } from "@/platform/db/schema";
import type { SpecialHoursEntry } from "../slots";

// The site's dealerships and locations as lead routing needs them. A site has a handful to a few
// dozen, so they are read whole rather than looked up one by one.

export type LeadDealership = {
  id: string;
  slug: string;
  name: string;
  crmEndpoint: string | null;
  crmFormat: "adf" | "json" | null;
};

export type LeadLocation = {
  id: string;
  name: string;
  dealershipId: string;
  leadEmail: string | null;
  isPrimary: boolean;
  visible: boolean;
  state: string;
  locationType: "sales" | "service" | "parts" | "";
  openingHours: OpeningHoursEntry[];
};

export type SiteLeadData = { dealerships: LeadDealership[]; locations: LeadLocation[] };

export async function loadSiteLeadData(db: Db, siteId: string): Promise<SiteLeadData> {
  const [dealershipRows, locationRows] = await Promise.all([
    db
      .select({
        id: dealerships.id,
        slug: dealerships.slug,
        name: dealerships.name,
        crmEndpoint: dealerships.crmEndpoint,
        crmFormat: dealerships.crmFormat,
      })
      .from(dealerships)
      .where(eq(dealerships.siteId, siteId))
      .orderBy(asc(dealerships.name)),
    db
      .select({
        id: locations.id,
        name: locations.name,
        dealershipId: locations.dealershipId,
        leadEmail: locations.leadEmail,
        isPrimary: locations.isPrimary,
        visible: locations.visible,
        state: locations.state,
        locationType: locations.locationType,
        openingHours: locations.openingHours,
      })
      .from(locations)
      .where(eq(locations.siteId, siteId))
      .orderBy(asc(locations.name)),
  ]);
  // Primary first: "the dealership's first location" is its primary one when it has one.
  locationRows.sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return { dealerships: dealershipRows, locations: locationRows };
}

/** Special hours of the site's locations between two calendar dates (inclusive), by location. */
export async function loadSpecialHours(
  db: Db,
  siteId: string,
  from: string,
  to: string,
): Promise<Map<string, SpecialHoursEntry[]>> {
  const rows = await db
    .select({
      locationId: specialHours.locationId,
      date: specialHours.date,
      status: specialHours.status,
      startHour: specialHours.startHour,
      endHour: specialHours.endHour,
    })
    .from(specialHours)
    .where(and(eq(specialHours.siteId, siteId), gte(specialHours.date, from), lte(specialHours.date, to)))
    .orderBy(asc(specialHours.date));
  const byLocation = new Map<string, SpecialHoursEntry[]>();
  for (const { locationId, ...entry } of rows) {
    const list = byLocation.get(locationId) ?? [];
    list.push(entry);
    byLocation.set(locationId, list);
  }
  return byLocation;
}

/** Whether the site has a published content page at `path` (no leading slash). */
export async function hasPublishedPage(db: Db, siteId: string, path: string): Promise<boolean> {
  const rows = await db
    .select({ path: contentPages.path })
    .from(contentPages)
    .where(and(eq(contentPages.siteId, siteId), eq(contentPages.path, path), isNotNull(contentPages.publishedAt)))
    .limit(1);
  return rows.length > 0;
}
