// What POST /api/youx/quote answers for a site, apart from finding the site: the route stays thin
// and this stays testable without a database.

import type { YouxQuote } from "@/platform/db/json-types";
import type { SiteConfig } from "@/sites/config-schema";
import { localQuoteProvider, type FinanceQuoteProvider } from "./quote-provider";
import { describeQuoteRequestError, quoteRequestSchema } from "./quote-schema";

export type QuoteOutcome = { ok: true; quote: YouxQuote } | { ok: false; status: 400 | 409; error: string };

export const quotesOffMessage = "Finance quotes are not available on this site";

/** A quote request is a few fields; anything far larger is not one. */
export const maxQuoteBodyLength = 4_096;

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/** Answers a request body (the raw text) for a site. */
export async function quoteForSite(
  config: SiteConfig,
  bodyText: string,
  provider: FinanceQuoteProvider = localQuoteProvider(config.finance),
): Promise<QuoteOutcome> {
  // 409: the request may be perfectly formed; it is the site's state that refuses it.
  if (!config.features.youxQuotes) return { ok: false, status: 409, error: quotesOffMessage };
  if (bodyText.length > maxQuoteBodyLength) {
    return { ok: false, status: 400, error: `The request body must be at most ${maxQuoteBodyLength} characters` };
  }
  const json = parseJson(bodyText);
  if (!json.ok) return { ok: false, status: 400, error: "The request body must be JSON" };
  const parsed = quoteRequestSchema.safeParse(json.value);
  if (!parsed.success) return { ok: false, status: 400, error: describeQuoteRequestError(parsed.error) };
  return { ok: true, quote: await provider.quote(parsed.data) };
}
