// Stripe's webhook: what Stripe tells us about a deposit after the fact (the shopper's bank released
// an authorisation, a refund was made from the dashboard, Stripe cancelled an authorisation that was
// never captured). Each request is signed: `Stripe-Signature: t=<unix seconds>,v1=<hex>[,v1=…]`,
// the HMAC-SHA256 of `${t}.${raw body}` with the endpoint's secret. The SDK checks it (any v1 may
// match, compared in constant time, at most 300 seconds old); we answer 400 with a short message
// on a missing, forged or stale signature, never 500, and turn the events we use into our own
// PaymentEvent. The caller applies them to reservations.
import Stripe from "stripe";
import { z } from "@/platform/zod";
import { logger } from "@/platform/logger";
import type { PaymentEvent } from "./payment-event";

/** Seconds a signed request stays valid: Stripe's own default. */
export const signatureToleranceSeconds = 300;
/** Stripe's events are a few kilobytes; anything far larger is not one. */
export const maxWebhookBytes = 512 * 1024;

export const webhookMessages = {
  missing: "Missing Stripe-Signature header",
  malformed: "Malformed Stripe-Signature header",
  forged: "Signature does not match",
  stale: "Signature is too old",
  tooLarge: "Request body too large",
  unreadable: "Unreadable event",
  notConfigured: "Stripe webhooks are not enabled on this server",
} as const;

export type SignatureCheck = { ok: true } | { ok: false; message: string };

/** Whether `header` is Stripe's signature of `payload` with `secret`, made at most 300 seconds before `now` (ms). */
export function verifyStripeSignature(
  payload: string,
  header: string | null,
  secret: string,
  now: number = Date.now(),
): SignatureCheck {
  if (!header) return { ok: false, message: webhookMessages.missing };
  try {
    Stripe.webhooks.signature!.verifyHeader(payload, header, secret, signatureToleranceSeconds, undefined, now);
    return { ok: true };
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
    if (/tolerance/i.test(error.message)) return { ok: false, message: webhookMessages.stale };
    if (/extract timestamp|expected scheme/i.test(error.message))
      return { ok: false, message: webhookMessages.malformed };
    return { ok: false, message: webhookMessages.forged };
  }
}

const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
  // The API request behind the event: { id, idempotency_key } (a bare id in old API versions).
  request: z.union([z.string(), z.object({ idempotency_key: z.string().nullish() })]).nullish(),
});

const intentSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  amount_capturable: z.number().int().default(0),
  amount_received: z.number().int().default(0),
  cancellation_reason: z.string().nullish(),
  last_payment_error: z
    .object({ code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() })
    .nullish(),
});

const chargeSchema = z.object({
  id: z.string().min(1),
  payment_intent: z.union([z.string().min(1), z.object({ id: z.string().min(1) })]).nullish(),
  amount_refunded: z.number().int(),
  refunded: z.boolean(),
});

/** The event types we act on; anything else is acknowledged and left alone. */
export const handledStripeEvents = [
  "payment_intent.amount_capturable_updated",
  "payment_intent.succeeded",
  "payment_intent.canceled",
  "payment_intent.payment_failed",
  "charge.refunded",
] as const;

export type ParsedStripeEvent =
  { ok: true; event: PaymentEvent | null; id: string; type: string } | { ok: false; message: string };

/**
 * A verified payload as our PaymentEvent: null for an event type we do not use (or a charge that
 * belongs to no PaymentIntent), an error for JSON that is not an event of the shape we expect.
 */
export function parseStripeEvent(payload: string): ParsedStripeEvent {
  let json: unknown;
  try {
    json = JSON.parse(payload);
  } catch {
    return { ok: false, message: webhookMessages.unreadable };
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return { ok: false, message: webhookMessages.unreadable };
  const { id, type, created, data, request } = envelope.data;
  const requestKey = typeof request === "object" && request ? (request.idempotency_key ?? null) : null;
  const base = { eventId: id, occurredAt: new Date(created * 1000), requestKey };
  const ignored = { ok: true, event: null, id, type } as const;
  const done = (event: PaymentEvent): ParsedStripeEvent => ({ ok: true, event, id, type });

  if (type.startsWith("payment_intent.")) {
    if (!(handledStripeEvents as readonly string[]).includes(type)) return ignored;
    const parsed = intentSchema.safeParse(data.object);
    if (!parsed.success) return { ok: false, message: webhookMessages.unreadable };
    const intent = parsed.data;
    const reference = intent.id;
    switch (type) {
      case "payment_intent.amount_capturable_updated":
        return done({ ...base, reference, kind: "authorised", amountCents: intent.amount_capturable });
      case "payment_intent.succeeded":
        return done({ ...base, reference, kind: "captured", amountCents: intent.amount_received || intent.amount });
      case "payment_intent.canceled":
        return done({ ...base, reference, kind: "voided", reason: intent.cancellation_reason ?? null });
      default: {
        const failure = intent.last_payment_error;
        return done({
          ...base,
          reference,
          kind: "failed",
          code: failure?.decline_code ?? failure?.code ?? null,
          message: failure?.message ?? null,
        });
      }
    }
  }
  if (type === "charge.refunded") {
    const parsed = chargeSchema.safeParse(data.object);
    if (!parsed.success) return { ok: false, message: webhookMessages.unreadable };
    const charge = parsed.data;
    if (!charge.payment_intent) return ignored;
    const reference = typeof charge.payment_intent === "string" ? charge.payment_intent : charge.payment_intent.id;
    return done({
      ...base,
      reference,
      kind: "refunded",
      refundedCents: charge.amount_refunded,
      fully: charge.refunded,
    });
  }
  return ignored;
}

/** What applying an event did: moved a reservation, found it already there, or found none. */
export type ApplyOutcome = "applied" | "unchanged" | "unknown_reference";

export type WebhookAnswer = { status: number; body: { received: true; outcome: string } | { error: string } };

/**
 * The whole webhook request: size cap, signature, parsing, then `apply` for an event we use.
 * 400 for anything Stripe (or a forger) sent wrong, 200 for everything we accepted, including
 * events for payments we do not know (logged) and events we do not use; 503 when applying failed
 * (the database), so Stripe delivers the event again later.
 */
export async function handleStripeWebhook(input: {
  payload: string;
  signature: string | null;
  secret: string | undefined;
  apply: (event: PaymentEvent) => Promise<ApplyOutcome>;
  now?: number;
}): Promise<WebhookAnswer> {
  if (!input.secret) return { status: 404, body: { error: webhookMessages.notConfigured } };
  if (Buffer.byteLength(input.payload, "utf8") > maxWebhookBytes) {
    return { status: 400, body: { error: webhookMessages.tooLarge } };
  }
  const signature = verifyStripeSignature(input.payload, input.signature, input.secret, input.now);
  if (!signature.ok) {
    logger.warn("Stripe webhook refused", { reason: signature.message });
    return { status: 400, body: { error: signature.message } };
  }
  const parsed = parseStripeEvent(input.payload);
  if (!parsed.ok) {
    logger.warn("Stripe webhook event unreadable");
    return { status: 400, body: { error: parsed.message } };
  }
  if (!parsed.event) return { status: 200, body: { received: true, outcome: "ignored" } };
  let outcome: ApplyOutcome;
  try {
    outcome = await input.apply(parsed.event);
  } catch (error) {
    logger.error("Stripe webhook event could not be applied", {
      event: parsed.id,
      type: parsed.type,
      error: error instanceof Error ? error.message : String(error),
    });
    return { status: 503, body: { error: "Try again later" } };
  }
  const fields = { event: parsed.id, type: parsed.type, payment: parsed.event.reference, outcome };
  if (outcome === "unknown_reference") logger.warn("Stripe event for a payment no reservation holds", fields);
  else logger.info("Stripe event received", fields);
  return { status: 200, body: { received: true, outcome } };
}
