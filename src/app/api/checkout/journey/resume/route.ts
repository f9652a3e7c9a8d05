import { handleResumeGet } from "@/checkout/journey/journey-http";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/**
 * GET /api/checkout/journey/resume?token=…: the e-mailed link. Moves the journey to this browser
 * (setting its journey cookie) and opens it; an unknown or expired link opens a page that says so.
 */
export const GET = withSite((request, { site }) => handleResumeGet(request, site));
