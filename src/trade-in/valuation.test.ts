import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestCondition, conditionQuestions, type TradeInCondition } from "./schemas";
import {
  adjustedPrice,
  conditionFactor,
  estimateFromComparables,
  ineligibility,
  selectComparables,
  valueCar,
  type Comparable,
  type SubjectCar,
  type ValuationSettings,
} from "./valuation";

const settings: ValuationSettings = {
  maxAgeYears: 7,
  maxKm: 100_000,
  minComparables: 3,
  reconditioningCost: 1_000,
  marginPercent: 10,
};
const now = new Date(Date.UTC(2026, 10, 23));
const corolla: SubjectCar = { make: "Toyota", model: "Corolla", year: 2022, km: 40_000 };
const comparable = (price: number, extra: Partial<Comparable> = {}): Comparable => ({
  make: "Toyota",
  model: "Corolla",
  badge: "Ascent Sport",
  year: 2022,
  km: 40_000,
  price,
  state: "NSW",
  ...extra,
});

describe("the offer, computed by hand", () => {
  it("takes the margin and reconditioning off the median, with a range from the quartiles widened to 10%", () => {
    // Median 22,000; quartiles 21,000 and 23,000, narrower than the 10% a low-confidence range keeps.
    // Offer 22,000 × 0.9 − 1,000 = 18,800; low 19,800 × 0.9 − 1,000 = 16,820 → 16,800;
    // high 24,200 × 0.9 − 1,000 = 20,780 → 20,800.
    const estimate = estimateFromComparables(
      [comparable(20_000), comparable(24_000), comparable(22_000)],
      "state",
      corolla,
      bestCondition,
      settings,
    );
    expect(estimate).toEqual({
      low: 16_800,
      high: 20_800,
      offer: 18_800,
      comparables: 3,
      confidence: "low",
      basis: "state",
    });
  });

  it("moves a comparable's price for the kilometres and the model year between the cars", () => {
    // 20,000 km more on the comparable: +3%; one model year older: ÷ 0.92.
    expect(adjustedPrice(comparable(20_000, { year: 2021, km: 60_000 }), corolla)).toBeCloseTo(
      (20_000 * 1.03) / 0.92,
      6,
    );
    // 30,000 km fewer and one year newer: −4.5%, × 0.92.
    expect(adjustedPrice(comparable(20_000, { year: 2023, km: 10_000 }), corolla)).toBeCloseTo(
      20_000 * 0.955 * 0.92,
      6,
    );
  });

  it("takes a share off for each answer worse than the best", () => {
    const condition: TradeInCondition = {
      ...bestCondition,
      accidentDamage: true,
      serviceHistory: "partial",
      tyres: "worn",
    };
    expect(conditionFactor(condition)).toBeCloseTo(0.85 * 0.96 * 0.95, 10);
    // 22,000 × 0.7752 × 0.9 − 1,000 = 14,348.96 → 14,300.
    const estimate = estimateFromComparables(
      [comparable(20_000), comparable(22_000), comparable(24_000)],
      "state",
      corolla,
      condition,
      settings,
    );
    expect(estimate?.offer).toBe(14_300);
  });

  it("does not lower the offer for finance owing, which is paid out of it", () => {
    expect(conditionFactor({ ...bestCondition, financeOwing: true })).toBe(1);
  });

  it("never offers less than nothing", () => {
    const estimate = estimateFromComparables(
      [comparable(900), comparable(1_000), comparable(1_100)],
      "national",
      corolla,
      bestCondition,
      settings,
    );
    expect(estimate).toMatchObject({ low: 0, offer: 0 });
  });

  it("is confident with many tightly priced comparables", () => {
    const prices = [21_000, 21_500, 22_000, 22_000, 22_500, 22_500, 23_000, 23_500];
    const estimate = estimateFromComparables(
      prices.map((price) => comparable(price)),
      "state",
      corolla,
      bestCondition,
      settings,
    );
    expect(estimate?.confidence).toBe("high");
    const scattered = [12_000, 16_000, 19_000, 22_000, 25_000, 29_000, 33_000, 36_000];
    const wide = estimateFromComparables(
      scattered.map((price) => comparable(price)),
      "state",
      corolla,
      bestCondition,
      settings,
    );
    expect(wide?.confidence).toBe("low");
  });
});

describe("the 7-year and 100,000 km rule", () => {
  it("values a car exactly 7 years old and refuses one 8 years old", () => {
    expect(ineligibility({ ...corolla, year: 2019 }, settings, now)).toBeNull();
    expect(ineligibility({ ...corolla, year: 2018 }, settings, now)).toBe("too-old");
  });

  it("values a car on exactly 100,000 km and refuses one on 100,001", () => {
    expect(ineligibility({ ...corolla, km: 100_000 }, settings, now)).toBeNull();
    expect(ineligibility({ ...corolla, km: 100_001 }, settings, now)).toBe("too-many-km");
  });

  it("says why plainly, with the site's own limits", () => {
    const market = [comparable(20_000), comparable(21_000), comparable(22_000)];
    expect(valueCar({ ...corolla, year: 2015 }, bestCondition, market, "NSW", settings, now)).toEqual({
      estimate: null,
      reason: "too-old",
      message:
        "We can't value cars more than 7 years old online. Send us your details and our team will contact you with a valuation.",
    });
    expect(
      valueCar({ ...corolla, km: 150_000 }, bestCondition, market, "NSW", { ...settings, maxKm: 120_000 }, now),
    ).toMatchObject({ reason: "too-many-km", message: expect.stringContaining("more than 120,000 km") as unknown });
    expect(valueCar(corolla, bestCondition, market.slice(0, 2), "NSW", settings, now)).toMatchObject({
      estimate: null,
      reason: "too-few-comparables",
      message: expect.stringContaining("similar Toyota Corolla") as unknown,
    });
  });
});

describe("comparable selection", () => {
  it("uses the shopper's state when it has enough comparables", () => {
    const market = [
      comparable(20_000),
      comparable(21_000),
      comparable(22_000, { state: "nsw" }),
      comparable(30_000, { state: "VIC" }),
      comparable(31_000, { state: "VIC" }),
    ];
    const picked = selectComparables(market, corolla, "NSW", 3);
    expect(picked.basis).toBe("state");
    expect(picked.comparables.map((car) => car.price)).toEqual([20_000, 21_000, 22_000]);
  });

  it("goes national when the state has too few, or no state is known", () => {
    const market = [comparable(20_000), comparable(30_000, { state: "VIC" }), comparable(31_000, { state: "QLD" })];
    expect(selectComparables(market, corolla, "NSW", 3)).toMatchObject({ basis: "national", comparables: market });
    expect(selectComparables(market, corolla, undefined, 3).basis).toBe("national");
  });

  it("narrows to the same badge when there are enough of them, in the state or nationally", () => {
    const market = [
      comparable(20_000),
      comparable(21_000),
      comparable(22_000),
      comparable(30_000, { badge: "ZR" }),
      comparable(31_000, { badge: "ZR" }),
      comparable(32_000, { badge: "ZR", state: "VIC" }),
    ];
    const zr = { ...corolla, badge: "zr" };
    expect(selectComparables(market, zr, "NSW", 3)).toEqual({ comparables: market.slice(0, 5), basis: "state" });
    expect(selectComparables(market, zr, "NSW", 2)).toEqual({ comparables: market.slice(3, 5), basis: "state" });
    expect(selectComparables(market, zr, "QLD", 3)).toEqual({ comparables: market.slice(3), basis: "national" });
  });

  it("compares only the same make and model, two model years either side, similar kilometres and a price", () => {
    const market = [
      comparable(20_000, { make: "toyota", model: "COROLLA" }),
      comparable(20_000, { model: "Camry" }),
      comparable(20_000, { make: "Mazda" }),
      comparable(20_000, { year: 2020 }),
      comparable(20_000, { year: 2019 }),
      comparable(20_000, { year: 2025 }),
      comparable(20_000, { km: 70_000 }),
      comparable(20_000, { km: 70_001 }),
      comparable(0),
    ];
    const picked = selectComparables(market, corolla, null, 1).comparables;
    expect(picked).toEqual([market[0], market[3], market[6]]);
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

const settingsArb = fc.record({
  maxAgeYears: fc.constant(7),
  maxKm: fc.constant(100_000),
  minComparables: fc.integer({ min: 1, max: 6 }),
  reconditioningCost: fc.integer({ min: 0, max: 5_000 }),
  marginPercent: fc.integer({ min: 0, max: 30 }),
});
const comparablesArb = fc.array(
  fc.record({
    make: fc.constant("Toyota"),
    model: fc.constant("Corolla"),
    badge: fc.constantFrom("Ascent Sport", "ZR", null),
    year: fc.integer({ min: 2020, max: 2024 }),
    km: fc.integer({ min: 0, max: 200_000 }),
    price: fc.integer({ min: 1, max: 200_000 }),
    state: fc.constantFrom("NSW", "VIC", null),
  }),
  { minLength: 1, maxLength: 20 },
);
const conditionArb: fc.Arbitrary<TradeInCondition> = fc.record({
  accidentDamage: fc.boolean(),
  serviceHistory: fc.constantFrom("full", "partial", "none"),
  tyres: fc.constantFrom("good", "fair", "worn"),
  warningLights: fc.boolean(),
  modified: fc.boolean(),
  financeOwing: fc.boolean(),
});
const carAt = (km: number): SubjectCar => ({ ...corolla, km });

/** The condition with one answer moved one step towards the worst (options run best to worst). */
function worse(condition: TradeInCondition, index: number): TradeInCondition {
  const question = conditionQuestions[index % conditionQuestions.length];
  if (!question) return condition;
  const values: readonly unknown[] = question.options.map((option) => option.value);
  const at = values.indexOf(condition[question.key]);
  const next = values[Math.min(values.length - 1, at + 1)];
  return { ...condition, [question.key]: next };
}

describe("offer properties", () => {
  it("keeps low ≤ offer ≤ high, whole dollars, never negative", () => {
    fc.assert(
      fc.property(
        comparablesArb,
        conditionArb,
        settingsArb,
        fc.integer({ min: 0, max: 200_000 }),
        (market, condition, rules, km) => {
          const estimate = estimateFromComparables(market, "national", carAt(km), condition, rules);
          expect(estimate).not.toBeNull();
          if (!estimate) return;
          expect(estimate.low).toBeGreaterThanOrEqual(0);
          expect(estimate.low).toBeLessThanOrEqual(estimate.offer);
          expect(estimate.offer).toBeLessThanOrEqual(estimate.high);
          for (const amount of [estimate.low, estimate.offer, estimate.high])
            expect(Number.isInteger(amount)).toBe(true);
        },
      ),
    );
  });

  it("never offers more for more kilometres on the same comparables", () => {
    fc.assert(
      fc.property(
        comparablesArb,
        conditionArb,
        settingsArb,
        fc.integer({ min: 0, max: 200_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (market, condition, rules, km, more) => {
          const fewer = estimateFromComparables(market, "national", carAt(km), condition, rules);
          const higher = estimateFromComparables(market, "national", carAt(km + more), condition, rules);
          expect(higher?.offer ?? 0).toBeLessThanOrEqual(fewer?.offer ?? 0);
        },
      ),
    );
  });

  it("never offers more for a worse answer to any condition question", () => {
    fc.assert(
      fc.property(comparablesArb, conditionArb, settingsArb, fc.nat(), (market, condition, rules, question) => {
        const before = estimateFromComparables(market, "national", corolla, condition, rules);
        const after = estimateFromComparables(market, "national", corolla, worse(condition, question), rules);
        expect(after?.offer ?? 0).toBeLessThanOrEqual(before?.offer ?? 0);
      }),
    );
  });
});
