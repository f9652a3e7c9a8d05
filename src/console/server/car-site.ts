import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { getPlatformDatabase } from "@/platform/db";
import { cars } from "@/platform/db/schema";

// Which site a car belongs to, read past row-level security: a car's page and its edits in the
// console are named by the car's id alone, and the console must know its site before it can act for
// that site with withTenant (decision 025) and check the member's role there (as lead-site.ts does
// for a lead). Only the site id is read here; the car itself is read in the site's own scope.

/** The car's site, or null when no car has that id. */
export async function findCarSiteId(db: Db, carId: string): Promise<string | null> {
  const [row] = await db.select({ siteId: cars.siteId }).from(cars).where(eq(cars.id, carId)).limit(1);
  return row?.siteId ?? null;
}

export async function carSiteId(carId: string): Promise<string | null> {
  return findCarSiteId((await getPlatformDatabase()).db, carId);
}
