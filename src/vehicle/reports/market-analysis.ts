// What the Autogauge and Car Analysis reports say about a car's market: the same comparable listings
// and price comparison the vehicle page's market block shows (price-comparison.ts), set out in full,
// with the car's age and use against typical Australian driving.

import {
  computePriceComparison,
  isComparable,
  type ComparisonCandidate,
  type ComparisonSubject,
} from "../price-comparison";

/** Typical Australian use of a passenger car, about 12,000 km a year (ABS Survey of Motor Vehicle Use). */
export const typicalKmPerYear = 12_000;
/** The comparable listings a report lists, closest in odometer first. */
export const listedComparables = 25;

export type MarketAnalysis = {
  comparison: ReturnType<typeof computePriceComparison>;
  /** Every comparable listing, closest in odometer first. */
  comparables: ComparisonCandidate[];
  average: number | null;
  /** Comparable listings by model year, newest first. */
  byYear: { year: number; count: number; average: number }[];
};

export function marketAnalysis(
  subject: ComparisonSubject,
  candidates: readonly ComparisonCandidate[],
  now: Date,
): MarketAnalysis {
  const comparables = candidates
    .filter((candidate) => isComparable(subject, candidate, now))
    .sort((a, b) => Math.abs(a.km - subject.km) - Math.abs(b.km - subject.km) || a.price - b.price);
  const average =
    comparables.length === 0 ? null : comparables.reduce((sum, car) => sum + car.price, 0) / comparables.length;
  const years = new Map<number, number[]>();
  for (const car of comparables) years.set(car.year, [...(years.get(car.year) ?? []), car.price]);
  const byYear = [...years.entries()]
    .sort(([a], [b]) => b - a)
    .map(([year, prices]) => ({
      year,
      count: prices.length,
      average: prices.reduce((sum, price) => sum + price, 0) / prices.length,
    }));
  return { comparison: computePriceComparison(subject, candidates, now), comparables, average, byYear };
}

export type UsageVerdict = "new" | "light" | "typical" | "heavy";

/** Use against typical driving: under 80% is light, over 120% heavy. */
export function usageVerdict(km: number, ageYears: number): UsageVerdict {
  if (km <= 0) return "new";
  const expected = Math.max(ageYears, 0.5) * typicalKmPerYear;
  if (km < expected * 0.8) return "light";
  if (km > expected * 1.2) return "heavy";
  return "typical";
}
