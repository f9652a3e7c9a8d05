import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db";
import { carViews, cars } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { shownPictureCount } from "@/platform/media/site-pictures";
import { sentenceOf } from "@/platform/zod";
import { clientIp, firstInWindow } from "@/platform/rate-limit";
import type { Site } from "@/sites/get-site";
import {
  viewQueryInput,
  viewQuerySchema,
  type CarViewReply,
  type ChangedCarFields,
  type ViewQuery,
} from "./view-count";

// Vehicle page views: GET /api/cars/{slug}/view.json counts one view of the site's car and tells the
// page which of the car's fields changed after it was rendered. Apart from Next, so the integration
// tests drive it with plain Request objects.

/**
 * A car's view is counted once per client address in this window (decision 028): reloading the page,
 * or a script calling the endpoint, shows the count without raising it.
 */
export const viewOncePerClient = { bucket: "car-view:client", windowMs: 60 * 60_000 } as const;

/**
 * Counts one view of the site's car: a `car_views` row and `cars.views` + 1 in one transaction
 * (the update locks the car's row, so concurrent views each get their own count), unless this client
 * (`clientKey`, its address) was counted for the car within `viewOncePerClient`'s window: then the
 * count is answered unchanged. Null when the site has no such car, or hides it from its website, as
 * the vehicle page does.
 */
export async function recordCarView(
  db: Db,
  siteId: string,
  slug: string,
  rendered: Pick<ViewQuery, "photos_count" | "updated_at">,
  clientKey: string,
): Promise<CarViewReply | null> {
  const shown = and(eq(cars.siteId, siteId), eq(cars.slug, slug), eq(cars.showOnDealerWebsite, true));
  const car = await db.transaction(async (tx) => {
    const fields = {
      id: cars.id,
      views: cars.views,
      price: cars.price,
      status: cars.status,
      reserved: cars.reserved,
      updatedAt: cars.updatedAt,
      // The page shows `shownPictureCount` pictures: its processed photos, else its listed pictures
      // at the site's own paths.
      images: cars.images,
      photos: cars.photos,
    };
    if (!(await firstInWindow(tx, siteId, viewOncePerClient, `${slug}\n${clientKey}`))) {
      const [seen] = await tx.select(fields).from(cars).where(shown).limit(1);
      return seen ?? null;
    }
    const [counted] = await tx
      .update(cars)
      .set({ views: sql`${cars.views} + 1` })
      .where(shown)
      .returning(fields);
    if (!counted) return null;
    await tx.insert(carViews).values({ siteId, carId: counted.id });
    return counted;
  });
  if (!car) return null;

  const carFields: ChangedCarFields = {};
  // Compared as JavaScript dates, the precision the page rendered with (PostgreSQL keeps microseconds).
  if (car.updatedAt.getTime() > rendered.updated_at.getTime()) {
    carFields.price = car.price;
    carFields.status = car.status;
    carFields.reserved = car.reserved;
    carFields.updated_at = car.updatedAt.toISOString();
  }
  // A feed's non-array value counts as no pictures, not a 500.
  const photosCount = shownPictureCount({
    images: Array.isArray(car.images) ? car.images : [],
    photos: Array.isArray(car.photos) ? car.photos : [],
  });
  if (photosCount !== rendered.photos_count) carFields.photos_count = photosCount;
  return { views: car.views, car_fields: carFields };
}

const noStore = { "cache-control": "no-store" };

function reply(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: noStore });
}

/**
 * The GET: 400 with a message for a bad query or another site's website_id, 404 for a car the site
 * does not have, else `{ views, car_fields }`. Nothing is counted unless the answer is 200, and a
 * client's repeat within the window is answered without counting.
 */
export async function handleCarViewRequest(
  request: Request,
  target: { db: Db; site: Pick<Site, "id">; slug: string },
): Promise<Response> {
  const parsed = viewQuerySchema.safeParse(viewQueryInput(new URL(request.url).searchParams));
  if (!parsed.success) return reply(400, { error: sentenceOf(parsed.error, "Invalid query") });
  const { website_id: websiteId } = parsed.data;
  if (websiteId !== undefined && websiteId.toLowerCase() !== target.site.id.toLowerCase()) {
    return reply(400, { error: "website_id does not match this site" });
  }
  const client = clientIp(request.headers) ?? "unknown";
  const counted = await recordCarView(target.db, target.site.id, target.slug, parsed.data, client);
  if (!counted) return reply(404, { error: "No such car on this site" });
  return reply(200, counted);
}

/** The page shows nothing on a non-OK reply, so a database outage is logged and answered 503, not 500. */
export function carViewsUnavailable(error: unknown): Response {
  logger.error("car view not counted: the database is unavailable", { error: String(error) });
  return reply(503, { error: "View counts are unavailable" });
}

/** The GET against the server's database. */
export async function countCarView(request: Request, site: Pick<Site, "id">, slug: string): Promise<Response> {
  try {
    return await handleCarViewRequest(request, { db: await getDb(), site, slug });
  } catch (error) {
    return carViewsUnavailable(error);
  }
}
