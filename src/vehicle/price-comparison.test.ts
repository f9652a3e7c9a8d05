import { describe, expect, it } from "vitest";
import {
  comparisonConfidence,
  comparisonDescription,
  comparisonWindow,
  computePriceComparison,
  isComparable,
  percentile,
  rangeFill,
  type ComparisonCandidate,
  type ComparisonSubject,
} from "./price-comparison";
import { marketAverageOf, showsMarketIndicator, showsPriceComparison } from "./vehicle-rules";

const now = new Date("2026-03-01T00:00:00Z");
const dayMs = 24 * 60 * 60 * 1000;

const subject: ComparisonSubject = {
  id: "car",
  year: 2021,
  make: "Toyota",
  model: "Corolla",
  km: 50_000,
  price: 24_000,
};

let sequence = 0;
function candidate(overrides: Partial<ComparisonCandidate> = {}): ComparisonCandidate {
  sequence += 1;
  return {
    id: `other-${sequence}`,
    year: 2021,
    make: "Toyota",
    model: "Corolla",
    km: 50_000,
    price: 25_000,
    status: "in_stock",
    soldAt: null,
    ...overrides,
  };
}

describe("comparisonWindow", () => {
  it("spans two years either side and the wider of ±40% and ±30,000 km", () => {
    expect(comparisonWindow({ year: 2021, km: 50_000 })).toEqual({
      yearMin: 2019,
      yearMax: 2023,
      kmMin: 20_000,
      kmMax: 80_000,
    });
    expect(comparisonWindow({ year: 2018, km: 150_000 })).toEqual({
      yearMin: 2016,
      yearMax: 2020,
      kmMin: 90_000,
      kmMax: 210_000,
    });
    expect(comparisonWindow({ year: 2025, km: 10 }).kmMin).toBe(0);
  });
});

describe("isComparable", () => {
  it("takes the same make and model (any case), a near year and odometer", () => {
    expect(isComparable(subject, candidate({ make: "TOYOTA", model: " corolla " }), now)).toBe(true);
    expect(isComparable(subject, candidate({ year: 2019, km: 20_000 }), now)).toBe(true);
    expect(isComparable(subject, candidate({ year: 2023, km: 80_000 }), now)).toBe(true);
  });

  it("leaves out the car itself, other models, far years and odometers, and unpriced listings", () => {
    expect(isComparable(subject, candidate({ id: "car" }), now)).toBe(false);
    expect(isComparable(subject, candidate({ model: "Camry" }), now)).toBe(false);
    expect(isComparable(subject, candidate({ make: "Mazda" }), now)).toBe(false);
    expect(isComparable(subject, candidate({ year: 2018 }), now)).toBe(false);
    expect(isComparable(subject, candidate({ year: 2024 }), now)).toBe(false);
    expect(isComparable(subject, candidate({ km: 80_001 }), now)).toBe(false);
    expect(isComparable(subject, candidate({ km: 19_999 }), now)).toBe(false);
    expect(isComparable(subject, candidate({ price: 10 }), now)).toBe(false);
  });

  it("counts stock and recent sales, not old sales", () => {
    expect(isComparable(subject, candidate({ status: "coming_soon" }), now)).toBe(true);
    const recent = new Date(now.getTime() - 30 * dayMs);
    const old = new Date(now.getTime() - 120 * dayMs);
    expect(isComparable(subject, candidate({ status: "sold", soldAt: recent }), now)).toBe(true);
    expect(isComparable(subject, candidate({ status: "withdrawn", soldAt: recent }), now)).toBe(true);
    expect(isComparable(subject, candidate({ status: "sold", soldAt: old }), now)).toBe(false);
    expect(isComparable(subject, candidate({ status: "sold", soldAt: null }), now)).toBe(false);
  });
});

describe("percentile", () => {
  it("interpolates between neighbours", () => {
    expect(percentile([10, 20, 30, 40, 50], 0.5)).toBe(30);
    expect(percentile([10, 20, 30, 40, 50], 0.1)).toBeCloseTo(14);
    expect(percentile([10, 20, 30, 40, 50], 0.9)).toBeCloseTo(46);
    expect(percentile([7], 0.9)).toBe(7);
    expect(() => percentile([], 0.5)).toThrow(RangeError);
  });
});

describe("rangeFill and confidence", () => {
  it("places the price in the range, clamped to 0..1", () => {
    expect(rangeFill(15, 10, 20)).toBe(0.5);
    expect(rangeFill(5, 10, 20)).toBe(0);
    expect(rangeFill(25, 10, 20)).toBe(1);
    expect(rangeFill(10, 10, 10)).toBe(0.5);
  });

  it("grows with the number of comparables up to 1 at twenty", () => {
    expect(comparisonConfidence(3)).toBe(0.15);
    expect(comparisonConfidence(10)).toBe(0.5);
    expect(comparisonConfidence(20)).toBe(1);
    expect(comparisonConfidence(45)).toBe(1);
  });
});

describe("comparisonDescription", () => {
  it("says how far from the average, to the nearest $100", () => {
    expect(comparisonDescription(24_000, 25_180, subject)).toBe(
      "Priced $1,200 below the market average for similar 2021 Toyota Corolla.",
    );
    expect(comparisonDescription(26_000, 25_000, subject)).toBe(
      "Priced $1,000 above the market average for similar 2021 Toyota Corolla.",
    );
    expect(comparisonDescription(25_020, 25_000, subject)).toBe(
      "Priced in line with the market average for similar 2021 Toyota Corolla.",
    );
  });
});

describe("computePriceComparison", () => {
  it("gives nothing with fewer than three comparables", () => {
    const two = [candidate(), candidate(), candidate({ model: "Yaris" })];
    expect(computePriceComparison(subject, two, now)).toBeNull();
  });

  it("gives nothing for a car without a real price", () => {
    const many = Array.from({ length: 5 }, () => candidate());
    expect(computePriceComparison({ ...subject, price: 0 }, many, now)).toBeNull();
  });

  it("gives the 10th–90th percentile range, the fill, confidence and description", () => {
    const prices = [20_000, 22_000, 24_000, 26_000, 28_000, 30_000, 32_000, 34_000, 36_000, 38_000, 40_000];
    const listings = [...prices.map((price) => candidate({ price })), candidate({ model: "Camry", price: 1_000 })];
    const result = computePriceComparison(subject, listings, now);
    expect(result).toEqual({
      fill: 0.125,
      listing_price: 24_000,
      market_range_min: 22_000,
      market_range_max: 38_000,
      confidence: 0.55,
      description: "Priced $6,000 below the market average for similar 2021 Toyota Corolla.",
      comparables: 11,
    });
    expect(showsPriceComparison(result)).toBe(true);
  });

  it("states its verdict against the car's market data average when it has one: the badge's average", () => {
    const prices = [20_000, 22_000, 24_000, 26_000, 28_000, 30_000, 32_000, 34_000, 36_000, 38_000, 40_000];
    const listings = prices.map((price) => candidate({ price }));
    const market = {
      state_average_market_price: 27_000,
      average_market_price: 26_500,
      fill: null,
      market_range_min: null,
      market_range_max: null,
      confidence: null,
      description: null,
    };
    const result = computePriceComparison(subject, listings, now, marketAverageOf(market));
    expect(result?.description).toBe("Priced $3,000 below the market average for similar 2021 Toyota Corolla.");
    // The badge reads the same average, so 'Below market price' and this sentence agree.
    expect(showsMarketIndicator(subject.price, market)).toBe(true);
    const above = computePriceComparison({ ...subject, price: 29_000 }, listings, now, marketAverageOf(market));
    expect(above?.description).toMatch(/^Priced \$2,000 above/);
    expect(showsMarketIndicator(29_000, market)).toBe(false);
  });

  it("is hidden by the vehicle page's rule when the confidence is low", () => {
    const result = computePriceComparison(subject, [candidate(), candidate(), candidate()], now);
    expect(result?.confidence).toBe(0.15);
    expect(showsPriceComparison(result)).toBe(false);
  });
});
