import { getSessionProbe } from "@/accounts/server/routes";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/** GET /api/account/session: `{ signedIn, phone?, watchlist? }` for this browser on this site. */
export const GET = withSite((request, { site }) => getSessionProbe(request, site));
