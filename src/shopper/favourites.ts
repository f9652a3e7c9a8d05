// Cars the shopper has hearted, kept in the browser: no account needed (the signed-in watchlist is
// a different thing and lives on the server).

import { z } from "zod";
import { recentList, storedId } from "./storage";

const favouriteSchema = z.object({
  id: storedId,
  name: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  primary_image_url: z.string().nullable().catch(null),
});

export type Favourite = z.output<typeof favouriteSchema>;

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

export function removeFavourite(siteSlug: string, carId: string): void {
  favourites.remove(siteSlug, carId);
}
