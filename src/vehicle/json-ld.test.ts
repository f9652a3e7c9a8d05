import { describe, expect, it } from "vitest";
import { offerAvailability } from "./json-ld";

describe("offerAvailability", () => {
  it("offers a car in stock as InStock and a coming-soon car for pre-order", () => {
    expect(offerAvailability("in_stock")).toBe("https://schema.org/InStock");
    expect(offerAvailability("coming_soon")).toBe("https://schema.org/PreOrder");
  });

  it("calls a sold car, or any status the product treats as sold, sold out", () => {
    expect(offerAvailability("sold")).toBe("https://schema.org/SoldOut");
    expect(offerAvailability("withdrawn")).toBe("https://schema.org/SoldOut");
  });
});
