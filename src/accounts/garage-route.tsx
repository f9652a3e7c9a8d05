import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { GaragePath } from "@/sites/config-schema";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { RecentSearches } from "@/shopper/recent-searches";
import { GaragePage } from "./garage-page";
import { gatePage, pagePath } from "./gate";

export const garageMetadata: Metadata = { title: "My Garage", robots: { index: false, follow: false } };

/**
 * The page at one of the garage paths: the site's own (`signIn.garagePath`) shows the garage to a
 * signed-in shopper and sends anyone else to sign in; the other paths are not found on that site.
 */
export function garageRoute(path: GaragePath) {
  return async function GarageRoute({ params, searchParams }: SitePageProps) {
    const site = await requireSite(params);
    if (site.config.signIn.garagePath !== path || !site.config.features.watchlist) notFound();
    const account = await gatePage(site, { route: "garage" }, pagePath(path, await searchParams));
    if (!account) notFound();
    return (
      <GaragePage
        site={site}
        account={account}
        recentSearches={<RecentSearches siteSlug={site.slug} title="Your recent searches" />}
      />
    );
  };
}
