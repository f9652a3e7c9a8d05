// Cars the shopper has opened, for "recently viewed" and to tell leads what the shopper looked at.

import { isJsonObject } from "@/platform/json-guards";
import { entrySchema, readOptionalText, readStoredId, recentList } from "./storage";

export type ViewedCar = {
  id: string;
  stocknum: string;
  make: string;
  model: string;
  body: string | null;
  simple_body: string | null;
};

/** A damaged body type costs only that field. */
const viewedCarSchema = entrySchema((value): ViewedCar | null => {
  if (!isJsonObject(value)) return null;
  const id = readStoredId(value.id);
  const { stocknum, make, model } = value;
  if (id === null || typeof stocknum !== "string" || typeof make !== "string" || typeof model !== "string") return null;
  return {
    id,
    stocknum,
    make,
    model,
    body: readOptionalText(value.body),
    simple_body: readOptionalText(value.simple_body),
  };
});

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
