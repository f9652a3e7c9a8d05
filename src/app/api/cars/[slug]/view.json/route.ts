import { getDb } from "@/platform/db";
import { logger } from "@/platform/logger";
import { getSiteFromRequest } from "@/sites/site-from-request";
import { handleCarViewRequest } from "@/vehicle/views";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

/**
 * GET /api/cars/{slug}/view.json?photos_count&updated_at[&website_id]: counts one view of this site's
 * car and answers `{ views, car_fields }` (see src/vehicle/views.ts). The folder's dot is part of the
 * segment, so the public path ends in `view.json` as the spec has it.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  try {
    const site = await getSiteFromRequest(request);
    if (!site) return Response.json({ error: "Unknown site" }, { status: 404, headers: noStore });
    return await handleCarViewRequest(request, { db: await getDb(), site, slug: (await params).slug });
  } catch (error) {
    // The page shows nothing on a non-OK reply; a database outage is logged, not a 500.
    logger.error("car view not counted: the database is unavailable", { error: String(error) });
    return Response.json({ error: "View counts are unavailable" }, { status: 503, headers: noStore });
  }
}

/** Next would answer HEAD with the GET, counting a view; only a GET counts. */
export function HEAD() {
  return new Response(null, { status: 405, headers: { allow: "GET", ...noStore } });
}
