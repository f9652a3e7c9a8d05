// The path a shopper asked for, as the proxy saw it before rewriting it under the site's key: the
// site layout writes canonical addresses from it. Pure, so the proxy can import it.

export const sitePathHeader = "x-site-path";

/** The header's value when it is a plain absolute path; anything else is ignored. */
export function sitePathFromHeader(value: string | null): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.length > 2048) return null;
  return value;
}
