// What the proxy needs to know of a site to write its page's Content-Security-Policy (decision 024):
// who may frame it and whether it loads analytics; the page cache reads its id too. The proxy does no I/O (decision 001), so the site
// loader leaves each site's policy here as it loads the site (getSiteByKey, and every site at start,
// src/instrumentation.ts), and the proxy reads it back. On globalThis: the proxy and the pages are
// separate bundles in one process. A site not seen yet gets the defaults ('self', no analytics).

export type SitePolicy = {
  /** The site's id: the page cache (decision 027) files a cached page under it. Null for no site. */
  siteId: string | null;
  frameAncestors: readonly string[];
  analytics: boolean;
};

export const defaultSitePolicy: SitePolicy = {
  siteId: null,
  frameAncestors: ["'self'"],
  analytics: false,
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
