import { themeStyle } from "./theme";
import { siteLogoUrl } from "./logo";
import type { Site } from "@/sites/get-site";
import { pausedSiteText } from "@/sites/paused-site";

// A paused site's holding page (decision 049): its logo, its name and that it will be back, in its
// own colours, with no header, menus or links to pages that answer the same. The proxy sends every
// page of a paused site to /site-paused (holding-page-route.ts: HTTP 503, Retry-After, noindex);
// the site's layout shows this component for a request that reached a page before the proxy knew.

export function HoldingPage({ site }: { site: Site }) {
  const { title, message } = pausedSiteText(site.name);
  return (
    <div style={themeStyle(site.config.theme)} className="flex min-h-screen flex-col bg-surface font-sans text-text">
      <main className="mx-auto mt-[15vh] max-w-xl px-6 text-center" data-testid="holding-page">
        {/* eslint-disable-next-line @next/next/no-img-element -- the logo is the site's own, at its own size */}
        <img src={siteLogoUrl(site)} alt="" height={48} className="mx-auto h-12 w-auto" />
        <h1 className="mt-6 text-3xl font-bold">{title}</h1>
        <p className="mt-4 text-lg">{message}</p>
      </main>
    </div>
  );
}
