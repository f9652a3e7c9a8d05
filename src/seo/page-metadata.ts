import "server-only";
import type { Metadata } from "next";
import { getSiteOrigin, type Site } from "@/sites/get-site";
import { shareMetadata, siteShareCardUrl, type SharePage } from "./share-metadata";

/**
 * A page's shared-link tags (shareMetadata) on the site's production origin; `image` absolute
 * already, else the site's card. Pages spread it beside their own title.
 */
export async function pageShareMetadata(
  site: Site,
  page: Pick<SharePage, "path" | "title" | "description" | "imageAlt" | "type"> & { image?: string | undefined },
): Promise<Pick<Metadata, "openGraph" | "twitter">> {
  const origin = await getSiteOrigin(site);
  return shareMetadata({
    ...page,
    siteName: site.name,
    origin,
    image: page.image ?? siteShareCardUrl(site, origin),
  });
}
