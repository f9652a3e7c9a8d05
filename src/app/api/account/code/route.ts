import { postCodeRequest } from "@/accounts/server/routes";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/account/code `{ phone }`: texts a sign-in code to an Australian mobile. */
export const POST = withSite((request, { site }) => postCodeRequest(request, site), {
  rateLimit: requestLimits.signInCodes,
});
