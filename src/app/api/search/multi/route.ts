import { readJsonBody } from "@/platform/http";
import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";

const maxBodyBytes = 16_384;
import { runMultiSearch } from "@/stock/search-service";

export const dynamic = "force-dynamic";

/** POST /api/search/multi: several filtered lookups at once (similar cars). */
export async function POST(request: Request) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const body = await readJsonBody(request, maxBodyBytes);
  if (!body.ok) return jsonError(400, body.error);
  const outcome = await runMultiSearch(site, body.value);
  if (!outcome.ok) return jsonError(400, outcome.error);
  return Response.json(outcome.result);
}
