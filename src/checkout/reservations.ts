// Reserving a car with a card deposit, so that a car can never be reserved twice and no card is
// charged for a car it did not get:
//
// 1. Claim: a `pending` row is written for the car BEFORE the card is touched. The database allows
//    one pending, held or captured row per car (the partial unique index reservations_active_car),
//    so of fifty simultaneous attempts one claim succeeds and the other forty-nine are answered at
//    once, their cards never sent to the processor.
// 2. Authorise the deposit with an idempotency key derived from the row (deposit-{id}).
// 3. Record the answer: declined → the row becomes `failed` (never a reservation anywhere);
//    authorised → in one transaction the row becomes `held` until now + checkout.holdHours, the car
//    is marked reserved, the dealer's lead (e-mail and CRM) and the shopper's confirmation go into
//    the leads outbox, and every server process is told the site's stock changed.
//
// A crash between 2 and 3 leaves a pending row with a live authorisation; the sweeper
// (reservation-sweeper.ts, run by the lead delivery worker) finds the authorisation by the same key,
// voids it and drops the claim. The card number travels only to the processor: the row keeps the
// brand, the last four digits and the processor's reference.
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { isInStock } from "@/cars/car";
import type { Db } from "@/platform/db/connect";
import { cars, reservations } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { parseReference, reservationReference } from "@/platform/references";
import type { FieldErrors } from "@/leads/schemas";
import type { SiteConfig } from "@/sites/config-schema";
import { publishStockChange } from "@/stock/stock-events";
import { parseReservationContact, type ReservationContactInput } from "./contact";
import {
  PaymentSourceError,
  PaymentUnavailableError,
  type PaymentProvider,
  type PaymentSource,
} from "./payments/provider";
import { loadReservationSite, writeReservationNotice, type ReservationEvent } from "./reservation-notices";
import {
  depositCents,
  depositPaymentKey,
  holdEndsAt,
  isActive,
  paymentActionKey,
  planDealerAction,
  type DealerAction,
  type ReservationStatus,
} from "./reservation-rules";

export type ReservationSite = { id: string; slug: string; name: string; config: SiteConfig };

export type ReserveCarInput = {
  carId: string;
  /** The lead forms' core fields: name, last_name, email, phone, postcode (optional), opt_in. */
  contact: ReservationContactInput;
  payment: PaymentSource;
  /** One per checkout attempt (a new one after a decline): a repeat answers with the first outcome. */
  idempotencyKey: string;
  origin: "reserve" | "journey";
  journeyId?: string | null;
};

export type ReservationSummary = {
  id: string;
  carId: string;
  status: ReservationStatus;
  amountCents: number;
  heldUntil: Date | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The key to the confirmation page's personal details (reservationAccessCookie, opensReservation). */
  accessToken: string | null;
};

export type UnavailableReason = "unknown-car" | "sold" | "reserved" | "checkout-off";

export type ReserveResult =
  | { kind: "reserved"; reservation: ReservationSummary; created: boolean }
  | { kind: "unavailable"; reason: UnavailableReason; message: string }
  | { kind: "declined"; code: string; message: string }
  | { kind: "payment-unavailable"; message: string }
  | { kind: "invalid"; message: string; fieldErrors: FieldErrors };

export const reservationMessages = {
  taken: "This car has just been reserved by someone else",
  reserved: "This car is already reserved by another buyer",
  sold: "This car has been sold",
  checkoutOff: "This car cannot be reserved online. Please contact the dealer to secure it.",
  unknownCar: "We could not find this car",
  declined: "Your card was declined.",
  paymentUnavailable:
    "We could not reach our payment processor, and your card has not been charged. Please try again in a minute.",
  invalid: "Please check the highlighted fields and try again.",
  keyReused: "This payment was already started with different details. Please reload the page and try again.",
} as const;

const summaryColumns = {
  id: reservations.id,
  carId: reservations.carId,
  status: reservations.status,
  amountCents: reservations.amountCents,
  heldUntil: reservations.heldUntil,
  cardBrand: reservations.cardBrand,
  cardLast4: reservations.cardLast4,
  accessToken: reservations.accessToken,
  failureCode: reservations.failureCode,
  failureMessage: reservations.failureMessage,
  paymentUnresolved: reservations.paymentUnresolved,
};

type StoredAttempt = ReservationSummary & {
  failureCode: string | null;
  failureMessage: string | null;
  paymentUnresolved: boolean;
};

function summary(row: StoredAttempt): ReservationSummary {
  const { id, carId, status, amountCents, heldUntil, cardBrand, cardLast4, accessToken } = row;
  return { id, carId, status, amountCents, heldUntil, cardBrand, cardLast4, accessToken };
}

/** The answer an earlier attempt with the same key gets again. */
function repeatAnswer(row: StoredAttempt): ReserveResult {
  if (row.status !== "failed") return { kind: "reserved", reservation: summary(row), created: false };
  if (row.failureCode === "payment_unavailable" || row.failureCode === "abandoned") {
    return { kind: "payment-unavailable", message: reservationMessages.paymentUnavailable };
  }
  return {
    kind: "declined",
    code: row.failureCode ?? "card_declined",
    message: row.failureMessage ?? reservationMessages.declined,
  };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type CarCheck = { id: string; status: string; reserved: boolean; checkoutEnabled: boolean };

/** Why this car cannot be reserved now, or null when it can (the same rule as the Reserve button). */
export function unavailableReason(car: CarCheck | null, config: SiteConfig): UnavailableReason | null {
  if (!car) return "unknown-car";
  if (!isInStock(car.status)) return "sold";
  if (!config.features.checkout || !car.checkoutEnabled || car.status !== "in_stock") return "checkout-off";
  if (car.reserved) return "reserved";
  return null;
}

export function unavailableMessage(reason: UnavailableReason): string {
  switch (reason) {
    case "unknown-car":
      return reservationMessages.unknownCar;
    case "sold":
      return reservationMessages.sold;
    case "checkout-off":
      return reservationMessages.checkoutOff;
    case "reserved":
      return reservationMessages.reserved;
  }
}

async function findByKey(db: Db, siteId: string, key: string): Promise<StoredAttempt | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

function carCheckColumns() {
  return {
    id: cars.id,
    status: cars.status,
    reserved: cars.reserved,
    checkoutEnabled: cars.checkoutEnabled,
    name: cars.name,
    stocknum: cars.stocknum,
  };
}

async function markFailed(
  db: Db,
  id: string,
  failure: { code: string; message: string | null; unresolved: boolean },
): Promise<void> {
  await db
    .update(reservations)
    .set({
      status: "failed",
      failureCode: failure.code,
      failureMessage: failure.message,
      paymentUnresolved: failure.unresolved,
      endedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reservations.id, id), eq(reservations.status, "pending")));
}

/**
 * Reserves a car for the shopper: claims it, authorises the site's deposit on the card and holds
 * the car for `checkout.holdHours`. Never throws for anything a shopper or the processor can cause;
 * a database failure is thrown (the caller answers 503).
 */
export async function reserveCar(
  db: Db,
  site: ReservationSite,
  input: ReserveCarInput,
  provider: PaymentProvider,
  options: {
    now?: Date;
    /** Problems the caller found in the card fields, reported with the contact's in one answer. */
    paymentFieldErrors?: FieldErrors;
  } = {},
): Promise<ReserveResult> {
  const contactCheck = parseReservationContact(input.contact);
  const paymentErrors = options.paymentFieldErrors ?? {};
  if (!contactCheck.ok || Object.keys(paymentErrors).length > 0) {
    const fieldErrors = { ...(contactCheck.ok ? {} : contactCheck.fieldErrors), ...paymentErrors };
    return { kind: "invalid", message: reservationMessages.invalid, fieldErrors };
  }
  const contact = contactCheck.contact;
  if (!uuidPattern.test(input.carId)) {
    return { kind: "unavailable", reason: "unknown-car", message: reservationMessages.unknownCar };
  }

  const earlier = await findByKey(db, site.id, input.idempotencyKey);
  if (earlier && earlier.status !== "pending") return repeatAnswer(earlier);

  const [car] = await db
    .select(carCheckColumns())
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.id, input.carId)))
    .limit(1);
  // A repeat of an attempt still pending (a double submit) goes on to the processor with the same
  // key, which answers with the first authorisation rather than a second.
  let claimId: string;
  if (earlier) {
    claimId = earlier.id;
  } else {
    const reason = unavailableReason(car ?? null, site.config);
    if (reason) return { kind: "unavailable", reason, message: unavailableMessage(reason) };
    const claim = await db.transaction(async (tx) => {
      // The car's row lock orders the attempts; the unique index is what makes the claim exclusive.
      const [locked] = await tx
        .select(carCheckColumns())
        .from(cars)
        .where(and(eq(cars.siteId, site.id), eq(cars.id, input.carId)))
        .for("update");
      const lockedReason = unavailableReason(locked ?? null, site.config);
      if (lockedReason) return { claimed: false, reason: lockedReason } as const;
      const [row] = await tx
        .insert(reservations)
        .values({
          siteId: site.id,
          carId: input.carId,
          idempotencyKey: input.idempotencyKey,
          origin: input.origin,
          journeyId: input.journeyId ?? null,
          firstName: contact.name,
          lastName: contact.last_name,
          email: contact.email,
          phone: contact.phone,
          postcode: contact.postcode,
          optIn: contact.opt_in,
          amountCents: depositCents(site.config.checkout.depositAmount),
          paymentProvider: provider.name,
          accessToken: newAccessToken(),
        })
        .onConflictDoNothing()
        .returning({ id: reservations.id });
      return row ? ({ claimed: true, id: row.id } as const) : ({ claimed: false, reason: "taken" } as const);
    });
    if (!claim.claimed) {
      if (claim.reason !== "taken") {
        return { kind: "unavailable", reason: claim.reason, message: unavailableMessage(claim.reason) };
      }
      // The conflict may be this attempt's own key, sent twice at once.
      const same = await findByKey(db, site.id, input.idempotencyKey);
      if (same && same.status !== "pending") return repeatAnswer(same);
      if (!same) return { kind: "unavailable", reason: "reserved", message: reservationMessages.taken };
      claimId = same.id;
    } else {
      claimId = claim.id;
    }
  }
  const reservationId = claimId;

  const amountCents = depositCents(site.config.checkout.depositAmount);
  let answer;
  try {
    answer = await provider.authorise({
      amountCents,
      source: input.payment,
      idempotencyKey: depositPaymentKey(reservationId),
      description: `Deposit: ${car?.name ?? "car"} (stock ${car?.stocknum ?? "?"})`,
      metadata: { site: site.slug, car: input.carId, reservation: reservationId },
    });
  } catch (error) {
    // Nothing is known to be charged, but the processor may have authorised before the answer was
    // lost: the row keeps the claim's id, so the sweeper can still find and void it.
    await markFailed(db, reservationId, { code: "payment_unavailable", message: null, unresolved: true });
    if (error instanceof PaymentSourceError) {
      // The processor takes no raw card numbers (Stripe mode): nothing was sent on, nothing to void.
      await markFailed(db, reservationId, { code: "payment_source", message: error.message, unresolved: false });
      return { kind: "invalid", message: error.message, fieldErrors: { card_number: error.message } };
    }
    if (error instanceof PaymentUnavailableError) {
      logger.warn("reservation: payment processor unavailable", { site: site.slug, reservationId });
      return { kind: "payment-unavailable", message: reservationMessages.paymentUnavailable };
    }
    logger.error("reservation: the processor refused the request", {
      site: site.slug,
      reservationId,
      error: error instanceof Error ? error.message : String(error),
    });
    return { kind: "invalid", message: reservationMessages.keyReused, fieldErrors: {} };
  }

  if (answer.status === "declined") {
    await markFailed(db, reservationId, { code: answer.code, message: answer.message, unresolved: false });
    logger.info("reservation: card declined", { site: site.slug, reservationId, code: answer.code });
    return { kind: "declined", code: answer.code, message: answer.message };
  }

  const now = options.now ?? new Date();
  const heldUntil = holdEndsAt(now, site.config.checkout.holdHours);
  let held: StoredAttempt | null;
  try {
    held = await db.transaction(async (tx) => {
      // The car first, as every reservation transaction does: a claim holds the car's lock while its
      // insert checks the unique index, so taking them the other way round would deadlock.
      await lockCar(tx, input.carId);
      const [row] = await tx
        .update(reservations)
        .set({
          status: "held",
          heldAt: now,
          heldUntil,
          paymentReference: answer.reference,
          cardBrand: answer.brand,
          cardLast4: answer.last4,
          updatedAt: sql`now()`,
        })
        .where(and(eq(reservations.id, reservationId), eq(reservations.status, "pending")))
        .returning(summaryColumns);
      if (!row) return null;
      await tx
        .update(cars)
        .set({ reserved: true, updatedAt: sql`now()` })
        .where(eq(cars.id, input.carId));
      await writeReservationNotice(tx, site, reservationId, "held");
      // Delivered when the transaction commits: every process's search index rebuilds.
      await publishStockChange(tx, site.id);
      return row;
    });
  } catch (error) {
    // The hold could not be written: give the money back at once rather than leave it authorised
    // for the sweeper (which would still find it by key if this fails too).
    await provider.voidAuthorisation(answer.reference, paymentActionKey(reservationId, "void")).catch(() => undefined);
    throw error;
  }
  if (!held) {
    // Another process (a double submit) recorded this attempt first, or the sweeper gave it up.
    const current = await findByKey(db, site.id, input.idempotencyKey);
    if (current && current.status !== "pending" && current.status !== "failed") return repeatAnswer(current);
    await provider.voidAuthorisation(answer.reference, paymentActionKey(reservationId, "void")).catch(() => undefined);
    return { kind: "payment-unavailable", message: reservationMessages.paymentUnavailable };
  }
  logger.info("reservation held", {
    site: site.slug,
    reservationId,
    car: input.carId,
    heldUntil: heldUntil.toISOString(),
    origin: input.origin,
  });
  return { kind: "reserved", reservation: summary(held), created: true };
}

// ---------------------------------------------------------------------------------------------
// Reading

export type ReservationView = ReservationSummary & {
  siteId: string;
  firstName: string;
  email: string;
  paymentReference: string | null;
  refundReference: string | null;
  createdAt: Date;
};

/** The key to a reservation's personal details on its confirmation page (32 random bytes). */
function newAccessToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The cookie that carries a reservation's access token in the browser that made it. */
export function reservationAccessCookie(reservationId: string): string {
  return `reservation-${reservationId}`;
}

/** The reservation id a cookie of reservationAccessCookie names, or null for any other cookie. */
export function reservationIdOfCookie(cookieName: string): string | null {
  const id = /^reservation-(.+)$/.exec(cookieName)?.[1];
  return id && uuidPattern.test(id) ? id : null;
}

/** Whether `given` is the reservation's access token (compared in constant time). */
export function opensReservation(
  reservation: { accessToken: string | null },
  given: string | null | undefined,
): boolean {
  if (!reservation.accessToken || !given) return false;
  const expected = Buffer.from(reservation.accessToken);
  const offered = Buffer.from(given);
  return expected.length === offered.length && timingSafeEqual(expected, offered);
}

/** One reservation of this site, for the confirmation page; failed attempts are not reservations. */
export async function findReservation(db: Db, siteId: string, id: string): Promise<ReservationView | null> {
  if (!uuidPattern.test(id)) return null;
  const [row] = await db
    .select({
      id: reservations.id,
      siteId: reservations.siteId,
      carId: reservations.carId,
      status: reservations.status,
      amountCents: reservations.amountCents,
      heldUntil: reservations.heldUntil,
      cardBrand: reservations.cardBrand,
      cardLast4: reservations.cardLast4,
      accessToken: reservations.accessToken,
      firstName: reservations.firstName,
      email: reservations.email,
      paymentReference: reservations.paymentReference,
      refundReference: reservations.refundReference,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .where(and(eq(reservations.siteId, siteId), eq(reservations.id, id)))
    .limit(1);
  if (!row || row.status === "failed" || row.status === "pending") return null;
  return row;
}

// ---------------------------------------------------------------------------------------------
// The dealer's moves

export type DealerActionResult =
  { ok: true; status: ReservationStatus; refundReference?: string } | { ok: false; message: string };

/** A move as it was made, for a caller that records it in the same transaction (the console's audit). */
export type DealerMove = {
  reservation: typeof reservations.$inferSelect;
  action: DealerAction;
  to: ReservationStatus;
  refundReference: string | null;
};

/**
 * Capture (take the deposit: the sale goes ahead), cancel (void the hold, release the car) or refund
 * (give a captured deposit back, release the car; the refund's reference is recorded). The payment
 * move is made first, with a key derived from the reservation, so repeating a command after a crash
 * repeats the processor's first answer instead of moving money twice.
 */
/**
 * The reservation a dealer names: its id, or the reservation number the shopper quotes ("RS-3F9A0C12",
 * the id's first eight hex digits). Two reservations sharing those digits (within the site, when one
 * is given) are refused by name rather than guessed between.
 */
export async function findReservationId(
  db: Db,
  named: string,
  siteId?: string,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  if (uuidPattern.test(named)) return { ok: true, id: named.toLowerCase() };
  const head = parseReference("reservation", named);
  if (!head) return { ok: false, message: "No such reservation." };
  const found = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        sql`${reservations.id}::text like ${`${head}-%`}`,
        siteId === undefined ? undefined : eq(reservations.siteId, siteId),
      ),
    )
    .limit(2);
  if (found.length === 0 || !found[0]) return { ok: false, message: "No such reservation." };
  if (found.length > 1) {
    return {
      ok: false,
      message: `Two reservations have the number ${reservationReference(found[0].id)}: give the full id.`,
    };
  }
  return { ok: true, id: found[0].id };
}

export async function applyDealerAction(
  db: Db,
  provider: PaymentProvider,
  /** The reservation's id or its number as the shopper quotes it (RS-…). */
  named: string,
  action: DealerAction,
  options: {
    siteId?: string;
    /** Run inside the transaction that records the move, after the reservation's row is changed. */
    alsoInTransaction?: (tx: Db, move: DealerMove) => Promise<void>;
  } = {},
): Promise<DealerActionResult> {
  const found = await findReservationId(db, named, options.siteId);
  if (!found.ok) return found;
  const reservationId = found.id;
  const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId)).limit(1);
  if (!row || (options.siteId !== undefined && row.siteId !== options.siteId)) {
    return { ok: false, message: "No such reservation." };
  }
  const plan = planDealerAction(action, row.status);
  if (!plan.ok) return plan;
  if (!row.paymentReference) return { ok: false, message: "This reservation has no payment to act on." };

  let refundReference: string | undefined;
  if (plan.payment === "capture") {
    await provider.capture(row.paymentReference, paymentActionKey(row.id, "capture"));
  } else if (plan.payment === "void") {
    await provider.voidAuthorisation(row.paymentReference, paymentActionKey(row.id, "void"));
  } else {
    refundReference = (await provider.refund(row.paymentReference, paymentActionKey(row.id, "refund"))).reference;
  }

  const releases = !isActive(plan.to);
  const site = await loadReservationSite(db, row.siteId);
  const moved = await db.transaction(async (tx) => {
    await lockCar(tx, row.carId);
    const [updated] = await tx
      .update(reservations)
      .set({
        status: plan.to,
        updatedAt: sql`now()`,
        ...(plan.to === "captured" ? { capturedAt: sql`now()` } : {}),
        ...(releases ? { endedAt: sql`now()` } : {}),
        ...(refundReference ? { refundReference } : {}),
      })
      .where(and(eq(reservations.id, row.id), eq(reservations.status, row.status)))
      .returning({ id: reservations.id });
    if (!updated) return false;
    if (releases) await releaseCar(tx, row.carId);
    if (site) await writeReservationNotice(tx, site, row.id, plan.to as ReservationEvent);
    if (releases) await publishStockChange(tx, row.siteId);
    await options.alsoInTransaction?.(tx, {
      reservation: row,
      action,
      to: plan.to,
      refundReference: refundReference ?? null,
    });
    return true;
  });
  if (!moved) return { ok: false, message: "The reservation changed meanwhile; run the command again." };
  logger.info("reservation updated by the dealer", { reservationId, action, status: plan.to });
  return { ok: true, status: plan.to, ...(refundReference ? { refundReference } : {}) };
}

/** Every transaction that changes a reservation locks its car first, in the same order as a claim. */
export async function lockCar(tx: Db, carId: string): Promise<void> {
  await tx.select({ id: cars.id }).from(cars).where(eq(cars.id, carId)).for("update");
}

/** The car is free again: reservable, and no longer shown reserved. */
export async function releaseCar(tx: Db, carId: string): Promise<void> {
  await tx
    .update(cars)
    .set({ reserved: false, updatedAt: sql`now()` })
    .where(eq(cars.id, carId));
}

export { loadReservationSite };
