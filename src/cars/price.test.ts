import { describe, expect, it } from "vitest";
import { displayText, priceDisplay, priceQualifier, type PricedCar } from "@/cars/price";

const options = { subscriptions: false, noPriceText: "Enquire for price.", preorderText: "PREORDER" };
const car = (overrides: Partial<PricedCar>): PricedCar => ({
  price: 25990,
  beforePrice: null,
  subscriptionPrice: null,
  preorder: false,
  qualifier: null,
  ...overrides,
});

describe("priceDisplay", () => {
  it("shows the subscription price only where subscriptions are offered and it is above 0", () => {
    expect(priceDisplay(car({ subscriptionPrice: 199 }), { ...options, subscriptions: true })).toEqual({
      kind: "subscription",
      amount: 199,
    });
    expect(priceDisplay(car({ subscriptionPrice: 199 }), options)).toEqual({
      kind: "price",
      amount: 25990,
      qualifier: null,
    });
    expect(priceDisplay(car({ subscriptionPrice: 0 }), { ...options, subscriptions: true })).toEqual({
      kind: "price",
      amount: 25990,
      qualifier: null,
    });
  });

  it("shows a reduced price with the was-price", () => {
    expect(priceDisplay(car({ price: 23990, beforePrice: 25990 }), options)).toEqual({
      kind: "reduced",
      amount: 23990,
      was: 25990,
      qualifier: null,
    });
  });

  it("ignores a was-price that is not higher", () => {
    expect(priceDisplay(car({ beforePrice: 25990 }), options)).toEqual({
      kind: "price",
      amount: 25990,
      qualifier: null,
    });
    expect(priceDisplay(car({ beforePrice: 19990 }), options)).toEqual({
      kind: "price",
      amount: 25990,
      qualifier: null,
    });
  });

  it("falls back to PREORDER, then the no-price text, at 10 dollars or less", () => {
    expect(priceDisplay(car({ price: 10, preorder: true }), options)).toEqual({
      kind: "text",
      text: "PREORDER",
      reason: "preorder",
    });
    expect(priceDisplay(car({ price: 0 }), options)).toEqual({
      kind: "text",
      text: "Enquire for price.",
      reason: "no_price",
    });
    expect(priceDisplay(car({ price: 11 }), options)).toEqual({ kind: "price", amount: 11, qualifier: null });
  });

  it("reads the dealer's price type as drive away or excluding government charges, and says so after the amount", () => {
    expect(["Drive Away", "DAP", "Ride Away", "Tow Away", "On road"].map(priceQualifier)).toEqual(
      Array(5).fill("drive_away"),
    );
    expect(["Excl. Govt. Charges", "EGC", "Plus ORC", "+ORC"].map(priceQualifier)).toEqual(
      Array(4).fill("excl_govt_charges"),
    );
    expect([null, "", "Negotiable"].map(priceQualifier)).toEqual([null, null, null]);
    const reduced = priceDisplay(car({ price: 23990, beforePrice: 25990, qualifier: "drive_away" }), options);
    expect(displayText(reduced)).toBe("$23,990 drive away (was $25,990)");
    expect(displayText(priceDisplay(car({ qualifier: "excl_govt_charges" }), options))).toBe(
      "$25,990 excl. govt. charges",
    );
  });
});
