import { getSessionProbe, postSavedCarsMerge } from "@/accounts/server/routes";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** GET /api/account/session: `{ signedIn, phone?, watchlist? }` for this browser on this site. */
export const GET = withSite((request, { site }) => getSessionProbe(request, site));

/** POST /api/account/session `{ carIds }`: at sign-in, the browser's saved cars join the account's watchlist. */
export const POST = withSite((request, { site }) => postSavedCarsMerge(request, site), {
  rateLimit: requestLimits.watchlist,
});
