import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cardDetailsNotAccepted,
  PaymentSourceError,
  PaymentStateError,
  PaymentUnavailableError,
  type AuthoriseRequest,
} from "./provider";
import { StripePaymentProvider, type StripeProviderOptions } from "./stripe-provider";
import { startStripeStandIn, type StripeStandIn } from "./testing/stripe-stand-in";

let stripe: StripeStandIn;
let logged: string[];

beforeEach(async () => {
  stripe = await startStripeStandIn();
  logged = [];
  // Every line the logger writes, whatever its level, so each test can check what left the process.
  for (const method of ["log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(" "));
    });
  }
});

afterEach(async () => {
  // Whatever a test did, neither the secret key nor a card number reached the logs.
  const output = logged.join("\n");
  expect(output).not.toContain(stripe.secretKey);
  expect(output).not.toMatch(/\d{12,19}/);
  vi.restoreAllMocks();
  await stripe.close();
});

function provider(options: Partial<StripeProviderOptions> = {}) {
  return new StripePaymentProvider({
    secretKey: stripe.secretKey,
    apiBase: stripe.url,
    timeoutMs: 2_000,
    maxNetworkRetries: 0,
    ...options,
  });
}

function deposit(token: string, idempotencyKey = "reservation-1-authorise"): AuthoriseRequest {
  return {
    amountCents: 20_000,
    source: { kind: "token", token },
    idempotencyKey,
    description: "Deposit: 2021 Toyota Corolla",
    metadata: { site: "harbourside", car: "car-1" },
  };
}

async function authorised(token = "pm_card_visa") {
  const result = await provider().authorise(deposit(token));
  if (result.status !== "authorised") throw new Error(`expected an authorisation, got ${result.message}`);
  return result;
}

describe("Stripe payment provider against a stand-in Stripe", () => {
  it("authorises a deposit as a manual-capture PaymentIntent in AUD, with our key and idempotency key", async () => {
    const result = await provider().authorise(deposit("pm_card_visa"));
    expect(result).toMatchObject({ status: "authorised", amountCents: 20_000, brand: "visa", last4: "4242" });
    expect(stripe.requests).toHaveLength(1);
    const [request] = stripe.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
    expect(request!.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    expect(request!.headers["idempotency-key"]).toBe("reservation-1-authorise");
    expect(request!.headers["content-type"]).toContain("application/x-www-form-urlencoded");
    expect(request!.form).toMatchObject({
      amount: "20000",
      currency: "aud",
      capture_method: "manual",
      confirm: "true",
      payment_method: "pm_card_visa",
      error_on_requires_action: "true",
      "automatic_payment_methods[enabled]": "true",
      "automatic_payment_methods[allow_redirects]": "never",
      description: "Deposit: 2021 Toyota Corolla",
      "metadata[site]": "harbourside",
      "metadata[car]": "car-1",
      "metadata[idempotency_key]": "reservation-1-authorise",
    });
    const intent = stripe.intents.get(result.status === "authorised" ? result.reference : "");
    expect(intent).toMatchObject({ status: "requires_capture", amount_capturable: 20_000 });
  });

  it("refuses a raw card number before anything is sent", async () => {
    const request: AuthoriseRequest = {
      ...deposit("unused"),
      source: { kind: "card", card: { number: "4242424242424242", expiryMonth: 12, expiryYear: 2030, cvc: "123" } },
    };
    const attempt = provider().authorise(request);
    await expect(attempt).rejects.toThrow(PaymentSourceError);
    await expect(attempt).rejects.toThrow(cardDetailsNotAccepted);
    expect(provider().acceptsCardDetails).toBe(false);
    expect(stripe.requests).toEqual([]);
  });

  it("turns a card error into a decline with Stripe's message and reason", async () => {
    expect(await provider().authorise(deposit("pm_card_chargeDeclined"))).toEqual({
      status: "declined",
      code: "generic_decline",
      message: "Your card was declined.",
    });
    expect(await provider().authorise(deposit("pm_card_chargeDeclinedInsufficientFunds", "other"))).toEqual({
      status: "declined",
      code: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
  });

  it("declines a payment method Stripe does not know", async () => {
    expect(await provider().authorise(deposit("pm_made_up"))).toMatchObject({
      status: "declined",
      code: "invalid_token",
    });
  });

  it("answers a repeated idempotency key with the same PaymentIntent, and refuses the key for another amount", async () => {
    const first = await provider().authorise(deposit("pm_card_visa", "same-key"));
    const again = await provider().authorise(deposit("pm_card_visa", "same-key"));
    expect(again).toEqual(first);
    expect(stripe.intents.size).toBe(1);
    await expect(provider().authorise({ ...deposit("pm_card_visa", "same-key"), amountCents: 100 })).rejects.toThrow(
      PaymentStateError,
    );
  });

  it("captures, and capturing again changes nothing while a void is refused", async () => {
    const result = await authorised();
    await provider().capture(result.reference, "capture-1");
    const request = stripe.requests.at(-1)!;
    expect(request.path).toBe(`/v1/payment_intents/${result.reference}/capture`);
    expect(request.headers["idempotency-key"]).toBe("capture-1");
    expect(stripe.intents.get(result.reference)).toMatchObject({ status: "succeeded", amount_received: 20_000 });
    await provider().capture(result.reference, "capture-2");
    await expect(provider().voidAuthorisation(result.reference, "void-1")).rejects.toThrow(PaymentStateError);
  });

  it("voids an authorisation so it can no longer be captured", async () => {
    const result = await authorised();
    await provider().voidAuthorisation(result.reference, "void-1");
    const request = stripe.requests.at(-1)!;
    expect(request.path).toBe(`/v1/payment_intents/${result.reference}/cancel`);
    expect(request.headers["idempotency-key"]).toBe("void-1");
    expect(stripe.intents.get(result.reference)?.status).toBe("canceled");
    await provider().voidAuthorisation(result.reference, "void-2");
    await expect(provider().capture(result.reference, "capture-1")).rejects.toThrow(PaymentStateError);
  });

  it("refunds captured money through /v1/refunds, once per key and never more than was taken", async () => {
    const result = await authorised();
    await expect(provider().refund(result.reference, "refund-0")).rejects.toThrow(PaymentStateError);
    await provider().capture(result.reference, "capture-1");
    const part = await provider().refund(result.reference, "refund-1", 5_000);
    expect(part).toMatchObject({ amountCents: 5_000 });
    expect(part.reference).toMatch(/^re_/);
    const request = stripe.requests.at(-1)!;
    expect(request.path).toBe("/v1/refunds");
    expect(request.form).toEqual({ payment_intent: result.reference, amount: "5000" });
    expect(request.headers["idempotency-key"]).toBe("refund-1");
    expect(await provider().refund(result.reference, "refund-1", 5_000)).toEqual(part);
    expect(await provider().refund(result.reference, "refund-2")).toMatchObject({ amountCents: 15_000 });
    await expect(provider().refund(result.reference, "refund-3")).rejects.toThrow(PaymentStateError);
  });

  it("finds a live authorisation by its idempotency key, so one a crash left behind can be voided", async () => {
    const result = await authorised();
    expect(await provider().findAuthorisation("reservation-1-authorise")).toMatchObject({
      status: "authorised",
      reference: result.reference,
      amountCents: 20_000,
    });
    const search = stripe.requests.at(-1)!;
    expect(search).toMatchObject({ method: "GET", path: "/v1/payment_intents/search" });
    expect(search.query.query).toBe(
      "metadata['idempotency_key']:'reservation-1-authorise' AND status:'requires_capture'",
    );
    expect(await provider().findAuthorisation("another-attempt")).toBeNull();
    expect(await provider().findAuthorisation("it's-quoted")).toBeNull();
    await provider().voidAuthorisation(result.reference, "void-1");
    expect(await provider().findAuthorisation("reservation-1-authorise")).toBeNull();
  });

  it("reports a 500 as unavailable", async () => {
    stripe.failNext(500);
    await expect(provider().authorise(deposit("pm_card_visa"))).rejects.toThrow(PaymentUnavailableError);
    expect(logged.join("\n")).toContain("Stripe could not be reached or failed");
  });

  it("retries a 500 with the same idempotency key, so one deposit is held", async () => {
    stripe.failNext(503);
    const result = await provider({ maxNetworkRetries: 1 }).authorise(deposit("pm_card_visa", "retry-key"));
    expect(result.status).toBe("authorised");
    expect(stripe.requests.map((request) => request.headers["idempotency-key"])).toEqual(["retry-key", "retry-key"]);
    expect(stripe.intents.size).toBe(1);
  });

  it("gives up on a request that hangs and reports the processor unavailable", async () => {
    stripe.hangNext();
    const started = Date.now();
    await expect(provider({ timeoutMs: 300 }).authorise(deposit("pm_card_visa"))).rejects.toThrow(
      PaymentUnavailableError,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports a rejected secret key as unavailable without logging the key", async () => {
    const wrong = provider({ secretKey: "sk_test_wrong_key_987654321" });
    await expect(wrong.authorise(deposit("pm_card_visa"))).rejects.toThrow(PaymentUnavailableError);
    expect(stripe.requests[0]!.headers.authorization).toBe("Bearer sk_test_wrong_key_987654321");
    expect(logged.join("\n")).toContain(`"type":"StripeAuthenticationError","status":401`);
    expect(logged.join("\n")).not.toContain("sk_test_wrong_key_987654321");
  });
});
