// What the proxy needs to know of a site to write its page's Content-Security-Policy (decision 024):
// who may frame it and whether it loads analytics; the page cache reads its id too; and whether it is
// paused (decision 049). The proxy does no I/O (decision 001), so the site loader leaves each site's
// policy here as it loads the site (getSiteByKey, every site at start in src/instrumentation.ts, and
// the site again on each of its change notifications, src/stock/stock-index.ts), and the proxy reads
// it back. On globalThis: the proxy and the pages are separate bundles in one process. A site not
// seen yet gets the defaults ('self', no analytics, live).

export type SitePolicy = {
  /** The site's id: the page cache (decision 027) files a cached page under it. Null for no site. */
  siteId: string | null;
  frameAncestors: readonly string[];
  analytics: boolean;
  /**
   * The site is paused (decision 049): the proxy sends its every page to the holding page (503), and
   * the page cache keeps none of them.
   */
  paused: boolean;
};

export const defaultSitePolicy: SitePolicy = {
  siteId: null,
  frameAncestors: ["'self'"],
  analytics: false,
  paused: false,
};

const registryKey = Symbol.for("dealer-platform.site-policies");
type GlobalWithPolicies = typeof globalThis & { [registryKey]?: Map<string, SitePolicy> };

function registry(): Map<string, SitePolicy> {
  const holder: GlobalWithPolicies = globalThis;
  holder[registryKey] ??= new Map();
  return holder[registryKey];
}

/** Records the policy under each key a request may name the site by (its slug, its domains). */
export function rememberSitePolicy(keys: readonly string[], policy: SitePolicy): void {
  for (const key of keys) registry().set(key.toLowerCase(), policy);
}

export function sitePolicyFor(key: string): SitePolicy {
  return registry().get(key.toLowerCase()) ?? defaultSitePolicy;
}
