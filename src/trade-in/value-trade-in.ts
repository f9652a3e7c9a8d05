// One valuation against the database: the shopper's car and answers in, the site's trade-in
// settings applied to the platform's comparables, the estimate or the plain reason there is none out.

import type { Db } from "@/platform/db/connect";
import { requestSeconds } from "@/platform/clock";
import type { Site } from "@/sites/get-site";
import { findComparableCandidates } from "./comparables";
import type { ValuationInput, ValuationResult } from "./schemas";
import { ineligibility, valueCar, type ValuationSettings } from "./valuation";

export type ValuationSite = { config: Pick<Site["config"], "tradeIn" | "contact"> };

export function valuationSettings(site: ValuationSite): ValuationSettings {
  const { maxAgeYears, maxKm, minComparables, reconditioningCost, marginPercent } = site.config.tradeIn;
  return { maxAgeYears, maxKm, minComparables, reconditioningCost, marginPercent };
}

/**
 * Values the car for the site. The shopper's state (their rego's) comes first for comparables; without
 * one, the site's default state. `now` is the request's time unless a test fixes it.
 */
export async function valueTradeIn(
  db: Db,
  site: ValuationSite,
  input: ValuationInput,
  now: Date = new Date(requestSeconds() * 1000),
): Promise<ValuationResult> {
  const settings = valuationSettings(site);
  const car = input.vehicle;
  const state = input.regoState ?? site.config.contact.defaultState.toUpperCase();
  // The rules that need no market data are settled before the query.
  const candidates = ineligibility(car, settings, now) ? [] : await findComparableCandidates(db, car, now);
  return valueCar(car, input.condition, candidates, state, settings, now);
}
