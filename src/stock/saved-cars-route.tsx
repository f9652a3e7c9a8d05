import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { GaragePage } from "@/accounts/garage-page";
import { gatePage, garageName, pagePath, signInHref } from "@/accounts/gate";
import { currentAccount } from "@/accounts/server/runtime";
import type { GaragePath } from "@/sites/config-schema";
import type { Site } from "@/sites/get-site";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { RecentSearches } from "@/shopper/recent-searches";
import { ButtonLink } from "@/ui/button";
import { Section } from "@/ui/section";
import { FavouritesList } from "./components/favourites-list";

// The one page that lists the saved cars (decision 041). Where the site has the watchlist it is the
// garage (`signIn.garagePath`): signed in, the account's watchlist; signed out, this browser's cars
// with a way to sign in (or, on a site that keeps nothing in the browser, the sign-in gate). Elsewhere
// it is /favourites, this browser's cars. /favourites on a site with the watchlist redirects to the garage.

export const garageMetadata: Metadata = { title: "My Garage", robots: { index: false, follow: false } };
export const favouritesMetadata: Metadata = { title: "Your watchlist", robots: { index: false } };

/** The garage to a signed-out shopper: the cars saved in this browser, and sign-in to keep them on any device. */
function SignedOutGarage({ site, path }: { site: Site; path: GaragePath }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-1 text-3xl font-bold">My Garage</h1>
      <p className="mb-8 text-muted">
        Cars you save are kept in this browser. Sign in with your mobile to keep them in your watchlist on any device.
      </p>
      <Section
        title="Watchlist"
        titleId="garage-watchlist"
        className="mb-10"
        aside={
          <ButtonLink href={signInHref(garageName(path), path, path)} data-testid="garage-sign-in">
            Sign in
          </ButtonLink>
        }
      >
        <FavouritesList siteSlug={site.slug} heading="h3" />
      </Section>
      <RecentSearches siteSlug={site.slug} title="Your recent searches" />
    </div>
  );
}

/**
 * The page at one of the garage paths: the site's own (`signIn.garagePath`) where the site has the
 * watchlist; the other paths are not found on that site.
 */
export function garageRoute(path: GaragePath) {
  return async function GarageRoute({ params, searchParams }: SitePageProps) {
    const site = await requireSite(params);
    if (site.config.signIn.garagePath !== path || !site.config.features.watchlist) notFound();
    const signedIn = await currentAccount(site);
    if (!signedIn && site.config.features.favourites) return <SignedOutGarage site={site} path={path} />;
    const account = signedIn ?? (await gatePage(site, { route: "garage" }, pagePath(path, await searchParams)));
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

/** /favourites: the list page where the site has no watchlist; with one, on to the garage. */
export async function FavouritesRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  if (site.config.features.watchlist) redirect(site.config.signIn.garagePath);
  if (!site.config.features.favourites) notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">Your watchlist</h1>
      <FavouritesList siteSlug={site.slug} />
    </div>
  );
}
