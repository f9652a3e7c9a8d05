// The shopper's browser storage, shared by every store in this folder. localStorage is outside our
// control: it may be missing (server, locked-down browsers), throw on access (storage disabled),
// refuse writes (quota, Safari private mode of old) or hold anything at all (an older release, a
// browser extension, a hand edit). None of that may break a page, so reads fall back to empty and
// failed writes are warnings.

import { isFiniteNumber } from "@/platform/json-guards";
import { isSitePath } from "@/platform/media/site-pictures";

/** Fired on `window` after a write, so controls on the same page update (`storage` only reaches other tabs). */
export const shopperStorageEvent = "shopper-storage-change";

/** Several dealer sites can share one origin in development (`*.localhost`), so every key names its site. */
export function shopperKey(siteSlug: string, name: string): string {
  return `shopper:${siteSlug}:${name}`;
}

function localStore(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * A reader for values stored through `parse` (which gets `undefined` when nothing usable is
 * stored). While storage is unchanged it returns the very same object: React's
 * `useSyncExternalStore` compares snapshots by identity, and a fresh array on every read would
 * re-render forever. Make one reader per kind of value, at module level.
 */
export function storedReader<T>(parse: (json: unknown) => T): (key: string) => T {
  const cache = new Map<string, { raw: string | null; value: T }>();
  return (key) => {
    const raw = readRaw(key);
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.value;
    const value = parse(raw === null ? undefined : parseJson(raw));
    cache.set(key, { raw, value });
    return value;
  };
}

function notify(): void {
  if (typeof window === "undefined") return;
  try {
    window.dispatchEvent(new Event(shopperStorageEvent));
  } catch (error) {
    console.warn("Shopper storage change not announced", { error });
  }
}

/** Stores `value` as JSON and tells listeners on this page. False when the browser refused. */
export function writeStored(key: string, value: unknown): boolean {
  const store = localStore();
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn("Shopper storage write failed", { key, error });
    return false;
  }
  notify();
  return true;
}

export function removeStored(key: string): void {
  try {
    localStore()?.removeItem(key);
  } catch (error) {
    console.warn("Shopper storage remove failed", { key, error });
    return;
  }
  notify();
}

/** Calls `onChange` after any shopper storage change, in this page or another tab. */
export function subscribeShopperStorage(onChange: () => void): () => void {
  if (typeof window === "undefined") return () => undefined;
  window.addEventListener("storage", onChange);
  window.addEventListener(shopperStorageEvent, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(shopperStorageEvent, onChange);
  };
}

const emptyList: readonly never[] = Object.freeze([]);

/**
 * How a stored entry is checked: anything with zod's `safeParse`, so a zod schema will do. The
 * stores here pass `entrySchema(read)` with a hand-written check instead: they run in the browser,
 * where zod would add tens of KiB to every page with a favourite or compare button.
 */
export type EntrySchema<Entry> = {
  safeParse: (value: unknown) => { success: true; data: Entry } | { success: false };
};

/** An EntrySchema from a hand-written check that returns the entry, or null to drop it. */
export function entrySchema<Entry>(read: (value: unknown) => Entry | null): EntrySchema<Entry> {
  return {
    safeParse: (value) => {
      const data = read(value);
      return data === null ? { success: false } : { success: true, data };
    },
  };
}

/**
 * A parser for a stored list that keeps the entries `schema` accepts and drops the rest, so one
 * damaged entry costs that entry, not the shopper's whole list.
 */
export function listParser<Entry>(schema: EntrySchema<Entry>): (json: unknown) => readonly Entry[] {
  return (json) => {
    if (!Array.isArray(json)) return emptyList;
    const entries = json.flatMap((entry: unknown) => {
      const parsed = schema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    return entries.length === 0 ? emptyList : Object.freeze(entries);
  };
}

/** An identifier as stored: feeds have used both numbers and strings, so both are read as text. */
export function readStoredId(value: unknown): string | null {
  if (typeof value === "string") return value;
  return isFiniteNumber(value) ? String(value) : null;
}

/** A stored text field that may be missing or damaged: anything but text reads as null. */
export function readOptionalText(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

/**
 * A stored car's picture: an address on the site (`isSitePath`), else none. A list saved before the
 * pages stopped drawing a feed's outside URLs may still hold one; it costs only the picture.
 */
export function readStoredPicture(value: unknown): string | null {
  return typeof value === "string" && isSitePath(value) ? value : null;
}

export type RecentList<Entry> = {
  /** Most recent first. */
  read: (siteSlug: string) => readonly Entry[];
  has: (siteSlug: string, id: string) => boolean;
  /** Puts `entry` first (moving it up if already there) and drops the oldest beyond the limit. */
  add: (siteSlug: string, entry: Entry) => boolean;
  remove: (siteSlug: string, id: string) => boolean;
  clear: (siteSlug: string) => void;
};

/** The shape every store here shares: a short list, one entry per id, newest first, oldest dropped. */
export function recentList<Entry>(options: {
  name: string;
  schema: EntrySchema<Entry>;
  limit: number;
  idOf: (entry: Entry) => string;
}): RecentList<Entry> {
  const { name, limit, idOf } = options;
  const readList = storedReader(listParser(options.schema));
  const read = (siteSlug: string) => readList(shopperKey(siteSlug, name));
  return {
    read,
    has: (siteSlug, id) => read(siteSlug).some((entry) => idOf(entry) === id),
    add: (siteSlug, entry: Entry) => {
      const id = idOf(entry);
      const rest = read(siteSlug).filter((existing) => idOf(existing) !== id);
      return writeStored(shopperKey(siteSlug, name), [entry, ...rest].slice(0, limit));
    },
    remove: (siteSlug, id) => {
      const list = read(siteSlug);
      const rest = list.filter((entry) => idOf(entry) !== id);
      return rest.length === list.length || writeStored(shopperKey(siteSlug, name), rest);
    },
    clear: (siteSlug) => removeStored(shopperKey(siteSlug, name)),
  };
}
