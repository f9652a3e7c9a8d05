// The watchlist's rules that need no server: which cars show the save control, and where a
// signed-out shopper is sent. Shared by the browser control and the server.

import { isInStock } from "@/cars/car";
import { favouritesLimit } from "@/shopper/favourites";
import type { SiteConfig } from "@/sites/config-schema";

/**
 * The one page that lists the saved cars (decision 041): the garage where the site has the watchlist
 * (signed in, the account's; signed out, this browser's), else /favourites (this browser's).
 */
export function savedCarsPath(config: {
  features: Pick<SiteConfig["features"], "watchlist">;
  signIn: Pick<SiteConfig["signIn"], "garagePath">;
}): string {
  return config.features.watchlist ? config.signIn.garagePath : "/favourites";
}

/** Sign-in for the watchlist, back to `path` afterwards (and on cancel). */
export function watchlistSignInHref(path: string): string {
  const query = new URLSearchParams({ type: "watchlist", redirect: path, back: path });
  return `/sign-in?${query.toString()}`;
}

export type WatchlistState = { saved: ReadonlySet<string> };

/** The optimistic step: the car saved (or removed) before the server has answered. */
export function withCar(saved: ReadonlySet<string>, carId: string, save: boolean): ReadonlySet<string> {
  const next = new Set(saved);
  if (save) next.add(carId);
  else next.delete(carId);
  return next;
}

/**
 * The most cars one list holds, in the browser and in the account alike (decision 041): the
 * browser's list forgets its oldest beyond this; the account's refuses a save beyond it.
 */
export const watchlistLimit = favouritesLimit;

/**
 * Whether a car shows the one save control: a car for sale (not one priced 0 or less where the site
 * hides the control on those), and any car already saved, so it can be removed.
 */
export function showsSaveControl(
  car: { status: string; price: number },
  options: { hideWhenNoPrice: boolean; saved: boolean },
): boolean {
  if (options.saved) return true;
  return isInStock(car.status) && !(options.hideWhenNoPrice && car.price <= 0);
}

export type SavedCarsMerge = {
  /** The browser's cars to add to the account, newest first. */
  add: string[];
  /** The browser's cars left out because the account's list was full. */
  skipped: number;
};

/**
 * The browser's saved cars merged into the account's watchlist at sign-in: a union without
 * duplicates. The account's cars always stay; the browser's newest fill the room left under `limit`.
 * Merging the same lists again adds nothing.
 */
export function mergeSavedCars(
  accountIds: readonly string[],
  browserIds: readonly string[],
  limit: number = watchlistLimit,
): SavedCarsMerge {
  const saved = new Set(accountIds);
  const wanted = [...new Set(browserIds)].filter((id) => !saved.has(id));
  const room = Math.max(0, limit - saved.size);
  return { add: wanted.slice(0, room), skipped: Math.max(0, wanted.length - room) };
}
