// The trade-in offer, as pure arithmetic over comparable cars (decision 018). Each comparable's
// asking or sold price is first moved to the shopper's car: up or down for the kilometres and the
// model year between them. The median of those prices is the market price of the shopper's car in
// the best condition; the condition answers take a share off it, and the dealer's margin and
// reconditioning cost come off what is left. The range comes from the spread of the comparables, so
// a tight market gives a narrow range and a scattered one a wide range.

import type { SiteConfig } from "@/sites/config-schema";
import { formatOdometer } from "@/platform/format";
import type {
  NoEstimateReason,
  TradeInCondition,
  ValuationBasis,
  ValuationConfidence,
  ValuationEstimate,
  ValuationResult,
} from "./schemas";

export type ValuationSettings = Pick<
  SiteConfig["tradeIn"],
  "maxAgeYears" | "maxKm" | "minComparables" | "reconditioningCost" | "marginPercent"
>;

/** A car in stock or recently sold that may be compared with the shopper's. */
export type Comparable = {
  make: string;
  model: string;
  badge: string | null;
  year: number;
  km: number;
  /** Whole dollars: the asking price, or the last asking price of a sold car. */
  price: number;
  /** The state the car is listed in ("NSW"); null when the feed did not say. */
  state: string | null;
};

export type SubjectCar = { make: string; model: string; badge?: string | null; year: number; km: number };

export const valuationRules = {
  /** Model years either side of the shopper's car that still compare. */
  yearWindow: 2,
  /** Odometer readings within this share of the shopper's reading compare… */
  kmWindowShare: 0.5,
  /** …or within this many kilometres, whichever is wider. */
  kmWindowMin: 30_000,
  /** Price change for each 10,000 km between a comparable and the shopper's car. */
  pricePerTenThousandKm: 0.015,
  /** The km adjustment never moves a comparable's price by more than this share either way. */
  maxKmAdjustment: 0.3,
  /** Price change for each model year between them (cars lose about this much a year). */
  pricePerYear: 0.08,
  /** Offers and ranges are rounded to this many dollars. */
  roundTo: 100,
} as const;

/** Share of the market price kept for each answer; 1 for the best answer. */
export const conditionFactors = {
  accidentDamage: { no: 1, yes: 0.85 },
  serviceHistory: { full: 1, partial: 0.96, none: 0.9 },
  tyres: { good: 1, fair: 0.98, worn: 0.95 },
  warningLights: { no: 1, yes: 0.92 },
  modified: { no: 1, yes: 0.93 },
  // Finance owing is paid out of the offer at settlement; it does not change what the car is worth.
  financeOwing: { no: 1, yes: 1 },
} as const;

/** The range either side of the offer is at least this wide, by confidence. */
const minimumSpread: Record<ValuationConfidence, number> = { high: 0.04, medium: 0.07, low: 0.1 };

// ---------------------------------------------------------------------------------------------
// Eligibility

/** Whole model years between the car and the current year. */
export function carAgeYears(year: number, now: Date): number {
  return Math.max(0, now.getUTCFullYear() - year);
}

export function noEstimateMessage(reason: NoEstimateReason, settings: ValuationSettings, car: SubjectCar): string {
  const inPerson = "Send us your details and our team will contact you with a valuation.";
  switch (reason) {
    case "too-old":
      return `We can't value cars more than ${settings.maxAgeYears} years old online. ${inPerson}`;
    case "too-many-km":
      return `We can't value cars with more than ${formatOdometer(settings.maxKm)} on the odometer online. ${inPerson}`;
    case "too-few-comparables":
      return `We haven't seen enough similar ${car.make} ${car.model} cars sold recently to value yours online. ${inPerson}`;
  }
}

/** Why the car gets no online estimate whatever the market says, or null when it may get one. */
export function ineligibility(car: SubjectCar, settings: ValuationSettings, now: Date): NoEstimateReason | null {
  if (carAgeYears(car.year, now) > settings.maxAgeYears) return "too-old";
  if (car.km > settings.maxKm) return "too-many-km";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Comparable selection

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The odometer readings that count as similar to `km`. */
export function similarKmRange(km: number): { min: number; max: number } {
  const window = Math.max(valuationRules.kmWindowMin, km * valuationRules.kmWindowShare);
  return { min: Math.max(0, Math.floor(km - window)), max: Math.ceil(km + window) };
}

export function isComparable(candidate: Comparable, car: SubjectCar): boolean {
  const km = similarKmRange(car.km);
  return (
    sameName(candidate.make, car.make) &&
    sameName(candidate.model, car.model) &&
    Math.abs(candidate.year - car.year) <= valuationRules.yearWindow &&
    candidate.km >= km.min &&
    candidate.km <= km.max &&
    candidate.price > 0
  );
}

/**
 * The comparables an estimate rests on: those in the shopper's state when there are enough of them,
 * else all of them nationally. Within either, the cars with the same badge when there are enough of
 * those (an XL and a Raptor are both Rangers, at very different prices).
 */
export function selectComparables(
  candidates: readonly Comparable[],
  car: SubjectCar,
  state: string | null | undefined,
  minComparables: number,
): { comparables: Comparable[]; basis: ValuationBasis } {
  const badge = car.badge?.trim();
  const sameBadge = (list: Comparable[]) => {
    if (!badge) return list;
    const matching = list.filter((candidate) => candidate.badge !== null && sameName(candidate.badge, badge));
    return matching.length >= minComparables ? matching : list;
  };
  const national = candidates.filter((candidate) => isComparable(candidate, car));
  if (state) {
    const inState = national.filter((candidate) => candidate.state !== null && sameName(candidate.state, state));
    if (inState.length >= minComparables) return { comparables: sameBadge(inState), basis: "state" };
  }
  return { comparables: sameBadge(national), basis: "national" };
}

// ---------------------------------------------------------------------------------------------
// The offer

/** A comparable's price moved to the shopper's car's kilometres and model year. */
export function adjustedPrice(comparable: Comparable, car: SubjectCar): number {
  const kmShare = (valuationRules.pricePerTenThousandKm * (comparable.km - car.km)) / 10_000;
  const kmFactor = 1 + Math.max(-valuationRules.maxKmAdjustment, Math.min(valuationRules.maxKmAdjustment, kmShare));
  const yearFactor = (1 - valuationRules.pricePerYear) ** (comparable.year - car.year);
  return comparable.price * kmFactor * yearFactor;
}

/** The share of the market price the condition answers keep (1 for the best answers). */
export function conditionFactor(condition: TradeInCondition): number {
  const yesNo = (answer: boolean) => (answer ? "yes" : "no");
  return (
    conditionFactors.accidentDamage[yesNo(condition.accidentDamage)] *
    conditionFactors.serviceHistory[condition.serviceHistory] *
    conditionFactors.tyres[condition.tyres] *
    conditionFactors.warningLights[yesNo(condition.warningLights)] *
    conditionFactors.modified[yesNo(condition.modified)] *
    conditionFactors.financeOwing[yesNo(condition.financeOwing)]
  );
}

/** The value at fraction `q` (0 to 1) of sorted values, interpolating between neighbours. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) throw new Error("quantile of no values");
  const position = (sorted.length - 1) * q;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? low;
  return low + (high - low) * (position - below);
}

export function confidenceOf(count: number, relativeSpread: number, minComparables: number): ValuationConfidence {
  if (count >= Math.max(8, 2 * minComparables) && relativeSpread <= 0.12) return "high";
  if (count >= Math.max(5, minComparables) && relativeSpread <= 0.25) return "medium";
  return "low";
}

const roundDollars = (amount: number) => Math.round(amount / valuationRules.roundTo) * valuationRules.roundTo;

/** What the dealer offers for a car whose best-condition market price is `market`. */
export function offerFromMarket(market: number, condition: TradeInCondition, settings: ValuationSettings): number {
  const retail = market * conditionFactor(condition);
  const offer = retail * (1 - settings.marginPercent / 100) - settings.reconditioningCost;
  return Math.max(0, roundDollars(offer));
}

/** The estimate from comparables already selected; null when there are none. */
export function estimateFromComparables(
  comparables: readonly Comparable[],
  basis: ValuationBasis,
  car: SubjectCar,
  condition: TradeInCondition,
  settings: ValuationSettings,
): ValuationEstimate | null {
  if (comparables.length === 0) return null;
  const prices = comparables.map((comparable) => adjustedPrice(comparable, car)).sort((a, b) => a - b);
  const median = quantile(prices, 0.5);
  const lowerQuartile = quantile(prices, 0.25);
  const upperQuartile = quantile(prices, 0.75);
  const relativeSpread = median > 0 ? (upperQuartile - lowerQuartile) / median : 1;
  const confidence = confidenceOf(comparables.length, relativeSpread, settings.minComparables);
  const spread = minimumSpread[confidence];
  return {
    low: offerFromMarket(Math.min(lowerQuartile, median * (1 - spread)), condition, settings),
    high: offerFromMarket(Math.max(upperQuartile, median * (1 + spread)), condition, settings),
    offer: offerFromMarket(median, condition, settings),
    comparables: comparables.length,
    confidence,
    basis,
  };
}

/** The whole answer for one car: the rules, the comparables in the shopper's state or nationally, the offer. */
export function valueCar(
  car: SubjectCar,
  condition: TradeInCondition,
  candidates: readonly Comparable[],
  state: string | null | undefined,
  settings: ValuationSettings,
  now: Date,
): ValuationResult {
  const noEstimate = (reason: NoEstimateReason): ValuationResult => ({
    estimate: null,
    reason,
    message: noEstimateMessage(reason, settings, car),
  });
  const ruledOut = ineligibility(car, settings, now);
  if (ruledOut) return noEstimate(ruledOut);
  const { comparables, basis } = selectComparables(candidates, car, state, settings.minComparables);
  if (comparables.length < settings.minComparables) return noEstimate("too-few-comparables");
  const estimate = estimateFromComparables(comparables, basis, car, condition, settings);
  return estimate ? { estimate } : noEstimate("too-few-comparables");
}
