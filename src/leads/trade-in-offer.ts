// An online trade-in offer as the server made it, and the rules for accepting it: how long it stands
// (tradeIn.offerValidDays from when it was made), whether it has expired, and whether what a shopper
// accepts is the offer they were made. Pure, so the browser shows the same date the server checks.

import { timeZoneForState } from "@/platform/australian-states";

const dayMs = 24 * 60 * 60 * 1000;

/** The offer the valuation API answered for a flow (its first lead), kept beside that lead. */
export type MadeOffer = {
  /** The offer's own id: a new one each time the flow is valued again. */
  id: string;
  /** Whole dollars. */
  offer: number;
  /** ISO timestamps. */
  madeAt: string;
  validUntil: string;
  /** The car it was made for, as the valuation was asked. */
  vehicle?: OfferVehicle;
  /** Set when the shopper accepts it: the accepting lead's id and when. */
  acceptedLeadId?: string;
  acceptedAt?: string;
};

export type OfferVehicle = { year: number; make: string; model: string; badge?: string | null; km: number };

/** The offer's own part of a valuation answer: what the browser shows and sends back on accepting. */
export type OfferTerms = { id: string; validUntil: string };

/** When an offer made at `madeAt` stops standing: `validDays` whole days later, to the millisecond. */
export function offerValidUntil(madeAt: Date, validDays: number): Date {
  return new Date(madeAt.getTime() + validDays * dayMs);
}

export function isOfferExpired(validUntil: string | Date, now: Date): boolean {
  return new Date(validUntil).getTime() <= now.getTime();
}

/** "6 Dec 2026": the validity date in the site's own state (a Perth dealer's day, not Sydney's). */
export function formatOfferDate(validUntil: string | Date, state: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: timeZoneForState(state),
  }).format(new Date(validUntil));
}

export const offerMessages = {
  notFound: "We could not find this offer; please value your car again for a current offer.",
  priceChanged: "This is not the offer we made for your car; please value your car again for a current offer.",
  expired: (date: string) => `This offer expired on ${date}; value your car again for a current offer.`,
  notAccepted: "This trade-in offer has not been accepted yet; please accept it first, or type your car's details.",
} as const;

export type OfferCheck = { ok: true; offer: MadeOffer } | { ok: false; message: string };

/**
 * Whether a shopper may accept `offer` at `price` now: the offer must be the one made (its id, when the
 * browser names it, and its price) and still stand. `state` dates the expiry message.
 */
export function checkOfferAcceptance(
  offer: MadeOffer | null,
  claim: { price: number; offerId?: string | undefined },
  now: Date,
  state: string,
): OfferCheck {
  if (!offer || (claim.offerId !== undefined && claim.offerId !== offer.id)) {
    return { ok: false, message: offerMessages.notFound };
  }
  if (claim.price !== offer.offer) return { ok: false, message: offerMessages.priceChanged };
  if (isOfferExpired(offer.validUntil, now)) {
    return { ok: false, message: offerMessages.expired(formatOfferDate(offer.validUntil, state)) };
  }
  return { ok: true, offer };
}

/** Reads a stored offer back (it is JSON in the database); null for anything else. */
export function readMadeOffer(value: unknown): MadeOffer | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const { id, offer, madeAt, validUntil, acceptedLeadId, acceptedAt } = record;
  if (typeof id !== "string" || typeof offer !== "number") return null;
  if (typeof madeAt !== "string" || typeof validUntil !== "string") return null;
  const vehicle = readVehicle(record.vehicle);
  return {
    id,
    offer,
    madeAt,
    validUntil,
    ...(vehicle ? { vehicle } : {}),
    ...(typeof acceptedLeadId === "string" ? { acceptedLeadId } : {}),
    ...(typeof acceptedAt === "string" ? { acceptedAt } : {}),
  };
}

function readVehicle(value: unknown): OfferVehicle | null {
  if (typeof value !== "object" || value === null) return null;
  const { year, make, model, badge, km } = value as Record<string, unknown>;
  if (typeof year !== "number" || typeof make !== "string" || typeof model !== "string" || typeof km !== "number") {
    return null;
  }
  return { year, make, model, badge: typeof badge === "string" ? badge : null, km };
}

/** Whether an accepted offer may go into a deal now: accepted, and still standing. */
export function checkOfferForDeal(offer: MadeOffer | null, now: Date, state: string): OfferCheck {
  if (!offer?.acceptedLeadId) return { ok: false, message: offer ? offerMessages.notAccepted : offerMessages.notFound };
  if (isOfferExpired(offer.validUntil, now)) {
    return { ok: false, message: offerMessages.expired(formatOfferDate(offer.validUntil, state)) };
  }
  return { ok: true, offer };
}
