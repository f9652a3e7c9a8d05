import { postWatchlistChange } from "@/accounts/server/routes";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/watchlist/save-car `{ phone_number, car_id }`: `{ success }`; 401 signed out, 403 another phone. */
export const POST = withSite((request, { site }) => postWatchlistChange(request, site, "save"), {
  rateLimit: requestLimits.watchlist,
});
