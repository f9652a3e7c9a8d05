import { describe, expect, it } from "vitest";
import { LocalPaymentProvider, localTestCards } from "./local-provider";
import { PaymentStateError, type AuthoriseRequest } from "./provider";

function request(number: string, idempotencyKey = "attempt-1"): AuthoriseRequest {
  return {
    amountCents: 20_000,
    source: { kind: "card", card: { number, expiryMonth: 12, expiryYear: 2030, cvc: "123" } },
    idempotencyKey,
    description: "Deposit",
    metadata: { car: "car-1" },
  };
}

describe("local payment provider", () => {
  it("authorises the test card and takes the money only on capture", async () => {
    const provider = new LocalPaymentProvider();
    const result = await provider.authorise(request(localTestCards.accepted));
    expect(result).toMatchObject({ status: "authorised", amountCents: 20_000, brand: "visa", last4: "4242" });
    if (result.status !== "authorised") return;
    expect(provider.payments()[0]?.status).toBe("authorised");
    await provider.capture(result.reference, "capture-1");
    expect(provider.payments()[0]?.status).toBe("captured");
  });

  it("declines 4000 0000 0000 0002 with a message and keeps no payment", async () => {
    const provider = new LocalPaymentProvider();
    expect(await provider.authorise(request(localTestCards.declined))).toEqual({
      status: "declined",
      code: "card_declined",
      message: "Your card was declined.",
    });
    expect(provider.payments()).toEqual([]);
  });

  it("answers a repeated key with the first authorisation, not a second one", async () => {
    const provider = new LocalPaymentProvider();
    const first = await provider.authorise(request(localTestCards.accepted, "same"));
    const again = await provider.authorise(request(localTestCards.accepted, "same"));
    expect(again).toEqual(first);
    expect(provider.payments()).toHaveLength(1);
    await expect(provider.authorise({ ...request(localTestCards.accepted, "same"), amountCents: 1 })).rejects.toThrow(
      PaymentStateError,
    );
  });

  it("voids an authorisation so it can no longer be captured", async () => {
    const provider = new LocalPaymentProvider();
    const result = await provider.authorise(request(localTestCards.accepted));
    if (result.status !== "authorised") throw new Error("expected an authorisation");
    await provider.voidAuthorisation(result.reference, "void-1");
    await provider.voidAuthorisation(result.reference, "void-1");
    expect(provider.payments()[0]?.status).toBe("voided");
    await expect(provider.capture(result.reference, "capture-1")).rejects.toThrow(PaymentStateError);
  });

  it("refunds captured money once per key, and never more than was taken", async () => {
    const provider = new LocalPaymentProvider();
    const result = await provider.authorise(request(localTestCards.accepted));
    if (result.status !== "authorised") throw new Error("expected an authorisation");
    await expect(provider.refund(result.reference, "refund-0")).rejects.toThrow(PaymentStateError);
    await provider.capture(result.reference, "capture-1");
    const refund = await provider.refund(result.reference, "refund-1");
    expect(await provider.refund(result.reference, "refund-1")).toEqual(refund);
    expect(refund.amountCents).toBe(20_000);
    expect(provider.payments()[0]).toMatchObject({ status: "refunded", refundedCents: 20_000 });
    await expect(provider.refund(result.reference, "refund-2")).rejects.toThrow(PaymentStateError);
  });

  it("takes Stripe-style test tokens", async () => {
    const provider = new LocalPaymentProvider();
    const base = request(localTestCards.accepted);
    expect((await provider.authorise({ ...base, source: { kind: "token", token: "tok_visa" } })).status).toBe(
      "authorised",
    );
    expect(
      await provider.authorise({
        ...base,
        idempotencyKey: "b",
        source: { kind: "token", token: "tok_chargeDeclined" },
      }),
    ).toMatchObject({ status: "declined", code: "card_declined" });
  });

  it("finds a live authorisation by its idempotency key, and not once it is voided", async () => {
    const provider = new LocalPaymentProvider();
    expect(await provider.findAuthorisation("lost")).toBeNull();
    const result = await provider.authorise(request(localTestCards.accepted, "lost"));
    expect(await provider.findAuthorisation("lost")).toEqual(result);
    if (result.status !== "authorised") throw new Error("expected an authorisation");
    await provider.voidAuthorisation(result.reference, "void-lost");
    expect(await provider.findAuthorisation("lost")).toBeNull();
    await provider.authorise(request(localTestCards.declined, "declined"));
    expect(await provider.findAuthorisation("declined")).toBeNull();
  });
});
