import { siteRoute } from "@/seo/site-route";
import { sitemapResponse } from "@/seo/server";

export const dynamic = "force-dynamic";

/** Every listed car, landing search, content page and location; an index of parts above 50,000. */
export const GET = siteRoute((site) => sitemapResponse(site));
