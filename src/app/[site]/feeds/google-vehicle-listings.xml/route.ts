import { siteRoute } from "@/seo/site-route";
import { vehicleFeedResponse } from "@/seo/server";

export const dynamic = "force-dynamic";

/** Google's vehicle listings feed of the site's cars for sale. */
export const GET = siteRoute((site) => vehicleFeedResponse(site, "google"));
