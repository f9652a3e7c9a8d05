import { jsonError } from "@/platform/http";
import { withSite } from "@/sites/with-site";
import { getCarDetail } from "@/vehicle/get-car";
import { getMarketComparison } from "@/vehicle/market-comparison";
import { emptyPriceData } from "@/vehicle/price-comparison";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/autogauge: the market price comparison of this site's car, computed from the
 * comparable listings of the whole platform (every site's stock and recent sales). Fewer than three
 * comparable listings is an answer, not a missing resource: 200 with empty price data (the spec's
 * "Empty price data raises an internal 'No data returned'", so the page hides the block and the
 * browser logs no failed request on every such car). 404 only for a car the site does not have.
 */
export const GET = withSite<{ slug: string }>(async (_request, { site, params }) => {
  const detail = await getCarDetail(site, params.slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const comparison = await getMarketComparison(detail.row, new Date());
  if (!comparison) return Response.json(emptyPriceData, { headers: { "cache-control": "public, max-age=300" } });
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = comparison;
  return Response.json(
    { fill, listing_price, market_range_min, market_range_max, confidence, description },
    { headers: { "cache-control": "public, max-age=300" } },
  );
});
