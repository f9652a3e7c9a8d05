import { currentTenant, withTenant } from "./db/tenant";

// What every page of a site reads before it renders anything of its own (the site and its config, its
// origin, its content paths, its locations for the footer, its promotions), kept in this process between
// requests (decision 030). Each of those tables announces every change on `site_changed` (migration 0014),
// which the stock index's listener hears and passes on here, as it does to the page cache: a change drops
// the site's entries, and the next request reads them anew. The cache is on only while this process
// hears those changes (the page cache's rule); with no listener, or after its connection dropped, every
// call reads the database as before.
//
// Values are shared by every request that reads them, so they are frozen (and typed read-only where
// they are lists): a render that tried to change one would throw, not leak its change into another
// shopper's page. (A Set's add and delete are not stopped by freezing: the content paths are typed
// ReadonlySet.)

type Entry = { siteId: string; value: unknown; storedAt: number };
type Registry = {
  entries: Map<string, Entry>;
  /** Loads under way, shared by the requests that ask for the same key meanwhile. */
  pending: Map<string, Promise<unknown>>;
  /** Counts reads and invalidations, so a read can tell whether its site changed while it ran. */
  clock: number;
  changedAt: Map<string, number>;
  allChangedAt: number;
  on: boolean;
};

/** A safety net under the notifications: no entry is older than this. */
const maxAgeMs = 5 * 60_000;

const registryKey = Symbol.for("dealer-platform.site-data-cache");
type GlobalWithRegistry = typeof globalThis & { [registryKey]?: Registry };

// On globalThis: Next bundles this module once per layer, and the listener's invalidation must reach
// the entries every layer reads.
function registry(): Registry {
  const holder: GlobalWithRegistry = globalThis;
  holder[registryKey] ??= {
    entries: new Map(),
    pending: new Map(),
    clock: 0,
    changedAt: new Map(),
    allChangedAt: 0,
    on: false,
  };
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
  state.clock += 1;
  // A load under way may have read the old rows: later requests start their own.
  state.pending.clear();
  if (siteId === "*") {
    state.allChangedAt = state.clock;
    state.entries.clear();
    return;
  }
  state.changedAt.set(siteId, state.clock);
  for (const [key, entry] of state.entries) if (entry.siteId === siteId) state.entries.delete(key);
}

/**
 * A number that changes whenever the site's data may have (each change notification for it, or for
 * every site), for a cache of its own that keys by it (a car's printable sheet); null while the
 * cache is off, when nothing may be kept.
 */
export function siteDataVersion(siteId: string): number | null {
  const state = registry();
  if (!state.on) return null;
  return Math.max(state.changedAt.get(siteId) ?? 0, state.allChangedAt);
}

/**
 * `load()`, remembered under `key` for the site `ownerOf` names in its value (undefined: not kept, as
 * for a host no site has, which a new domain could change without its site's notification reaching
 * an entry). The value is frozen whether or not it is kept, so code that would change it fails in
 * every test, not only once the cache is on.
 */
export function rememberSiteData<T>(
  key: string,
  load: () => Promise<T>,
  ownerOf: (value: T) => string | undefined,
): Promise<T> {
  const state = registry();
  if (!state.on) return load().then(deepFreeze);
  const entry = state.entries.get(key);
  if (entry && Date.now() - entry.storedAt < maxAgeMs) return Promise.resolve(entry.value as T);
  const under = state.pending.get(key);
  if (under) return under as Promise<T>;
  state.clock += 1;
  const startedAt = state.clock;
  const loading = load()
    .then((value) => {
      const frozen = deepFreeze(value);
      const siteId = ownerOf(frozen);
      const changedSince =
        state.allChangedAt > startedAt || (siteId !== undefined && (state.changedAt.get(siteId) ?? 0) > startedAt);
      if (siteId !== undefined && state.on && !changedSince) {
        state.entries.set(key, { siteId, value: frozen, storedAt: Date.now() });
      }
      return frozen;
    })
    .finally(() => {
      if (state.pending.get(key) === loading) state.pending.delete(key);
    });
  state.pending.set(key, loading);
  return loading;
}

/**
 * `load()` for one site's rows, remembered per site. Kept only when the caller acts for that site
 * (its database tenant, decision 025), and then read as that site whatever the request goes on to
 * look up meanwhile: a request acting for another site (or none) reads what row-level security lets
 * it, as before, and never fills the site's entry with that.
 */
export function rememberForSite<T>(name: string, siteId: string, load: () => Promise<T>): Promise<T> {
  if (currentTenant() !== siteId) return load().then(deepFreeze);
  return rememberSiteData(
    `${name}:${siteId}`,
    () => withTenant(siteId, load),
    () => siteId,
  );
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
