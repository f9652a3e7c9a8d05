import { postSpin } from "@/promotions/server";
import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/** POST /api/spin-to-win: the signed-in shopper's one spin (src/promotions/spin-http.ts). */
export const POST = withSite((request, { site }) => postSpin(request, site), {
  rateLimit: requestLimits.spins,
});
