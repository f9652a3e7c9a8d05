// Cars picked for side-by-side comparison, kept in the browser.

import { isJsonObject } from "@/platform/json-guards";
import { entrySchema, readStoredId, readStoredPicture, recentList } from "./storage";

/** `primary_image_url` is for the compare tray's thumbnail; entries stored before it had none. */
export type ComparedCar = { id: string; name: string; slug: string; primary_image_url?: string | null };

const comparedCarSchema = entrySchema((value): ComparedCar | null => {
  if (!isJsonObject(value)) return null;
  const id = readStoredId(value.id);
  const { name, slug } = value;
  if (id === null || typeof name !== "string" || typeof slug !== "string") return null;
  return { id, name, slug, primary_image_url: readStoredPicture(value.primary_image_url) };
});

/**
 * The product compares 2 to 4 cars side by side; four columns still fit a laptop, and a phone scrolls
 * the table sideways with the row names pinned.
 */
export const compareLimit = 4;

/**
 * Adding a car to a full comparison drops the one picked longest ago rather than refusing: the shopper's latest
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

/** The compare page's address for these cars, in the order given: shareable, since it names them. */
export function comparePath(cars: readonly { id: string }[]): string {
  return cars.length === 0 ? "/compare" : `/compare?ids=${cars.map((car) => encodeURIComponent(car.id)).join(",")}`;
}

/** Takes the car out of the comparison (nothing happens when it is not in it). */
export function removeCompared(siteSlug: string, carId: string): void {
  compared.remove(siteSlug, carId);
}
