import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { installStorage } from "./memory-storage";
import {
  acceptedOfferStatus,
  forgetAcceptedOffer,
  readAcceptedOffer,
  saveAcceptedOffer,
  type AcceptedOffer,
} from "./accepted-offer";
import { shopperKey } from "./storage";

const offer: AcceptedOffer = {
  offerId: "offer-1",
  valuationId: "lead-1",
  offer: 29_500,
  validUntil: "2026-11-30T03:00:00.000Z",
  validUntilLabel: "30 Nov 2026",
  car: "2023 Ford Ranger XLT",
};

beforeEach(() => {
  installStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the accepted trade-in offer in this browser", () => {
  it("is kept per site until the shopper values another car", () => {
    expect(acceptedOfferStatus("harbourside")).toBe("none");
    saveAcceptedOffer("harbourside", offer);
    expect(readAcceptedOffer("harbourside")).toEqual(offer);
    expect(readAcceptedOffer("bayside")).toBeNull();
    forgetAcceptedOffer("harbourside");
    expect(readAcceptedOffer("harbourside")).toBeNull();
  });

  it("reads as current before its date and expired from it", () => {
    saveAcceptedOffer("harbourside", offer);
    expect(acceptedOfferStatus("harbourside", new Date("2026-11-30T02:59:00.000Z"))).toBe("current");
    expect(acceptedOfferStatus("harbourside", new Date("2026-11-30T03:00:00.000Z"))).toBe("expired");
  });

  it("ignores a damaged entry", () => {
    localStorage.setItem(shopperKey("harbourside", "accepted-trade-in"), JSON.stringify({ ...offer, offer: "lots" }));
    expect(readAcceptedOffer("harbourside")).toBeNull();
    localStorage.setItem(shopperKey("harbourside", "accepted-trade-in"), "{not json");
    expect(readAcceptedOffer("harbourside")).toBeNull();
  });
});
