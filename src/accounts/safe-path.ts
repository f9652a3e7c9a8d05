// `redirect` and `back` on /sign-in name where to go next. They must stay on this site: only a path
// relative to the site's root is accepted, never another host (`//evil.example`, `/\evil.example`,
// which browsers read as `//`), a scheme (`javascript:`, `https:`), or those hidden behind percent-
// encoding. Anything else falls back to the caller's default.

const base = "http://same-site.invalid";
// Backslashes (browsers treat them as slashes) and control characters (stripped by URL parsers).
const forbidden = /[\\\u0000-\u001f\u007f]/;

function looksUnsafe(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || forbidden.test(path);
}

/** The path, query and hash of `value` when it is a same-site relative path; otherwise null. */
export function safeRelativePath(value: unknown): string | null {
  if (typeof value !== "string" || value === "" || value.length > 2048) return null;
  if (looksUnsafe(value)) return null;
  // A path that decodes (once or more) into a protocol-relative or backslashed address is refused too:
  // some servers and frameworks decode before redirecting.
  let decoded = value;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return null;
    }
    if (next === decoded) break;
    if (looksUnsafe(next) || /^\/[a-z][a-z0-9+.-]*:/i.test(next)) return null;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return looksUnsafe(path) ? null : path;
}

/** A safe `redirect`/`back` target, or `fallback`; never the sign-in page itself (it would loop). */
export function safeReturnPath(value: unknown, fallback = "/"): string {
  const path = safeRelativePath(Array.isArray(value) ? value[0] : value);
  if (path === null || /^\/sign-in(?:[/?#]|$)/.test(path)) return fallback;
  return path;
}
