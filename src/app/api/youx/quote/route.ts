import { quoteForSite } from "@/finance/quote/quote-endpoint";
import { jsonError } from "@/platform/http";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/** POST /api/youx/quote: a weekly repayment, advertised rate and comparison rate for a car. */
export const POST = withSite(
  async (request, { site }) => {
    const outcome = await quoteForSite(site.config, await request.text());
    if (!outcome.ok) return jsonError(outcome.status, outcome.error);
    return Response.json(outcome.quote, { headers: { "cache-control": "no-store" } });
  },
  { rateLimit: requestLimits.financeQuotes },
);
