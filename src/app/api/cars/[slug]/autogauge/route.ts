import { jsonError } from "@/platform/http";
import { withSite } from "@/sites/with-site";
import { getCarDetail } from "@/vehicle/get-car";
import { getMarketComparison } from "@/vehicle/market-comparison";
import { noDataMessage } from "@/vehicle/price-comparison";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/autogauge: the market price comparison of this site's car, computed from the
 * comparable listings of the whole platform (every site's stock and recent sales). 404 'No data
 * returned' when fewer than three listings compare.
 */
export const GET = withSite<{ slug: string }>(async (_request, { site, params }) => {
  const detail = await getCarDetail(site, params.slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const comparison = await getMarketComparison(detail.row, new Date());
  if (!comparison) return jsonError(404, noDataMessage);
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = comparison;
  return Response.json(
    { fill, listing_price, market_range_min, market_range_max, confidence, description },
    { headers: { "cache-control": "public, max-age=300" } },
  );
});
