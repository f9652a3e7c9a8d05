import { describe, expect, it } from "vitest";
import { priceDisplay, type PricedCar } from "./price-display";

const options = { subscriptions: false, noPriceText: "Enquire for price.", preorderText: "PREORDER" };
const car = (overrides: Partial<PricedCar>): PricedCar => ({
  price: 25990,
  beforePrice: null,
  subscriptionPrice: null,
  preorder: false,
  ...overrides,
});

describe("priceDisplay", () => {
  it("shows the subscription price only where subscriptions are offered and it is above 0", () => {
    expect(priceDisplay(car({ subscriptionPrice: 199 }), { ...options, subscriptions: true })).toEqual({
      kind: "subscription",
      amount: 199,
    });
    expect(priceDisplay(car({ subscriptionPrice: 199 }), options)).toEqual({ kind: "price", amount: 25990 });
    expect(priceDisplay(car({ subscriptionPrice: 0 }), { ...options, subscriptions: true })).toEqual({
      kind: "price",
      amount: 25990,
    });
  });

  it("shows a reduced price with the was-price", () => {
    expect(priceDisplay(car({ price: 23990, beforePrice: 25990 }), options)).toEqual({
      kind: "reduced",
      amount: 23990,
      was: 25990,
    });
  });

  it("ignores a was-price that is not higher", () => {
    expect(priceDisplay(car({ beforePrice: 25990 }), options)).toEqual({ kind: "price", amount: 25990 });
    expect(priceDisplay(car({ beforePrice: 19990 }), options)).toEqual({ kind: "price", amount: 25990 });
  });

  it("falls back to PREORDER, then the no-price text, at 10 dollars or less", () => {
    expect(priceDisplay(car({ price: 10, preorder: true }), options)).toEqual({ kind: "text", text: "PREORDER" });
    expect(priceDisplay(car({ price: 0 }), options)).toEqual({ kind: "text", text: "Enquire for price." });
    expect(priceDisplay(car({ price: 11 }), options)).toEqual({ kind: "price", amount: 11 });
  });
});
