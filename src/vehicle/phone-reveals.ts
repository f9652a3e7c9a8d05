import "server-only";
import { and, eq } from "drizzle-orm";
import { sentenceOf, z } from "@/platform/zod";
import { jsonError, readJsonBody } from "@/platform/http";
import { getDb, type Db } from "@/platform/db";
import { cars, phoneReveals } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";

/**
 * Logs one 'Call the Dealer' reveal of the site's car. The dealership recorded is the car's own,
 * never the caller's word. False when the site has no such car.
 */
export async function recordPhoneReveal(db: Db, site: Pick<Site, "id">, carId: string): Promise<boolean> {
  const [car] = await db
    .select({ id: cars.id, dealershipId: cars.dealershipId })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.id, carId)))
    .limit(1);
  if (!car) return false;
  await db.insert(phoneReveals).values({ siteId: site.id, carId: car.id, dealershipId: car.dealershipId });
  return true;
}

const maxBodyBytes = 16_384;

const revealBody = z.strictObject({
  car_id: z.uuid("car_id must be a car id"),
  dealership_id: z.uuid("dealership_id must be a dealership id").optional(),
  website_id: z.uuid("website_id must be a website id").optional(),
});

/**
 * POST /api/phone-reveals `{ car_id, dealership_id?, website_id? }`: `{ ok: true }`; 400 a bad body or
 * a website_id that is not this site's; 404 another site's car. The row records the site the request
 * came to and the car's own dealership, whatever the body claims.
 */
export async function handlePhoneRevealPost(
  request: Request,
  target: { db: Db; site: Pick<Site, "id"> },
): Promise<Response> {
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return jsonError(body.status, body.error);
  const parsed = revealBody.safeParse(body.value);
  if (!parsed.success) return jsonError(400, sentenceOf(parsed.error, "Invalid request"));
  if (parsed.data.website_id !== undefined && parsed.data.website_id !== target.site.id) {
    return jsonError(400, "website_id is not this website's id");
  }
  if (!(await recordPhoneReveal(target.db, target.site, parsed.data.car_id))) {
    return jsonError(404, "No such car on this site");
  }
  return Response.json({ ok: true });
}

/** The POST against the server's database. */
export async function postPhoneReveal(request: Request, site: Pick<Site, "id">): Promise<Response> {
  return handlePhoneRevealPost(request, { db: await getDb(), site });
}
