import { unavailableResponse } from "@/leads/server/http";
import { postLead } from "@/leads/server/post-lead";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/leads: stores a lead and queues its delivery; answers `{ lead_id }` or `{ error, fieldErrors }`. */
export const POST = withSite((request, { site }) => postLead(request, site), {
  unavailable: unavailableResponse,
  rateLimit: requestLimits.leads,
});
