// What the card processor tells us after the fact, applied to the reservation that holds the
// payment (found by its `payment_reference`). The processor's dashboard is a second place where a
// deposit can be taken, released or refunded; these events keep our rows in step with it:
//
//   captured (the deposit was taken)      held → captured
//   voided (the authorisation released)   held → cancelled, the car released
//   refunded in full                      captured → refunded, the car released
//
// Every move goes through the same transaction as the dealer's own (lock the car, move the row only
// from the state it was read in, release the car, tell dealer and shopper, tell the stock index), so
// an event delivered twice, or after our own command made the same move, changes nothing. The
// authorisation and failure of an attempt in progress are our API's and the sweeper's to record:
// those events are acknowledged and left alone, as is a partial refund (logged for the dealer).
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { reservations } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { publishStockChange } from "@/stock/stock-events";
import type { PaymentEvent } from "./payments/payment-event";
import type { ApplyOutcome } from "./payments/stripe-webhook";
import { writeReservationNotice } from "./reservation-notices";
import { canTransition, depositPaymentKey, isActive, type ReservationStatus } from "./reservation-rules";
import { loadReservationSite, lockCar, releaseCar } from "./reservations";

/** The state an event moves a reservation to, from the state it is in; null: nothing to do. */
export function eventTarget(
  event: PaymentEvent,
  from: ReservationStatus,
): "captured" | "cancelled" | "refunded" | null {
  const to =
    event.kind === "captured"
      ? "captured"
      : event.kind === "voided"
        ? "cancelled"
        : event.kind === "refunded" && event.fully
          ? "refunded"
          : null;
  return to !== null && canTransition(from, to) ? to : null;
}

export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<ApplyOutcome> {
  const [row] = await db
    .select({
      id: reservations.id,
      siteId: reservations.siteId,
      carId: reservations.carId,
      status: reservations.status,
    })
    .from(reservations)
    .where(eq(reservations.paymentReference, event.reference))
    .limit(1);
  if (!row) return "unknown_reference";
  // A move our own code asked for (every key it uses on this payment starts with the deposit's key)
  // is recorded by that code; the webhook leaves it alone rather than race it.
  if (event.requestKey?.startsWith(depositPaymentKey(row.id))) return "unchanged";
  const to = eventTarget(event, row.status);
  if (!to) {
    if (event.kind === "refunded" && !event.fully) {
      logger.info("payment partly refunded at the processor", { reservationId: row.id, cents: event.refundedCents });
    }
    return "unchanged";
  }
  const releases = !isActive(to);
  const site = await loadReservationSite(db, row.siteId);
  const moved = await db.transaction(async (tx) => {
    await lockCar(tx, row.carId);
    const [updated] = await tx
      .update(reservations)
      .set({
        status: to,
        updatedAt: sql`now()`,
        ...(to === "captured" ? { capturedAt: event.occurredAt } : {}),
        ...(releases ? { endedAt: event.occurredAt } : {}),
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
      .returning({ id: reservations.id });
    if (!updated) return false;
    if (releases) await releaseCar(tx, row.carId);
    if (site) await writeReservationNotice(tx, site, row.id, to);
    if (releases) await publishStockChange(tx, row.siteId);
    return true;
  });
  if (moved)
    logger.info("reservation updated by the processor", { reservationId: row.id, event: event.eventId, status: to });
  return moved ? "applied" : "unchanged";
}
