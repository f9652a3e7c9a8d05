// The watchlist's rules that need no server: which cars show the save control, and where a
// signed-out shopper is sent. Shared by the browser control and the server.

import { isInStock } from "@/cars/car";

/** A car for sale always shows the control; a sold one only while it is saved (so it can be removed). */
export function showsWatchlistControl(status: string, saved: boolean): boolean {
  return isInStock(status) || saved;
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
