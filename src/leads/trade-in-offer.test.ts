import { describe, expect, it } from "vitest";
import {
  checkOfferAcceptance,
  formatOfferDate,
  isOfferExpired,
  offerMessages,
  offerValidUntil,
  readMadeOffer,
  type MadeOffer,
} from "./trade-in-offer";

const madeAt = new Date("2026-11-23T03:00:00.000Z");
const offer: MadeOffer = {
  id: "9a1c7e2e-0000-4000-8000-000000000001",
  offer: 29_500,
  madeAt: madeAt.toISOString(),
  validUntil: offerValidUntil(madeAt, 7).toISOString(),
};
const hours = (count: number) => new Date(madeAt.getTime() + count * 3_600_000);

describe("an offer's validity", () => {
  it("stands for the site's number of whole days from when it was made", () => {
    expect(offerValidUntil(madeAt, 7).toISOString()).toBe("2026-11-30T03:00:00.000Z");
    expect(offerValidUntil(madeAt, 1).toISOString()).toBe("2026-11-24T03:00:00.000Z");
  });

  it("has expired from that moment on, not before", () => {
    expect(isOfferExpired(offer.validUntil, hours(7 * 24 - 1))).toBe(false);
    expect(isOfferExpired(offer.validUntil, hours(7 * 24))).toBe(true);
  });

  it("is dated in the site's own state: a Perth dealer's day can be the day before Sydney's", () => {
    const late = "2026-11-30T15:30:00.000Z";
    expect(formatOfferDate(late, "NSW")).toBe("1 Dec 2026");
    expect(formatOfferDate(late, "wa")).toBe("30 Nov 2026");
  });
});

describe("accepting an offer", () => {
  it("accepts the offer made, at its price, while it stands", () => {
    expect(checkOfferAcceptance(offer, { price: 29_500, offerId: offer.id }, hours(1), "NSW")).toEqual({
      ok: true,
      offer,
    });
    // A browser of before offer ids names only the valuation: the price still has to match.
    expect(checkOfferAcceptance(offer, { price: 29_500 }, hours(1), "NSW").ok).toBe(true);
  });

  it("refuses a price the server did not offer", () => {
    expect(checkOfferAcceptance(offer, { price: 35_000, offerId: offer.id }, hours(1), "NSW")).toEqual({
      ok: false,
      message: offerMessages.priceChanged,
    });
  });

  it("refuses an offer it did not make, or one a newer valuation replaced", () => {
    expect(checkOfferAcceptance(null, { price: 29_500 }, hours(1), "NSW")).toEqual({
      ok: false,
      message: offerMessages.notFound,
    });
    expect(checkOfferAcceptance(offer, { price: 29_500, offerId: "another" }, hours(1), "NSW").ok).toBe(false);
  });

  it("says when an expired offer expired and what to do", () => {
    expect(checkOfferAcceptance(offer, { price: 29_500, offerId: offer.id }, hours(8 * 24), "NSW")).toEqual({
      ok: false,
      message: "This offer expired on 30 Nov 2026; value your car again for a current offer.",
    });
  });

  it("reads a stored offer back, and nothing else", () => {
    expect(readMadeOffer({ ...offer, low: 1 })).toEqual(offer);
    expect(readMadeOffer({ ...offer, acceptedLeadId: "x", acceptedAt: "y" })).toMatchObject({ acceptedLeadId: "x" });
    expect(readMadeOffer({ id: offer.id, offer: "29500" })).toBeNull();
    expect(readMadeOffer(null)).toBeNull();
  });
});
