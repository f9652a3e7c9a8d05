import { postCodeCheck } from "@/accounts/server/routes";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/account/verify `{ phone, code }`: a right code signs in and sets the session cookie. */
export const POST = withSite((request, { site }) => postCodeCheck(request, site), {
  rateLimit: requestLimits.signInChecks,
});
