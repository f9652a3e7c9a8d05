// Maps a request's Host header to the tenant key the proxy rewrites to. Pure and free of I/O: the
// proxy runs before routing and must not touch the database; the [site] layout looks the key up.

export type ParsedHost =
  /** The bare platform domain: the demo index (when demo mode is on). */
  | { kind: "root" }
  /** A tenant: `key` is a slug (from `{slug}.{rootDomain}`) or a custom domain (contains a dot). */
  | { kind: "site"; key: string }
  /** The dealer console, `console.{rootDomain}` (decision 042): staff of every site, never a site's page. */
  | { kind: "console" }
  | { kind: "unknown" };

const slugPattern = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const hostnameLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const loopbackAddresses = new Set(["127.0.0.1", "[::1]", "::1"]);

/** Internal route segments that a slug may never take, so a tenant cannot shadow a platform route. */
export const reservedSlugs = new Set(["api", "media", "demo-index", "www", "_next", "console", "site-paused"]);

export function isValidSlug(slug: string): boolean {
  return slugPattern.test(slug) && !reservedSlugs.has(slug);
}

function stripPort(host: string): string {
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    return end === -1 ? host : host.slice(0, end + 1);
  }
  const colon = host.lastIndexOf(":");
  return colon === -1 ? host : host.slice(0, colon);
}

export function parseHost(rawHost: string | null | undefined, options: { rootDomain: string }): ParsedHost {
  if (!rawHost) return { kind: "unknown" };
  const host = stripPort(rawHost.trim().toLowerCase()).replace(/\.$/, "");
  const root = options.rootDomain.toLowerCase();

  if (host === root || host === `www.${root}`) return { kind: "root" };
  if (root === "localhost" && loopbackAddresses.has(host)) return { kind: "root" };

  if (host === `console.${root}`) return { kind: "console" };

  if (host.endsWith(`.${root}`)) {
    const subdomain = host.slice(0, -(root.length + 1));
    return isValidSlug(subdomain) ? { kind: "site", key: subdomain } : { kind: "unknown" };
  }

  return isDomainName(host) ? { kind: "site", key: host } : { kind: "unknown" };
}

/**
 * Whether a lower-case host name can be a site's custom domain: two labels or more, each of letters,
 * digits and inner hyphens. A top-level label is never all digits, so IPv4 literals are turned away.
 */
export function isDomainName(host: string): boolean {
  const labels = host.split(".");
  const topLevel = labels[labels.length - 1] ?? "";
  return (
    labels.length >= 2 &&
    host.length <= 253 &&
    !/^\d+$/.test(topLevel) &&
    labels.every((label) => hostnameLabel.test(label))
  );
}

/** A site key with a dot is a custom domain; without one it is a slug. */
export function siteKeyKind(key: string): "domain" | "slug" {
  return key.includes(".") ? "domain" : "slug";
}
