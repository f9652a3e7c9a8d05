import { withSite } from "@/sites/with-site";
import { postMiscellaneous } from "@/trade-in/server/post-miscellaneous";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/miscellaneous: saves a value beside a lead (column_name "valuation"); answers `{ ok }` or `{ error }`. */
export const POST = withSite((request, { site }) => postMiscellaneous(request, site), {
  unavailable: () => Response.json({ error: "The valuation could not be saved just now" }, { status: 503 }),
  rateLimit: requestLimits.miscellaneous,
});
