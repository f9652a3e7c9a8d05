import { createHmac } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PaymentEvent } from "./payment-event";
import {
  handleStripeWebhook,
  parseStripeEvent,
  verifyStripeSignature,
  webhookMessages,
  type ApplyOutcome,
} from "./stripe-webhook";

const secret = "whsec_test_0123456789abcdef";
const now = Date.UTC(2026, 10, 23, 15, 0, 0);
const nowSeconds = Math.floor(now / 1000);

/** Signs as Stripe does: HMAC-SHA256 of `${t}.${payload}` with the endpoint secret, hex. */
function sign(payload: string, timestamp = nowSeconds, key = secret): string {
  return createHmac("sha256", key).update(`${timestamp}.${payload}`).digest("hex");
}

function header(payload: string, timestamp = nowSeconds, key = secret): string {
  return `t=${timestamp},v1=${sign(payload, timestamp, key)}`;
}

function event(type: string, object: Record<string, unknown>, id = "evt_1", requestKey: string | null = null): string {
  const request = { id: requestKey ? "req_1" : null, idempotency_key: requestKey };
  return JSON.stringify({ id, object: "event", type, created: nowSeconds - 5, data: { object }, request });
}

const intent = {
  id: "pi_123",
  object: "payment_intent",
  amount: 20_000,
  amount_capturable: 0,
  amount_received: 0,
  cancellation_reason: null,
  last_payment_error: null,
};

let logged: string[];
beforeEach(() => {
  logged = [];
  for (const method of ["log", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});
afterEach(() => {
  expect(logged.join("\n")).not.toContain(secret);
  vi.restoreAllMocks();
});

describe("Stripe webhook signature", () => {
  const payload = event("payment_intent.canceled", { ...intent, cancellation_reason: "abandoned" });

  it("accepts Stripe's signature made within five minutes", () => {
    expect(verifyStripeSignature(payload, header(payload), secret, now)).toEqual({ ok: true });
    expect(verifyStripeSignature(payload, header(payload, nowSeconds - 299), secret, now)).toEqual({ ok: true });
  });

  it("accepts a header with several v1 signatures when one matches (a secret being rolled)", () => {
    const rolled = `t=${nowSeconds},v1=${sign(payload, nowSeconds, "whsec_old_secret")},v1=${sign(payload)},v0=ignored`;
    expect(verifyStripeSignature(payload, rolled, secret, now)).toEqual({ ok: true });
  });

  it("rejects a signature made with another secret", () => {
    expect(verifyStripeSignature(payload, header(payload, nowSeconds, "whsec_forger"), secret, now)).toEqual({
      ok: false,
      message: webhookMessages.forged,
    });
  });

  it("rejects a body changed after signing", () => {
    const tampered = payload.replace("pi_123", "pi_999");
    expect(verifyStripeSignature(tampered, header(payload), secret, now)).toEqual({
      ok: false,
      message: webhookMessages.forged,
    });
  });

  it("rejects a signed request replayed more than five minutes later", () => {
    const old = nowSeconds - 301;
    expect(verifyStripeSignature(payload, header(payload, old), secret, now)).toEqual({
      ok: false,
      message: webhookMessages.stale,
    });
  });

  it("rejects a missing or unreadable header", () => {
    expect(verifyStripeSignature(payload, null, secret, now)).toEqual({ ok: false, message: webhookMessages.missing });
    expect(verifyStripeSignature(payload, "garbage", secret, now)).toEqual({
      ok: false,
      message: webhookMessages.malformed,
    });
    expect(verifyStripeSignature(payload, `t=${nowSeconds}`, secret, now)).toEqual({
      ok: false,
      message: webhookMessages.malformed,
    });
  });
});

describe("Stripe events as payment events", () => {
  const occurredAt = new Date((nowSeconds - 5) * 1000);

  it("reads the payment intent events we use", () => {
    expect(
      parseStripeEvent(event("payment_intent.amount_capturable_updated", { ...intent, amount_capturable: 20_000 })),
    ).toMatchObject({
      ok: true,
      event: {
        eventId: "evt_1",
        occurredAt,
        requestKey: null,
        reference: "pi_123",
        kind: "authorised",
        amountCents: 20_000,
      },
    });
    expect(parseStripeEvent(event("payment_intent.succeeded", { ...intent, amount_received: 20_000 }))).toMatchObject({
      event: { kind: "captured", reference: "pi_123", amountCents: 20_000 },
    });
    expect(
      parseStripeEvent(event("payment_intent.canceled", { ...intent, cancellation_reason: "automatic" })),
    ).toMatchObject({ event: { kind: "voided", reference: "pi_123", reason: "automatic" } });
    const failure = { code: "card_declined", decline_code: "insufficient_funds", message: "Insufficient funds." };
    expect(
      parseStripeEvent(event("payment_intent.payment_failed", { ...intent, last_payment_error: failure })),
    ).toMatchObject({
      event: { kind: "failed", reference: "pi_123", code: "insufficient_funds", message: "Insufficient funds." },
    });
  });

  it("reads a refund from the charge, whole or part", () => {
    const charge = { id: "ch_1", object: "charge", payment_intent: "pi_123", amount_refunded: 5_000, refunded: false };
    expect(parseStripeEvent(event("charge.refunded", charge))).toMatchObject({
      event: { kind: "refunded", reference: "pi_123", refundedCents: 5_000, fully: false },
    });
    expect(
      parseStripeEvent(event("charge.refunded", { ...charge, amount_refunded: 20_000, refunded: true })),
    ).toMatchObject({ event: { kind: "refunded", refundedCents: 20_000, fully: true } });
  });

  it("keeps the idempotency key of the request behind the event, so our own moves can be told apart", () => {
    expect(parseStripeEvent(event("payment_intent.canceled", intent, "evt_2", "reservation-x-void"))).toMatchObject({
      event: { kind: "voided", requestKey: "reservation-x-void" },
    });
    const oldStyle = JSON.stringify({ ...JSON.parse(event("payment_intent.canceled", intent)), request: "req_9" });
    expect(parseStripeEvent(oldStyle)).toMatchObject({ event: { kind: "voided", requestKey: null } });
  });

  it("leaves other events alone and refuses what is not an event", () => {
    expect(parseStripeEvent(event("payment_intent.created", intent))).toEqual({
      ok: true,
      event: null,
      id: "evt_1",
      type: "payment_intent.created",
    });
    expect(parseStripeEvent(event("customer.created", { id: "cus_1" }))).toMatchObject({ ok: true, event: null });
    expect(parseStripeEvent("not json")).toEqual({ ok: false, message: webhookMessages.unreadable });
    expect(parseStripeEvent(event("payment_intent.succeeded", { id: 5 }))).toEqual({
      ok: false,
      message: webhookMessages.unreadable,
    });
  });
});

describe("the webhook request", () => {
  function deliver(payload: string, signature: string | null, apply: (event: PaymentEvent) => Promise<ApplyOutcome>) {
    return handleStripeWebhook({ payload, signature, secret, apply, now });
  }

  it("applies a signed event once and answers 200 with what happened", async () => {
    const applied: PaymentEvent[] = [];
    const payload = event("payment_intent.canceled", intent);
    const answer = await deliver(payload, header(payload), (paymentEvent) => {
      applied.push(paymentEvent);
      return Promise.resolve("applied");
    });
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    expect(applied).toMatchObject([{ kind: "voided", reference: "pi_123" }]);
  });

  it("answers 400 with a short message, never touching reservations, for a forged or stale request", async () => {
    const payload = event("payment_intent.canceled", intent);
    const apply = vi.fn(() => Promise.resolve<ApplyOutcome>("applied"));
    expect(await deliver(payload, header(payload, nowSeconds, "whsec_forger"), apply)).toEqual({
      status: 400,
      body: { error: webhookMessages.forged },
    });
    expect(await deliver(payload, header(payload, nowSeconds - 600), apply)).toEqual({
      status: 400,
      body: { error: webhookMessages.stale },
    });
    expect(await deliver(payload, null, apply)).toEqual({ status: 400, body: { error: webhookMessages.missing } });
    const signedJunk = "{ not json";
    expect(await deliver(signedJunk, header(signedJunk), apply)).toEqual({
      status: 400,
      body: { error: webhookMessages.unreadable },
    });
    expect(apply).not.toHaveBeenCalled();
  });

  it("acknowledges an event for a payment no reservation holds, and logs it", async () => {
    const payload = event("payment_intent.succeeded", intent, "evt_unknown");
    const answer = await deliver(payload, header(payload), () => Promise.resolve("unknown_reference"));
    expect(answer).toEqual({ status: 200, body: { received: true, outcome: "unknown_reference" } });
    expect(logged.join("\n")).toContain("evt_unknown");
  });

  it("asks Stripe to deliver again when the event could not be applied", async () => {
    const payload = event("payment_intent.succeeded", intent);
    const answer = await deliver(payload, header(payload), () => Promise.reject(new Error("database is down")));
    expect(answer.status).toBe(503);
    expect(logged.join("\n")).toContain("database is down");
  });

  it("is switched off without a webhook secret", async () => {
    const payload = event("payment_intent.succeeded", intent);
    const answer = await handleStripeWebhook({
      payload,
      signature: header(payload),
      secret: undefined,
      apply: () => Promise.resolve("applied"),
    });
    expect(answer.status).toBe(404);
  });
});
