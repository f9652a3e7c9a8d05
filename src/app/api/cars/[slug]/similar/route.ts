import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars } from "@/platform/db/schema";
import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/similar: the ids the dealer's feed names as similar to this car (an empty list
 * when it names none, and the page then searches by price instead). Only ids of the same site.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const db = await getDb();
  const [car] = await db
    .select({ similarCarIds: cars.similarCarIds })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.slug, (await params).slug), eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!car) return jsonError(404, "No such car on this site");
  return Response.json({ ids: car.similarCarIds }, { headers: { "cache-control": "public, max-age=300" } });
}
