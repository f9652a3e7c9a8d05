import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import {
  leadOutbox,
  leads,
  rateLimitCounters,
  sessions,
  signInCodes,
  sites as siteTable,
  smsMessages,
  users,
} from "@/platform/db/schema";
import { takeRateLimit } from "@/platform/rate-limit";
import { purgePersonalData } from "@/leads/retention";
import { seedLeadSites, testBackends, type TestDatabase } from "@/leads/testing/database";
import type { LeadSite } from "@/leads/server/submit";

// Personal data past each site's retention is deleted by the worker's chore, and nothing younger:
// leads with their delivery rows, used or expired sign-in codes, expired sessions, the local SMS log,
// and the rate limiter's finished windows. Against PGlite and (with DATABASE_URL) the server.

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
        payload: { name: "Jane", phone: "0412 345 678" } as never,
        createdAt,
      })
      .returning({ id: leads.id });
    if (!row) throw new Error("no lead");
    await db().insert(leadOutbox).values({ siteId, leadId: row.id, channel: "email", target: "sales@example.com" });
    return row.id;
  }

  it("deletes leads (and their delivery rows) older than the site's setting, default 730 days", async () => {
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

    const report = await purgePersonalData(db(), now);
    expect(report.leads).toBe(2);

    const left = await db()
      .select({ id: leads.id })
      .from(leads)
      .where(inArray(leads.id, [oldHarbourside, keptHarbourside, oldRedgum, keptRedgum]));
    expect(left.map((row) => row.id).sort()).toEqual([keptHarbourside, keptRedgum].sort());
    const outbox = await db()
      .select({ leadId: leadOutbox.leadId })
      .from(leadOutbox)
      .where(inArray(leadOutbox.leadId, [oldHarbourside, oldRedgum]));
    expect(outbox).toEqual([]);
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
});
