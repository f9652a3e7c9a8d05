import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { postStockCars } from "@/stock-feed/stock-api";

export const dynamic = "force-dynamic";

/** POST /api/stock/{dealership_slug}/cars: many cars, JSON or CSV (docs/stock-feed.md). */
export const POST = withSite<{ dealership: string }>(
  (request, { site, params }) => postStockCars(request, site, params),
  { rateLimit: requestLimits.stockApi },
);
