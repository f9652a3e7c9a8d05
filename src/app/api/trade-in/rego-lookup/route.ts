import { withSite } from "@/sites/with-site";
import { postRegoLookup } from "@/trade-in/server";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/trade-in/rego-lookup `{ rego, regoState }` → `{ found: true, vehicle }` or `{ found: false }`; 400 on bad input. */
export const POST = withSite((request) => postRegoLookup(request), {
  rateLimit: requestLimits.regoLookups,
});
