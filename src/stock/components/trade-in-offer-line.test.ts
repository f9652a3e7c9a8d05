import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { tradeInOfferPrice } from "./trade-in-offer-line";

describe("tradeInOfferPrice", () => {
  const on = resolveSiteConfig("default", {});
  const off = resolveSiteConfig("default", { features: { tradeIn: false } });
  const car = { price: 30_000, trade_in_allowed: true, offer_price: 28_500 };

  it("shows the offer price where the site offers trade-in and the car takes one", () => {
    expect(tradeInOfferPrice(car, on)).toBe(28_500);
    expect(tradeInOfferPrice(car, off)).toBeNull();
    expect(tradeInOfferPrice({ ...car, trade_in_allowed: false }, on)).toBeNull();
  });

  it("shows nothing when the feed has no offer for the car", () => {
    expect(tradeInOfferPrice({ ...car, offer_price: null }, on)).toBeNull();
    expect(tradeInOfferPrice({ price: 30_000, trade_in_allowed: true }, on)).toBeNull();
    expect(tradeInOfferPrice({ ...car, offer_price: 0 }, on)).toBeNull();
  });
});
