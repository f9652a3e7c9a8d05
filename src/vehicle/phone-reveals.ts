import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars, phoneReveals } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";

/**
 * Logs one 'Call the Dealer' reveal of the site's car. The dealership recorded is the car's own,
 * never the caller's word. False when the site has no such car.
 */
export async function recordPhoneReveal(site: Site, carId: string): Promise<boolean> {
  const db = await getDb();
  const [car] = await db
    .select({ id: cars.id, dealershipId: cars.dealershipId })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.id, carId)))
    .limit(1);
  if (!car) return false;
  await db.insert(phoneReveals).values({ siteId: site.id, carId: car.id, dealershipId: car.dealershipId });
  return true;
}
