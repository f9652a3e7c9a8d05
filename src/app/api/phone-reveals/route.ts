import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";
import { postPhoneReveal } from "@/vehicle/phone-reveals";

/** Logs a 'Call the Dealer' reveal (car_id, dealership_id, website_id) on phone-masking sites. */
export const POST = withSite((request, { site }) => postPhoneReveal(request, site), {
  rateLimit: requestLimits.phoneReveals,
});
