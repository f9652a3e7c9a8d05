import { LRUCache } from "lru-cache";
import { hashRateLimitKey, type RateLimitRule, type RateLimitVerdict } from "./rate-limit";

// Per-address limits on requests that only read (searches, similar cars, a car's PDF), counted in
// this process's memory rather than the database (decision 035): a search answers in a few
// milliseconds, and a counter row written per search would cost more than the search and turn every
// read into a write. Each process counts on its own, so with N processes one address gets up to N
// times the limit: still a ceiling on what a script can take, which is the point. Writes keep the
// shared database counter (decision 028), where a limit must hold across processes.

type Window = { hits: number; endsAt: number };

/** One window per site, rule and address; the least recently seen go first past this many. */
const maxWindows = 100_000;

const registryKey = Symbol.for("dealer-platform.read-limits");
type GlobalWithWindows = typeof globalThis & { [registryKey]?: LRUCache<string, Window> };

// On globalThis: Next bundles this module once per layer, and one address must meet one count.
function windows(): LRUCache<string, Window> {
  const holder: GlobalWithWindows = globalThis;
  holder[registryKey] ??= new LRUCache<string, Window>({ max: maxWindows });
  return holder[registryKey];
}

/**
 * Counts one read of `key` under `rule` for the site, as takeRateLimit counts a write: the window
 * opens at the key's first hit and lasts `windowMs`, a refused hit counts too, and Retry-After is
 * the seconds until the window ends.
 */
export function takeReadLimit(
  siteId: string,
  rule: Pick<RateLimitRule, "bucket" | "max" | "windowMs">,
  key: string,
  now: number = Date.now(),
): RateLimitVerdict {
  const id = `${siteId}:${rule.bucket}:${hashRateLimitKey(key)}`;
  const store = windows();
  let window = store.get(id);
  if (!window || window.endsAt <= now) {
    window = { hits: 0, endsAt: now + rule.windowMs };
    store.set(id, window);
  }
  window.hits += 1;
  if (window.hits <= rule.max) return { ok: true, hits: window.hits };
  return { ok: false, hits: window.hits, retryAfterSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
}
