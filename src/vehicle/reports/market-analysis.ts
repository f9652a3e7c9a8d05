// What the Autogauge and Car Analysis reports say about a car's market: comparable listings and the
// price comparison (the vehicle page's rules, price-comparison.ts) set out in full, with the car's
// age and use against typical Australian driving. The listings come from a market data service
// (MARKET_DATA_API_URL) or, in demo mode only, from the platform's own demo stock, a sample the
// reports say is one (decision 037).

import { providerJson, serviceUrl, type HttpServiceOptions } from "@/platform/provider-http";
import { z } from "@/platform/zod";
import {
  comparisonWindow,
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

export interface MarketDataProvider {
  /** A stand-in (the demo's own invented stock): what it makes must say it is a sample. */
  readonly sample: boolean;
  /** Listings in the subject's make, model, year and odometer windows, for sale or recently sold. */
  comparables(subject: ComparisonSubject): Promise<ComparisonCandidate[]>;
}

/** The demo's stand-in: the platform's own listings, read by `listings`. */
export function sampleMarketDataProvider(
  listings: (subject: ComparisonSubject) => Promise<ComparisonCandidate[]>,
): MarketDataProvider {
  return { sample: true, comparables: listings };
}

const listingsAnswer = z.object({
  listings: z
    .array(
      z.object({
        id: z.coerce.string().min(1),
        year: z.coerce.number().int().min(1900).max(2200),
        make: z.string().trim().min(1),
        model: z.string().trim().min(1),
        odometer_km: z.coerce.number().min(0),
        price: z.coerce.number().min(0),
        sold_on: z
          .string()
          .regex(/^\d{4}-\d{2}-\d{2}/, "must be a date (yyyy-mm-dd)")
          .nullish()
          .transform((value) => (value ? new Date(`${value.slice(0, 10)}T00:00:00Z`) : null)),
      }),
    )
    .max(5_000),
});

/**
 * A market data service over HTTP: `GET {url}/listings?make=&model=&year_min=&year_max=&km_min=&km_max=`
 * with the key as a Bearer token, answering `{ listings: [{ id, year, make, model, odometer_km, price,
 * sold_on }] }` (sold_on null for a car still for sale).
 */
export function httpMarketDataProvider(options: HttpServiceOptions): MarketDataProvider {
  return {
    sample: false,
    async comparables(subject) {
      const window = comparisonWindow(subject);
      const answer = await providerJson(
        {
          service: "market data service",
          url: serviceUrl(options.url, "listings", {
            make: subject.make,
            model: subject.model,
            year_min: window.yearMin,
            year_max: window.yearMax,
            km_min: window.kmMin,
            km_max: window.kmMax,
          }),
          apiKey: options.apiKey,
          timeoutMs: options.timeoutMs,
        },
        listingsAnswer,
      );
      return (answer?.listings ?? [])
        .filter((listing) => listing.id !== subject.id)
        .map((listing) => ({
          id: listing.id,
          year: listing.year,
          make: listing.make,
          model: listing.model,
          km: Math.round(listing.odometer_km),
          price: Math.round(listing.price),
          status: listing.sold_on ? "sold" : "in_stock",
          soldAt: listing.sold_on,
        }));
    },
  };
}
