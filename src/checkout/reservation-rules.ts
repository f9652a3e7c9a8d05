// The rules of a reservation, without the database: its states and which moves between them are
// allowed, what the deposit and the hold are, and when a hold or an unfinished attempt is over.
//
//   pending ──authorised──▶ held ──dealer takes the deposit──▶ captured ──refund──▶ refunded
//      │                     ├──hold ends uncaptured──▶ expired
//      │                     └──dealer or shopper cancels──▶ cancelled
//      └──declined / processor unreachable / abandoned──▶ failed
//
// `pending` claims the car before the card is touched; `failed` never counts as a reservation
// anywhere (it is the record that an attempt did not happen, kept so a late authorisation can still
// be found and voided). The car shows reserved while a row is held or captured.

export const reservationStatuses = [
  "pending",
  "held",
  "captured",
  "expired",
  "cancelled",
  "refunded",
  "failed",
] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** The states that hold the car: the database allows one such row per car (reservations_active_car). */
export const activeStatuses = ["pending", "held", "captured"] as const satisfies readonly ReservationStatus[];

/** The states in which the car shows as reserved to shoppers (a pending attempt may still fail). */
export const carReservedStatuses = ["held", "captured"] as const satisfies readonly ReservationStatus[];

const transitions: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ["held", "failed"],
  held: ["captured", "expired", "cancelled"],
  captured: ["refunded"],
  expired: [],
  cancelled: [],
  refunded: [],
  failed: [],
};

export function canTransition(from: ReservationStatus, to: ReservationStatus): boolean {
  return transitions[from].includes(to);
}

export function isActive(status: ReservationStatus): boolean {
  return (activeStatuses as readonly ReservationStatus[]).includes(status);
}

export function isTerminal(status: ReservationStatus): boolean {
  return transitions[status].length === 0;
}

/** Whether the car should show reserved while a reservation is in this state. */
export function holdsCar(status: ReservationStatus): boolean {
  return (carReservedStatuses as readonly ReservationStatus[]).includes(status);
}

/** What the dealer can do to a reservation (`npm run reservation -- <action> <id>`). */
export type DealerAction = "capture" | "cancel" | "refund";

export type ActionPlan =
  { ok: true; to: ReservationStatus; payment: "capture" | "void" | "refund" } | { ok: false; message: string };

/**
 * What an action does to a reservation in `status`: the state it moves to and what it asks of the
 * processor. Capturing takes the held deposit (the sale goes ahead); cancelling a hold voids the
 * authorisation; refunding gives captured money back. Anything else is refused with a reason.
 */
export function planDealerAction(action: DealerAction, status: ReservationStatus): ActionPlan {
  const refuse = (message: string): ActionPlan => ({ ok: false, message });
  switch (action) {
    case "capture":
      return status === "held"
        ? { ok: true, to: "captured", payment: "capture" }
        : refuse(`Only a held reservation can be captured; this one is ${status}.`);
    case "cancel":
      if (status === "held") return { ok: true, to: "cancelled", payment: "void" };
      if (status === "captured") return refuse("The deposit was already taken: refund it instead.");
      return refuse(`Only a held reservation can be cancelled; this one is ${status}.`);
    case "refund":
      if (status === "captured") return { ok: true, to: "refunded", payment: "refund" };
      if (status === "held") return refuse("The deposit has not been taken yet: cancel the hold instead.");
      return refuse(`Only a captured deposit can be refunded; this one is ${status}.`);
  }
}

/** The deposit in whole cents, from the site's `checkout.depositAmount` (dollars). */
export function depositCents(depositAmount: number): number {
  return Math.round(depositAmount * 100);
}

/** When a hold that starts at `start` ends: `checkout.holdHours` later. */
export function holdEndsAt(start: Date, holdHours: number): Date {
  return new Date(start.getTime() + holdHours * 60 * 60_000);
}

/** A held reservation whose hold has run out, and nobody took the deposit, expires. */
export function holdIsOver(reservation: { status: ReservationStatus; heldUntil: Date | null }, now: Date): boolean {
  return reservation.status === "held" && reservation.heldUntil !== null && reservation.heldUntil <= now;
}

/**
 * A pending row older than this is an attempt that stopped between claiming the car and recording
 * the card's answer (a crash, a killed process): the sweeper resolves it. Far longer than any
 * processor call, so a live attempt is never taken for an abandoned one.
 */
export const stalePendingMs = 5 * 60_000;

export function pendingIsStale(reservation: { status: ReservationStatus; createdAt: Date }, now: Date): boolean {
  return reservation.status === "pending" && now.getTime() - reservation.createdAt.getTime() >= stalePendingMs;
}

/**
 * How old an attempt must be before the sweeper looks its authorisation up at the processor. Stripe's
 * search (the lookup behind `findAuthorisation`) runs up to about a minute behind its writes: asked
 * sooner, it can answer "none" for an authorisation that exists, and the sweeper would settle the
 * attempt with the money still held. Two minutes leaves that lag a margin.
 */
export const processorLookupLagMs = 2 * 60_000;

/** The processor's idempotency key for a reservation's deposit: derived from the row, so the sweeper knows it. */
export function depositPaymentKey(reservationId: string): string {
  return `deposit-${reservationId}`;
}

/** Idempotency keys of the later moves on the same payment, one per move. */
export function paymentActionKey(reservationId: string, move: "capture" | "void" | "refund"): string {
  return `deposit-${reservationId}-${move}`;
}
