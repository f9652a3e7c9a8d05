import { siteRoute } from "@/seo/site-route";
import { sitemapPartResponse } from "@/seo/server";

export const dynamic = "force-dynamic";

/** /sitemap/{n}.xml: one part of a sitemap too big for one file. */
export const GET = siteRoute<{ part: string }>((site, params) => sitemapPartResponse(site, params.part));
