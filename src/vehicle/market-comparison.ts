import "server-only";
import { and, gt, gte, lte, ne, sql } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { cars } from "@/platform/db/schema";
import { minimumShownPrice } from "@/cars/price";
import type { MarketData } from "@/platform/db/json-types";
import { marketAverageOf } from "./vehicle-rules";
import {
  comparisonWindow,
  computePriceComparison,
  type ComparisonCandidate,
  type ComparisonSubject,
} from "./price-comparison";

/**
 * The market price comparison of a car from the comparable listings of the whole platform (every
 * site's stock and recent sales, so no site id narrows it); null without a real price or without
 * enough comparables. The database narrows to the windows; computePriceComparison applies every rule.
 */
export async function getMarketComparison(
  subject: ComparisonSubject & { marketData: MarketData | null },
  now: Date,
): Promise<ReturnType<typeof computePriceComparison>> {
  if (subject.price <= minimumShownPrice) return null;
  const candidates = await getMarketCandidates(subject);
  // One average for the page: the car's market data's, which its 'Below market price' badge reads.
  return computePriceComparison(subject, candidates, now, marketAverageOf(subject.marketData));
}

/**
 * Listings of the whole platform (every site's stock and recent sales, so no site id narrows it) in
 * the subject's make, model, year and odometer windows; the comparison rules then pick from them.
 */
export async function getMarketCandidates(subject: ComparisonSubject): Promise<ComparisonCandidate[]> {
  const window = comparisonWindow(subject);
  const db = await getDb();
  return db
    .select({
      id: cars.id,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      km: cars.km,
      price: cars.price,
      status: cars.status,
      soldAt: cars.soldAt,
    })
    .from(cars)
    .where(
      and(
        sql`lower(trim(${cars.make})) = ${subject.make.trim().toLowerCase()}`,
        sql`lower(trim(${cars.model})) = ${subject.model.trim().toLowerCase()}`,
        gte(cars.year, window.yearMin),
        lte(cars.year, window.yearMax),
        gte(cars.km, window.kmMin),
        lte(cars.km, window.kmMax),
        gt(cars.price, minimumShownPrice),
        ne(cars.id, subject.id),
      ),
    );
}
