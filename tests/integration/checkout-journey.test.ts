import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { journeyDeliveryQuoter } from "@/app/api/checkout/journey/delivery-quote";
import { takeJourneyDeposit } from "@/checkout/journey/deposit";
import { findJourneyCar, type JourneyCar } from "@/checkout/journey/journey-car";
import {
  claimResumeLink,
  findJourney,
  loadJourneyContext,
  purchaseReference,
  resumeMessages,
  saveJourneyStep,
  sendResumeLink,
  type SaveResult,
  type StepServices,
} from "@/checkout/journey/journey-service";
import { purgeUnfinishedJourneys, unfinishedJourneyDays } from "@/checkout/journey/journey-purge";
import { journeyMessages } from "@/checkout/journey/steps";
import { checkoutWorkerChores } from "@/checkout/worker-chores";
import { LocalPaymentProvider, localTestCards } from "@/checkout/payments/local-provider";
import { leadAdf, leadEmail } from "@/leads/delivery/documents";
import { loadDeliveryLead } from "@/leads/delivery/outbox";
import { createLeadWorker } from "@/leads/delivery/worker";
import { onlinePurchaseKey } from "@/leads/online-purchase";
import { submitLead, type LeadSite } from "@/leads/server/submit";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import { startSmtpServer } from "@/leads/testing/servers";
import { reservationReference } from "@/platform/references";
import type { Db } from "@/platform/db/connect";
import { cars, checkoutJourneys, dealerships, leadOutbox, leads } from "@/platform/db/schema";
import { markOfferAccepted, recordOffer } from "@/leads/server/trade-in-offers";
import { offerMessages } from "@/leads/trade-in-offer";
import { randomUUID } from "node:crypto";
import type { Site } from "@/sites/get-site";

// The buy-online journey against a real database: each step saved and resumed by the browser's
// token, moved to another device by an e-mailed link (sent by the leads worker over SMTP), the
// deposit taken as a reservation with the local card processor, and the finished journey's lead in
// the outbox with every answer.

const contact = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane.citizen@example.com",
  phone: "0412 345 678",
  postcode: "2000",
  opt_in: true,
};
const card = { card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" };

describe.each(testBackends())("checkout journey on $name", (backend) => {
  let test: TestDatabase;
  let site: LeadSite;
  const free: JourneyCar[] = [];
  const provider = new LocalPaymentProvider();

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    const sites = await seedLeadSites(test.database);
    if (!sites.harbourside) throw new Error("no harbourside");
    site = sites.harbourside;
    const rows = await db()
      .select({ slug: cars.slug })
      .from(cars)
      .where(
        and(
          eq(cars.siteId, site.id),
          eq(cars.status, "in_stock"),
          eq(cars.reserved, false),
          eq(cars.checkoutEnabled, true),
        ),
      );
    for (const row of rows) {
      const car = await findJourneyCar(db(), site.id, row.slug);
      if (car && car.price > 5_000 && car.tradeInAllowed) free.push(car);
    }
    expect(free.length).toBeGreaterThanOrEqual(2);
  });

  afterAll(async () => {
    await test.dispose();
  });

  function db(): Db {
    return test.database.db;
  }

  /**
   * One of the free cars, re-read so its reserved flag is current. Journeys that take no deposit
   * share car 0 (each test's browser has its own token, so its own journey); the deposit test holds car 1.
   */
  async function carAt(index: number): Promise<JourneyCar> {
    const car = free[index];
    if (!car) throw new Error("out of cars");
    return (await findJourneyCar(db(), site.id, car.id))!;
  }

  function services(now?: Date): StepServices {
    return {
      quoteDelivery: (postcode) => journeyDeliveryQuoter(site as Site)(currentCar!)(postcode),
      takeDeposit: (request) => takeJourneyDeposit(db(), site, request, provider),
      request: { ip: "198.51.100.7", userAgent: "vitest", pageUrl: "http://harbourside.localhost/checkout-journey" },
      ...(now ? { now } : {}),
    };
  }
  let currentCar: JourneyCar | null = null;

  async function save(car: JourneyCar, token: string | null, step: string, answers: unknown = {}): Promise<SaveResult> {
    currentCar = await findJourneyCar(db(), site.id, car.id);
    return saveJourneyStep(db(), site, currentCar!, { token, step, answers }, services());
  }

  async function saved(car: JourneyCar, token: string | null, step: string, answers: unknown = {}): Promise<string> {
    const result = await save(car, token, step, answers);
    if (result.status !== 200) throw new Error(`${step}: ${JSON.stringify(result)}`);
    return result.token;
  }

  it("saves each step for the browser that answered it and resumes it there", async () => {
    const car = await carAt(0);
    const first = await save(car, null, "car");
    expect(first.status).toBe(200);
    if (first.status !== 200) return;
    const token = first.token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(first.journey.currentStep).toBe("payment");

    await saved(car, token, "payment", { method: "finance", deposit: "5000", termYears: "5", frequency: "weekly" });
    const resumed = await findJourney(db(), site.id, car.id, token);
    expect(resumed?.currentStep).toBe("trade-in");
    expect(resumed?.answers.payment).toMatchObject({ method: "finance", deposit: 5_000, termYears: 5 });
    // Another browser has no journey for the car, and the token itself is never stored.
    expect(await findJourney(db(), site.id, car.id, "another-browsers-token-000000000000")).toBeNull();
    const [row] = await db().select().from(checkoutJourneys).where(eq(checkoutJourneys.id, resumed!.id));
    expect(JSON.stringify(row)).not.toContain(token);

    // Bad answers: field messages, nothing saved.
    const bad = await save(car, token, "trade-in", { hasTradeIn: "yes", make: "Mazda" });
    expect(bad).toMatchObject({ status: 400, fieldErrors: { model: journeyMessages.model, km: journeyMessages.km } });
    expect((await findJourney(db(), site.id, car.id, token))?.currentStep).toBe("trade-in");

    // No skipping ahead: the deposit needs the steps before it.
    expect(await save(car, token, "deposit", card)).toMatchObject({ status: 409 });
    expect(provider.payments().filter((payment) => payment.metadata.car === car.id)).toEqual([]);
  });

  it("e-mails a link through the leads outbox that moves the journey to another device", async () => {
    const car = await carAt(0);
    const token = await saved(car, null, "car");
    const now = new Date();
    expect(
      await sendResumeLink(db(), site, car, { token, email: "not-an-address", origin: "http://harbourside.localhost" }),
    ).toMatchObject({ status: 400, fieldErrors: { email: resumeMessages.email } });
    expect(
      await sendResumeLink(db(), site, car, { token, email: contact.email, origin: "http://harbourside.localhost" }),
    ).toEqual({ status: 202 });

    const smtp = await startSmtpServer();
    const worker = createLeadWorker({
      db: db(),
      smtp: { host: "127.0.0.1", port: smtp.port },
      from: "leads@localhost",
    });
    try {
      // Only this test's message is due (journeys send no lead until they are confirmed).
      await db()
        .update(leadOutbox)
        .set({ status: "dead" })
        .where(and(inArray(leadOutbox.status, ["pending", "sending"]), eq(leadOutbox.channel, "crm")));
      await worker.runOnce();
      const mail = smtp.received.find(
        (received) => received.to.includes(contact.email) && received.raw.includes("Finish buying"),
      );
      expect(mail).toBeDefined();
      const text = mail!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
      expect(text).toContain(`Finish buying your ${car.name}`);
      const resumeToken = /resume\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
      expect(resumeToken).toBeDefined();

      // Opened on a phone with no journey cookie: the journey moves to the phone's new token.
      const claimed = await claimResumeLink(db(), site.id, { resumeToken: resumeToken!, browserToken: null, now });
      expect(claimed?.carId).toBe(car.id);
      expect((await findJourney(db(), site.id, car.id, claimed!.token))?.currentStep).toBe("payment");
      expect(await findJourney(db(), site.id, car.id, token)).toBeNull();
      // Expired after a week; and a made-up link opens nothing.
      const later = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
      expect(
        await claimResumeLink(db(), site.id, { resumeToken: resumeToken!, browserToken: null, now: later }),
      ).toBeNull();
      expect(await claimResumeLink(db(), site.id, { resumeToken: "x".repeat(43), browserToken: null, now })).toBeNull();
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it("takes the deposit as a reservation and sends the dealer one lead with every answer", async () => {
    const car = await carAt(1);
    await db()
      .update(dealerships)
      .set({ crmEndpoint: "http://127.0.0.1:9/crm", crmFormat: "adf" })
      .where(eq(dealerships.id, car.dealership.id));
    const token = await saved(car, null, "car");
    await saved(car, token, "payment", { method: "finance", deposit: "5,000", termYears: "5", frequency: "weekly" });
    await saved(car, token, "trade-in", {
      hasTradeIn: "yes",
      make: "Mazda",
      model: "3",
      year: "2015",
      km: "120000",
      rego: "abc123",
    });
    const deliveryDate = (await loadJourneyContext(db(), site, car)).deliveryDates[0];
    expect(deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await saved(car, token, "handover", { method: "delivery", postcode: "3000", date: deliveryDate });
    await saved(car, token, "contact", contact);
    // No deposit before the shopper has reviewed the deal.
    expect(await save(car, token, "deposit", { ...card, attempt: "attempt-early-1" })).toMatchObject({ status: 409 });
    await saved(car, token, "review");
    // A changed answer is a changed deal: reviewed again before the deposit.
    await saved(car, token, "contact", contact);
    expect(await save(car, token, "deposit", { ...card, attempt: "attempt-early-2" })).toMatchObject({ status: 409 });
    await saved(car, token, "review");

    const declined = await save(car, token, "deposit", {
      ...card,
      card_number: localTestCards.declined,
      attempt: "attempt-declined-1",
    });
    expect(declined).toMatchObject({
      status: 402,
      error: "Your card was declined.",
      fieldErrors: { card_number: "Your card was declined." },
    });
    expect((await findJourney(db(), site.id, car.id, token))?.answers.deposit).toBeUndefined();

    // Paying the deposit confirms the purchase: the car is held and the dealer gets the lead.
    const confirmed = await save(car, token, "deposit", { ...card, attempt: "attempt-paid-1" });
    expect(confirmed.status).toBe(200);
    if (confirmed.status !== 200) return;
    expect(confirmed.journey.answers.deposit).toMatchObject({
      amount: site.config.checkout.depositAmount,
      cardLast4: "4242",
    });
    expect(confirmed.journey).toMatchObject({
      status: "submitted",
      reference: purchaseReference(confirmed.journey.id),
    });
    const paid = confirmed;
    const held = await findJourneyCar(db(), site.id, car.id);
    expect(held?.reserved).toBe(true);

    // Another shopper cannot start buying the held car.
    expect(await save(car, null, "car")).toMatchObject({ status: 409 });

    // Sending the deposit step again changes nothing and charges nothing.
    expect(await save(car, token, "deposit", { ...card, attempt: "attempt-paid-2" })).toMatchObject({
      status: 200,
      journey: { reference: confirmed.journey.reference },
    });
    expect(provider.payments().filter((payment) => payment.metadata.car === car.id)).toHaveLength(1);

    const rows = await db()
      .select()
      .from(leads)
      .where(and(eq(leads.siteId, site.id), eq(leads.formType, "online-purchase"), eq(leads.carId, car.id)));
    expect(rows).toHaveLength(1);
    const lead = rows[0]!;
    expect(lead.category).toBe("Online Purchase");
    expect(lead.payload).toMatchObject({
      name: "Jane",
      email: contact.email,
      [onlinePurchaseKey]: {
        reference: confirmed.journey.reference,
        payment: { method: "finance", deposit: 5_000, termYears: 5, frequency: "weekly" },
        tradeIn: { hasTradeIn: true, make: "Mazda", model: "3", year: 2015, km: 120_000, rego: "ABC123" },
        handover: { method: "delivery", postcode: "3000", region: "Melbourne Metro", date: deliveryDate },
        deposit: { amount: site.config.checkout.depositAmount, cardLast4: "4242" },
      },
    });
    expect(lead.payload).toMatchObject({
      [onlinePurchaseKey]: { deposit: { reservationId: paid.journey.answers.deposit!.reservationId, status: "held" } },
    });

    // One purchase, one message to the dealer: the online-purchase lead (e-mail and CRM) carries the
    // deposit; the hold itself reaches only the shopper, as their confirmation e-mail.
    const carLeads = await db()
      .select({ id: leads.id, formType: leads.formType })
      .from(leads)
      .where(and(eq(leads.siteId, site.id), eq(leads.carId, car.id)));
    const outbox = await db()
      .select({ leadId: leadOutbox.leadId, channel: leadOutbox.channel, target: leadOutbox.target })
      .from(leadOutbox)
      .where(
        inArray(
          leadOutbox.leadId,
          carLeads.map((row) => row.id),
        ),
      );
    const perChannel = (channel: string) => outbox.filter((row) => row.channel === channel);
    expect(perChannel("email")).toEqual([expect.objectContaining({ leadId: lead.id })]);
    expect(perChannel("crm")).toEqual([expect.objectContaining({ leadId: lead.id, target: "http://127.0.0.1:9/crm" })]);
    expect(perChannel("shopper-email")).toEqual([expect.objectContaining({ target: contact.email })]);
    expect(outbox).toHaveLength(3);

    const delivery = await loadDeliveryLead(db(), lead.id);
    const email = leadEmail(delivery!);
    expect(email.subject).toContain("Online Purchase from Jane Citizen");
    for (const line of [
      `Online purchase reference: ${confirmed.journey.reference}`,
      "Payment: Finance",
      "Finance deposit: $5,000",
      "Trade-in: 2015 Mazda 3, 120,000 km, rego ABC123",
      "Handover: Delivery to 3000 (Melbourne Metro)",
      `Deposit paid: $${site.config.checkout.depositAmount} by card ending 4242`,
      `Reservation: ${reservationReference(paid.journey.answers.deposit!.reservationId)}`,
      "Deposit status: Held (authorised on the card, not yet taken)",
    ]) {
      expect(email.text).toContain(line);
    }
    const adf = leadAdf(delivery!);
    expect(adf).toContain("<method>finance</method>");
    expect(adf).toContain('<vehicle interest="trade-in" status="used">');
  });

  it("takes no online purchase from a browser's lead form: only the journey sends one", async () => {
    const car = await carAt(0);
    const result = await submitLead(
      db(),
      site,
      { formType: "online-purchase", idempotency_key: "browser-online-purchase-1", car_id: car.id, fields: contact },
      { ip: "198.51.100.8", userAgent: "vitest" },
    );
    expect(result).toMatchObject({ status: 400, body: { fieldErrors: { formType: "Unknown form" } } });
  });

  it("takes an accepted trade-in offer into the deal, and sends the shopper back when it has expired", async () => {
    const car = await carAt(0);
    const token = await saved(car, null, "car");
    await saved(car, token, "payment", { method: "cash" });
    // A valuation flow's lead, and the offer the valuation API made for it.
    const [flowLead] = await db()
      .insert(leads)
      .values({
        siteId: site.id,
        idempotencyKey: randomUUID(),
        formType: "rego-lookup",
        category: "Rego Lookup",
        payload: {},
      })
      .returning({ id: leads.id });
    const madeAt = new Date();
    const estimate = { offer: 21_300, low: 20_000, high: 26_000, comparables: 9, confidence: "medium", basis: "state" };
    const vehicle = { year: 2023, make: "Ford", model: "Ranger", badge: "XLT", km: 45_000 };
    const offer = await recordOffer(db(), site, flowLead!.id, estimate, madeAt, vehicle);
    if (!offer) throw new Error("offer not recorded");

    // Not accepted yet, or not an offer of this site: refused with the reason, nothing saved.
    expect(await save(car, token, "trade-in", { hasTradeIn: "yes", offerId: offer.id })).toMatchObject({
      status: 400,
      error: offerMessages.notAccepted,
    });
    expect(await save(car, token, "trade-in", { hasTradeIn: "yes", offerId: randomUUID() })).toMatchObject({
      status: 400,
      error: offerMessages.notFound,
    });

    await markOfferAccepted(db(), site.id, flowLead!.id, flowLead!.id, madeAt);
    const taken = await save(car, token, "trade-in", { hasTradeIn: "yes", offerId: offer.id });
    expect(taken).toMatchObject({
      status: 200,
      journey: {
        answers: {
          "trade-in": {
            hasTradeIn: true,
            year: 2023,
            make: "Ford",
            model: "Ranger XLT",
            km: 45_000,
            offer: { id: offer.id, amount: 21_300, validUntil: offer.validUntil },
          },
        },
      },
    });
    const location = (await loadJourneyContext(db(), site, car)).pickupLocations[0];
    await saved(car, token, "handover", { method: "pickup", locationId: location!.id, date: location!.dates[0] });
    await saved(car, token, "contact", contact);

    // Reviewed after the offer's date: 400 with the date, and the shopper goes back to the trade-in step.
    const late = new Date(Date.parse(offer.validUntil) + 60_000);
    currentCar = await findJourneyCar(db(), site.id, car.id);
    const expired = await saveJourneyStep(
      db(),
      site,
      currentCar!,
      { token, step: "review", answers: {} },
      services(late),
    );
    expect(expired).toMatchObject({ status: 400, step: "trade-in" });
    if (expired.status === 200) return;
    expect(expired.error).toMatch(
      /^This offer expired on \d{1,2} \w{3} \d{4}; value your car again for a current offer\.$/,
    );
    expect(await save(car, token, "review")).toMatchObject({ status: 200 });
  });

  it("records pick-up at one of the dealership's locations, and a cash buyer without a trade-in", async () => {
    const car = await carAt(0);
    const token = await saved(car, null, "car");
    await saved(car, token, "payment", { method: "cash" });
    await saved(car, token, "trade-in", { hasTradeIn: "no" });
    expect(
      await save(car, token, "handover", { method: "pickup", locationId: "00000000-0000-4000-8000-000000000000" }),
    ).toMatchObject({
      status: 400,
      fieldErrors: { locationId: "Please choose where you will pick the car up" },
    });
    // Remote Western Australia: the delivery calculator does not go there.
    const { deliveryDates } = await loadJourneyContext(db(), site, car);
    expect(
      await save(car, token, "handover", { method: "delivery", postcode: "6710", date: deliveryDates[0] }),
    ).toMatchObject({
      status: 400,
      fieldErrors: { postcode: journeyMessages.noDelivery },
    });
    const location = (await loadJourneyContext(db(), site, car)).pickupLocations[0];
    expect(location).toBeDefined();
    // The handover day is asked: one of the days the location is open, from two days' time.
    expect(await save(car, token, "handover", { method: "pickup", locationId: location!.id })).toMatchObject({
      status: 400,
      fieldErrors: { date: journeyMessages.handoverDate },
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await save(car, token, "handover", { method: "pickup", locationId: location!.id, date: today }),
    ).toMatchObject({ status: 400, fieldErrors: { date: journeyMessages.handoverDateUnavailable } });
    const date = location!.dates[0]!;
    expect(date > today).toBe(true);
    const pickup = await save(car, token, "handover", { method: "pickup", locationId: location!.id, date });
    expect(pickup).toMatchObject({
      status: 200,
      journey: {
        answers: { handover: { method: "pickup", locationId: location!.id, locationName: location!.name, date } },
      },
    });
  });

  it("purges unfinished journeys untouched for 30 days on the lead worker's loop, keeping confirmed and recent ones", async () => {
    const car = await carAt(0);
    const stale = await save(car, null, "car");
    const recent = await save(car, null, "car");
    const confirmedOld = await save(car, null, "car");
    if (stale.status !== 200 || recent.status !== 200 || confirmedOld.status !== 200) throw new Error("not saved");
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await db()
      .update(checkoutJourneys)
      .set({ updatedAt: daysAgo(31) })
      .where(eq(checkoutJourneys.id, stale.journey.id));
    await db()
      .update(checkoutJourneys)
      .set({ updatedAt: daysAgo(29) })
      .where(eq(checkoutJourneys.id, recent.journey.id));
    await db()
      .update(checkoutJourneys)
      .set({ updatedAt: daysAgo(90), status: "submitted" })
      .where(eq(checkoutJourneys.id, confirmedOld.journey.id));
    expect(unfinishedJourneyDays).toBe(30);

    // The worker the server runs, with the checkout's chores: one pass purges.
    const worker = createLeadWorker({
      db: db(),
      smtp: { host: "127.0.0.1", port: 9 },
      from: "leads@localhost",
      chores: checkoutWorkerChores(db(), provider),
    });
    try {
      // Only the chores matter here: nothing is due for delivery on this test's behalf.
      await db()
        .update(leadOutbox)
        .set({ nextAttemptAt: daysAgo(-1) })
        .where(eq(leadOutbox.status, "pending"));
      await worker.runOnce();
    } finally {
      await worker.stop();
    }
    const left = await db()
      .select({ id: checkoutJourneys.id })
      .from(checkoutJourneys)
      .where(inArray(checkoutJourneys.id, [stale.journey.id, recent.journey.id, confirmedOld.journey.id]));
    expect(left.map((row) => row.id).sort()).toEqual([recent.journey.id, confirmedOld.journey.id].sort());
    // A second run finds nothing more to delete.
    expect(await purgeUnfinishedJourneys(db())).toBe(0);
  });
});
