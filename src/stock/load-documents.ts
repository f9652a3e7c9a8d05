import type { CarDocument } from "@/cars/car";
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, dealerships, locations } from "@/platform/db/schema";
import type { SiteConfig } from "@/sites/config-schema";
import { toCarDocument } from "./documents";
import { isListable } from "./listing-rules";

/** Every listable car of one site as index documents. The site's id comes first, as in every query. */
export async function loadListableDocuments(
  db: Db,
  site: { id: string; config: SiteConfig },
  now: Date,
): Promise<CarDocument[]> {
  const [rows, dealershipRows, locationRows] = await Promise.all([
    db.select().from(cars).where(eq(cars.siteId, site.id)),
    db
      .select({ id: dealerships.id, name: dealerships.name, slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.siteId, site.id)),
    db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.siteId, site.id)),
  ]);
  const dealershipById = new Map(dealershipRows.map((row) => [row.id, row]));
  const locationName = new Map(locationRows.map((row) => [row.id, row.name]));
  const rules = site.config.search.filters;
  const financeProvider = site.config.finance.provider;

  const documents: CarDocument[] = [];
  for (const row of rows) {
    if (!isListable(row, rules, now)) continue;
    const dealership = dealershipById.get(row.dealershipId);
    if (!dealership) continue;
    documents.push(
      toCarDocument(row, {
        dealershipName: dealership.name,
        dealershipSlug: dealership.slug,
        locationName: row.locationId ? (locationName.get(row.locationId) ?? null) : null,
        financeProvider,
      }),
    );
  }
  return documents;
}
