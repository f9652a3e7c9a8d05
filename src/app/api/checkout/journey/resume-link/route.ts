import { handleResumeLinkPost } from "@/checkout/journey/journey-http";
import { withSite } from "@/sites/with-site";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/**
 * POST /api/checkout/journey/resume-link with `{ car_id, email }`: e-mails a link that opens the
 * browser's journey for the car on another device. 202 when queued; 400 a bad address; 404 no journey.
 */
export const POST = withSite((request, { site }) => handleResumeLinkPost(request, site), {
  rateLimit: requestLimits.journeyResumeLinks,
});
