// Cars picked for side-by-side comparison, kept in the browser.

import { isJsonObject } from "@/platform/json-guards";
import { entrySchema, readStoredId, recentList } from "./storage";

export type ComparedCar = { id: string; name: string; slug: string };

const comparedCarSchema = entrySchema((value): ComparedCar | null => {
  if (!isJsonObject(value)) return null;
  const id = readStoredId(value.id);
  const { name, slug } = value;
  return id !== null && typeof name === "string" && typeof slug === "string" ? { id, name, slug } : null;
});

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
