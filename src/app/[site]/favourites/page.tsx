import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite, type SitePageProps } from "@/sites/site-page";
import { FavouritesList } from "@/stock/components/favourites-list";

export const metadata: Metadata = { title: "Favourites", robots: { index: false } };

/** The shopper's favourites, kept in their browser: the list is drawn there. */
export default async function FavouritesRoute({ params }: SitePageProps) {
  const site = await requireSite(params);
  if (!site.config.features.favourites) notFound();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">Your favourites</h1>
      <FavouritesList siteSlug={site.slug} />
    </div>
  );
}
