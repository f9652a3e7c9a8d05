// The trade-in offer the shopper accepted in this browser, so the trade-in buttons and the flow follow
// the step the shopper is on ("Your Trade-In Offer", the offer and its date, not "Get Your Valuation"
// again), and buy-online can carry it into the deal. Kept until it expires or the shopper values
// another car; the server still checks it (src/trade-in/offer.ts) wherever it is used.

import { isFiniteNumber, isJsonObject } from "@/platform/json-guards";
import { removeStored, shopperKey, storedReader, writeStored } from "./storage";

export type AcceptedOffer = {
  /** The offer's id (the server's), and the flow's lead it was made for. */
  offerId: string;
  valuationId: string;
  offer: number;
  /** ISO timestamp. */
  validUntil: string;
  /** "6 Dec 2026", dated in the site's state when it was accepted. */
  validUntilLabel: string;
  /** "2019 Toyota Corolla Ascent Sport". */
  car: string;
};

const name = "accepted-trade-in";

const readOffer = storedReader((json): AcceptedOffer | null => {
  if (!isJsonObject(json)) return null;
  const { offerId, valuationId, offer, validUntil, car, validUntilLabel } = json;
  if (typeof offerId !== "string" || typeof valuationId !== "string" || typeof car !== "string") return null;
  if (!isFiniteNumber(offer) || typeof validUntil !== "string" || Number.isNaN(Date.parse(validUntil))) return null;
  const label = typeof validUntilLabel === "string" ? validUntilLabel : validUntil.slice(0, 10);
  return { offerId, valuationId, offer, validUntil, validUntilLabel: label, car };
});

/** The stored accepted offer, or null (none, damaged). Whether it still stands is the caller's question. */
export function readAcceptedOffer(siteSlug: string): AcceptedOffer | null {
  return readOffer(shopperKey(siteSlug, name));
}

/** "none", "current" or "expired" at `now`: a plain value, so React can compare it between reads. */
export function acceptedOfferStatus(siteSlug: string, now: Date = new Date()): "none" | "current" | "expired" {
  const offer = readAcceptedOffer(siteSlug);
  if (!offer) return "none";
  return Date.parse(offer.validUntil) > now.getTime() ? "current" : "expired";
}

export function saveAcceptedOffer(siteSlug: string, offer: AcceptedOffer): void {
  writeStored(shopperKey(siteSlug, name), offer);
}

/** "Value another car": the flow starts again, and the buttons say so. */
export function forgetAcceptedOffer(siteSlug: string): void {
  removeStored(shopperKey(siteSlug, name));
}
