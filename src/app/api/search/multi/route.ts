import { jsonError, readJsonBody } from "@/platform/http";
import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { runMultiSearch } from "@/stock/search-service";

export const dynamic = "force-dynamic";

const maxBodyBytes = 16_384;

/** POST /api/search/multi: several filtered lookups at once (similar cars). */
export const POST = withSite(
  async (request, { site }) => {
    const body = await readJsonBody(request, maxBodyBytes);
    if (!body.ok) return jsonError(body.status, body.error);
    const outcome = await runMultiSearch(site, body.value);
    if (!outcome.ok) return jsonError(400, outcome.error);
    return Response.json(outcome.result);
  },
  { readLimit: requestLimits.searches },
);
