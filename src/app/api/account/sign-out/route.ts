import { postSignOut } from "@/accounts/server/routes";
import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/** POST /api/account/sign-out: ends the session (a write, limited per address like the others). */
export const POST = withSite((request, { site }) => postSignOut(request, site), {
  rateLimit: requestLimits.signOuts,
});
