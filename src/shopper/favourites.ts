// The cars the shopper saved in this browser: no account needed. This is the browser's half of the
// one saved-cars list (decision 041): shown as the watchlist, and merged into the account's watchlist
// at sign-in. The spec's name for the stored record, and the storage key, stay 'favourites'.

import { isJsonObject } from "@/platform/json-guards";
import { entrySchema, readStoredId, readStoredPicture, recentList } from "./storage";

export type Favourite = {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
};

/** A damaged image address costs only the image. */
const favouriteSchema = entrySchema((value): Favourite | null => {
  if (!isJsonObject(value)) return null;
  const id = readStoredId(value.id);
  const { name, slug, make, model } = value;
  if (id === null || typeof name !== "string" || typeof slug !== "string") return null;
  if (typeof make !== "string" || typeof model !== "string") return null;
  return { id, name, slug, make, model, primary_image_url: readStoredPicture(value.primary_image_url) };
});

/** Keeps the stored list (and the favourites page) bounded; beyond this the oldest is forgotten. */
export const favouritesLimit = 100;

const favourites = recentList({
  name: "favourites",
  schema: favouriteSchema,
  limit: favouritesLimit,
  idOf: (favourite) => favourite.id,
});

/** Newest first. */
export function readFavourites(siteSlug: string): readonly Favourite[] {
  return favourites.read(siteSlug);
}

export function isFavourite(siteSlug: string, carId: string): boolean {
  return favourites.has(siteSlug, carId);
}

/** Saves or unsaves the car; returns whether it is saved now (unchanged when the browser refused). */
export function toggleFavourite(siteSlug: string, favourite: Favourite): boolean {
  if (isFavourite(siteSlug, favourite.id)) favourites.remove(siteSlug, favourite.id);
  else favourites.add(siteSlug, favourite);
  return isFavourite(siteSlug, favourite.id);
}

/** Saves (`saved`) or unsaves the car; false when the browser refused. */
export function setFavourite(siteSlug: string, favourite: Favourite, saved: boolean): boolean {
  if (saved === isFavourite(siteSlug, favourite.id)) return true;
  return saved ? favourites.add(siteSlug, favourite) : favourites.remove(siteSlug, favourite.id);
}

export function removeFavourite(siteSlug: string, carId: string): void {
  favourites.remove(siteSlug, carId);
}
