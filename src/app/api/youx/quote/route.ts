import { quoteForSite } from "@/finance/quote/quote-endpoint";
import { getSiteFromRequest, jsonError } from "@/sites/site-from-request";

export const dynamic = "force-dynamic";

/** POST /api/youx/quote: a weekly repayment, advertised rate and comparison rate for a car. */
export async function POST(request: Request) {
  const site = await getSiteFromRequest(request);
  if (!site) return jsonError(404, "Unknown site");
  const outcome = await quoteForSite(site.config, await request.text());
  if (!outcome.ok) return jsonError(outcome.status, outcome.error);
  return Response.json(outcome.quote, { headers: { "cache-control": "no-store" } });
}
