import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import {
  cars,
  checkoutJourneys,
  leadMiscellaneous,
  leadNotes,
  leadOutbox,
  leads,
  onlinePayments,
  rateLimitCounters,
  reservations,
  sessions,
  signInCodes,
  sites as siteTable,
  smsMessages,
  spinEntries,
  users,
} from "@/platform/db/schema";
import { takeRateLimit } from "@/platform/rate-limit";
import { purgePersonalData } from "@/leads/retention";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import type { LeadSite } from "@/leads/server/submit";

// Personal data past each site's retention is deleted or blanked by the worker's chore, and nothing
// younger: leads' contact details (the lead stays) with their delivery rows, used or expired sign-in codes, expired sessions, the local SMS log,
// the shopper's details on finished reservations, online payments and confirmed buy-online journeys
// (the rows stay, blanked), spin-to-win entries, and the rate limiter's finished windows. Against
// PGlite and (with DATABASE_URL) the server.

const day = 24 * 60 * 60_000;

describe.each(testBackends())("personal data retention on $name", (backend) => {
  let test: TestDatabase;
  let sites: Record<string, LeadSite>;
  const db = (): Db => test.database.db;
  const now = new Date();
  const ago = (days: number) => new Date(now.getTime() - days * day);

  beforeAll(async () => {
    process.env.LOG_LEVEL = "error";
    test = await backend.open();
    sites = await seedLeadSites(test.database);
  });

  afterAll(async () => {
    await test.dispose();
  });

  const site = (slug: string) => {
    const found = sites[slug];
    if (!found) throw new Error(`no ${slug}`);
    return found;
  };

  async function lead(siteId: string, createdAt: Date): Promise<string> {
    const [row] = await db()
      .insert(leads)
      .values({
        siteId,
        idempotencyKey: randomUUID(),
        category: "General Enquiry",
        formType: "test-drive",
        payload: {
          form_type: "test-drive",
          name: "Jane",
          last_name: "Smith",
          phone: "0412 345 678",
          email: "jane@example.com",
          message: "Please call after 5",
          stock_number: "R123",
          vehicle_name: "2020 Mazda CX-5",
        } as never,
        createdAt,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("no lead");
    await db().insert(leadOutbox).values({ siteId, leadId: row.id, channel: "email", target: "sales@example.com" });
    return row.id;
  }

  it("blanks the contact details of leads older than the site's setting (default 730 days), keeping the lead for the figures", async () => {
    const harbourside = site("harbourside");
    const redgum = site("redgum");
    // Redgum keeps leads for 90 days only.
    await db()
      .update(siteTable)
      .set({ configOverrides: sql`${siteTable.configOverrides} || '{"privacy":{"leadRetentionDays":90}}'::jsonb` })
      .where(eq(siteTable.id, redgum.id));
    const oldHarbourside = await lead(harbourside.id, ago(731));
    const keptHarbourside = await lead(harbourside.id, ago(400));
    const oldRedgum = await lead(redgum.id, ago(91));
    const keptRedgum = await lead(redgum.id, ago(30));
    await db().update(leads).set({ status: "sold", userAgent: "Mozilla/5.0" }).where(eq(leads.id, oldRedgum));
    await db().insert(leadNotes).values({ siteId: redgum.id, leadId: oldRedgum, body: "Called Jane on 0412 345 678" });
    await db()
      .insert(leadMiscellaneous)
      .values({ siteId: redgum.id, leadId: oldRedgum, columnName: "valuation", value: { rego: "ABC123" } });

    const report = await purgePersonalData(db(), now);
    expect(report.leads).toBe(2);

    const rows = await db()
      .select()
      .from(leads)
      .where(inArray(leads.id, [oldHarbourside, keptHarbourside, oldRedgum, keptRedgum]));
    const byId = new Map(rows.map((row) => [row.id, row]));
    // Every lead is still there: the dealer's counts of leads by type, car and status do not change.
    expect(rows).toHaveLength(4);
    const blanked = byId.get(oldRedgum);
    expect(blanked?.contactBlankedAt).toEqual(now);
    expect(blanked?.payload).toEqual({
      form_type: "test-drive",
      stock_number: "R123",
      vehicle_name: "2020 Mazda CX-5",
    });
    expect(blanked).toMatchObject({ status: "sold", category: "General Enquiry", userAgent: null });
    expect(JSON.stringify(blanked)).not.toMatch(/Jane|0412 345 678|jane@example\.com|Smith|Please call/);
    expect(byId.get(oldHarbourside)?.contactBlankedAt).toEqual(now);
    // Younger leads keep everything.
    expect(byId.get(keptHarbourside)?.contactBlankedAt).toBeNull();
    expect(byId.get(keptRedgum)?.payload).toMatchObject({ name: "Jane", phone: "0412 345 678" });
    // The copies beside the lead go: delivery rows, saved values, notes.
    const outbox = await db()
      .select({ leadId: leadOutbox.leadId })
      .from(leadOutbox)
      .where(inArray(leadOutbox.leadId, [oldHarbourside, oldRedgum]));
    expect(outbox).toEqual([]);
    expect(await db().select().from(leadNotes).where(eq(leadNotes.leadId, oldRedgum))).toEqual([]);
    expect(await db().select().from(leadMiscellaneous).where(eq(leadMiscellaneous.leadId, oldRedgum))).toEqual([]);
    const keptOutbox = await db().select().from(leadOutbox).where(eq(leadOutbox.leadId, keptRedgum));
    expect(keptOutbox).toHaveLength(1);

    // A second pass finds nothing more to blank.
    expect((await purgePersonalData(db(), now)).leads).toBe(0);
  });

  it("deletes used or expired sign-in codes after a day, their SMS log, and expired sessions", async () => {
    const siteId = site("harbourside").id;
    const code = (phone: string, expiresAt: Date, consumedAt: Date | null) =>
      db()
        .insert(signInCodes)
        .values({ siteId, phone, codeHash: "x", expiresAt, consumedAt })
        .returning({ id: signInCodes.id })
        .then((rows) => rows[0]?.id ?? "");
    const expiredLongAgo = await code("+61412000001", ago(2), null);
    const usedLongAgo = await code("+61412000002", new Date(now.getTime() + 600_000), ago(2));
    const live = await code("+61412000003", new Date(now.getTime() + 600_000), null);
    const expiredJustNow = await code("+61412000004", ago(0.5), null);
    await db()
      .insert(smsMessages)
      .values([
        { siteId, to: "+61412000001", body: "123456 is your code", createdAt: ago(2) },
        { siteId, to: "+61412000003", body: "654321 is your code", createdAt: now },
      ]);
    const [user] = await db().insert(users).values({ siteId, phone: "+61412000009" }).returning({ id: users.id });
    if (!user) throw new Error("no user");
    await db()
      .insert(sessions)
      .values([
        { siteId, userId: user.id, tokenHash: randomUUID(), expiresAt: ago(3) },
        { siteId, userId: user.id, tokenHash: randomUUID(), expiresAt: new Date(now.getTime() + day) },
      ]);

    const report = await purgePersonalData(db(), now);
    expect(report).toMatchObject({ signInCodes: 2, smsMessages: 1, sessions: 1 });
    const codes = await db().select({ id: signInCodes.id }).from(signInCodes).where(eq(signInCodes.siteId, siteId));
    expect(codes.map((row) => row.id).sort()).toEqual([live, expiredJustNow].sort());
    expect(codes.map((row) => row.id)).not.toContain(expiredLongAgo);
    expect(codes.map((row) => row.id)).not.toContain(usedLongAgo);
    const left = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1);
  });

  it("deletes the rate limiter's finished windows and keeps the open ones", async () => {
    const siteId = site("southern-cross").id;
    await takeRateLimit(db(), siteId, { bucket: "test:old", max: 5, windowMs: 60_000 }, "a", ago(1));
    await takeRateLimit(db(), siteId, { bucket: "test:open", max: 5, windowMs: 60 * 60_000 }, "a", now);
    await purgePersonalData(db(), now);
    const buckets = await db()
      .select({ bucket: rateLimitCounters.bucket })
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.siteId, siteId));
    expect(buckets.map((row) => row.bucket)).toEqual(["test:open"]);
  });

  it("blanks the shopper's details on finished reservations, payments and journeys past the site's period (default 730 days), keeping the rows", async () => {
    const siteId = site("harbourside").id;
    const carIds = (
      await db().select({ id: cars.id }).from(cars).where(eq(cars.siteId, siteId)).orderBy(cars.id).limit(3)
    ).map((row) => row.id);
    const [sold, returned, held] = carIds as [string, string, string];
    const [user] = await db().insert(users).values({ siteId, phone: "+61412000021" }).returning({ id: users.id });
    const shopper = { firstName: "Jane", lastName: "Citizen", email: "jane@example.com", phone: "+61412000021" };
    const reservation = (carId: string, values: Partial<typeof reservations.$inferInsert>) =>
      db()
        .insert(reservations)
        .values({
          siteId,
          carId,
          idempotencyKey: randomUUID(),
          ...shopper,
          postcode: "2000",
          userId: user!.id,
          amountCents: 50_000,
          paymentProvider: "local",
          paymentReference: `pay_${randomUUID()}`,
          ...values,
        })
        .returning({ id: reservations.id })
        .then((rows) => rows[0]!.id);
    const capturedLongAgo = await reservation(sold, { status: "captured", capturedAt: ago(800), createdAt: ago(805) });
    const cancelledLongAgo = await reservation(returned, {
      status: "cancelled",
      endedAt: ago(731),
      createdAt: ago(740),
    });
    const expiredLately = await reservation(returned, { status: "expired", endedAt: ago(10), createdAt: ago(800) });
    const stillHeld = await reservation(held, { status: "held", heldUntil: ago(-2), createdAt: ago(800) });

    const payment = (paidAt: Date) =>
      db()
        .insert(onlinePayments)
        .values({
          siteId,
          userId: user!.id,
          phone: shopper.phone,
          name: "Jane Citizen",
          email: shopper.email,
          reference: "INV-10234",
          amountCents: 12_345,
          status: "paid",
          idempotencyKey: randomUUID(),
          paymentProvider: "local",
          createdAt: paidAt,
          paidAt,
        })
        .returning({ id: onlinePayments.id })
        .then((rows) => rows[0]!.id);
    const paidLongAgo = await payment(ago(731));
    const paidLately = await payment(ago(5));

    const answers = { contact: { name: "Jane", email: shopper.email, phone: shopper.phone } };
    const journey = (submittedAt: Date) =>
      db()
        .insert(checkoutJourneys)
        .values({
          siteId,
          carId: sold,
          answers,
          currentStep: "deposit",
          status: "submitted",
          tokenHash: randomUUID(),
          resumeTokenHash: randomUUID(),
          resumeTokenExpiresAt: submittedAt,
          reference: `BUY-${randomUUID().slice(0, 8)}`,
          createdAt: submittedAt,
          updatedAt: submittedAt,
          submittedAt,
        })
        .returning({ id: checkoutJourneys.id })
        .then((rows) => rows[0]!.id);
    const confirmedLongAgo = await journey(ago(731));
    const confirmedLately = await journey(ago(100));

    await db()
      .insert(spinEntries)
      .values([
        { siteId, phone: "+61412000031", prize: "Free tint", createdAt: ago(731) },
        { siteId, phone: "+61412000032", prize: "Free tint", createdAt: ago(1) },
      ]);

    const report = await purgePersonalData(db(), now);
    expect(report).toMatchObject({ reservations: 2, onlinePayments: 1, journeys: 1, spinEntries: 1 });

    const contactOf = { firstName: "", lastName: "", email: "", phone: "", postcode: null, userId: null };
    const reservationRows = new Map(
      (
        await db()
          .select()
          .from(reservations)
          .where(inArray(reservations.id, [capturedLongAgo, cancelledLongAgo, expiredLately, stillHeld]))
      ).map((row) => [row.id, row]),
    );
    // Blanked, but still there for the dealer's accounts.
    expect(reservationRows.get(capturedLongAgo)).toMatchObject({
      ...contactOf,
      status: "captured",
      amountCents: 50_000,
    });
    expect(reservationRows.get(capturedLongAgo)?.paymentReference).toMatch(/^pay_/);
    expect(reservationRows.get(cancelledLongAgo)).toMatchObject({ ...contactOf, status: "cancelled" });
    // Ended lately, or not ended at all: the shopper's details stay.
    expect(reservationRows.get(expiredLately)).toMatchObject({ ...shopper, postcode: "2000", userId: user!.id });
    expect(reservationRows.get(stillHeld)).toMatchObject({ ...shopper, postcode: "2000", userId: user!.id });

    const paymentRows = new Map(
      (
        await db()
          .select()
          .from(onlinePayments)
          .where(inArray(onlinePayments.id, [paidLongAgo, paidLately]))
      ).map((row) => [row.id, row]),
    );
    expect(paymentRows.get(paidLongAgo)).toMatchObject({
      name: "",
      email: "",
      phone: "",
      userId: null,
      reference: "INV-10234",
      amountCents: 12_345,
      status: "paid",
    });
    expect(paymentRows.get(paidLately)).toMatchObject({
      name: "Jane Citizen",
      email: shopper.email,
      phone: shopper.phone,
    });

    const journeyRows = new Map(
      (
        await db()
          .select()
          .from(checkoutJourneys)
          .where(inArray(checkoutJourneys.id, [confirmedLongAgo, confirmedLately]))
      ).map((row) => [row.id, row]),
    );
    expect(journeyRows.get(confirmedLongAgo)).toMatchObject({
      answers: {},
      resumeTokenHash: null,
      status: "submitted",
      reference: expect.stringMatching(/^BUY-/) as unknown,
    });
    expect(journeyRows.get(confirmedLately)?.answers).toEqual(answers);

    const spins = await db()
      .select({ phone: spinEntries.phone })
      .from(spinEntries)
      .where(eq(spinEntries.siteId, siteId));
    expect(spins.map((row) => row.phone)).toEqual(["+61412000032"]);

    // A second run finds nothing more to do.
    expect(await purgePersonalData(db(), now)).toMatchObject({
      reservations: 0,
      onlinePayments: 0,
      journeys: 0,
      spinEntries: 0,
    });
  });

  it("keeps the shopper's details on payments for the site's own period", async () => {
    const southernCross = site("southern-cross");
    await db()
      .update(siteTable)
      .set({
        configOverrides: sql`${siteTable.configOverrides} || '{"privacy":{"transactionRetentionDays":60}}'::jsonb`,
      })
      .where(eq(siteTable.id, southernCross.id));
    const payment = (paidAt: Date) =>
      db()
        .insert(onlinePayments)
        .values({
          siteId: southernCross.id,
          phone: "+61412000041",
          name: "Sam Buyer",
          email: "sam@example.com",
          reference: "INV-1",
          amountCents: 1_000,
          status: "paid",
          idempotencyKey: randomUUID(),
          paymentProvider: "local",
          createdAt: paidAt,
          paidAt,
        })
        .returning({ id: onlinePayments.id })
        .then((rows) => rows[0]!.id);
    const overPeriod = await payment(ago(61));
    const withinPeriod = await payment(ago(59));
    await purgePersonalData(db(), now);
    const rows = await db()
      .select({ id: onlinePayments.id, email: onlinePayments.email })
      .from(onlinePayments)
      .where(inArray(onlinePayments.id, [overPeriod, withinPeriod]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.email]))).toEqual({
      [overPeriod]: "",
      [withinPeriod]: "sam@example.com",
    });
  });
});
