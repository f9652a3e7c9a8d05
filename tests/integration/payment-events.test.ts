import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, reservations, sites } from "@/platform/db/schema";
import { applyPaymentEvent } from "@/checkout/payment-events";
import { StripePaymentProvider } from "@/checkout/payments/stripe-provider";
import { handleStripeWebhook } from "@/checkout/payments/stripe-webhook";
import { startStripeStandIn, type StripeStandIn } from "@/checkout/payments/testing/stripe-stand-in";
import { paymentActionKey } from "@/checkout/reservation-rules";
import { applyDealerAction, reserveCar, type ReservationSite } from "@/checkout/reservations";
import { handleReservationPost } from "@/checkout/reservation-http";
import { cardDetailsNotAccepted } from "@/checkout/payments/provider";
import { testBackends, type TestDatabase } from "@/leads/testing/database";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { resolveSiteConfig } from "@/sites/resolve-config";

// Stripe's webhook applied to real reservations, on PGlite and the PostgreSQL server: a deposit
// held through the Stripe adapter (against the stand-in), then what Stripe reports — taken,
// released or refunded in its dashboard — moves the reservation; a replayed event, an event for a
// move our own code made, or a forged one changes nothing.

const secret = "whsec_integration_secret";
const contact = { name: "Jane", last_name: "Citizen", email: "jane.citizen@example.com", phone: "0412 345 678" };

describe.each(testBackends())("Stripe webhook on reservations, $name", (backend) => {
  let test: TestDatabase;
  let stripe: StripeStandIn;
  let provider: StripePaymentProvider;
  let site: ReservationSite;
  let freeCars: string[];
  let eventCount = 0;
  const db = (): Db => test.database.db;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    stripe = await startStripeStandIn();
    provider = new StripePaymentProvider({ secretKey: stripe.secretKey, apiBase: stripe.url, maxNetworkRetries: 0 });
    await seedDemoData(db(), generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 12 }));
    const [row] = await db().select().from(sites).where(eq(sites.slug, "harbourside"));
    if (!row) throw new Error("no harbourside");
    site = { id: row.id, slug: row.slug, name: row.name, config: resolveSiteConfig(row.template, row.configOverrides) };
    await db()
      .update(cars)
      .set({ checkoutEnabled: true, reserved: false })
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")));
    const rows = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")));
    freeCars = rows.map((car) => car.id);
  });

  afterAll(async () => {
    await stripe?.close();
    await test?.dispose();
  });

  /** A car held with a deposit authorised at the stand-in Stripe. */
  async function heldReservation() {
    const carId = freeCars.shift();
    if (!carId) throw new Error("out of cars");
    const result = await reserveCar(
      db(),
      site,
      {
        carId,
        contact,
        payment: { kind: "token", token: "pm_card_visa" },
        idempotencyKey: randomUUID(),
        origin: "reserve",
      },
      provider,
    );
    if (result.kind !== "reserved") throw new Error(`expected a reservation, got ${result.kind}`);
    const [row] = await db().select().from(reservations).where(eq(reservations.id, result.reservation.id));
    expect(row).toMatchObject({ status: "held", cardBrand: "visa", cardLast4: "4242", paymentProvider: "stripe" });
    return { id: row!.id, carId, reference: row!.paymentReference! };
  }

  /** A Stripe event about one PaymentIntent, signed with the endpoint's secret. */
  function stripeEvent(type: string, object: Record<string, unknown>, requestKey: string | null = "dashboard-action") {
    eventCount += 1;
    const payload = JSON.stringify({
      id: `evt_${eventCount}`,
      object: "event",
      type,
      created: Math.floor(Date.now() / 1000),
      data: { object },
      request: { id: `req_${eventCount}`, idempotency_key: requestKey },
    });
    const t = Math.floor(Date.now() / 1000);
    const signature = `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
    return { payload, signature };
  }

  function deliver(signed: { payload: string; signature: string }) {
    return handleStripeWebhook({ ...signed, secret, apply: (event) => applyPaymentEvent(db(), event) });
  }

  const intentObject = (reference: string, extra: Record<string, unknown> = {}) => ({
    id: reference,
    object: "payment_intent",
    amount: 20_000,
    amount_capturable: 0,
    amount_received: 0,
    ...extra,
  });

  async function state(id: string) {
    const [row] = await db()
      .select({ status: reservations.status, carId: reservations.carId, capturedAt: reservations.capturedAt })
      .from(reservations)
      .where(eq(reservations.id, id));
    const [car] = await db().select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, row!.carId));
    return { status: row!.status, carReserved: car!.reserved, captured: row!.capturedAt !== null };
  }

  it("a deposit taken in Stripe's dashboard makes the reservation captured, once", async () => {
    const held = await heldReservation();
    const event = stripeEvent("payment_intent.succeeded", intentObject(held.reference, { amount_received: 20_000 }));
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    expect(await state(held.id)).toEqual({ status: "captured", carReserved: true, captured: true });
    expect(await deliver(event)).toEqual({ status: 200, body: { received: true, outcome: "unchanged" } });
    expect((await state(held.id)).status).toBe("captured");
  });

  it("an authorisation released in Stripe cancels the hold and frees the car", async () => {
    const held = await heldReservation();
    const event = stripeEvent(
      "payment_intent.canceled",
      intentObject(held.reference, { cancellation_reason: "requested_by_customer" }),
    );
    expect((await deliver(event)).body).toEqual({ received: true, outcome: "applied" });
    expect(await state(held.id)).toMatchObject({ status: "cancelled", carReserved: false });
    expect((await deliver(event)).body).toEqual({ received: true, outcome: "unchanged" });
  });

  it("a full refund in Stripe refunds a captured reservation; a partial one leaves it", async () => {
    const held = await heldReservation();
    expect(await applyDealerAction(db(), provider, held.id, "capture")).toMatchObject({ ok: true, status: "captured" });
    const charge = {
      id: "ch_1",
      object: "charge",
      payment_intent: held.reference,
      amount_refunded: 5_000,
      refunded: false,
    };
    expect((await deliver(stripeEvent("charge.refunded", charge))).body).toMatchObject({ outcome: "unchanged" });
    expect((await state(held.id)).status).toBe("captured");
    const full = stripeEvent("charge.refunded", { ...charge, amount_refunded: 20_000, refunded: true });
    expect((await deliver(full)).body).toMatchObject({ outcome: "applied" });
    expect(await state(held.id)).toMatchObject({ status: "refunded", carReserved: false });
  });

  it("an event for a move our own command made is left to that command", async () => {
    const held = await heldReservation();
    const ours = stripeEvent(
      "payment_intent.canceled",
      intentObject(held.reference),
      paymentActionKey(held.id, "void"),
    );
    expect((await deliver(ours)).body).toMatchObject({ outcome: "unchanged" });
    expect((await state(held.id)).status).toBe("held");
    // The dealer's cancel then records it as its own, with no "changed meanwhile".
    expect(await applyDealerAction(db(), provider, held.id, "cancel")).toMatchObject({ ok: true, status: "cancelled" });
  });

  it("in Stripe mode the reservations API refuses a raw card number and claims nothing", async () => {
    const carId = freeCars[0]!;
    const before = stripe.requests.length;
    const request = new Request("http://harbourside.localhost/api/checkout/reservations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        car_id: carId,
        contact,
        payment: { card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
        idempotency_key: randomUUID(),
      }),
    });
    const { response } = await handleReservationPost(request, {
      db: db(),
      site,
      provider,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: cardDetailsNotAccepted });
    expect(await db().select().from(reservations).where(eq(reservations.carId, carId))).toEqual([]);
    expect(stripe.requests.length).toBe(before);
  });

  it("acknowledges a payment no reservation holds, and refuses a forged event without touching the row", async () => {
    expect((await deliver(stripeEvent("payment_intent.canceled", intentObject("pi_nobody")))).body).toEqual({
      received: true,
      outcome: "unknown_reference",
    });
    const held = await heldReservation();
    const forged = stripeEvent("payment_intent.canceled", intentObject(held.reference));
    const answer = await handleStripeWebhook({
      ...forged,
      secret: "whsec_someone_else",
      apply: (event) => applyPaymentEvent(db(), event),
    });
    expect(answer.status).toBe(400);
    expect((await state(held.id)).status).toBe("held");
    // An attempt's own authorisation and failure are the API's to record, not the webhook's.
    const capturable = intentObject(held.reference, { amount_capturable: 20_000 });
    expect((await deliver(stripeEvent("payment_intent.amount_capturable_updated", capturable))).body).toMatchObject({
      outcome: "unchanged",
    });
    expect(
      (await deliver(stripeEvent("payment_intent.payment_failed", intentObject(held.reference)))).body,
    ).toMatchObject({
      outcome: "unchanged",
    });
    expect((await state(held.id)).status).toBe("held");
  });
});
