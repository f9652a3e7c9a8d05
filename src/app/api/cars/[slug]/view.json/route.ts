import { withSite } from "@/sites/with-site";
import { carViewsUnavailable, countCarView } from "@/vehicle/views";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/view.json?photos_count&updated_at[&website_id]: counts one view of this site's
 * car and answers `{ views, car_fields }` (see src/vehicle/views.ts). The folder's dot is part of the
 * segment, so the public path ends in `view.json` as the spec has it.
 */
export const GET = withSite<{ slug: string }>((request, { site, params }) => countCarView(request, site, params.slug), {
  unavailable: carViewsUnavailable,
  rateLimit: requestLimits.carViews,
});

/** Next would answer HEAD with the GET, counting a view; only a GET counts. */
export function HEAD() {
  return new Response(null, { status: 405, headers: { allow: "GET", "cache-control": "no-store" } });
}
