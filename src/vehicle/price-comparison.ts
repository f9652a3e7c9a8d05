import { carTitle } from "@/cars/car-title";
import { formatMoney } from "@/platform/format";
import { minimumShownPrice } from "@/cars/price";
import type { PriceComparison } from "./vehicle-rules";

// The market price comparison ('autogauge'), computed by the platform from its own stock: every
// site's listings of the same make and model, a similar year and a similar odometer, in stock or
// recently sold. Pure maths: market-comparison.ts fetches the rows and hands them here.

/** The car being priced. */
export type ComparisonSubject = {
  id: string;
  year: number;
  make: string;
  model: string;
  km: number;
  price: number;
};

/** Another listing of the platform that may be comparable. */
export type ComparisonCandidate = {
  id: string;
  year: number;
  make: string;
  model: string;
  km: number;
  price: number;
  status: string;
  soldAt: Date | null;
};

/** Years either side of the subject's model year. */
export const comparisonYearSpan = 2;
/** Odometer window: within this share of the subject's km, or within `comparisonKmSpan`, whichever is wider. */
export const comparisonKmShare = 0.4;
export const comparisonKmSpan = 30_000;
/** A sold listing still shows the market when it sold within this many days. */
export const recentlySoldDays = 90;
/** Fewer comparable listings than this give no comparison at all ('No data returned'). */
export const minimumComparables = 3;
/** Confidence reaches 1 at this many comparables. */
export const fullConfidenceComparables = 20;
/** The market range: these percentiles of the comparable prices. */
export const rangePercentiles = { low: 0.1, high: 0.9 } as const;

export const noDataMessage = "No data returned";

/** The autogauge endpoint's answer for a car with too few comparable listings: the fields, all empty. */
export const emptyPriceData = {
  fill: null,
  listing_price: null,
  market_range_min: null,
  market_range_max: null,
  confidence: null,
  description: null,
} as const;

const dayMs = 24 * 60 * 60 * 1000;

/** The year and odometer windows a listing must fall in to compare with the subject. */
export function comparisonWindow(subject: Pick<ComparisonSubject, "year" | "km">): {
  yearMin: number;
  yearMax: number;
  kmMin: number;
  kmMax: number;
} {
  const km = Math.max(0, subject.km);
  const spread = Math.max(km * comparisonKmShare, comparisonKmSpan);
  return {
    yearMin: subject.year - comparisonYearSpan,
    yearMax: subject.year + comparisonYearSpan,
    kmMin: Math.max(0, Math.floor(km - spread)),
    kmMax: Math.ceil(km + spread),
  };
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** In stock (or coming soon) now, or sold within the last `recentlySoldDays`. */
export function isMarketListing(candidate: Pick<ComparisonCandidate, "status" | "soldAt">, now: Date): boolean {
  if (candidate.status === "in_stock" || candidate.status === "coming_soon") return true;
  if (!candidate.soldAt) return false;
  return now.getTime() - candidate.soldAt.getTime() <= recentlySoldDays * dayMs;
}

/** Same make and model, year ±2, km ±40% or ±30,000, a real price, a market listing, never the car itself. */
export function isComparable(subject: ComparisonSubject, candidate: ComparisonCandidate, now: Date): boolean {
  if (candidate.id === subject.id) return false;
  if (!sameName(candidate.make, subject.make) || !sameName(candidate.model, subject.model)) return false;
  if (candidate.price <= minimumShownPrice) return false;
  const window = comparisonWindow(subject);
  if (candidate.year < window.yearMin || candidate.year > window.yearMax) return false;
  if (candidate.km < window.kmMin || candidate.km > window.kmMax) return false;
  return isMarketListing(candidate, now);
}

/** The p-th percentile (0..1) of ascending values, interpolating linearly between neighbours. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  const count = sortedAscending.length;
  if (count === 0) throw new RangeError("percentile of no values");
  const position = Math.min(1, Math.max(0, p)) * (count - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  const low = sortedAscending[lower] ?? 0;
  const high = sortedAscending[upper] ?? low;
  return low + (high - low) * (position - lower);
}

/** Where the price sits in the range, 0 at the bottom and 1 at the top (clamped; 0.5 for a flat range). */
export function rangeFill(price: number, min: number, max: number): number {
  if (max <= min) return 0.5;
  return Math.min(1, Math.max(0, (price - min) / (max - min)));
}

/** Rises with the number of comparables: 1 at 20 or more. */
export function comparisonConfidence(count: number): number {
  return Math.round(Math.min(1, Math.max(0, count) / fullConfidenceComparables) * 100) / 100;
}

/** 'Priced $1,200 below the market average for similar 2021 Toyota Corolla.' (differences to the nearest $100). */
export function comparisonDescription(price: number, average: number, subject: ComparisonSubject): string {
  const label = carTitle({ year: subject.year, make: subject.make.trim(), model: subject.model.trim() });
  const difference = Math.round((price - average) / 100) * 100;
  if (difference === 0) return `Priced in line with the market average for similar ${label}.`;
  const direction = difference < 0 ? "below" : "above";
  return `Priced ${formatMoney(Math.abs(difference))} ${direction} the market average for similar ${label}.`;
}

/**
 * The comparison for a subject from the platform's listings, or null when it has no real price or
 * fewer than three comparable listings. `marketAverage`, the car's own market data's average when it
 * has one, is the average its verdict is stated against, so the page's 'Below market price' badge
 * and this sentence never disagree; else the listings' average.
 */
export function computePriceComparison(
  subject: ComparisonSubject,
  candidates: readonly ComparisonCandidate[],
  now: Date,
  marketAverage: number | null = null,
): (PriceComparison & { comparables: number }) | null {
  if (subject.price <= minimumShownPrice) return null;
  const prices = candidates
    .filter((candidate) => isComparable(subject, candidate, now))
    .map((candidate) => candidate.price)
    .sort((a, b) => a - b);
  if (prices.length < minimumComparables) return null;
  const min = Math.round(percentile(prices, rangePercentiles.low));
  const max = Math.round(percentile(prices, rangePercentiles.high));
  const average = prices.reduce((sum, price) => sum + price, 0) / prices.length;
  return {
    fill: Math.round(rangeFill(subject.price, min, max) * 1000) / 1000,
    listing_price: subject.price,
    market_range_min: min,
    market_range_max: max,
    confidence: comparisonConfidence(prices.length),
    description: comparisonDescription(subject.price, marketAverage ?? average, subject),
    comparables: prices.length,
  };
}
