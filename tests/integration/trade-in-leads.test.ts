import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { cars, leadMiscellaneous, leadOutbox, leads, locations } from "@/platform/db/schema";
import { generateSlots, slotValue } from "@/leads/slots";
import { timeZoneForState } from "@/platform/australian-states";
import { findOffer, recordOffer } from "@/leads/server/trade-in-offers";
import { offerMessages } from "@/leads/trade-in-offer";
import { leadAdf, leadEmail, type DeliveryLead } from "@/leads/delivery/documents";
import { submitLead, type LeadSite, type RateLimits } from "@/leads/server/submit";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import { parseXml } from "@/leads/testing/xml-check";
import type { FieldValue, LeadFormType } from "@/leads/schemas";
import {
  adjustmentsLead,
  detailsInitialValues,
  regoLookupLead,
  savedValuationValue,
  type IdentifiedCar,
} from "@/trade-in/flow";
import { miscellaneousMessages } from "@/trade-in/miscellaneous";
import type { TradeInCondition, ValuationEstimate } from "@/trade-in/schemas";
import { saveMiscellaneous } from "@/trade-in/server/save-valuation";

// The trade-in flow's senders against a real database: each step is a lead of its own kind that
// reaches the outbox, the later ones naming the first; and the accepted valuation saved beside its
// lead where the dealership's flag says so.

const roomyLimits: RateLimits = { phonePerWindow: 1_000, ipPerWindow: 1_000, windowMs: 60 * 60_000 };

const shoppersCar: IdentifiedCar = {
  rego: "ABC123",
  regoState: "QLD",
  vehicle: {
    year: 2019,
    make: "Toyota",
    model: "Corolla",
    badge: "Ascent Sport",
    body: "Hatch",
    transmission: "Automatic",
    fuel: "Petrol",
    vin: "JTNKU3JE60J012345",
    km: 85_000,
  },
};
const condition: TradeInCondition = {
  accidentDamage: false,
  serviceHistory: "full",
  tyres: "fair",
  warningLights: false,
  modified: false,
  financeOwing: true,
};
const estimate: ValuationEstimate = {
  low: 17_500,
  high: 19_900,
  offer: 16_200,
  comparables: 9,
  confidence: "medium",
  basis: "state",
};
const contact = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane.citizen@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  PreferredContactMethod: "SMS",
  finance: "No",
  "do-you-have-a-trade-in": "Yes",
};

describe.each(testBackends())("trade-in leads on $name", (backend) => {
  let test: TestDatabase;
  let site: Record<string, LeadSite>;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    site = await seedLeadSites(test.database);
  });

  afterAll(async () => {
    await test.dispose();
  });

  const db = () => test.database.db;
  const harbourside = () => {
    const found = site.harbourside;
    if (!found) throw new Error("no harbourside");
    return found;
  };
  let ip = 0;
  const send = (
    formType: LeadFormType,
    userData: Record<string, FieldValue>,
    extra: { lead_id?: string; car_id?: string } = {},
    now?: Date,
  ) =>
    submitLead(
      db(),
      harbourside(),
      { formType, idempotency_key: randomUUID(), userData, isLastStep: formType === "offer-accepted", ...extra },
      { ip: `198.51.100.${(ip += 1)}`, userAgent: "vitest", ...(now ? { now } : {}) },
      { limits: roomyLimits },
    );

  /** The first two steps, and the offer the valuation API would have recorded for them. */
  async function valuedFlow(madeAt: Date = new Date()) {
    const first = await send("rego-lookup", regoLookupLead(shoppersCar));
    if (first.status !== 200) throw new Error(`rego lookup: ${JSON.stringify(first.body)}`);
    const flowLeadId = first.body.lead_id;
    const offer = await recordOffer(db(), harbourside(), flowLeadId, estimate, madeAt);
    if (!offer) throw new Error("offer not recorded");
    const accept = (fields: Record<string, FieldValue> = {}, now?: Date) =>
      send(
        "offer-accepted",
        { ...detailsInitialValues(shoppersCar, condition, flowLeadId, estimate, offer), ...contact, ...fields },
        { lead_id: flowLeadId },
        now,
      );
    return { flowLeadId, offer, accept };
  }

  async function stored(leadId: string) {
    const [lead] = await db().select().from(leads).where(eq(leads.id, leadId));
    const outbox = await db().select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId));
    return { lead, outbox };
  }

  /** The three steps of a flow with an offer; answers each step's lead id. */
  async function wholeFlow(carId?: string) {
    const first = await send("rego-lookup", regoLookupLead(shoppersCar), carId ? { car_id: carId } : {});
    if (first.status !== 200) throw new Error(`rego lookup: ${JSON.stringify(first.body)}`);
    const flowLeadId = first.body.lead_id;
    const second = await send("valuation", adjustmentsLead(shoppersCar, condition), {
      lead_id: flowLeadId,
      ...(carId ? { car_id: carId } : {}),
    });
    if (second.status !== 200) throw new Error(`adjustments: ${JSON.stringify(second.body)}`);
    const offer = await recordOffer(db(), harbourside(), flowLeadId, estimate, new Date());
    const last = await send(
      "offer-accepted",
      { ...detailsInitialValues(shoppersCar, condition, flowLeadId, estimate, offer), ...contact },
      { lead_id: flowLeadId, ...(carId ? { car_id: carId } : {}) },
    );
    if (last.status !== 200) throw new Error(`offer accepted: ${JSON.stringify(last.body)}`);
    return { flowLeadId, adjustmentsId: second.body.lead_id, acceptedId: last.body.lead_id };
  }

  it("each step reaches the outbox as its own kind, the later ones naming the first step's lead", async () => {
    const { flowLeadId, adjustmentsId, acceptedId } = await wholeFlow();

    const lookup = await stored(flowLeadId);
    expect(lookup.lead).toMatchObject({ formType: "rego-lookup", category: "Rego Lookup" });
    expect(lookup.lead?.payload).toMatchObject({
      rego: "ABC123",
      regoState: "QLD",
      tradeInYear: 2019,
      tradeInMake: "Toyota",
      tradeInModel: "Corolla",
      tradeInBadge: "Ascent Sport",
      tradeInVin: "JTNKU3JE60J012345",
      kms: 85_000,
      lead_attributes: { is_last_step: false },
    });
    expect(lookup.outbox.map((row) => row.channel)).toContain("email");

    const adjustments = await stored(adjustmentsId);
    expect(adjustments.lead).toMatchObject({ formType: "valuation", category: "Trade-In Valuation" });
    expect(adjustments.lead?.payload).toMatchObject({
      adjustmentAnswers: {
        "Is there finance owing on the car?": "Yes",
        "What condition are the tyres in?": "Fair: some wear",
      },
      lead_attributes: { parent_lead_id: flowLeadId, is_last_step: false },
    });
    expect(adjustments.outbox.length).toBeGreaterThan(0);

    const accepted = await stored(acceptedId);
    expect(accepted.lead).toMatchObject({ formType: "offer-accepted", category: "Trade-In Offer Accepted" });
    expect(accepted.lead?.payload).toMatchObject({
      name: "Jane",
      postcode: "4000",
      PreferredContactMethod: "SMS",
      finance: "No",
      valuation_id: flowLeadId,
      offer_price: 16_200,
      offer_id: expect.any(String) as string,
      offer_valid_until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      tradeInModel: "Corolla",
      lead_attributes: { parent_lead_id: flowLeadId, is_last_step: true },
    });
    expect(accepted.outbox.length).toBeGreaterThan(0);
  });

  it("the dealer's documents describe the shopper's car as the trade-in", async () => {
    const { acceptedId } = await wholeFlow();
    const { lead } = await stored(acceptedId);
    if (!lead) throw new Error("no lead");
    const delivery: DeliveryLead = {
      id: lead.id,
      createdAt: lead.createdAt,
      formType: lead.formType,
      category: lead.category,
      subcategory: lead.subcategory,
      payload: lead.payload,
      site: { name: "Harbourside", slug: "harbourside" },
      dealership: null,
      location: null,
      car: null,
    };
    const email = leadEmail(delivery);
    expect(email.subject).toBe("Trade-In Offer Accepted from Jane Citizen");
    expect(email.text).toContain("Trade-in make: Toyota");
    expect(email.text).toContain("Offer accepted ($): 16200");
    expect(email.text).toMatch(/Offer valid until: \d{1,2} \w{3} \d{4}/);
    expect(email.text).toContain("Is there finance owing on the car?: Yes");
    const adf = parseXml(leadAdf(delivery));
    const vehicle = adf.children[0]?.children.find((child) => child.name === "vehicle");
    expect(vehicle?.attributes).toEqual({ interest: "trade-in", status: "used" });
    expect(vehicle?.children.map((child) => [child.name, child.text])).toEqual([
      ["year", "2019"],
      ["make", "Toyota"],
      ["model", "Corolla"],
      ["vin", "JTNKU3JE60J012345"],
      ["trim", "Ascent Sport"],
      ["bodystyle", "Hatch"],
      ["transmission", "Automatic"],
      ["odometer", "85000"],
      ["price", "16200"],
      ["comments", "Rego ABC123 (QLD)"],
    ]);
  });

  it("a flow against a car the shopper wants goes to that car's dealership with its details", async () => {
    const [car] = await db()
      .select({ id: cars.id, stocknum: cars.stocknum })
      .from(cars)
      .where(eq(cars.siteId, harbourside().id))
      .limit(1);
    if (!car) throw new Error("no car");
    const { acceptedId } = await wholeFlow(car.id);
    const { lead } = await stored(acceptedId);
    expect(lead?.carId).toBe(car.id);
    expect(lead?.payload).toMatchObject({ car_id: car.id, stock_number: car.stocknum, tradeInMake: "Toyota" });
  });

  it("without an online estimate the last step is a valuation request", async () => {
    const first = await send("rego-lookup", regoLookupLead(shoppersCar));
    if (first.status !== 200) throw new Error("rego lookup failed");
    const request = await send(
      "valuation-request",
      { ...detailsInitialValues(shoppersCar, condition, first.body.lead_id, null), ...contact },
      { lead_id: first.body.lead_id },
    );
    expect(request.status).toBe(200);
    if (request.status !== 200) return;
    const { lead, outbox } = await stored(request.body.lead_id);
    expect(lead).toMatchObject({ formType: "valuation-request", category: "Trade-In Valuation Request" });
    expect(lead?.payload).not.toHaveProperty("offer_price");
    expect(outbox.length).toBeGreaterThan(0);
  });

  it("a bad postcode, a missing step and an unknown flow lead are refused with their messages", async () => {
    const first = await send("rego-lookup", regoLookupLead(shoppersCar));
    if (first.status !== 200) throw new Error("rego lookup failed");
    const badPostcode = await send(
      "offer-accepted",
      { ...detailsInitialValues(shoppersCar, condition, first.body.lead_id, estimate), ...contact, postcode: "400" },
      { lead_id: first.body.lead_id },
    );
    expect(badPostcode).toMatchObject({
      status: 400,
      body: { fieldErrors: { postcode: "Invalid postcode. Please enter a 4-digit number." } },
    });
    expect((await send("valuation", regoLookupLead(shoppersCar))).status).toBe(400);
    expect((await send("valuation", adjustmentsLead(shoppersCar, condition), { lead_id: randomUUID() })).status).toBe(
      400,
    );
  });

  describe("accepting an offer is checked against the offer the server made", () => {
    it("records the offer's id and validity in the lead and marks the offer accepted", async () => {
      const { flowLeadId, offer, accept } = await valuedFlow();
      const accepted = await accept();
      if (accepted.status !== 200) throw new Error(JSON.stringify(accepted.body));
      const { lead } = await stored(accepted.body.lead_id);
      expect(lead?.payload).toMatchObject({ offer_id: offer.id, offer_valid_until: offer.validUntil });
      expect(await findOffer(db(), harbourside().id, flowLeadId)).toMatchObject({
        id: offer.id,
        acceptedLeadId: accepted.body.lead_id,
      });
      // The dealer's view of it (range, confidence) is kept with the offer, not shown to the shopper.
      const [row] = await db()
        .select()
        .from(leadMiscellaneous)
        .where(and(eq(leadMiscellaneous.leadId, flowLeadId), eq(leadMiscellaneous.columnName, "offer")));
      expect(row?.value).toMatchObject({ low: 17_500, high: 19_900, confidence: "medium" });
    });

    it("refuses another price, an offer it never made and one a new valuation replaced", async () => {
      const { flowLeadId, offer, accept } = await valuedFlow();
      expect(await accept({ offer_price: 20_000 })).toMatchObject({
        status: 400,
        body: { error: offerMessages.priceChanged },
      });
      expect(await accept({ valuation_id: randomUUID() })).toMatchObject({
        status: 400,
        body: { error: offerMessages.notFound },
      });
      expect(await accept({ valuation_id: "not-a-lead" })).toMatchObject({
        status: 400,
        body: { error: offerMessages.notFound },
      });
      const newer = await recordOffer(db(), harbourside(), flowLeadId, { ...estimate, offer: 16_000 }, new Date());
      expect(newer?.id).not.toBe(offer.id);
      expect(await accept({ offer_price: 16_000 })).toMatchObject({
        status: 400,
        body: { error: offerMessages.notFound },
      });
    });

    it("refuses an expired offer with the day it expired", async () => {
      const madeAt = new Date("2026-11-02T01:00:00.000Z");
      const { accept } = await valuedFlow(madeAt);
      // Harbourside's 7 days, dated in its state.
      expect(await accept({}, new Date("2026-11-09T01:00:00.000Z"))).toMatchObject({
        status: 400,
        body: { error: "This offer expired on 9 Nov 2026; value your car again for a current offer." },
      });
      const inTime = await accept({}, new Date("2026-11-09T00:59:00.000Z"));
      expect(inTime.status).toBe(200);
    });

    it("books the inspection at a time the location offers, and refuses a closed one", async () => {
      const { accept } = await valuedFlow();
      const [location] = await db().select().from(locations).where(eq(locations.siteId, harbourside().id)).limit(1);
      if (!location) throw new Error("no location");
      const day = generateSlots(location.openingHours, [], {
        now: new Date(),
        timeZone: timeZoneForState(location.state),
        minNoticeMinutes: 24 * 60,
      }).at(-1);
      const time = day?.times[0];
      if (!day || !time) throw new Error("no slots");
      const closed = await accept({ location_id: location.id, inspectionAt: slotValue(day.date, "03:00") });
      expect(closed).toMatchObject({
        status: 400,
        body: { fieldErrors: { inspectionAt: "That booking time is no longer available. Please choose another." } },
      });
      const past = await accept({ location_id: location.id, inspectionAt: "2020-01-06T10:00" });
      expect(past.status).toBe(400);
      const booked = await accept({ location_id: location.id, inspectionAt: slotValue(day.date, time) });
      if (booked.status !== 200) throw new Error(JSON.stringify(booked.body));
      const { lead } = await stored(booked.body.lead_id);
      expect(lead?.payload).toMatchObject({
        inspectionAt: slotValue(day.date, time),
        inspection_label: expect.stringContaining(day.date.slice(0, 4)) as string,
      });
    });
  });

  describe("POST /api/miscellaneous", () => {
    const withFlag = (saveValuation: boolean) => {
      const base = harbourside();
      return { ...base, config: { ...base.config, tradeIn: { ...base.config.tradeIn, saveValuation } } };
    };

    it("saves the accepted valuation against its lead where the dealership's flag is on, once per lead", async () => {
      const { flowLeadId, acceptedId } = await wholeFlow();
      const value = savedValuationValue(shoppersCar, condition, flowLeadId, estimate);
      const body = { lead_id: acceptedId, column_name: "valuation", value };
      expect(await saveMiscellaneous(db(), withFlag(true), body)).toEqual({ status: 200, body: { ok: true } });
      expect(
        await saveMiscellaneous(db(), withFlag(true), { ...body, value: { ...value, offer_price: 16_000 } }),
      ).toEqual({ status: 200, body: { ok: true } });
      const rows = await db()
        .select()
        .from(leadMiscellaneous)
        .where(and(eq(leadMiscellaneous.leadId, acceptedId), eq(leadMiscellaneous.columnName, "valuation")));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.value).toMatchObject({
        id: flowLeadId,
        offer_price: 16_000,
        offer_accepted: true,
        rego: "ABC123",
      });
      const [lead] = await db().select().from(leads).where(eq(leads.id, acceptedId));
      expect(rows[0]?.dealershipId).toBe(lead?.dealershipId);
    });

    it("refuses where the flag is off, for an unknown lead and for a bad body", async () => {
      const { flowLeadId, acceptedId } = await wholeFlow();
      const value = savedValuationValue(shoppersCar, condition, flowLeadId, estimate);
      expect(
        await saveMiscellaneous(db(), withFlag(false), { lead_id: acceptedId, column_name: "valuation", value }),
      ).toEqual({ status: 404, body: { error: miscellaneousMessages.notSaved } });
      expect(
        await saveMiscellaneous(db(), withFlag(true), { lead_id: randomUUID(), column_name: "valuation", value }),
      ).toEqual({ status: 400, body: { error: miscellaneousMessages.leadNotFound } });
      const bad = await saveMiscellaneous(db(), withFlag(true), {
        lead_id: acceptedId,
        column_name: "price",
        value,
      });
      expect(bad).toMatchObject({ status: 400, body: { fieldErrors: { column_name: "Unknown column" } } });
    });
  });
});
