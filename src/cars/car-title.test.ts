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

  it("does not repeat the model (or make and model) a badge starts with", () => {
    expect(carTitle({ year: 2025, make: "Ford", model: "Puma", badge: "Puma" })).toBe("2025 Ford Puma");
    expect(carTitle({ year: 2025, make: "Ford", model: "Puma", badge: "puma ST-Line" })).toBe("2025 Ford Puma ST-Line");
    expect(carTitle({ year: 2024, make: "Kia", model: "Sportage", badge: "Kia Sportage GT-Line" })).toBe(
      "2024 Kia Sportage GT-Line",
    );
    // A badge that merely begins with the same letters is the badge.
    expect(carTitle({ year: 2023, make: "Mazda", model: "CX-5", badge: "CX-5X Edition" })).toBe(
      "2023 Mazda CX-5 CX-5X Edition",
    );
  });
});
