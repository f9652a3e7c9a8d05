// React access to the shopper's stored state. The server cannot see the browser's storage, so it
// renders every control as "not saved"; the browser then switches to the stored value right after
// hydration (useSyncExternalStore's server snapshot is what makes that switch mismatch-free).

import { useSyncExternalStore } from "react";
import { readCompare, isCompared, type ComparedCar } from "./compare";
import { isFavourite, readFavourites, type Favourite } from "./favourites";
import { readSearchHistory, type SearchHistoryEntry } from "./search-history";
import { subscribeShopperStorage } from "./storage";

const noEntries: readonly never[] = Object.freeze([]);

/**
 * `read()` on the client, `serverValue` on the server and during hydration; re-reads after any
 * shopper storage change in this page or another tab. `read` must return the same object while
 * storage is unchanged (the readers in this folder do) and `serverValue` must be a primitive or a
 * constant, or React re-renders forever.
 */
export function useShopperStorage<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeShopperStorage, read, () => serverValue);
}

export function useIsFavourite(siteSlug: string, carId: string): boolean {
  return useShopperStorage(() => isFavourite(siteSlug, carId), false);
}

export function useFavourites(siteSlug: string): readonly Favourite[] {
  return useShopperStorage(() => readFavourites(siteSlug), noEntries);
}

export function useIsCompared(siteSlug: string, carId: string): boolean {
  return useShopperStorage(() => isCompared(siteSlug, carId), false);
}

export function useCompare(siteSlug: string): readonly ComparedCar[] {
  return useShopperStorage(() => readCompare(siteSlug), noEntries);
}

export function useSearchHistory(siteSlug: string): readonly SearchHistoryEntry[] {
  return useShopperStorage(() => readSearchHistory(siteSlug), noEntries);
}
