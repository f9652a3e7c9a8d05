import { requestLimits } from "@/platform/rate-limit-rules";
import { sitePreviewResponse } from "@/sites/site-preview";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/** GET /api/site-preview?token=… (from the console) starts a staff preview of the site's draft; ?end=1 ends it. */
export const GET = withSite((request, { site }) => sitePreviewResponse(request, site), {
  readLimit: requestLimits.sitePreviews,
});
