import "server-only";
import { applyDealerAction } from "@/checkout/reservations";
import { planDealerAction, type DealerAction } from "@/checkout/reservation-rules";
import { PaymentStateError, PaymentUnavailableError, type PaymentProvider } from "@/checkout/payments/provider";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { logger } from "@/platform/logger";
import { reservationReference } from "@/platform/references";
import type { StaffScope } from "../../roles";
import { recordStaffAudit, type StaffAuditAction } from "../../server/audit";
import { listGrantedSites } from "../../server/staff-accounts";
import { canMoveReservation, canViewReservation } from "../reservation-scope";
import { findReservationRow } from "./reservation-data";

// Capture, cancel and refund from the console: the member's right to move this reservation's money
// is checked here, on the server, then the move is the CLI's and the token API's own
// (applyDealerAction: the processor first, then the row, the car and the shopper's notice in one
// transaction), acting for the reservation's site, with the audit line written in that same
// transaction. A processor's refusal is a message, never an error page.

export type ReservationMover = { staffAccountId: string; scope: StaffScope };

export type MoveOutcome =
  | { ok: true; status: string; refundReference: string | null }
  | { ok: false; reason: "not-found" | "forbidden" | "refused" | "processor"; message: string };

export const moveMessages = {
  notFound: "No such reservation.",
  forbidden: "Only the dealership's manager, the group admin or the operator can move a deposit.",
  unreachable: "The payment processor could not be reached, and nothing changed. Please try again in a minute.",
} as const;

export const moveAuditActions: Readonly<Record<DealerAction, StaffAuditAction>> = {
  capture: "reservation-captured",
  cancel: "reservation-cancelled",
  refund: "reservation-refunded",
};

export async function moveReservation(
  db: Db,
  provider: PaymentProvider,
  mover: ReservationMover,
  reservationId: string,
  action: DealerAction,
): Promise<MoveOutcome> {
  const sites = await listGrantedSites(db, mover.scope);
  const row = await findReservationRow(db, sites, reservationId);
  // Another site's or another dealership's reservation is not named, even to say it is not theirs.
  if (!row || !canViewReservation(mover.scope, row)) {
    return { ok: false, reason: "not-found", message: moveMessages.notFound };
  }
  if (!canMoveReservation(mover.scope, row)) return { ok: false, reason: "forbidden", message: moveMessages.forbidden };
  const plan = planDealerAction(action, row.status);
  if (!plan.ok) return { ok: false, reason: "refused", message: plan.message };

  const reference = reservationReference(row.id);
  try {
    const result = await withTenant(row.siteId, () =>
      applyDealerAction(db, provider, row.id, action, {
        siteId: row.siteId,
        alsoInTransaction: (tx, move) =>
          recordStaffAudit(tx, {
            action: moveAuditActions[action],
            staffAccountId: mover.staffAccountId,
            siteId: row.siteId,
            before: {
              reservationId: row.id,
              reference,
              status: move.reservation.status,
              amountCents: move.reservation.amountCents,
            },
            after: {
              reservationId: row.id,
              reference,
              status: move.to,
              ...(move.refundReference ? { refundReference: move.refundReference } : {}),
            },
          }),
      }),
    );
    if (!result.ok) return { ok: false, reason: "refused", message: result.message };
    return { ok: true, status: result.status, refundReference: result.refundReference ?? null };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    logger.warn("console: the payment processor refused a reservation move", {
      reservationId: row.id,
      action,
      error: detail,
    });
    if (error instanceof PaymentUnavailableError) {
      return { ok: false, reason: "processor", message: moveMessages.unreachable };
    }
    // A state the processor will not move from (already voided, unknown payment) or any other refusal.
    const said = error instanceof PaymentStateError || detail ? detail : "no reason given";
    return { ok: false, reason: "processor", message: `The payment processor refused: ${said}. Nothing changed here.` };
  }
}
