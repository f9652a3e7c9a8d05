import { describe, expect, it } from "vitest";
import { wasPrice } from "./apply-feed";

describe("the was-price a feed car shows", () => {
  it("is the feed's own before_price when it gives one", () => {
    expect(wasPrice(31_990, 29_990, { price: 29_990, beforePrice: null })).toBe(31_990);
  });

  it("is the price before a drop, for a car whose feed gives none", () => {
    expect(wasPrice(undefined, 28_990, { price: 29_990, beforePrice: null })).toBe(29_990);
  });

  it("keeps the earlier, higher was-price through a second drop", () => {
    expect(wasPrice(undefined, 27_990, { price: 28_990, beforePrice: 29_990 })).toBe(29_990);
  });

  it("is gone once the price rises to or past it, and never shows for a new car or a price of 0", () => {
    expect(wasPrice(undefined, 29_990, { price: 28_990, beforePrice: 29_990 })).toBeNull();
    expect(wasPrice(undefined, 29_990, undefined)).toBeNull();
    expect(wasPrice(undefined, 0, { price: 29_990, beforePrice: null })).toBeNull();
  });
});
