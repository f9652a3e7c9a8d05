import { postOnlinePayment } from "@/checkout/server";
import { requestLimits } from "@/platform/rate-limit-rules";
import { withSite } from "@/sites/with-site";

export const dynamic = "force-dynamic";

/** POST /api/online-payment: a signed-in shopper pays an invoice or deposit (src/checkout/online-payment). */
export const POST = withSite((request, { site }) => postOnlinePayment(request, site), {
  rateLimit: requestLimits.onlinePayments,
});
