import { env } from "@/platform/env";
import { demoIndexIconUrl, siteIconUrl } from "@/shell/logo";
import { getSiteByKey } from "@/sites/get-site";
import { parseHost } from "@/sites/parse-host";

// `/favicon.ico`, which browsers, feed readers and bookmark tools ask for without reading the page:
// a dealer site's own tab icon (its favicon, else its drawn emblem), the demo index's icon on the
// bare domain in demo mode, and 404 anywhere else.

export async function GET(request: Request) {
  const config = env();
  const parsed = parseHost(request.headers.get("host"), { rootDomain: config.ROOT_DOMAIN });
  let target: string | null = null;
  if (parsed.kind === "site") {
    const site = await getSiteByKey(parsed.key).catch(() => null);
    if (site) target = siteIconUrl(site);
  } else if (parsed.kind === "root" && config.DEMO_MODE) {
    target = demoIndexIconUrl;
  }
  if (!target) return new Response("Not Found", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(null, {
    status: 302,
    headers: { location: target, "cache-control": "public, max-age=3600" },
  });
}
