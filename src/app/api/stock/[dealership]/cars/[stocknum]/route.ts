import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { deleteStockCar, putStockCar } from "@/stock-feed/stock-api";

export const dynamic = "force-dynamic";

/** PUT /api/stock/{dealership_slug}/cars/{stocknum}: create or replace one car (docs/stock-feed.md). */
export const PUT = withSite<{ dealership: string; stocknum: string }>(
  (request, { site, params }) => putStockCar(request, site, params),
  { rateLimit: requestLimits.stockApi },
);

/** DELETE /api/stock/{dealership_slug}/cars/{stocknum}: mark the car sold, never removed. */
export const DELETE = withSite<{ dealership: string; stocknum: string }>(
  (request, { site, params }) => deleteStockCar(request, site, params),
  { rateLimit: requestLimits.stockApi },
);
