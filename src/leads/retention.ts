// Personal data is kept only as long as each site's `privacy` settings say (decision 028), then
// deleted on the lead worker's loop (no cron outside the app): leads with their delivery rows and
// saved values (the foreign keys cascade), queued shopper e-mails with no lead, turned-away
// submissions, used or expired sign-in codes and the local SMS log's copies, and expired sessions.
// Runs on the platform's connection (every site's rows), so every delete names its site.
import { and, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { leadOutbox, leadRejections, leads, sessions, signInCodes, sites, smsMessages } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { purgeExpiredRateLimits } from "@/platform/rate-limit";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { SiteConfig } from "@/sites/config-schema";

export type RetentionReport = {
  leads: number;
  messages: number;
  rejections: number;
  signInCodes: number;
  smsMessages: number;
  sessions: number;
  rateLimitCounters: number;
};

const day = 24 * 60 * 60_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * day);

/** Deletes one site's personal data past its retention; answers how many rows of each kind went. */
export async function purgeSitePersonalData(
  db: Db,
  siteId: string,
  privacy: SiteConfig["privacy"],
  now: Date = new Date(),
): Promise<Omit<RetentionReport, "rateLimitCounters">> {
  const leadCutoff = daysBefore(now, privacy.leadRetentionDays);
  const codeCutoff = daysBefore(now, privacy.signInCodeRetentionDays);
  const sessionCutoff = daysBefore(now, privacy.expiredSessionRetentionDays);
  const count = (rows: readonly unknown[]) => rows.length;

  const goneLeads = await db
    .delete(leads)
    .where(and(eq(leads.siteId, siteId), lt(leads.createdAt, leadCutoff)))
    .returning({ id: leads.id });
  // A prepared e-mail to a shopper (a buy-online resume link) once it is sent or given up on.
  const goneMessages = await db
    .delete(leadOutbox)
    .where(
      and(
        eq(leadOutbox.siteId, siteId),
        isNull(leadOutbox.leadId),
        inArray(leadOutbox.status, ["sent", "dead"]),
        lt(leadOutbox.createdAt, leadCutoff),
      ),
    )
    .returning({ id: leadOutbox.id });
  const goneRejections = await db
    .delete(leadRejections)
    .where(and(eq(leadRejections.siteId, siteId), lt(leadRejections.createdAt, leadCutoff)))
    .returning({ id: leadRejections.id });
  const goneCodes = await db
    .delete(signInCodes)
    .where(
      and(
        eq(signInCodes.siteId, siteId),
        or(lt(signInCodes.expiresAt, codeCutoff), lt(signInCodes.consumedAt, codeCutoff)),
      ),
    )
    .returning({ id: signInCodes.id });
  const goneSms = await db
    .delete(smsMessages)
    .where(and(eq(smsMessages.siteId, siteId), lt(smsMessages.createdAt, codeCutoff)))
    .returning({ id: smsMessages.id });
  const goneSessions = await db
    .delete(sessions)
    .where(and(eq(sessions.siteId, siteId), lt(sessions.expiresAt, sessionCutoff)))
    .returning({ id: sessions.id });
  return {
    leads: count(goneLeads),
    messages: count(goneMessages),
    rejections: count(goneRejections),
    signInCodes: count(goneCodes),
    smsMessages: count(goneSms),
    sessions: count(goneSessions),
  };
}

/**
 * Every site's purge with its own settings, and the rate limiter's finished windows. A site whose
 * stored config no longer validates is purged with the platform's defaults rather than kept forever.
 */
export async function purgePersonalData(db: Db, now: Date = new Date()): Promise<RetentionReport> {
  const total: RetentionReport = {
    leads: 0,
    messages: 0,
    rejections: 0,
    signInCodes: 0,
    smsMessages: 0,
    sessions: 0,
    rateLimitCounters: 0,
  };
  const rows = await db.select().from(sites);
  for (const site of rows) {
    let privacy: SiteConfig["privacy"];
    try {
      privacy = resolveSiteConfig(site.template, site.configOverrides).privacy;
    } catch (error) {
      logger.warn("retention: the site's config does not validate; purging with the default periods", {
        site: site.slug,
        error: error instanceof Error ? error.message : String(error),
      });
      privacy = resolveSiteConfig("default", {}).privacy;
    }
    const report = await purgeSitePersonalData(db, site.id, privacy, now);
    for (const [key, value] of Object.entries(report) as [keyof typeof report, number][]) total[key] += value;
    if (Object.values(report).some((value) => value > 0))
      logger.info("retention: personal data deleted", { site: site.slug, ...report });
  }
  total.rateLimitCounters = await purgeExpiredRateLimits(db, now);
  return total;
}

/** The worker chore (see LeadWorkerOptions.chores): hourly is plenty for periods counted in days. */
export function personalDataRetentionChore(db: Db) {
  return { name: "personal-data-retention", everyMs: 60 * 60_000, run: () => purgePersonalData(db) };
}
