import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getSiteByKey } from "@/sites/get-site";
import { requireSite } from "@/sites/site-page";
import { SiteFooter } from "@/shell/site-footer";
import { SiteHeader } from "@/shell/site-header";
import { AnalyticsTags } from "@/shell/analytics-tags";
import { themeStyle } from "@/shell/theme";
import { Toaster } from "@/ui/toast";
import { listContentPaths } from "@/content/queries";
import { withLiveLinks } from "@/content/site-links";

type Props = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Omit<Props, "children">): Promise<Metadata> {
  const site = await getSiteByKey((await params).site);
  if (!site) return {};
  return {
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.config.identity.tagline,
    ...(site.config.branding.faviconUrl ? { icons: { icon: site.config.branding.faviconUrl } } : {}),
  };
}

export default async function SiteLayout({ children, params }: Props) {
  const site = await requireSite(params);
  // The header and footer show only the links that go to a page the site has.
  const shellSite = { ...site, config: withLiveLinks(site.config, await listContentPaths(site.id)) };
  return (
    <div
      style={themeStyle(site.config.theme)}
      className="flex min-h-screen flex-col bg-surface font-sans text-text"
      data-site={site.slug}
    >
      <SiteHeader site={shellSite} />
      <main className="flex-1">{children}</main>
      <SiteFooter site={shellSite} />
      <AnalyticsTags analytics={site.config.analytics} />
      <Toaster />
    </div>
  );
}
