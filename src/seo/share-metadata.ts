// What a link to a page shows when it is shared (Open Graph for Facebook, LinkedIn, messaging apps;
// X's card tags), built one way for every page type. Pure: the caller gives the site's production
// origin and the page's own words. Pictures must be absolute raster addresses (JPEG or PNG): no
// network shows an SVG in a card.

import type { Metadata } from "next";
import { rasterPictureUrl } from "@/platform/media/car-svg";
import { drawnLogoUrl } from "@/sites/drawn-logo";
import type { SiteConfig } from "@/sites/config-schema";
import { absoluteUrl } from "@/sites/site-origin";

export type SharePage = {
  siteName: string;
  /** The site's production origin (siteOrigin): https on its primary domain. */
  origin: string;
  /** The page's path on the site (`/`, `/search/used-cars`); its og:url is the path on the origin. */
  path: string | null;
  title: string;
  description?: string | undefined;
  /** The card's picture: an absolute https JPEG or PNG address. */
  image: string;
  imageAlt?: string | undefined;
  /** Open Graph's type: every page is a `website` but a blog post (`article`); Next has no `product`. */
  type?: "website" | "article";
};

/** The Open Graph and X tags of a page. */
export function shareMetadata(page: SharePage): Pick<Metadata, "openGraph" | "twitter"> {
  const image = { url: page.image, ...(page.imageAlt ? { alt: page.imageAlt } : {}) };
  const description = page.description ? { description: page.description } : {};
  return {
    openGraph: {
      type: page.type ?? "website",
      siteName: page.siteName,
      title: page.title,
      ...description,
      ...(page.path === null ? {} : { url: absoluteUrl(page.origin, page.path) }),
      images: [image],
      locale: "en_AU",
    },
    twitter: { card: "summary_large_image", title: page.title, ...description, images: [image] },
  };
}

/**
 * The picture of a page that has none of its own: the site's drawn logo centred on a 1200 × 630 card
 * of its colour (the logo's `.og.png` copy), absolute on the site's origin.
 */
export function siteShareCardUrl(site: { slug: string; config: SiteConfig }, origin: string): string {
  const logo = drawnLogoUrl(site, "wordmark");
  return absoluteUrl(origin, rasterPictureUrl(logo, "og.png") ?? logo);
}
