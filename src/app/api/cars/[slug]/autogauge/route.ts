import { and, gt, gte, lte, ne, sql } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars } from "@/platform/db/schema";
import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";
import { minimumShownPrice } from "@/stock/price-display";
import { getCarDetail } from "@/vehicle/get-car";
import { comparisonWindow, computePriceComparison, noDataMessage } from "@/vehicle/price-comparison";

export const dynamic = "force-dynamic";

/**
 * GET /api/cars/{slug}/autogauge: the market price comparison of this site's car, computed from the
 * comparable listings of the whole platform (every site's stock and recent sales). 404 'No data
 * returned' when fewer than three listings compare.
 */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const detail = await getCarDetail(site, (await params).slug);
  if (!detail) return jsonError(404, "No such car on this site");
  const { row } = detail;
  if (row.price <= minimumShownPrice) return jsonError(404, noDataMessage);

  // The database narrows to the windows; computePriceComparison applies every rule itself.
  const window = comparisonWindow(row);
  const db = await getDb();
  const candidates = await db
    .select({
      id: cars.id,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      km: cars.km,
      price: cars.price,
      status: cars.status,
      soldAt: cars.soldAt,
    })
    .from(cars)
    .where(
      and(
        sql`lower(trim(${cars.make})) = ${row.make.trim().toLowerCase()}`,
        sql`lower(trim(${cars.model})) = ${row.model.trim().toLowerCase()}`,
        gte(cars.year, window.yearMin),
        lte(cars.year, window.yearMax),
        gte(cars.km, window.kmMin),
        lte(cars.km, window.kmMax),
        gt(cars.price, minimumShownPrice),
        ne(cars.id, row.id),
      ),
    );
  const comparison = computePriceComparison(row, candidates, new Date());
  if (!comparison) return jsonError(404, noDataMessage);
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = comparison;
  return Response.json(
    { fill, listing_price, market_range_min, market_range_max, confidence, description },
    { headers: { "cache-control": "public, max-age=300" } },
  );
}
