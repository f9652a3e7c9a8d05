import { withSite } from "@/sites/with-site";
import { postValuation } from "@/trade-in/server";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/trade-in/valuation → `{ estimate }` or `{ estimate: null, reason, message }`; 400 on bad input. */
export const POST = withSite((request, { site }) => postValuation(request, site), {
  rateLimit: requestLimits.tradeInValuations,
});
