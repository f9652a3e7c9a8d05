import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, count, eq, ne, sql } from "drizzle-orm";
import { openDatabase } from "@/platform/db/connect";
import {
  cars,
  dealerships,
  leadOutbox,
  leadRejections,
  leads,
  locations,
  rateLimitCounters,
} from "@/platform/db/schema";
import { handleLeadPost } from "@/leads/server/http";
import {
  defaultRateLimits,
  leadJourney,
  submitLead,
  submitMessages,
  type LeadSite,
  type RateLimits,
} from "@/leads/server/submit";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import { generateSlots, slotValue } from "@/leads/slots";
import { timeZoneForState } from "@/platform/australian-states";

// Lead submission against a real database: validation, routing to the outbox, idempotency, spam
// and flood protection, and what happens when the database fails part-way.

const roomyLimits: RateLimits = { phonePerWindow: 1_000, ipPerWindow: 1_000, windowMs: 60 * 60_000 };

function enquiryBody(fields: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  return {
    formType: "enquiry",
    idempotency_key: randomUUID(),
    fields: {
      name: "Jane",
      last_name: "Citizen",
      email: "jane.citizen@example.com",
      phone: "0412 345 678",
      category: "General Enquiry",
      message: "Do you have a blue one?",
      opt_in: true,
      ...fields,
    },
    page_url: "http://harbourside.localhost:3000/contact-us?utm_source=news",
    visited_pages: ["Toyota Corolla (stock #A1)"],
    linked_query_params: { utm_source: "news" },
    ...extra,
  };
}

let ipCounter = 0;
/** Each test gets its own caller address, so rate limits of one test never touch another. */
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

function expectConsoleError(): () => number {
  // The setup fails a test on console.error; here an error log is the expected outcome.
  const spy = vi.spyOn(console, "error").mockImplementation(() => undefined);
  return () => spy.mock.calls.length;
}

describe.each(testBackends())("lead submission on $name", (backend) => {
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
  const siteOf = (slug: string) => {
    const found = site[slug];
    if (!found) throw new Error(`no site ${slug}`);
    return found;
  };
  const submit = (slug: string, body: unknown, limits: RateLimits = roomyLimits, ip = freshIp()) =>
    submitLead(db(), siteOf(slug), body, { ip, userAgent: "vitest" }, { limits });

  async function outboxOf(leadId: string) {
    return db().select().from(leadOutbox).where(eq(leadOutbox.leadId, leadId)).orderBy(leadOutbox.channel);
  }

  it("stores a generic enquiry with its payload and an e-mail row for the location's lead address", async () => {
    const result = await submit(
      "harbourside",
      enquiryBody({
        "Preferred contact_radio_options": ["Phone", "Email"],
        "Preferred contact": "Email",
        "Extended Warranty (check_option)": true,
        "Tint (check_option)": false,
      }),
    );
    expect(result.status).toBe(200);
    if (result.status !== 200) return;
    const [lead] = await db().select().from(leads).where(eq(leads.id, result.body.lead_id));
    expect(lead?.category).toBe("General Enquiry");
    expect(lead?.formType).toBe("enquiry");
    expect(lead?.payload).toMatchObject({
      name: "Jane",
      email: "jane.citizen@example.com",
      "Preferred contact": "Email",
      additional_services: ["Extended Warranty"],
      source: "Website",
      user_agent: "vitest",
      url: "http://harbourside.localhost:3000/contact-us?utm_source=news",
      car_id: null,
      lead_attributes: { visited_pages: ["Toyota Corolla (stock #A1)"], linked_query_params: { utm_source: "news" } },
    });
    expect(lead?.payload).not.toHaveProperty("Preferred contact_radio_options");
    expect(lead?.payload).not.toHaveProperty("Tint");
    const outbox = await outboxOf(result.body.lead_id);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ channel: "email", status: "pending", attempts: 0 });
    expect(outbox[0]?.target).toMatch(/^leads\+.+@harbourside\.example$/);
  });

  it("stores a service booking under its own category, with the service page's extras mapped as the product does", async () => {
    const body = enquiryBody(
      {
        "Loan car required_radio_options": ["Yes", "No"],
        "Loan car required": "Yes",
        "Logbook service (check_option)": true,
        "Tyres (check_option)": true,
        "Brakes (check_option)": false,
      },
      { formType: "service" },
    );
    // The service form has no category question: its category is its own.
    const { category: _unasked, ...fields } = body.fields;
    const result = await submit("harbourside", { ...body, fields });
    if (result.status !== 200) throw new Error(JSON.stringify(result.body));
    const [lead] = await db().select().from(leads).where(eq(leads.id, result.body.lead_id));
    expect(lead).toMatchObject({ formType: "service", category: "Service" });
    expect(lead?.payload).toMatchObject({
      category: "Service",
      "Loan car required": "Yes",
      additional_services: ["Logbook service", "Tyres"],
      source: "Website",
      user_agent: "vitest",
    });
    expect(Object.keys(lead?.payload ?? {}).filter((key) => /_radio_options$|\(check_option\)$/.test(key))).toEqual([]);
  });

  it("sends careers enquiries as general enquiries with the career subcategory", async () => {
    const result = await submit("harbourside", enquiryBody({ category: "Careers Enquiry" }));
    if (result.status !== 200) throw new Error(JSON.stringify(result.body));
    const [lead] = await db().select().from(leads).where(eq(leads.id, result.body.lead_id));
    expect(lead).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  it("stores the careers page's form as a general enquiry with the career subcategory", async () => {
    // harbourside shows the enquiry type on its contact form; the careers form has none, and a category
    // sent with it anyway does not change what it is.
    const result = await submit(
      "harbourside",
      enquiryBody({ category: "Sales Enquiry", message: "Any apprenticeships?" }, { formType: "careers" }),
    );
    if (result.status !== 200) throw new Error(JSON.stringify(result.body));
    const [lead] = await db().select().from(leads).where(eq(leads.id, result.body.lead_id));
    expect(lead).toMatchObject({ formType: "careers", category: "General Enquiry", subcategory: "Career Enquiry" });
    expect(lead?.payload).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
  });

  it("routes a car's lead to its location and adds a CRM row when the dealership has an endpoint", async () => {
    const harbourside = siteOf("harbourside");
    const [car] = await db().select().from(cars).where(eq(cars.siteId, harbourside.id)).limit(1);
    if (!car) throw new Error("no car");
    await db()
      .update(dealerships)
      .set({ crmEndpoint: "http://127.0.0.1:9/crm", crmFormat: "json" })
      .where(eq(dealerships.id, car.dealershipId));
    try {
      const result = await submit("harbourside", {
        ...enquiryBody({}, { formType: "vehicle-enquiry", car_id: car.id }),
      });
      if (result.status !== 200) throw new Error(JSON.stringify(result.body));
      const outbox = await outboxOf(result.body.lead_id);
      expect(outbox.map((row) => [row.channel, row.format])).toEqual([
        ["crm", "json"],
        ["email", null],
      ]);
      const [lead] = await db().select().from(leads).where(eq(leads.id, result.body.lead_id));
      expect(lead).toMatchObject({ carId: car.id, dealershipId: car.dealershipId, category: "Vehicle Enquiry" });
      expect(lead?.payload).toMatchObject({
        car_id: car.id,
        car_dealership_id: car.dealershipId,
        stock_number: car.stocknum,
        "Vehicle Make": car.make,
        "Vehicle Model": car.model,
      });
    } finally {
      await db()
        .update(dealerships)
        .set({ crmEndpoint: null, crmFormat: null })
        .where(eq(dealerships.id, car.dealershipId));
    }
  });

  it("falls back to the dealership's first location's address when the location has none", async () => {
    const harbourside = siteOf("harbourside");
    const siteLocations = await db().select().from(locations).where(eq(locations.siteId, harbourside.id));
    const withoutEmail = siteLocations.find((location) => !location.isPrimary) ?? siteLocations[0];
    if (!withoutEmail) throw new Error("no location");
    const original = withoutEmail.leadEmail;
    await db().update(locations).set({ leadEmail: null }).where(eq(locations.id, withoutEmail.id));
    try {
      const [car] = await db()
        .select()
        .from(cars)
        .where(and(eq(cars.siteId, harbourside.id), eq(cars.status, "in_stock")))
        .limit(1);
      if (!car) throw new Error("no car");
      await db().update(cars).set({ locationId: withoutEmail.id }).where(eq(cars.id, car.id));
      const result = await submit("harbourside", enquiryBody({}, { formType: "vehicle-enquiry", car_id: car.id }));
      if (result.status !== 200) throw new Error(JSON.stringify(result.body));
      const [row] = await outboxOf(result.body.lead_id);
      const fallback = siteLocations.find(
        (location) => location.id !== withoutEmail.id && location.dealershipId === withoutEmail.dealershipId,
      );
      expect(row?.target).toBe(fallback?.leadEmail);
    } finally {
      await db().update(locations).set({ leadEmail: original }).where(eq(locations.id, withoutEmail.id));
    }
  });

  it("rejects a car of another site, and a vehicle form without a car, with 400", async () => {
    const [otherCar] = await db()
      .select()
      .from(cars)
      .where(eq(cars.siteId, siteOf("redgum").id))
      .limit(1);
    const foreign = await submit("harbourside", enquiryBody({}, { formType: "vehicle-enquiry", car_id: otherCar?.id }));
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ error: submitMessages.carNotFound });
    const missing = await submit("harbourside", enquiryBody({}, { formType: "request-photos" }));
    expect(missing).toMatchObject({ status: 400, body: { fieldErrors: { car_id: submitMessages.carRequired } } });
  });

  it("answers bad input with 400 and the fields' messages, and counts the rejection", async () => {
    const before = await rejections("invalid");
    const result = await submit("harbourside", enquiryBody({ name: "", email: "not-an-email", phone: "12345" }));
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({
      fieldErrors: {
        name: "Please enter your first name",
        email: "Please enter a valid email address",
        phone: "Please enter a valid Australian phone number, e.g. 0412 345 678 or (02) 9876 5432",
      },
    });
    const garbage = await submit("harbourside", { formType: "nonsense" });
    expect(garbage.status).toBe(400);
    expect(await rejections("invalid")).toBe(before + 2);
  });

  it("applies each site's rules: terms on redgum, dealership and location choices on southern-cross", async () => {
    const redgum = await submit("redgum", enquiryBody({ terms: false }));
    expect(redgum).toMatchObject({
      status: 400,
      body: { fieldErrors: { terms: "*You must agree to the terms of use before submitting." } },
    });
    expect((await submit("redgum", enquiryBody({ terms: true }))).status).toBe(200);

    const group = await submit("southern-cross", enquiryBody({ message: "" }));
    expect(group).toMatchObject({
      status: 400,
      body: {
        fieldErrors: {
          location: "Please Select a Dealership Location",
          dealership_slug: "Please select a preferred dealership",
        },
      },
    });
    const groupSite = siteOf("southern-cross");
    const [location] = await db().select().from(locations).where(eq(locations.siteId, groupSite.id)).limit(1);
    const [dealership] = await db()
      .select()
      .from(dealerships)
      .where(eq(dealerships.id, location?.dealershipId ?? ""));
    const foreignLocation = await submit(
      "southern-cross",
      enquiryBody({ message: "", location: randomUUID(), dealership_slug: dealership?.slug }),
    );
    expect(foreignLocation).toMatchObject({
      status: 400,
      body: { fieldErrors: { location: "Please choose one of the options" } },
    });
    // A dealership and a location of another dealership of the group do not go together.
    const [otherDealership] = await db()
      .select()
      .from(dealerships)
      .where(and(eq(dealerships.siteId, groupSite.id), ne(dealerships.id, location?.dealershipId ?? "")))
      .limit(1);
    if (!otherDealership) throw new Error("southern-cross has more than one dealership");
    const mismatched = await submit(
      "southern-cross",
      enquiryBody({ message: "", location: location?.id, dealership_slug: otherDealership.slug }),
    );
    expect(mismatched).toMatchObject({
      status: 400,
      body: { fieldErrors: { location: "Please choose a location of the selected dealership" } },
    });
    const ok = await submit(
      "southern-cross",
      enquiryBody({ message: "", location: location?.id, dealership_slug: dealership?.slug }),
    );
    if (ok.status !== 200) throw new Error(JSON.stringify(ok.body));
    const [lead] = await db().select().from(leads).where(eq(leads.id, ok.body.lead_id));
    expect(lead).toMatchObject({ locationId: location?.id, dealershipId: dealership?.id });
  });

  it("books a test drive only at a time the location offers", async () => {
    const harbourside = siteOf("harbourside");
    const [car] = await db()
      .select({ car: cars, location: locations })
      .from(cars)
      .innerJoin(locations, eq(cars.locationId, locations.id))
      .where(and(eq(cars.siteId, harbourside.id), eq(cars.status, "in_stock")))
      .limit(1);
    if (!car) throw new Error("no car with a location");
    const days = generateSlots(car.location.openingHours, [], {
      now: new Date(),
      timeZone: timeZoneForState(car.location.state),
      minNoticeMinutes: 24 * 60,
    });
    const day = days.at(-1);
    const time = day?.times[0];
    if (!day || !time) throw new Error("no slots");
    const booked = await submit(
      "harbourside",
      enquiryBody(
        { appointment: slotValue(day.date, time), message: "" },
        { formType: "test-drive", car_id: car.car.id },
      ),
    );
    if (booked.status !== 200) throw new Error(JSON.stringify(booked.body));
    const [lead] = await db().select().from(leads).where(eq(leads.id, booked.body.lead_id));
    expect(lead?.category).toBe("Test Drive");
    expect(lead?.payload).toMatchObject({ appointment: slotValue(day.date, time) });
    const midnight = await submit(
      "harbourside",
      enquiryBody({ appointment: slotValue(day.date, "03:00") }, { formType: "test-drive", car_id: car.car.id }),
    );
    expect(midnight).toMatchObject({
      status: 400,
      body: { fieldErrors: { appointment: expect.any(String) as string } },
    });
  });

  it("returns the first lead for a repeated idempotency key and writes nothing new", async () => {
    const body = enquiryBody();
    const first = await submit("harbourside", body);
    const second = await submit("harbourside", { ...body, fields: { ...body.fields, message: "changed" } });
    if (first.status !== 200 || second.status !== 200) throw new Error("not stored");
    expect(second.body.lead_id).toBe(first.body.lead_id);
    expect(second.created).toBe(false);
    const [stored] = await db()
      .select({ n: count() })
      .from(leads)
      .where(eq(leads.idempotencyKey, body.idempotency_key));
    expect(stored?.n).toBe(1);
    expect(await outboxOf(first.body.lead_id)).toHaveLength(1);
  });

  it("lets the same key through concurrently only once", async () => {
    const body = enquiryBody();
    const ip = freshIp();
    const results = await Promise.all([1, 2, 3, 4, 5, 6].map(() => submit("harbourside", body, roomyLimits, ip)));
    const ids = new Set(results.map((result) => (result.status === 200 ? result.body.lead_id : result.status)));
    expect(ids.size).toBe(1);
    expect(results.filter((result) => result.status === 200 && result.created)).toHaveLength(1);
  });

  async function rejections(reason: string): Promise<number> {
    const [row] = await db()
      .select({ n: count() })
      .from(leadRejections)
      .where(and(eq(leadRejections.siteId, siteOf("harbourside").id), sql`${leadRejections.reason} = ${reason}`));
    return row?.n ?? 0;
  }

  it("rate-limits by phone and by address with 429, counting each rejection", async () => {
    const limits: RateLimits = { phonePerWindow: 2, ipPerWindow: 3, windowMs: 60 * 60_000 };
    const phone = "0499 000 111";
    const before = await rejections("rate-limit-phone");
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await submit("harbourside", enquiryBody({ phone }), limits)).status).toBe(200);
    }
    // The same number written another way is the same phone.
    const limited = await submit("harbourside", enquiryBody({ phone: "+61 499 000 111" }), limits);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: submitMessages.ratePhone });
    expect(await rejections("rate-limit-phone")).toBe(before + 1);

    const ip = freshIp();
    const beforeIp = await rejections("rate-limit-ip");
    for (const suffix of ["1", "2", "3"]) {
      expect((await submit("harbourside", enquiryBody({ phone: `0411 000 00${suffix}` }), limits, ip)).status).toBe(
        200,
      );
    }
    const flooded = await submit("harbourside", enquiryBody({ phone: "0411 000 009" }), limits, ip);
    expect(flooded).toMatchObject({ status: 429, body: { error: submitMessages.rateIp } });
    // Retry-After: the seconds until the limiter's window turns over, within the hour.
    const wait = Number("headers" in flooded ? flooded.headers?.["retry-after"] : undefined);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3600);
    expect(await rejections("rate-limit-ip")).toBe(beforeIp + 1);
    const [counted] = await db().select({ n: count() }).from(rateLimitCounters);
    expect(counted?.n).toBeGreaterThan(0);
  });

  it("never stops a shopper finishing their own journeys: a phone is counted per journey, later steps and a verified phone not at all", async () => {
    const limits: RateLimits = { phonePerWindow: 1, ipPerWindow: 100, windowMs: 60 * 60_000 };
    const phone = "0499 000 222";
    const first = await submit("harbourside", enquiryBody({ phone }), limits);
    expect(first.status).toBe(200);
    // Another journey with the same phone: its own count.
    expect((await submit("harbourside", enquiryBody({ phone }, { formType: "careers" }), limits)).status).toBe(200);
    // A later step of the first journey names its lead: not counted again.
    const leadId = first.status === 200 ? first.body.lead_id : "";
    expect((await submit("harbourside", enquiryBody({ phone }, { lead_id: leadId }), limits)).status).toBe(200);
    // A second enquiry journey from the same phone is counted.
    expect((await submit("harbourside", enquiryBody({ phone }), limits)).status).toBe(429);
    // The same shopper signed in with that phone verified is not limited by it.
    const signedIn = await submitLead(
      db(),
      siteOf("harbourside"),
      enquiryBody({ phone: "+61 499 000 222" }),
      { ip: freshIp(), userAgent: "vitest", verifiedPhone: "0499000222" },
      { limits },
    );
    expect(signedIn.status).toBe(200);
  });

  it("keeps a shared address's limit high enough for a showroom: 200 leads an hour by default", () => {
    expect(defaultRateLimits.ipPerWindow).toBe(200);
    expect(leadJourney("offer-accepted")).toBe(leadJourney("rego-lookup"));
    expect(leadJourney("test-drive")).not.toBe(leadJourney("vehicle-enquiry"));
  });

  it("turns away a filled-in honeypot with a message, counted", async () => {
    const before = await rejections("honeypot");
    const result = await submit("harbourside", enquiryBody({ website: "http://spam.example" }));
    expect(result).toEqual({ status: 400, body: { error: submitMessages.honeypot } });
    expect(await rejections("honeypot")).toBe(before + 1);
  });

  it("answers over HTTP: 200 with lead_id, 400 for unreadable JSON", async () => {
    const request = (body: string) =>
      new Request("http://harbourside.localhost/api/leads", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.7, ${freshIp()}` },
        body,
      });
    const ok = await handleLeadPost(request(JSON.stringify(enquiryBody())), {
      db: db(),
      site: siteOf("harbourside"),
      limits: roomyLimits,
    });
    expect(ok.response.status).toBe(200);
    expect(await ok.response.json()).toEqual({ lead_id: expect.any(String) as string });
    const bad = await handleLeadPost(request("{nope"), { db: db(), site: siteOf("harbourside") });
    expect(bad.response.status).toBe(400);
    expect(await bad.response.json()).toEqual({ error: submitMessages.unreadable });
  });

  it("leaves nothing half-written when the database fails inside the transaction", async () => {
    await db().execute(
      sql.raw(`create or replace function fail_outbox() returns trigger language plpgsql as $$
        begin raise exception 'outbox unavailable'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger fail_outbox before insert on lead_outbox for each row execute function fail_outbox()`),
    );
    try {
      const errors = expectConsoleError();
      const hitsCounted = async () =>
        (await db().select({ hits: rateLimitCounters.hits }).from(rateLimitCounters)).reduce(
          (sum, row) => sum + row.hits,
          0,
        );
      const hitsBefore = await hitsCounted();
      const body = enquiryBody();
      const result = await submit("harbourside", body);
      expect(result).toEqual({ status: 503, body: { error: submitMessages.unavailable } });
      expect(errors()).toBe(1);
      const [stored] = await db()
        .select({ n: count() })
        .from(leads)
        .where(eq(leads.idempotencyKey, body.idempotency_key));
      expect(stored?.n).toBe(0);
      // The limiter's count rolled back with the lead: a failed submission uses up nothing.
      expect(await hitsCounted()).toBe(hitsBefore);
    } finally {
      await db().execute(sql.raw(`drop trigger fail_outbox on lead_outbox`));
    }
  });

  it("gives a clear error when the database is down", async () => {
    const errors = expectConsoleError();
    const down =
      backend.name === "PGlite"
        ? await openDatabase({})
        : await openDatabase({
            databaseUrl: Object.assign(new URL(process.env.DATABASE_URL ?? ""), {
              pathname: `/missing_${randomUUID().slice(0, 8)}`,
            }).toString(),
          });
    if (down.kind === "pglite") await down.close();
    try {
      const result = await submit("harbourside", enquiryBody());
      expect(result.status).toBe(200);
      const failed = await submitLead(down.db, siteOf("harbourside"), enquiryBody(), {
        ip: freshIp(),
        userAgent: null,
      });
      expect(failed).toEqual({ status: 503, body: { error: submitMessages.unavailable } });
      expect(errors()).toBeGreaterThan(0);
    } finally {
      if (down.kind === "postgres") await down.close();
    }
  });
});
