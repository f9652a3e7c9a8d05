// Cars the shopper has opened, for "recently viewed" and to tell leads what the shopper looked at.

import { z } from "zod";
import { recentList, storedId } from "./storage";

const optionalText = z.string().nullable().catch(null);

const viewedCarSchema = z.object({
  id: storedId,
  stocknum: z.string(),
  make: z.string(),
  model: z.string(),
  body: optionalText,
  simple_body: optionalText,
});

export type ViewedCar = z.output<typeof viewedCarSchema>;

export const viewedCarsLimit = 20;

const viewed = recentList({
  name: "viewed-cars",
  schema: viewedCarSchema,
  limit: viewedCarsLimit,
  idOf: (car) => car.id,
});

/** Viewing a car again moves it to the top. */
export function recordViewedCar(siteSlug: string, car: ViewedCar): void {
  viewed.add(siteSlug, car);
}

/** Most recent first. */
export function readViewedCars(siteSlug: string): readonly ViewedCar[] {
  return viewed.read(siteSlug);
}
