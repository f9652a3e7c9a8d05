// The reservations' housekeeping, run by the lead delivery worker on every pass (no cron outside the
// app): holds past `held_until` expire (the authorisation is voided, no money moves, the car is
// released and the dealer and shopper are told); attempts that stopped between claiming the car and
// recording the card's answer are resolved by looking the authorisation up with the same key and
// voiding it; failed attempts whose authorise call never answered are checked the same way. So no
// authorised or captured payment outlives its reservation.
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { reservations } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { publishStockChange } from "@/stock/stock-events";
import { PaymentStateError, type PaymentProvider } from "./payments/provider";
import { writeReservationNotice } from "./reservation-notices";
import { depositPaymentKey, paymentActionKey, processorLookupLagMs, stalePendingMs } from "./reservation-rules";
import { loadReservationSite, lockCar, releaseCar } from "./reservations";

export type SweepReport = { expired: number; abandoned: number; resolved: number };

const batch = 50;

/** Runs `step` for each item; one item's failure is logged and does not hold up the others. */
async function eachSettled<T>(items: readonly T[], what: string, step: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  for (const item of items) {
    try {
      if (await step(item)) done += 1;
    } catch (error) {
      logger.error(`reservation sweep: ${what} failed; retried on the next sweep`, {
        item: JSON.stringify(item),
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return done;
}

/** Voids whatever live authorisation the deposit key of this reservation left; true when the key is settled. */
async function voidLost(provider: PaymentProvider, reservationId: string): Promise<boolean> {
  if (!provider.findAuthorisation) {
    logger.warn("reservation sweep: the payment provider cannot look authorisations up; it lapses on its own", {
      reservationId,
      provider: provider.name,
    });
    return true;
  }
  const lost = await provider.findAuthorisation(depositPaymentKey(reservationId));
  if (lost) {
    await provider.voidAuthorisation(lost.reference, paymentActionKey(reservationId, "void"));
    logger.warn("reservation sweep: voided an authorisation its attempt never recorded", {
      reservationId,
      reference: lost.reference,
    });
  }
  return true;
}

async function expireHolds(db: Db, provider: PaymentProvider, now: Date): Promise<number> {
  const due = await db
    .select({
      id: reservations.id,
      siteId: reservations.siteId,
      carId: reservations.carId,
      paymentReference: reservations.paymentReference,
    })
    .from(reservations)
    .where(and(eq(reservations.status, "held"), lte(reservations.heldUntil, now)))
    .limit(batch);
  return eachSettled(due, "expiring a hold", async (hold) => {
    if (hold.paymentReference) {
      try {
        await provider.voidAuthorisation(hold.paymentReference, paymentActionKey(hold.id, "void"));
      } catch (error) {
        // Unreachable: try again next sweep. Refused (the processor holds no live authorisation
        // under this reference, e.g. it already lapsed): there is nothing to release, so the hold ends.
        if (!(error instanceof PaymentStateError)) throw error;
        logger.warn("reservation sweep: nothing to void for an expired hold", {
          reservationId: hold.id,
          error: error.message,
        });
      }
    }
    const site = await loadReservationSite(db, hold.siteId);
    const changed = await db.transaction(async (tx) => {
      await lockCar(tx, hold.carId);
      const [row] = await tx
        .update(reservations)
        .set({ status: "expired", endedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(reservations.id, hold.id), eq(reservations.status, "held")))
        .returning({ id: reservations.id });
      if (!row) return false;
      await releaseCar(tx, hold.carId);
      if (site) await writeReservationNotice(tx, site, hold.id, "expired");
      await publishStockChange(tx, hold.siteId);
      return true;
    });
    if (changed) logger.info("reservation expired; car released", { reservationId: hold.id, car: hold.carId });
    return changed;
  });
}

async function abandonStalePending(db: Db, provider: PaymentProvider, now: Date): Promise<number> {
  const stale = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(eq(reservations.status, "pending"), lte(reservations.createdAt, new Date(now.getTime() - stalePendingMs))),
    )
    .limit(batch);
  return eachSettled(stale, "resolving an abandoned attempt", async (attempt) => {
    await voidLost(provider, attempt.id);
    const [row] = await db
      .update(reservations)
      .set({
        status: "failed",
        failureCode: "abandoned",
        paymentUnresolved: false,
        endedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(reservations.id, attempt.id), eq(reservations.status, "pending")))
      .returning({ id: reservations.id });
    return row !== undefined;
  });
}

async function resolveUnanswered(db: Db, provider: PaymentProvider, now: Date): Promise<number> {
  // Only attempts the processor's lookup has caught up with (Stripe's search lags its writes): a
  // younger one could look unpaid while its authorisation exists, and would never be checked again.
  const open = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.status, "failed"),
        eq(reservations.paymentUnresolved, true),
        lte(reservations.createdAt, new Date(now.getTime() - processorLookupLagMs)),
      ),
    )
    .limit(batch);
  return eachSettled(open, "checking an unanswered payment", async (attempt) => {
    await voidLost(provider, attempt.id);
    await db
      .update(reservations)
      .set({ paymentUnresolved: false, updatedAt: sql`now()` })
      .where(eq(reservations.id, attempt.id));
    return true;
  });
}

/** One sweep. What fails (a processor that cannot be reached) is logged and tried again next sweep. */
export async function sweepReservations(
  db: Db,
  provider: PaymentProvider,
  options: { now?: Date } = {},
): Promise<SweepReport> {
  const now = options.now ?? new Date();
  const expired = await expireHolds(db, provider, now);
  const abandoned = await abandonStalePending(db, provider, now);
  const resolved = await resolveUnanswered(db, provider, now);
  return { expired, abandoned, resolved };
}

/** The sweep as a chore of the lead delivery worker's loop: every 30 seconds. */
export function reservationSweepChore(db: Db, provider: PaymentProvider) {
  return {
    name: "reservation-sweep",
    everyMs: 30_000,
    run: () => sweepReservations(db, provider),
  };
}
