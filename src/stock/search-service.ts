import type { CarDocument } from "@/cars/car";
import "server-only";
import { z } from "@/platform/zod";
import type { Site } from "@/sites/get-site";
import { FilterSyntaxError, multiSearch } from "./engine";
import type { SearchResult } from "./engine/types";
import { landingCatalogue, resolveLanding, type Landing } from "./landing";
import { parseSearchState, toSearchRequest, withBaseFilters, type SearchState } from "./search-state";
import { getStockIndex } from "./stock-index";

export type SearchOutcome = { ok: true; state: SearchState; result: SearchResult } | { ok: false; error: string };

function pastTheEnd(state: SearchState, result: SearchResult): boolean {
  return state.page > 1 && state.page > result.pages;
}

/** A search from URL parameters; `strict` rejects unknown parameters and pages past the end. */
export async function runSearch(
  site: Site,
  params: URLSearchParams,
  options: { strict: boolean; landing?: Landing },
): Promise<SearchOutcome> {
  const parsed = parseSearchState(params, site.config, options);
  if (!parsed.ok) return parsed;
  const state = options.landing ? withBaseFilters(parsed.state, options.landing.base) : parsed.state;
  const stock = await getStockIndex(site);
  const result = stock.search(toSearchRequest(state, site.config));
  if (options.strict && pastTheEnd(state, result)) {
    return { ok: false, error: `page ${state.page} is past the last page (${Math.max(result.pages, 1)})` };
  }
  return { ok: true, state, result };
}

export type SearchPage = { landing: Landing; state: SearchState; result: SearchResult; pastTheEnd: boolean };

/** The search page: its landing path resolved against the site's stock, then the URL's refinements. */
export async function getSearchPage(
  site: Site,
  segments: readonly string[],
  params: URLSearchParams,
  fixedLanding?: Landing,
): Promise<SearchPage | null> {
  const stock = await getStockIndex(site);
  const landing = fixedLanding ?? resolveLanding(segments, landingCatalogue(stock.documents), site.config);
  if (!landing) return null;
  const outcome = await runSearch(site, params, { strict: false, landing });
  // A hand-edited bad parameter on the page shows all stock rather than an error page.
  if (!outcome.ok) {
    const fallback = await runSearch(site, new URLSearchParams(), { strict: false, landing });
    if (!fallback.ok) return null;
    return { landing, state: fallback.state, result: fallback.result, pastTheEnd: false };
  }
  return {
    landing,
    state: outcome.state,
    result: outcome.result,
    pastTheEnd: pastTheEnd(outcome.state, outcome.result),
  };
}

export const maxMultiQueries = 10;
export const maxMultiLimit = 50;

const multiSearchBody = z.strictObject({
  queries: z
    .array(
      z.strictObject({
        filter: z.string().max(1000, "filter must be at most 1000 characters"),
        limit: z.number().int().min(1).max(maxMultiLimit),
        excludeIds: z.array(z.string().max(100)).max(100).optional(),
      }),
    )
    .min(1, "queries must not be empty")
    .max(maxMultiQueries, `at most ${maxMultiQueries} queries`),
});

export type MultiOutcome = { ok: true; result: { results: { hits: CarDocument[] }[] } } | { ok: false; error: string };

export async function runMultiSearch(site: Site, body: unknown): Promise<MultiOutcome> {
  const parsed = multiSearchBody.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "Invalid request" };
  }
  const stock = await getStockIndex(site);
  try {
    return { ok: true, result: { results: multiSearch(stock.index, parsed.data.queries) } };
  } catch (error) {
    if (error instanceof FilterSyntaxError) return { ok: false, error: error.message };
    throw error;
  }
}
