import "server-only";
import { handleWithRequestId } from "@/platform/request-context";
import { getSiteByKey, type Site } from "@/sites/get-site";
import { isPaused, pausedPlainResponse } from "@/sites/paused-site";
import { actingForSite } from "@/sites/with-site";

const notFound = () =>
  new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });

/**
 * A route handler under src/app/[site] (the proxy put the host's site key in the path): the handler
 * gets the site, or the request a plain 404 when no site has the key, or when the handler has no
 * answer (null). A paused site's robots.txt, sitemaps and feeds answer 503 (decision 049): the proxy
 * sends them to the holding page already, and this holds for a request that came before it knew.
 */
export function siteRoute<Params extends Record<string, string> = { site: string }>(
  handler: (site: Site, params: Params) => Promise<Response | null>,
) {
  return (request: Request, context: { params: Promise<{ site: string } & Params> }): Promise<Response> =>
    handleWithRequestId(request, async () => {
      const params = await context.params;
      const site = await getSiteByKey(params.site);
      if (!site) return notFound();
      if (isPaused(site)) return pausedPlainResponse(site.name);
      // Queries act for this site (row-level security, decision 025).
      return (await actingForSite(site, () => handler(site, params))) ?? notFound();
    });
}
