import type { Metadata } from "next";
import type { ReactNode } from "react";
import { headers } from "next/headers";
import { getSiteForPage, getSiteOrigin } from "@/sites/get-site";
import { sitePathFromHeader, sitePathHeader } from "@/sites/site-path";
import { requireSite } from "@/sites/site-page";
import { SiteFooter } from "@/shell/site-footer";
import { SiteHeader } from "@/shell/site-header";
import { PreviewBar } from "@/shell/preview-bar";
import { FocusOnNavigation } from "@/shell/focus-on-navigation";
import { AnalyticsTags } from "@/shell/analytics-tags";
import { siteIconUrl } from "@/shell/logo";
import { themeStyle } from "@/shell/theme";
import { requestNonce } from "@/platform/security/request-nonce";
import { IconSprite } from "@/ui/icons";
import { Toaster } from "@/ui/toast";
import { listContentPaths } from "@/content/queries";
import { withLiveLinks } from "@/content/site-links";
import { HoldingPage } from "@/shell/holding-page";
import { isPaused } from "@/sites/paused-site";
import { pageShareMetadata } from "@/seo/page-metadata";

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const site = await getSiteForPage((await params).site);
  if (!site) return {};
  const origin = await getSiteOrigin(site);
  // Canonical addresses on the site's production domain, whatever host the request came in on; the
  // path is the one the proxy saw, without the query (a page that knows better sets its own).
  const path = sitePathFromHeader((await headers()).get(sitePathHeader));
  return {
    metadataBase: new URL(origin),
    ...(path ? { alternates: { canonical: path } } : {}),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.config.identity.tagline,
    icons: { icon: siteIconUrl(site) },
    ...(isPaused(site) ? { robots: { index: false, follow: false } } : {}),
    // A shared link's card for any page that builds none of its own (the home page's): the site's
    // name and tagline over its logo card. Pages with their own words spread pageShareMetadata.
    ...(await pageShareMetadata(site, { path, title: site.name, description: site.config.identity.tagline })),
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await requireSite(params);
  // A paused site's pages go to the holding page at the proxy (decision 049); a request that got
  // past it before this process heard of the pause gets the same words here, never the site.
  if (isPaused(site)) return <HoldingPage site={site} />;
  // The header and footer show only the links that go to a page the site has.
  const shellSite = { ...site, config: withLiveLinks(site.config, await listContentPaths(site.id)) };
  return (
    <div
      style={themeStyle(site.config.theme)}
      className="flex min-h-screen flex-col bg-surface font-sans text-text"
      data-site={site.slug}
    >
      <IconSprite />
      <FocusOnNavigation />
      {/* The first stop of the Tab key: past the header's menus, straight to the page's own content. */}
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-site focus:bg-surface focus:px-4 focus:py-2 focus:font-semibold focus:text-primary focus:shadow-lg"
      >
        Skip to main content
      </a>
      {site.preview ? <PreviewBar preview={site.preview} /> : null}
      <SiteHeader site={shellSite} />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter site={shellSite} />
      <AnalyticsTags analytics={site.config.analytics} nonce={await requestNonce()} />
      <Toaster />
    </div>
  );
}
