import "server-only";
import { getSiteByKey, type Site } from "@/sites/get-site";
import { isPaused, pausedHeaders, pausedSiteText } from "@/sites/paused-site";
import { handleWithRequestId } from "@/platform/request-context";
import { fontStacks } from "@/sites/config-schema";
import { siteLogoUrl } from "./logo";

// The answer to every page of a paused site (decision 049): the proxy rewrites them here, as
// /site-paused/{site key}/{the path asked for}. 503 with Retry-After and noindex, never stored; a
// site resumed since the proxy last heard gets the page it asked for (a redirect to the same address,
// which the proxy now sends on), a key no site has the plain 404.

const escapes: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

function holdingPageHtml(site: Site): string {
  const { title, message } = pausedSiteText(site.name);
  const { colors, font } = site.config.theme;
  // Style attributes only: the page's Content-Security-Policy (the proxy's) allows them, and no nonce
  // is needed for a page this small.
  return `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(site.name)}</title>
</head>
<body style="margin:0;min-height:100vh;background:${colors.surface};color:${colors.text};font-family:${escapeHtml(fontStacks[font])}">
<main data-testid="holding-page" style="max-width:36rem;margin:15vh auto 0;padding:0 1.5rem;text-align:center">
<img src="${escapeHtml(siteLogoUrl(site))}" alt="" height="48" style="height:3rem;width:auto">
<h1 style="margin-top:1.5rem;font-size:1.875rem">${escapeHtml(title)}</h1>
<p style="margin-top:1rem;font-size:1.125rem">${escapeHtml(message)}</p>
</main>
</body>
</html>
`;
}

type Context = { params: Promise<{ site: string; path?: string[] }> };

export function holdingPageAnswer(request: Request, { params }: Context): Promise<Response> {
  return handleWithRequestId(request, async () => {
    const { site: key, path = [] } = await params;
    const site = await getSiteByKey(key);
    if (!site) {
      return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    }
    if (!isPaused(site)) {
      const search = new URL(request.url).search;
      const location = `/${path.map(encodeURIComponent).join("/")}`.replace(/^\/{2,}/, "/") + search;
      return new Response(null, { status: 307, headers: { location, "cache-control": "no-store" } });
    }
    const body = request.method === "HEAD" ? null : holdingPageHtml(site);
    return new Response(body, {
      status: 503,
      headers: { ...pausedHeaders, "content-type": "text/html; charset=utf-8" },
    });
  });
}
