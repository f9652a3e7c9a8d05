import { z } from "zod";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars, phoneReveals } from "@/platform/db/schema";
import { readJsonBody } from "@/platform/http";
import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";

const maxBodyBytes = 16_384;

const revealBody = z.strictObject({ car_id: z.uuid("car_id must be a car id"), dealership_id: z.uuid().optional() });

/** Logs a 'Call the Dealer' reveal (car_id, dealership_id, website_id) on phone-masking sites. */
export async function POST(request: Request) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return jsonError(400, body.error);
  const parsed = revealBody.safeParse(body.value);
  if (!parsed.success) return jsonError(400, parsed.error.issues[0]?.message ?? "Invalid request");
  const db = await getDb();
  // The car must be this site's: the dealership recorded is the car's own, never the caller's word.
  const [car] = await db
    .select({ id: cars.id, dealershipId: cars.dealershipId })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.id, parsed.data.car_id)))
    .limit(1);
  if (!car) return jsonError(404, "No such car on this site");
  await db.insert(phoneReveals).values({ siteId: site.id, carId: car.id, dealershipId: car.dealershipId });
  return Response.json({ ok: true });
}
