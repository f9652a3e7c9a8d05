// The app's side of the page cache (decision 027). The cache itself is the web server's front door
// (server/page-cache.mjs), outside Next's bundles but in the same process: the two meet on a registry
// on globalThis. The app fills in `describe` at start (src/instrumentation.ts) and calls `invalidate`
// when a site's stock, config or content changes. Under `next dev`, or with PAGE_CACHE=off, there is
// no front door and both are no-ops.

/** What the cache needs to keep a rendered page: whose it is, and the policy its inline scripts need. */
export type CachedPageDescription = { siteId: string; policy: string };

type PageCacheRegistry = {
  describe?: (host: string, html: string) => CachedPageDescription | null;
  invalidate?: (siteId: string) => void;
};

const registryKey = Symbol.for("dealer-platform.page-cache");
type GlobalWithRegistry = typeof globalThis & { [registryKey]?: PageCacheRegistry };

function registry(): PageCacheRegistry {
  const holder: GlobalWithRegistry = globalThis;
  holder[registryKey] ??= {};
  return holder[registryKey];
}

/** Drops every cached page of a site (its id), or of every site (`*`), in this process. */
export function invalidateCachedPages(siteId: string): void {
  registry().invalidate?.(siteId);
}

/** Tells the front door how to file and secure a page it keeps; null keeps it out of the cache. */
export function describeCachedPagesWith(describe: (host: string, html: string) => CachedPageDescription | null): void {
  registry().describe = describe;
}
