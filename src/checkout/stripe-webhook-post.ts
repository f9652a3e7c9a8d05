// POST /api/checkout/stripe-webhook against the server's database: Stripe's signed events applied
// to the reservations (decision 017). The route file only calls this.
import "server-only";
import { getPlatformDatabase } from "@/platform/db";
import { env } from "@/platform/env";
import { wakeServerLeadWorker } from "@/leads/delivery/server-worker";
import { applyPaymentEvent } from "./payment-events";
import { handleStripeWebhook, maxWebhookBytes, webhookMessages } from "./payments/stripe-webhook";

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}

export async function postStripeWebhook(request: Request): Promise<Response> {
  if (Number(request.headers.get("content-length") ?? 0) > maxWebhookBytes) {
    return json(400, { error: webhookMessages.tooLarge });
  }
  let payload: string;
  try {
    payload = await request.text();
  } catch {
    return json(400, { error: webhookMessages.unreadable });
  }
  const answer = await handleStripeWebhook({
    payload,
    signature: request.headers.get("stripe-signature"),
    secret: env().STRIPE_WEBHOOK_SECRET,
    // A signed event names its reservation, not a site (the request's host is Stripe's): the
    // platform's handle finds it in whichever site it is (decision 025).
    apply: async (event) => applyPaymentEvent((await getPlatformDatabase()).db, event),
  });
  // A moved reservation wrote the dealer's and the shopper's notices into the outbox.
  if ("outcome" in answer.body && answer.body.outcome === "applied") wakeServerLeadWorker();
  return json(answer.status, answer.body);
}
