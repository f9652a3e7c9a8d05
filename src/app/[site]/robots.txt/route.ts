import { siteRoute } from "@/seo/site-route";
import { robotsResponse } from "@/seo/server";

export const dynamic = "force-dynamic";

/** The site's robots.txt, naming its sitemap on its production domain. */
export const GET = siteRoute((site) => robotsResponse(site));
