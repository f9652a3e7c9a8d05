import { jsonError } from "@/platform/http";
import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { runSearch } from "@/stock/search-service";

export const dynamic = "force-dynamic";

/** GET /api/search: the search page's query as JSON; the same URL parameters as the page. */
export const GET = withSite(
  async (request, { site }) => {
    const outcome = await runSearch(site, new URL(request.url).searchParams, { strict: true });
    if (!outcome.ok) return jsonError(400, outcome.error);
    return Response.json(outcome.result, { headers: { "cache-control": "no-store" } });
  },
  { readLimit: requestLimits.searches },
);
