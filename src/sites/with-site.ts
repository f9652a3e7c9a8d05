import "server-only";
import { env } from "@/platform/env";
import { getDb } from "@/platform/db";
import { jsonError } from "@/platform/http";
import { withTenant } from "@/platform/db/tenant";
import { logger } from "@/platform/logger";
import {
  clientIp,
  limitRequest,
  scaledForDeployment,
  tooManyRequests,
  type RateLimitRule,
} from "@/platform/rate-limit";
import { takeReadLimit } from "@/platform/read-limit";
import { handleWithRequestId } from "@/platform/request-context";
import { getSiteByKey, type Site } from "./get-site";
import { parseHost } from "./parse-host";

/** The tenant of an API request, from its Host header, as the proxy resolves page requests. */
async function getSiteFromRequest(request: Request): Promise<Site | null> {
  const parsed = parseHost(request.headers.get("host"), { rootDomain: env().ROOT_DOMAIN });
  return parsed.kind === "site" ? getSiteByKey(parsed.key) : null;
}

/**
 * Runs `fn` with the app's database acting for `site` (row-level security, decision 025): for a route
 * handler that finds its site another way than withSite. Page renders need nothing: the site lookup
 * sets their tenant.
 */
export function actingForSite<T>(site: Site, fn: () => T | PromiseLike<T>): Promise<T> {
  return withTenant(site.id, fn);
}

/** Route segments as Next hands them to a handler. */
type Segments = Record<string, string | string[] | undefined>;

export type SiteHandler<Params extends Segments> = (
  request: Request,
  context: { site: Site; params: Params },
) => Response | Promise<Response>;

export type WithSiteOptions = {
  /**
   * The answer when looking the site up throws (the database is down). Without it the error goes on
   * to Next, which answers 500.
   */
  unavailable?: (error: unknown) => Response;
  /**
   * A per-address limit counted before the handler runs (a rule from src/platform/rate-limit-rules.ts):
   * over it, the answer is 429 with Retry-After and `{ error }`. Every endpoint that writes or counts
   * takes one (decision 028).
   */
  rateLimit?: RateLimitRule;
  /**
   * A per-address limit on a route that only reads (searches, a car's PDF), counted in this process's
   * memory instead of the database (decision 035); over it, the same 429.
   */
  readLimit?: RateLimitRule;
};

/** The read limit's 429, or null to go on. */
function refusedByReadLimit(request: Request, site: Site, rule: RateLimitRule): Response | null {
  const scaled = scaledForDeployment(rule);
  const verdict = takeReadLimit(site.id, scaled, clientIp(request.headers) ?? "unknown");
  return verdict.ok ? null : tooManyRequests(scaled.message, verdict.retryAfterSeconds);
}

/**
 * The limit's 429, or null to go on. A database that cannot count lets the request through: the
 * handler meets the same outage and answers it its own way (usually 503).
 */
async function refusedByLimit(request: Request, site: Site, rule: RateLimitRule): Promise<Response | null> {
  try {
    return await limitRequest(await getDb(), site.id, request, scaledForDeployment(rule));
  } catch (error) {
    logger.warn("rate limit not counted: the database is unavailable", { bucket: rule.bucket, error: String(error) });
    return null;
  }
}

/**
 * What an API handler that threw answers (decision 024): a plain JSON 500 that names nothing of the
 * error; the error itself goes to the log, under the request's id (echoed in `x-request-id`).
 */
export function unexpectedError(error: unknown): Response {
  logger.error("unexpected error in an API handler", {
    error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  });
  return jsonError(500, "Something went wrong on our side. Please try again.", { "cache-control": "no-store" });
}

/**
 * An API route handler for the site the request's host names: the handler gets the site and the
 * route's params, awaited, inside the request's log context (its `x-request-id`). A host that names no
 * site gets 404 `{ error: "Unknown site" }`, never cached, since the site may be added later. With
 * `rateLimit`, the request is counted against that per-address rule first.
 */
export function withSite<Params extends Segments = Record<string, never>>(
  handler: SiteHandler<Params>,
  options: WithSiteOptions = {},
) {
  return (request: Request, context: { params: Promise<Params> }): Promise<Response> =>
    handleWithRequestId(request, async () => {
      let site: Site | null;
      try {
        site = await getSiteFromRequest(request);
      } catch (error) {
        if (!options.unavailable) throw error;
        return options.unavailable(error);
      }
      if (!site) return jsonError(404, "Unknown site", { "cache-control": "no-store" });
      const params = await context.params;
      // The handler's queries see this site's rows only (row-level security, decision 025).
      const found = site;
      try {
        return await actingForSite(found, async () => {
          const refused =
            (options.readLimit ? refusedByReadLimit(request, found, options.readLimit) : null) ??
            (options.rateLimit ? await refusedByLimit(request, found, options.rateLimit) : null);
          return refused ?? (await handler(request, { site: found, params }));
        });
      } catch (error) {
        return unexpectedError(error);
      }
    });
}
