// Personal data is kept only as long as each site's `privacy` settings say (decision 028), then
// deleted on the lead worker's loop (no cron outside the app). A lead loses the shopper's contact
// details and answers (decision 044): its payload keeps only what describes the lead, not the person
// (type, car, dealership, source page), `contact_blanked_at` is set, and its delivery rows (each a
// copy of the details), saved values and staff notes go; the row stays, with its dates and status,
// for the dealer's figures. Queued shopper e-mails with no lead, turned-away
// submissions, used or expired sign-in codes and the local SMS log's copies, and expired sessions.
// Finished reservations and online payments lose the shopper's name, phone and e-mail but stay for
// the dealer's accounts; confirmed buy-online journeys lose their answers; spin-to-win entries go.
// (Unfinished journeys go sooner, 30 days after their last save: src/checkout/journey/journey-purge.ts.)
// Runs on the platform's connection (every site's rows), so every statement names its site.
import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import {
  checkoutJourneys,
  leadMiscellaneous,
  leadNotes,
  leadOutbox,
  leadRejections,
  leads,
  onlinePayments,
  reservations,
  sessions,
  signInCodes,
  sites,
  smsMessages,
  spinEntries,
} from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { purgeExpiredRateLimits } from "@/platform/rate-limit";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { SiteConfig } from "@/sites/config-schema";

export type RetentionReport = {
  /** Leads whose contact details were blanked (the rows stay). */
  leads: number;
  messages: number;
  rejections: number;
  signInCodes: number;
  smsMessages: number;
  sessions: number;
  /** Finished reservations whose shopper's details were blanked. */
  reservations: number;
  /** Online payments whose payer's details were blanked. */
  onlinePayments: number;
  /** Confirmed buy-online journeys whose answers were cleared. */
  journeys: number;
  spinEntries: number;
  rateLimitCounters: number;
};

/** Reservations in these states are over: nothing will read the shopper's details again. */
const finishedReservation = ["captured", "expired", "cancelled", "refunded", "failed"] as const;

/**
 * What a lead's payload keeps once its contact details are blanked: what it was (form, category),
 * where it came from (page, dealership, location), which car it was about and the event's own facts
 * (a reservation's or payment's amount and state, a prize). Everything else goes, whatever its name,
 * so a field a form adds later is blanked without anyone remembering to list it here.
 */
export const leadKeysKeptAfterRetention = [
  "form_type",
  "category",
  "subcategory",
  "source",
  "url",
  "dealership_slug",
  "location",
  "location_name",
  "car_id",
  "car_dealership_id",
  "manufacturer_slug",
  "stock_number",
  "Vehicle Make",
  "Vehicle Model",
  "vehicle_name",
  "vehicle_year",
  "car_type",
  "vehicle_status",
  "vin",
  "opt_in",
  "terms_agreed",
  "additional_services",
  "reservation_id",
  "reservation_event",
  "reservation_status",
  "reservation_origin",
  "deposit",
  "amount_paid",
  "prize",
] as const;

const day = 24 * 60 * 60_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * day);

/** Deletes or blanks one site's personal data past its retention; answers how many rows of each kind. */
export async function purgeSitePersonalData(
  db: Db,
  siteId: string,
  privacy: SiteConfig["privacy"],
  now: Date = new Date(),
): Promise<Omit<RetentionReport, "rateLimitCounters">> {
  const leadCutoff = daysBefore(now, privacy.leadRetentionDays);
  const codeCutoff = daysBefore(now, privacy.signInCodeRetentionDays);
  const sessionCutoff = daysBefore(now, privacy.expiredSessionRetentionDays);
  const transactionCutoff = daysBefore(now, privacy.transactionRetentionDays);
  const count = (rows: readonly unknown[]) => rows.length;

  const blankedLeads = await db
    .update(leads)
    .set({
      payload: sql`(select coalesce(jsonb_object_agg(kept.key, kept.value), '{}'::jsonb) from jsonb_each(${leads.payload}) as kept where kept.key in (${sql.join(
        leadKeysKeptAfterRetention.map((key) => sql`${key}`),
        sql`, `,
      )}))`,
      userAgent: null,
      contactBlankedAt: now,
    })
    .where(and(eq(leads.siteId, siteId), lt(leads.createdAt, leadCutoff), isNull(leads.contactBlankedAt)))
    .returning({ id: leads.id });
  // Every copy of the details beside the lead: what was sent (or still waits to be), saved values
  // (an accepted trade-in offer names the shopper's car) and the staff's notes about the shopper.
  const blankedOfSite = db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, siteId), isNotNull(leads.contactBlankedAt)));
  await db.delete(leadOutbox).where(and(eq(leadOutbox.siteId, siteId), inArray(leadOutbox.leadId, blankedOfSite)));
  await db
    .delete(leadMiscellaneous)
    .where(and(eq(leadMiscellaneous.siteId, siteId), inArray(leadMiscellaneous.leadId, blankedOfSite)));
  await db.delete(leadNotes).where(and(eq(leadNotes.siteId, siteId), inArray(leadNotes.leadId, blankedOfSite)));
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
  // The row stays for the dealer's accounts (amount, status, card's last four, processor reference).
  const blankedReservations = await db
    .update(reservations)
    .set({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      postcode: null,
      userId: null,
      accessToken: null,
      updatedAt: now,
    })
    .where(
      and(
        eq(reservations.siteId, siteId),
        inArray(reservations.status, [...finishedReservation]),
        lt(
          sql`coalesce(${reservations.endedAt}, ${reservations.capturedAt}, ${reservations.createdAt})`,
          transactionCutoff,
        ),
        or(
          ne(reservations.email, ""),
          ne(reservations.phone, ""),
          ne(reservations.firstName, ""),
          ne(reservations.lastName, ""),
          isNotNull(reservations.postcode),
          isNotNull(reservations.userId),
        ),
      ),
    )
    .returning({ id: reservations.id });
  // Paid, declined or failed, or left pending: a payment is settled or dead long before the period ends.
  const blankedPayments = await db
    .update(onlinePayments)
    .set({ name: "", email: "", phone: "", userId: null })
    .where(
      and(
        eq(onlinePayments.siteId, siteId),
        lt(sql`coalesce(${onlinePayments.paidAt}, ${onlinePayments.createdAt})`, transactionCutoff),
        or(
          ne(onlinePayments.email, ""),
          ne(onlinePayments.phone, ""),
          ne(onlinePayments.name, ""),
          isNotNull(onlinePayments.userId),
        ),
      ),
    )
    .returning({ id: onlinePayments.id });
  // The purchase reference and the lead link stay; the answers (contact, finance, trade-in, handover) go.
  const clearedJourneys = await db
    .update(checkoutJourneys)
    .set({ answers: {}, resumeTokenHash: null, resumeTokenExpiresAt: null, updatedAt: now })
    .where(
      and(
        eq(checkoutJourneys.siteId, siteId),
        eq(checkoutJourneys.status, "submitted"),
        lt(sql`coalesce(${checkoutJourneys.submittedAt}, ${checkoutJourneys.updatedAt})`, transactionCutoff),
        or(sql`${checkoutJourneys.answers} <> '{}'::jsonb`, isNotNull(checkoutJourneys.resumeTokenHash)),
      ),
    )
    .returning({ id: checkoutJourneys.id });
  // The prize went to the dealer as a lead; the entry is only the phone's one spin. Once it goes, the
  // phone may spin again.
  const goneSpins = await db
    .delete(spinEntries)
    .where(and(eq(spinEntries.siteId, siteId), lt(spinEntries.createdAt, transactionCutoff)))
    .returning({ id: spinEntries.id });
  return {
    leads: count(blankedLeads),
    messages: count(goneMessages),
    rejections: count(goneRejections),
    signInCodes: count(goneCodes),
    smsMessages: count(goneSms),
    sessions: count(goneSessions),
    reservations: count(blankedReservations),
    onlinePayments: count(blankedPayments),
    journeys: count(clearedJourneys),
    spinEntries: count(goneSpins),
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
    reservations: 0,
    onlinePayments: 0,
    journeys: 0,
    spinEntries: 0,
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
      logger.info("retention: personal data deleted or blanked", { site: site.slug, ...report });
  }
  total.rateLimitCounters = await purgeExpiredRateLimits(db, now);
  return total;
}

/** The worker chore (see LeadWorkerOptions.chores): hourly is plenty for periods counted in days. */
export function personalDataRetentionChore(db: Db) {
  return { name: "personal-data-retention", everyMs: 60 * 60_000, run: () => purgePersonalData(db) };
}
