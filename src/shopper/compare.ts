// Cars picked for side-by-side comparison, kept in the browser.

import { z } from "zod";
import { recentList, storedId } from "./storage";

const comparedCarSchema = z.object({ id: storedId, name: z.string(), slug: z.string() });

export type ComparedCar = z.output<typeof comparedCarSchema>;

/** A comparison table wider than three cars does not fit a phone. */
export const compareLimit = 3;

/**
 * Adding a fourth car drops the one picked longest ago rather than refusing: the shopper's latest
 * click is the clearest intent, and a refusal would need its own message to explain it.
 */
const compared = recentList({
  name: "compare",
  schema: comparedCarSchema,
  limit: compareLimit,
  idOf: (car) => car.id,
});

/** Newest first. */
export function readCompare(siteSlug: string): readonly ComparedCar[] {
  return compared.read(siteSlug);
}

export function isCompared(siteSlug: string, carId: string): boolean {
  return compared.has(siteSlug, carId);
}

/** Adds or removes the car; returns whether it is in the comparison now. */
export function toggleCompare(siteSlug: string, car: ComparedCar): boolean {
  if (isCompared(siteSlug, car.id)) compared.remove(siteSlug, car.id);
  else compared.add(siteSlug, car);
  return isCompared(siteSlug, car.id);
}

export function clearCompare(siteSlug: string): void {
  compared.clear(siteSlug);
}
