// The address search engines, feeds and shared links should use for a site: its production domain
// over https, never the host a request happened to arrive on (a preview host, `{slug}.localhost`,
// a load balancer's address). Pure: the caller passes the site's domains.

export type SiteDomain = { domain: string; isPrimary: boolean };

/**
 * The site's production origin, e.g. `https://www.harboursidemotors.com.au`: the domain marked
 * primary; else the first of its domains by name; else `{slug}.{rootDomain}` (a site not yet given
 * a domain of its own still answers there).
 */
export function siteOrigin(slug: string, domains: readonly SiteDomain[], rootDomain: string): string {
  const primary = domains.find((domain) => domain.isPrimary);
  const chosen = primary ?? [...domains].sort((a, b) => a.domain.localeCompare(b.domain))[0];
  return `https://${chosen ? chosen.domain : `${slug}.${rootDomain}`}`;
}

/** An absolute address on the site for a path (`/cars/x`) or an address that is absolute already. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${origin}/`).toString();
}
