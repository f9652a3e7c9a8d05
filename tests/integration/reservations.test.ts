import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, leadOutbox, leads, reservations, sites } from "@/platform/db/schema";
import { LocalPaymentProvider, localTestCards } from "@/checkout/payments/local-provider";
import { PaymentUnavailableError, type PaymentProvider, type PaymentSource } from "@/checkout/payments/provider";
import { applyDealerAction, findReservation, reservationMessages, reserveCar } from "@/checkout/reservations";
import { sweepReservations } from "@/checkout/reservation-sweeper";
import { depositPaymentKey, processorLookupLagMs, stalePendingMs } from "@/checkout/reservation-rules";
import { leadAdf, leadEmail, leadJson, shopperEmail } from "@/leads/delivery/documents";
import { loadDeliveryLead } from "@/leads/delivery/outbox";
import type { LeadSite } from "@/leads/server/submit";
import { testBackends, type TestDatabase } from "@/leads/testing/database";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { resolveSiteConfig } from "@/sites/resolve-config";

// Reserving on a real database, PGlite and the PostgreSQL server: the claim that makes one car one
// reservation, the card's answers, the hold's end, a crash between the processor and the write,
// and what the dealer and the shopper are sent.

const card = (number: string): PaymentSource => ({
  kind: "card",
  card: { number, expiryMonth: 12, expiryYear: 2030, cvc: "123" },
});

const contact = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane.citizen@example.com",
  phone: "0412 345 678",
  postcode: "2000",
};

describe.each(testBackends())("reservations on $name", (backend) => {
  let test: TestDatabase;
  let site: LeadSite;
  let freeCars: string[];
  // One processor for the whole run, as a server has: the sweep meets every test's payments.
  const provider = new LocalPaymentProvider();
  /** The processor's payments for one car (each payment's metadata names it). */
  const paymentsFor = (carId: string) => provider.payments().filter((payment) => payment.metadata.car === carId);
  const db = (): Db => test.database.db;

  /** A car nobody has reserved yet (each test takes its own). */
  function takeCar(): string {
    const id = freeCars.shift();
    if (!id) throw new Error("out of reservable cars");
    return id;
  }

  function reserve(carId: string, via: PaymentProvider, payment = card(localTestCards.accepted), key?: string) {
    return reserveCar(
      db(),
      site,
      { carId, contact, payment, idempotencyKey: key ?? randomUUID(), origin: "reserve" },
      via,
    );
  }

  async function activeRows(carId: string) {
    return db()
      .select()
      .from(reservations)
      .where(and(eq(reservations.carId, carId), inArray(reservations.status, ["pending", "held", "captured"])));
  }

  async function carReserved(carId: string): Promise<boolean> {
    const [row] = await db().select({ reserved: cars.reserved }).from(cars).where(eq(cars.id, carId));
    return row?.reserved ?? false;
  }

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    await seedDemoData(db(), generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 30 }));
    const [row] = await db().select().from(sites).where(eq(sites.slug, "harbourside"));
    if (!row) throw new Error("no harbourside");
    const config = resolveSiteConfig(row.template, row.configOverrides);
    const harbourside: LeadSite = { id: row.id, slug: row.slug, name: row.name, config };
    expect(harbourside.config.features.checkout).toBe(true);
    site = harbourside;
    // Make every in-stock car reservable, so the tests do not depend on the demo's dice.
    await db()
      .update(cars)
      .set({ checkoutEnabled: true, reserved: false })
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")));
    const rows = await db()
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")));
    freeCars = rows.map((row) => row.id);
  });

  afterAll(async () => {
    await test?.dispose();
  });

  it("50 simultaneous attempts on one car: one reservation, one authorisation, 49 clear answers", async () => {
    const carId = takeCar();
    const results = await Promise.all(Array.from({ length: 50 }, () => reserve(carId, provider)));
    const won = results.filter((result) => result.kind === "reserved");
    const lost = results.filter((result) => result.kind === "unavailable");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const answer of lost) {
      expect(answer).toMatchObject({ reason: "reserved" });
      if (answer.kind === "unavailable") {
        expect([reservationMessages.taken, reservationMessages.reserved]).toContain(answer.message);
      }
    }
    expect(paymentsFor(carId)).toHaveLength(1);
    expect(paymentsFor(carId)[0]).toMatchObject({ status: "authorised", amountCents: 20_000 });
    const rows = await db().select().from(reservations).where(eq(reservations.carId, carId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "held", amountCents: 20_000, cardBrand: "visa", cardLast4: "4242" });
    expect(await carReserved(carId)).toBe(true);
  });

  it("holds the car for the site's hold hours and answers a repeated key with the same reservation", async () => {
    const carId = takeCar();
    const key = randomUUID();
    const before = Date.now();
    const first = await reserve(carId, provider, card(localTestCards.accepted), key);
    const again = await reserve(carId, provider, card(localTestCards.accepted), key);
    if (first.kind !== "reserved") throw new Error(`expected a reservation, got ${first.kind}`);
    expect(first.created).toBe(true);
    expect(again).toMatchObject({ kind: "reserved", created: false, reservation: { id: first.reservation.id } });
    const heldMs = (first.reservation.heldUntil?.getTime() ?? 0) - before;
    expect(Math.abs(heldMs - site.config.checkout.holdHours * 3_600_000)).toBeLessThan(60_000);
    expect(paymentsFor(carId)).toHaveLength(1);
    expect(await findReservation(db(), site.id, first.reservation.id)).toMatchObject({ status: "held" });
  });

  it("a declined card writes no reservation and leaves the car free", async () => {
    const carId = takeCar();
    const declined = await reserve(carId, provider, card(localTestCards.declined));
    expect(declined).toEqual({ kind: "declined", code: "card_declined", message: "Your card was declined." });
    expect(await activeRows(carId)).toEqual([]);
    expect(await carReserved(carId)).toBe(false);
    const [attempt] = await db().select().from(reservations).where(eq(reservations.carId, carId));
    expect(attempt?.status).toBe("failed");
    if (attempt) expect(await findReservation(db(), site.id, attempt.id)).toBeNull();
    const [lead] = await db().select().from(leads).where(eq(leads.carId, carId));
    expect(lead).toBeUndefined();
    const next = await reserve(carId, provider);
    expect(next.kind).toBe("reserved");
  });

  it("a car that is sold, unknown or without checkout gets a reason, never a claim", async () => {
    const sold = takeCar();
    await db().update(cars).set({ status: "sold" }).where(eq(cars.id, sold));
    const off = takeCar();
    await db().update(cars).set({ checkoutEnabled: false }).where(eq(cars.id, off));
    expect(await reserve(sold, provider)).toMatchObject({ kind: "unavailable", reason: "sold" });
    expect(await reserve(off, provider)).toMatchObject({ kind: "unavailable", reason: "checkout-off" });
    expect(await reserve(randomUUID(), provider)).toMatchObject({ kind: "unavailable", reason: "unknown-car" });
    const invalid = await reserveCar(
      db(),
      site,
      {
        carId: takeCar(),
        contact: { ...contact, phone: "12", email: "" },
        payment: card(localTestCards.accepted),
        idempotencyKey: randomUUID(),
        origin: "reserve",
      },
      provider,
    );
    expect(invalid).toMatchObject({
      kind: "invalid",
      fieldErrors: {
        phone: expect.stringContaining("Australian phone") as unknown,
        email: "Please enter your email address",
      },
    });
    expect(paymentsFor(sold)).toEqual([]);
    expect(paymentsFor(off)).toEqual([]);
  });

  it("a hold that runs out expires: the authorisation is voided and the car can be reserved again", async () => {
    const carId = takeCar();
    const result = await reserve(carId, provider);
    if (result.kind !== "reserved") throw new Error("expected a reservation");
    const heldUntil = result.reservation.heldUntil!;
    const status = async () =>
      (await db().select().from(reservations).where(eq(reservations.id, result.reservation.id)))[0]?.status;
    // The sweep also ends the earlier tests' holds, which started before this one.
    await sweepReservations(db(), provider, { now: new Date(heldUntil.getTime() - 1_000) });
    expect(await status()).toBe("held");
    expect(await carReserved(carId)).toBe(true);
    await sweepReservations(db(), provider, { now: new Date(heldUntil.getTime() + 1_000) });
    const [row] = await db().select().from(reservations).where(eq(reservations.id, result.reservation.id));
    expect(row?.status).toBe("expired");
    expect(paymentsFor(carId)[0]?.status).toBe("voided");
    expect(await carReserved(carId)).toBe(false);
    expect((await reserve(carId, provider)).kind).toBe("reserved");
  });

  it("a crash between the authorisation and the write leaves no live payment once swept", async () => {
    const carId = takeCar();
    // The claim was written and the card authorised with the row's key; then the process died.
    const [claim] = await db()
      .insert(reservations)
      .values({
        siteId: site.id,
        carId,
        idempotencyKey: randomUUID(),
        firstName: "Jane",
        lastName: "Citizen",
        email: contact.email,
        phone: contact.phone,
        amountCents: 20_000,
        paymentProvider: provider.name,
      })
      .returning();
    if (!claim) throw new Error("no claim");
    await provider.authorise({
      amountCents: 20_000,
      source: card(localTestCards.accepted),
      idempotencyKey: depositPaymentKey(claim.id),
      description: "Deposit",
      metadata: { car: carId, reservation: claim.id },
    });
    expect((await reserve(carId, provider)).kind).toBe("unavailable");
    // A sweep before the claim is stale leaves a possibly live attempt alone.
    expect(await sweepReservations(db(), provider, { now: new Date() })).toMatchObject({ abandoned: 0 });
    const later = new Date(Date.now() + stalePendingMs + 1_000);
    expect(await sweepReservations(db(), provider, { now: later })).toMatchObject({ abandoned: 1 });
    expect(paymentsFor(carId).map((payment) => payment.status)).toEqual(["voided"]);
    expect(await activeRows(carId)).toEqual([]);
    expect((await reserve(carId, provider)).kind).toBe("reserved");
  });

  it("a processor that authorises but never answers: 503-style answer now, the authorisation voided by the sweep", async () => {
    const local = provider;
    const lossy: PaymentProvider = {
      name: "local",
      authorise: async (request) => {
        await local.authorise(request);
        throw new PaymentUnavailableError("connection reset");
      },
      capture: (...args) => local.capture(...args),
      voidAuthorisation: (...args) => local.voidAuthorisation(...args),
      refund: (...args) => local.refund(...args),
      findAuthorisation: (key) => local.findAuthorisation(key),
    };
    const carId = takeCar();
    const result = await reserve(carId, lossy);
    expect(result).toEqual({ kind: "payment-unavailable", message: reservationMessages.paymentUnavailable });
    expect(await activeRows(carId)).toEqual([]);
    expect(paymentsFor(carId)[0]?.status).toBe("authorised");
    // Not yet: the processor's lookup (Stripe's search) may not see a payment this young.
    expect(await sweepReservations(db(), lossy)).toMatchObject({ resolved: 0 });
    expect(paymentsFor(carId)[0]?.status).toBe("authorised");
    const lookedUp = vi.spyOn(lossy, "findAuthorisation");
    expect(
      await sweepReservations(db(), lossy, { now: new Date(Date.now() + processorLookupLagMs - 5_000) }),
    ).toMatchObject({ resolved: 0 });
    expect(lookedUp).not.toHaveBeenCalled();
    expect(
      await sweepReservations(db(), lossy, { now: new Date(Date.now() + processorLookupLagMs + 1_000) }),
    ).toMatchObject({ resolved: 1 });
    expect(lookedUp).toHaveBeenCalled();
    expect(paymentsFor(carId)[0]?.status).toBe("voided");
  });

  it("tells the dealer (e-mail and CRM) and the shopper through the outbox, with the reservation", async () => {
    const carId = takeCar();
    const [car] = await db().select().from(cars).where(eq(cars.id, carId));
    await db().execute(
      sql`update dealerships set crm_endpoint = 'http://127.0.0.1:9/crm', crm_format = 'adf' where id = ${car!.dealershipId}`,
    );
    const result = await reserve(carId, provider);
    if (result.kind !== "reserved") throw new Error("expected a reservation");
    const [lead] = await db()
      .select()
      .from(leads)
      .where(and(eq(leads.carId, carId), eq(leads.formType, "reservation")));
    if (!lead) throw new Error("no reservation lead");
    expect(lead.category).toBe("Vehicle Reservation");
    const outbox = await db().select().from(leadOutbox).where(eq(leadOutbox.leadId, lead.id));
    expect(outbox.map((row) => row.channel).sort()).toEqual(["crm", "email", "shopper-email"]);
    expect(outbox.find((row) => row.channel === "shopper-email")?.target).toBe(contact.email);

    const delivery = await loadDeliveryLead(db(), lead.id);
    if (!delivery) throw new Error("no delivery lead");
    const adf = leadAdf(delivery);
    const number = `RS-${result.reservation.id.slice(0, 8).toUpperCase()}`;
    expect(adf).toContain(`Reservation: ${number}`);
    expect(adf).toContain("Deposit: $200");
    expect(adf).toContain("Card: Visa ending 4242");
    expect(leadEmail(delivery).subject).toContain("Vehicle Reservation from Jane Citizen");
    const toShopper = shopperEmail(delivery);
    expect(toShopper.subject).toMatch(/^Your reservation of the .+ is confirmed/);
    expect(toShopper.text).toContain(`Reservation number: ${number}`);
    expect(toShopper.text).toContain(`Questions? Call ${delivery.location!.name} on ${delivery.location!.phone}`);
    expect(toShopper.text).toMatch(/Held until: \w+day \d{1,2} \w+ \d{4}/);
    // The shopper's link opens the confirmation page's details with the reservation's own key; the
    // dealer's e-mail, ADF and CRM JSON do not carry it.
    const token = result.reservation.accessToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(toShopper.text).toContain(
      `/checkout/confirmation?reservation=${result.reservation.id}&access=${token ?? "missing"}\n`,
    );
    expect(toShopper.text).toMatch(
      /^Your reservation: https:\/\/www\.harboursidemotors\.com\.au\/cars\/[a-z0-9-]+\/checkout\/confirmation\?/m,
    );
    expect(leadEmail(delivery).text).not.toContain(token ?? "missing");
    expect(adf).not.toContain(token ?? "missing");
    expect(JSON.stringify(leadJson(delivery))).not.toContain(token ?? "missing");
  });

  it("the dealer captures, refunds (recording the refund) or cancels; a release frees the car", async () => {
    const carId = takeCar();
    const result = await reserve(carId, provider);
    if (result.kind !== "reserved") throw new Error("expected a reservation");
    const id = result.reservation.id;
    expect(await applyDealerAction(db(), provider, id, "refund")).toMatchObject({ ok: false });
    // Named by the number the shopper quotes, as the dealer types it.
    const number = `rs-${id.slice(0, 8)}`;
    expect(await applyDealerAction(db(), provider, "RS-00000000", "capture")).toEqual({
      ok: false,
      message: "No such reservation.",
    });
    expect(await applyDealerAction(db(), provider, number, "capture")).toEqual({ ok: true, status: "captured" });
    expect(paymentsFor(carId)[0]?.status).toBe("captured");
    // Taking the deposit e-mails the shopper their receipt: the dealer's legal name and ABN, the
    // reservation number, the car, the amount and the card, marked a sample (the local processor).
    const [taken] = await db()
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.carId, carId), eq(leads.category, "Reservation Deposit Taken")));
    const receiptRows = await db()
      .select()
      .from(leadOutbox)
      .where(and(eq(leadOutbox.leadId, taken!.id), eq(leadOutbox.channel, "shopper-email")));
    expect(receiptRows.map((row) => row.target)).toEqual([contact.email]);
    const receipt = shopperEmail((await loadDeliveryLead(db(), taken!.id))!).text;
    expect(receipt).toContain(`Receipt number: ${number.toUpperCase()}`);
    expect(receipt).toContain("Paid to: Harbourside Motors Pty Ltd (ABN 94 555 000 001)");
    expect(receipt).toMatch(/For: Deposit on the \d{4} .+ \(stock #.+\)/);
    expect(receipt).toContain("Amount: $200");
    expect(receipt).toContain("Card: Visa ending 4242");
    expect(receipt).toContain("SAMPLE RECEIPT");
    expect(receipt).toContain("This is a receipt, not a tax invoice.");
    expect(await carReserved(carId)).toBe(true);
    const refund = await applyDealerAction(db(), provider, id, "refund");
    expect(refund).toMatchObject({
      ok: true,
      status: "refunded",
      refundReference: expect.stringMatching(/^re_/) as unknown,
    });
    const [row] = await db().select().from(reservations).where(eq(reservations.id, id));
    expect(row?.refundReference).toBe(refund.ok ? refund.refundReference : "");
    expect(paymentsFor(carId)[0]).toMatchObject({ status: "refunded", refundedCents: 20_000 });
    expect(await carReserved(carId)).toBe(false);

    const second = await reserve(carId, provider);
    if (second.kind !== "reserved") throw new Error("expected the car to be reservable again");
    expect(await applyDealerAction(db(), provider, second.reservation.id, "cancel")).toEqual({
      ok: true,
      status: "cancelled",
    });
    expect(paymentsFor(carId)[1]?.status).toBe("voided");
    expect(await carReserved(carId)).toBe(false);
  });

  it("never stores or logs the card number", async () => {
    const carId = takeCar();
    const lines: string[] = [];
    const keep = (...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    };
    const spies = [
      vi.spyOn(console, "log").mockImplementation(keep),
      vi.spyOn(console, "warn").mockImplementation(keep),
    ];
    process.env.LOG_LEVEL = "debug";
    try {
      await reserve(carId, provider, card(localTestCards.declined));
      const result = await reserve(carId, provider, card(localTestCards.accepted));
      expect(result.kind).toBe("reserved");
    } finally {
      process.env.LOG_LEVEL = "warn";
      for (const spy of spies) spy.mockRestore();
    }
    expect(lines.some((line) => line.includes("reservation held"))).toBe(true);
    const rows = await db().select().from(reservations).where(eq(reservations.carId, carId));
    const leadRows = await db().select().from(leads).where(eq(leads.carId, carId));
    const stored = JSON.stringify([rows, leadRows]);
    expect(stored).toContain("4242");
    for (const number of [localTestCards.accepted, localTestCards.declined]) {
      expect(stored).not.toContain(number);
      expect(lines.join("\n")).not.toContain(number);
    }
    expect(stored).not.toContain('"123"');
  });
});
