import { describe, expect, it } from "vitest";
import { carTitle } from "./car-title";

describe("carTitle", () => {
  it("reads year, make, model and badge", () => {
    expect(carTitle({ year: 2021, make: "Toyota", model: "Corolla", badge: "Ascent Sport" })).toBe(
      "2021 Toyota Corolla Ascent Sport",
    );
  });

  it("leaves out a missing or blank badge", () => {
    expect(carTitle({ year: 2019, make: "Mazda", model: "CX-5" })).toBe("2019 Mazda CX-5");
    expect(carTitle({ year: 2019, make: "Mazda", model: "CX-5", badge: null })).toBe("2019 Mazda CX-5");
    expect(carTitle({ year: 2019, make: "Mazda", model: "CX-5", badge: "" })).toBe("2019 Mazda CX-5");
  });
});
