import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";
import { runSearch } from "@/stock/search-service";

export const dynamic = "force-dynamic";

/** GET /api/search: the search page's query as JSON; the same URL parameters as the page. */
export async function GET(request: Request) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const outcome = await runSearch(site, new URL(request.url).searchParams, { strict: true });
  if (!outcome.ok) return jsonError(400, outcome.error);
  return Response.json(outcome.result, { headers: { "cache-control": "no-store" } });
}
