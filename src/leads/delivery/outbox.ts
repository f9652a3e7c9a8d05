import { and, asc, eq, gt, inArray, isNotNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars, dealerships, leadOutbox, leads, locations, sites } from "@/platform/db/schema";
import type { DeliveryLead } from "./documents";
import { nextRetryDelay } from "./retry-schedule";

// The outbox as a work queue. Several worker processes may share one PostgreSQL server: a claim
// locks the rows it takes and skips rows another worker holds (FOR UPDATE SKIP LOCKED), and marks
// them 'sending' with a lease. A worker that dies mid-send leaves its rows 'sending'; once the lease
// runs out they are due again, and the interrupted attempt counts as one. The database's clock is
// the only clock used, so workers on machines whose clocks differ still agree on what is due.

export type OutboxRow = typeof leadOutbox.$inferSelect;

const afterMs = (ms: number) => sql`now() + ${ms} * interval '1 millisecond'`;

/** Takes up to `limit` due rows (pending, or 'sending' past their lease) and leases them. */
export async function claimDueRows(db: Db, options: { limit: number; leaseMs: number }): Promise<OutboxRow[]> {
  const due = db
    .select({ id: leadOutbox.id })
    .from(leadOutbox)
    .where(and(inArray(leadOutbox.status, ["pending", "sending"]), lte(leadOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(leadOutbox.nextAttemptAt))
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(leadOutbox)
    .set({
      status: "sending",
      attempts: sql`${leadOutbox.attempts} + 1`,
      nextAttemptAt: afterMs(options.leaseMs),
    })
    .where(inArray(leadOutbox.id, due))
    .returning();
}

/**
 * Only the claim that is still current may record an outcome: if this worker overran its lease
 * and another took the row, the other's outcome stands.
 */
function stillMine(row: OutboxRow) {
  return and(eq(leadOutbox.id, row.id), eq(leadOutbox.status, "sending"), eq(leadOutbox.attempts, row.attempts));
}

export async function markSent(db: Db, row: OutboxRow): Promise<boolean> {
  const updated = await db
    .update(leadOutbox)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(stillMine(row))
    .returning({ id: leadOutbox.id });
  return updated.length > 0;
}

export type FailureOutcome = { kind: "retry"; delayMs: number } | { kind: "dead" } | { kind: "superseded" };

export async function markFailed(
  db: Db,
  row: OutboxRow,
  error: string,
  schedule: readonly number[],
): Promise<FailureOutcome> {
  const delayMs = nextRetryDelay(schedule, row.attempts);
  const lastError = error.slice(0, 1_000);
  const updated = await db
    .update(leadOutbox)
    .set(
      delayMs === null
        ? { status: "dead", lastError }
        : { status: "pending", lastError, nextAttemptAt: afterMs(delayMs) },
    )
    .where(stillMine(row))
    .returning({ id: leadOutbox.id });
  if (updated.length === 0) return { kind: "superseded" };
  return delayMs === null ? { kind: "dead" } : { kind: "retry", delayMs };
}

/** The lead behind an outbox row, with what the documents name: site, dealership, location, car. */
/**
 * Queues a prepared e-mail to a shopper (a buy-online resume link) on the leads outbox, so it is
 * sent, retried and recorded like a lead. Returns the row's id.
 */
export async function queueMessage(
  db: Db,
  message: { siteId: string; to: string; fromName: string; subject: string; text: string },
): Promise<string> {
  const [row] = await db
    .insert(leadOutbox)
    .values({
      siteId: message.siteId,
      leadId: null,
      channel: "message",
      target: message.to,
      message: { fromName: message.fromName, subject: message.subject, text: message.text },
    })
    .returning({ id: leadOutbox.id });
  if (!row) throw new Error("the outbox insert returned no row");
  return row.id;
}

export async function loadDeliveryLead(db: Db, leadId: string): Promise<DeliveryLead | null> {
  const [row] = await db
    .select({
      lead: {
        id: leads.id,
        createdAt: leads.createdAt,
        formType: leads.formType,
        category: leads.category,
        subcategory: leads.subcategory,
        payload: leads.payload,
      },
      site: { name: sites.name, slug: sites.slug },
      dealershipName: dealerships.name,
      location: {
        name: locations.name,
        phone: locations.phone,
        email: locations.email,
        street: locations.street,
        city: locations.city,
        state: locations.state,
        postcode: locations.postcode,
      },
      car: {
        id: cars.id,
        year: cars.year,
        make: cars.make,
        model: cars.model,
        badge: cars.badge,
        name: cars.name,
        stocknum: cars.stocknum,
        vin: cars.vin,
        carType: cars.carType,
        price: cars.price,
        colour: cars.colour,
        km: cars.km,
      },
    })
    .from(leads)
    .innerJoin(sites, eq(leads.siteId, sites.id))
    .leftJoin(dealerships, eq(leads.dealershipId, dealerships.id))
    .leftJoin(locations, eq(leads.locationId, locations.id))
    .leftJoin(cars, eq(leads.carId, cars.id))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  return {
    ...row.lead,
    site: row.site,
    dealership: row.dealershipName === null ? null : { name: row.dealershipName },
    location: row.location,
    car: row.car,
  };
}

/**
 * How a delivery row stands, as the people working the lead read it: sent, still to go (queued, due
 * now or being sent), failing (an attempt failed and another is scheduled later) or dead (the
 * schedule is used up: nothing more happens unless someone resends it).
 */
export type DeliveryState = "sent" | "queued" | "sending" | "failing" | "dead";

export function deliveryState(
  row: Pick<OutboxRow, "status" | "lastError" | "nextAttemptAt">,
  now: Date = new Date(),
): DeliveryState {
  if (row.status === "sent" || row.status === "dead" || row.status === "sending") return row.status;
  return row.lastError && row.nextAttemptAt > now ? "failing" : "queued";
}

/** A failing or dead row may be sent again now; one sent, due or in flight may not. */
export function canResend(row: Pick<OutboxRow, "status" | "lastError" | "nextAttemptAt">, now?: Date): boolean {
  const state = deliveryState(row, now);
  return state === "failing" || state === "dead";
}

/**
 * Sends a failing or dead row again at once (a person pressed Resend): it is due now and the worker
 * takes it on its next pass. Its attempts keep counting, so a dead row that fails again is dead again
 * after this one try, and a failing one goes on with its schedule. Answers the row as it was and as it
 * is now, or null when the row is not one to resend (already sent, due or in flight, or not this
 * lead's), so two people pressing at once queue it once. The database's clock decides what is due,
 * as it does for the worker.
 */
export async function requeueDelivery(
  db: Db,
  outboxId: string,
  leadId: string,
): Promise<{ before: OutboxRow; after: OutboxRow } | null> {
  const resendable = or(
    eq(leadOutbox.status, "dead"),
    and(eq(leadOutbox.status, "pending"), isNotNull(leadOutbox.lastError), gt(leadOutbox.nextAttemptAt, sql`now()`)),
  );
  const [before] = await db
    .select()
    .from(leadOutbox)
    .where(and(eq(leadOutbox.id, outboxId), eq(leadOutbox.leadId, leadId), resendable))
    .for("update");
  if (!before) return null;
  const [after] = await db
    .update(leadOutbox)
    .set({ status: "pending", nextAttemptAt: sql`now()` })
    .where(eq(leadOutbox.id, outboxId))
    .returning();
  return after ? { before, after } : null;
}
