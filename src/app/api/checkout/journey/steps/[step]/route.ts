import { handleStepPost } from "@/checkout/journey/journey-http";
import { withSite } from "@/sites/with-site";
import { journeyDeliveryQuoter } from "../../delivery-quote";
import { requestLimits } from "@/platform/rate-limit-rules";

export const dynamic = "force-dynamic";

/**
 * POST /api/checkout/journey/steps/{step} with `{ car_id, answers }`: checks the step's answers with
 * its schema and saves them to the browser's journey (started, with its cookie, on the first step).
 * 200 `{ journey }`; 400 `{ error, fieldErrors }`; 402 a declined card; 404 an unknown car or step;
 * 409 when the car cannot be bought or an earlier step is missing; 503 when nothing could be saved.
 */
export const POST = withSite<{ step: string }>(
  (request, { site, params }) => handleStepPost(request, site, params.step, journeyDeliveryQuoter(site)),
  { rateLimit: requestLimits.journeySteps },
);
