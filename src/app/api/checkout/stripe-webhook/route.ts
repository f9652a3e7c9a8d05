import { postStripeWebhook } from "@/checkout/stripe-webhook-post";

export const dynamic = "force-dynamic";

/** POST /api/checkout/stripe-webhook: Stripe's signed payment events; 400 for a bad signature, never 500. */
export async function POST(request: Request): Promise<Response> {
  return postStripeWebhook(request);
}
