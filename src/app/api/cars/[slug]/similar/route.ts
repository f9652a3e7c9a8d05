import { jsonError } from "@/platform/http";
import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { getSimilarCarIds } from "@/vehicle/get-car";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/similar: the ids the dealer's feed names as similar to this car (an empty list
 * when it names none, and the page then searches by price instead). Only ids of the same site.
 */
export const GET = withSite<{ slug: string }>(
  async (_request, { site, params }) => {
    const ids = await getSimilarCarIds(site, params.slug);
    if (!ids) return jsonError(404, "No such car on this site");
    return Response.json({ ids }, { headers: { "cache-control": "public, max-age=300" } });
  },
  { readLimit: requestLimits.similarCars },
);
