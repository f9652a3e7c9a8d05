import { describe, expect, it } from "vitest";
import { sliderBounds, sliderValue, snapValue } from "./slider-bounds";

const options = { price: { min: 5_000, max: 250_000, step: 500 } };

describe("sliderBounds", () => {
  it("runs price over the site's range, not from the cheapest to the dearest car in stock", () => {
    expect(sliderBounds("price", { min: 8_450, max: 119_990 }, options)).toEqual({
      min: 5_000,
      max: 250_000,
      step: 500,
    });
    expect(sliderBounds("price", { min: 2_000, max: 400_000 }, options)).toEqual({
      min: 5_000,
      max: 250_000,
      step: 500,
    });
    expect(sliderBounds("price", undefined, options)).toEqual({ min: 5_000, max: 250_000, step: 500 });
  });

  it("snaps km to 1000 with a step of one percent of the range", () => {
    expect(sliderBounds("km", { min: 0, max: 412_345 }, options)).toEqual({ min: 0, max: 416_000, step: 4_000 });
  });

  it("puts the top on a step, so the thumb can reach the highest car", () => {
    for (const stats of [
      { min: 0, max: 250_000 },
      { min: 3_200, max: 187_654 },
      { min: 8_450, max: 119_990 },
    ]) {
      const { min, max, step } = sliderBounds("km", stats, options);
      expect((max - min) % step).toBe(0);
      expect(max).toBeGreaterThanOrEqual(stats.max);
    }
  });

  it("moves years one at a time", () => {
    expect(sliderBounds("year", { min: 2008, max: 2026 }, options)).toEqual({ min: 2008, max: 2026, step: 1 });
  });

  it("keeps a usable span when every car has the same value", () => {
    const bounds = sliderBounds("km", { min: 25_000, max: 25_000 }, options);
    expect(bounds.max).toBeGreaterThan(bounds.min);
  });
});

describe("sliderValue and snapValue", () => {
  const bounds = { min: 0, max: 100_000, step: 1_000 };

  it("clamps a refinement into the bounds and never lets min pass max", () => {
    expect(sliderValue(undefined, bounds)).toEqual([0, 100_000]);
    expect(sliderValue({ min: 20_000 }, bounds)).toEqual([20_000, 100_000]);
    expect(sliderValue({ min: -5, max: 500_000 }, bounds)).toEqual([0, 100_000]);
    expect(sliderValue({ min: 60_000, max: 40_000 }, bounds)).toEqual([60_000, 60_000]);
  });

  it("snaps km, rounds others", () => {
    expect(snapValue("price", 12_499.6)).toBe(12_500);
    expect(snapValue("km", 12_500)).toBe(13_000);
    expect(snapValue("year", 2019.6)).toBe(2020);
  });
});
