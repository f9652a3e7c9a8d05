// The Content-Security-Policy of every page (decision 024). Pure and runtime-neutral: the proxy
// builds it per request with a fresh nonce, and Next puts that nonce on its own inline and chunk
// scripts (it reads it from the policy on the request). 'strict-dynamic' lets those scripts load what
// they load (route chunks, a tag manager, Stripe.js); nothing else runs: no inline script without the
// nonce, no eval in production. Each source below is there because a page uses it.

export type PolicyOptions = {
  /** The response's one-time nonce; a page served from the page cache (decision 027) has `inlineHashes` instead. */
  nonce: string;
  /**
   * A cached page's inline scripts and styles, by hash (`'sha256-…'`): the one body goes to many
   * shoppers, so it cannot carry a per-response nonce. Without 'strict-dynamic', which would refuse
   * Next's own <script src> tags (they carry no hash), scripts come from 'self' and the listed hosts.
   */
  inlineHashes?: { scripts: readonly string[]; styles: readonly string[] };
  /** Development (next dev) needs eval for React's debugging; production never. */
  production: boolean;
  /** `frame-ancestors` from the site's config (security.frameAncestors); `'self'` when unknown. */
  frameAncestors: readonly string[];
  /** The site loads Google Tag Manager or GA4 (analytics.gtmId / gaId). */
  analytics: boolean;
  /** PAYMENT_PROVIDER=stripe: Stripe.js and its frames. */
  stripe: boolean;
  /** The image CDN's origin (NEXT_PUBLIC_IMAGE_CDN), when pictures come from one. */
  imageCdnOrigin: string | null;
};

const googleAnalytics = ["https://www.googletagmanager.com", "https://*.google-analytics.com"];
/** Dealer videos (vehicle-video.tsx) and Google's map embed (map-provider.tsx). */
const embeddedFrames = [
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.google.com",
  "https://maps.google.com",
];

/**
 * The toast library (sonner, src/ui/toast.tsx) writes its stylesheet into a <style> element of its
 * own when it loads, with no way to pass a nonce: first the empty element, then its CSS. Their hashes
 * let exactly those two through; content-security-policy.test.ts recomputes them from the installed
 * sonner, so an upgrade that changes its CSS fails there, not in a shopper's console.
 */
export const toastStyleHashes = [
  "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='",
  "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
];

/** The origin of an image CDN URL template (`https://cdn.example/{src}?w={width}`), or null. */
export function cdnOrigin(template: string | undefined): string | null {
  if (!template) return null;
  try {
    const url = new URL(template.replace(/\{[^}]*\}/g, "x"));
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/** A nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  const { nonce, production, analytics, stripe, imageCdnOrigin, inlineHashes } = options;
  const cdn = imageCdnOrigin ? [imageCdnOrigin] : [];
  const inlineScripts = inlineHashes
    ? [...inlineHashes.scripts, ...(analytics ? googleAnalytics : [])]
    : [`'nonce-${nonce}'`, "'strict-dynamic'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...inlineScripts,
      ...(stripe ? ["https://js.stripe.com"] : []),
      ...(production ? [] : ["'unsafe-eval'"]),
    ],
    "style-src": ["'self'", ...(inlineHashes ? inlineHashes.styles : [`'nonce-${nonce}'`]), ...toastStyleHashes],
    // style="" attributes (React's style props, next/image) cannot carry a nonce; they cannot run
    // script, and what they could load is held by img-src and font-src.
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...cdn, ...(analytics ? googleAnalytics : [])],
    "font-src": ["'self'"],
    "media-src": ["'self'", ...cdn],
    "connect-src": ["'self'", ...(analytics ? googleAnalytics : []), ...(stripe ? ["https://api.stripe.com"] : [])],
    "frame-src": [
      "'self'",
      ...embeddedFrames,
      ...(stripe ? ["https://js.stripe.com", "https://hooks.stripe.com"] : []),
    ],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": options.frameAncestors.length > 0 ? [...options.frameAncestors] : ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

/** Responses that are not pages (API, media, Next's static files): they load nothing, and only the site's own pages frame them. */
/**
 * The dealer console's policy (decision 042): its own pages' scripts and styles only, nothing
 * embedded, never framed. No analytics, maps, videos or payment frames: the console has none.
 */
export function consoleContentSecurityPolicy(options: { nonce: string; production: boolean }): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...(options.production ? [] : ["'unsafe-eval'"]),
    ],
    "style-src": ["'self'", `'nonce-${options.nonce}'`],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export const resourcePolicy = "default-src 'none'; frame-ancestors 'self'";
