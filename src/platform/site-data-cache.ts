import { currentTenant } from "./db/tenant";

// What every page of a site reads before it renders anything of its own (the site and its config, its
// origin, its content paths, its locations for the footer, its promotions), kept in this process between
// requests (decision 030). Each of those tables announces every change on `site_changed` (migration 0014),
// which the stock index's listener hears and passes on here, as it does to the page cache: a change drops
// the site's entries, and the next request reads them anew. The cache is on only while this process
// hears those changes (the page cache's rule); with no listener, or after its connection dropped, every
// call reads the database as before.
//
// Values are shared by every request that reads them, so they are frozen: a render that tried to change
// one would throw, not leak its change into another shopper's page.

type Entry = { siteId: string; value: unknown; storedAt: number };
type Registry = { entries: Map<string, Entry>; generation: number; on: boolean };

/** A safety net under the notifications: no entry is older than this. */
const maxAgeMs = 5 * 60_000;

const registryKey = Symbol.for("dealer-platform.site-data-cache");
type GlobalWithRegistry = typeof globalThis & { [registryKey]?: Registry };

// On globalThis: Next bundles this module once per layer, and the listener's invalidation must reach
// the entries every layer reads.
function registry(): Registry {
  const holder: GlobalWithRegistry = globalThis;
  holder[registryKey] ??= { entries: new Map(), generation: 0, on: false };
  return holder[registryKey];
}

/** Turns the cache on while this process hears site changes, and off (emptied) when it stops hearing them. */
export function cacheSiteDataWhileHearing(hearing: boolean): void {
  const state = registry();
  state.on = hearing;
  if (!hearing) invalidateSiteData("*");
}

/** Drops a site's entries (its id), or every site's (`*`). A read that began before this keeps nothing. */
export function invalidateSiteData(siteId: string): void {
  const state = registry();
  state.generation += 1;
  if (siteId === "*") {
    state.entries.clear();
    return;
  }
  for (const [key, entry] of state.entries) if (entry.siteId === siteId) state.entries.delete(key);
}

/**
 * `load()`, remembered under `key` for the site `ownerOf` names in its value (undefined: not kept, as
 * for a host no site has, which a new domain could change without its site's notification reaching
 * an entry).
 */
export async function rememberSiteData<T>(
  key: string,
  load: () => Promise<T>,
  ownerOf: (value: T) => string | undefined,
): Promise<T> {
  const state = registry();
  if (!state.on) return load();
  const entry = state.entries.get(key);
  if (entry && Date.now() - entry.storedAt < maxAgeMs) return entry.value as T;
  const generation = state.generation;
  const value = await load();
  const siteId = ownerOf(value);
  if (siteId !== undefined && state.on && state.generation === generation) {
    state.entries.set(key, { siteId, value: deepFreeze(value), storedAt: Date.now() });
  }
  return value;
}

/**
 * `load()` for one site's rows, remembered per site. Kept only when the caller acts for that site
 * (its database tenant, decision 025): a request acting for another site reads what row-level
 * security lets it, as before, and never fills the site's entry with that.
 */
export function rememberForSite<T>(name: string, siteId: string, load: () => Promise<T>): Promise<T> {
  if (currentTenant() !== siteId) return load();
  return rememberSiteData(`${name}:${siteId}`, load, () => siteId);
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (value instanceof Set || value instanceof Map) {
    for (const item of value.values()) deepFreeze(item);
    return value;
  }
  for (const item of Object.values(value)) deepFreeze(item);
  return value;
}
