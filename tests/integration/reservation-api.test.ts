import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { cars, reservations, sites } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { LocalPaymentProvider } from "@/checkout/payments/local-provider";
import { cardDetailsNotAccepted, PaymentUnavailableError } from "@/checkout/payments/provider";
import { StripePaymentProvider } from "@/checkout/payments/stripe-provider";
import { startStripeStandIn } from "@/checkout/payments/testing/stripe-stand-in";
import { cardMessages } from "@/checkout/payments/card";
import { handleReservationPost, type ReservationPostTarget } from "@/checkout/reservation-http";
import type { ReservationSite } from "@/checkout/reservations";
import { testBackends, type TestDatabase } from "@/leads/testing/database";
import { resolveSiteConfig } from "@/sites/resolve-config";

// POST /api/checkout/reservations as a browser or a script meets it: each answer's status and body.

const contact = { name: "Sam", last_name: "Nguyen", email: "sam@example.com", phone: "0412 345 678" };
const goodCard = { card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe.each(testBackends().slice(0, 1))("the reservations API on $name", (backend) => {
  let test: TestDatabase;
  let site: ReservationSite;
  let carIds: string[];
  const provider = new LocalPaymentProvider();

  function post(body: unknown, target: Partial<ReservationPostTarget> = {}, ip = "203.0.113.7") {
    const request = new Request("http://harbourside.localhost/api/checkout/reservations", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return handleReservationPost(request, {
      db: test.database.db,
      site,
      provider,
      ...target,
    }).then(async ({ response }) => ({
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      cookie: response.headers.get("set-cookie"),
    }));
  }

  const reserveBody = (carId: string, extra: Record<string, unknown> = {}) => ({
    car_id: carId,
    contact,
    payment: goodCard,
    idempotency_key: randomUUID(),
    ...extra,
  });

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    await seedDemoData(test.database.db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 12 }));
    const [row] = await test.database.db.select().from(sites).where(eq(sites.slug, "harbourside"));
    if (!row) throw new Error("no harbourside");
    site = { id: row.id, slug: row.slug, name: row.name, config: resolveSiteConfig(row.template, row.configOverrides) };
    await test.database.db
      .update(cars)
      .set({ checkoutEnabled: true, reserved: false })
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")));
    const rows = await test.database.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")));
    carIds = rows.map((car) => car.id);
  });

  afterAll(async () => {
    await test?.dispose();
  });

  it("201 with the reservation, then 409 for the next shopper", async () => {
    const carId = carIds[0]!;
    const first = await post(reserveBody(carId));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ status: "held", reservation_id: expect.any(String) as unknown });
    expect(new Date(String(first.body.expires_at)).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    // The browser that reserved gets the key to the confirmation page's details, and no script can read it.
    const [row] = await test.database.db
      .select({ accessToken: reservations.accessToken })
      .from(reservations)
      .where(eq(reservations.id, String(first.body.reservation_id)));
    expect(row?.accessToken).toBeTruthy();
    expect(first.cookie).toBe(
      `reservation-${String(first.body.reservation_id)}=${row?.accessToken ?? ""}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
    );
    const second = await post(reserveBody(carId));
    expect(second).toMatchObject({ status: 409, body: { reason: "reserved" }, cookie: null });
    expect(String(second.body.error)).toMatch(/reserved/);
  });

  it("402 with the processor's message for a declined card, and nothing reserved", async () => {
    const carId = carIds[1]!;
    const declined = await post(reserveBody(carId, { payment: { ...goodCard, card_number: "4000 0000 0000 0002" } }));
    expect(declined).toEqual({
      status: 402,
      body: { error: "Your card was declined.", code: "card_declined" },
      cookie: null,
    });
    const rows = await test.database.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows.map((row) => row.status)).toEqual(["failed"]);
  });

  it("400 with field messages for bad contact and card fields, before anything is claimed", async () => {
    const carId = carIds[2]!;
    const bad = await post(
      reserveBody(carId, {
        contact: { ...contact, email: "not-an-email" },
        payment: { card_number: "4242 4242 4242 4241", expiry: "13/30", cvc: "1" },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({
      email: "Please enter a valid email address",
      card_number: cardMessages.number,
      expiry: cardMessages.expiry,
      cvc: cardMessages.cvc,
    });
    expect(await post("{not json")).toMatchObject({ status: 400 });
    expect(await post({ car_id: carId })).toMatchObject({ status: 400 });
    const rows = await test.database.db.select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows).toEqual([]);
  });

  it("409 for a car that does not exist, by id or by anything else", async () => {
    expect(await post(reserveBody(randomUUID()))).toMatchObject({ status: 409, body: { reason: "unknown-car" } });
    expect(await post(reserveBody("not-a-car"))).toMatchObject({ status: 409, body: { reason: "unknown-car" } });
  });

  it("503 when the processor cannot be reached", async () => {
    const unreachable = new LocalPaymentProvider();
    unreachable.authorise = () => Promise.reject(new PaymentUnavailableError("connection refused"));
    const answer = await post(reserveBody(carIds[4]!), { provider: unreachable });
    expect(answer.status).toBe(503);
    expect(String(answer.body.error)).toContain("has not been charged");
  });

  it("in Stripe mode: 201 for a PaymentMethod id from Stripe's card field, 400 for a raw card number", async () => {
    const stripe = await startStripeStandIn();
    try {
      const provider = new StripePaymentProvider({
        secretKey: stripe.secretKey,
        apiBase: stripe.url,
        timeoutMs: 2_000,
        maxNetworkRetries: 0,
      });
      const raw = await post(reserveBody(carIds[5]!), { provider });
      expect(raw).toEqual({ status: 400, body: { error: cardDetailsNotAccepted }, cookie: null });
      expect(stripe.requests).toEqual([]);

      const reserved = await post(reserveBody(carIds[5]!, { payment: { token: "pm_card_visa" } }), { provider });
      expect(reserved).toMatchObject({ status: 201, body: { status: "held" } });
      const [authorise] = stripe.requests;
      expect(authorise).toMatchObject({ method: "POST", path: "/v1/payment_intents" });
      expect(authorise!.form).toMatchObject({ payment_method: "pm_card_visa", capture_method: "manual" });
      const [row] = await test.database.db
        .select()
        .from(reservations)
        .where(eq(reservations.id, String(reserved.body.reservation_id)));
      expect(row).toMatchObject({ status: "held", paymentProvider: "stripe", cardLast4: "4242" });
    } finally {
      await stripe.close();
    }
  });
});
