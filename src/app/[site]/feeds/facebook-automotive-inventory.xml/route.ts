import { siteRoute } from "@/seo/site-route";
import { vehicleFeedResponse } from "@/seo/server";

export const dynamic = "force-dynamic";

/** Meta's automotive inventory catalogue feed of the site's cars for sale. */
export const GET = siteRoute((site) => vehicleFeedResponse(site, "facebook"));
