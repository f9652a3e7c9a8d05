import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { getFeedHistory } from "@/stock-feed/stock-api";

export const dynamic = "force-dynamic";

/** GET /api/stock/{dealership_slug}/feeds: the dealership's latest feeds with their counts, errors and warnings. */
export const GET = withSite<{ dealership: string }>(
  (request, { site, params }) => getFeedHistory(request, site, params),
  { rateLimit: requestLimits.stockApi },
);
