// How the page cache (decision 027) files and secures a page it keeps. The page was rendered for no
// one in particular (no cookies), with a one-time nonce on its inline scripts; the one body will now
// go to many shoppers, so its Content-Security-Policy lists those scripts by hash instead, with the
// site's own part (who may frame it, analytics) as the proxy writes it for every page.
import { env } from "@/platform/env";
import type { CachedPageDescription } from "@/platform/page-cache";
import { publicEnv } from "@/platform/public-env";
import { cdnOrigin, contentSecurityPolicy } from "@/platform/security/content-security-policy";
import { sitePolicyFor } from "@/platform/security/site-policies";
import { parseHost } from "./parse-host";
import { inlineHash } from "./site-policy";

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const inlineStyle = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const typeAttribute = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const javaScriptTypes = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript"]);

/** Whether a <script> with these attributes runs: no type, or a JavaScript one (JSON-LD and the like are data). */
function isExecutable(attributes: string): boolean {
  const match = typeAttribute.exec(attributes);
  if (!match) return true;
  return javaScriptTypes.has((match[1] ?? match[2] ?? match[3] ?? "").trim().toLowerCase());
}

/** The hashes of a document's inline scripts (those without `src`) and inline styles, each once. */
export function inlineHashesOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(inlineScript)) {
    if (/(?:^|\s)src\s*=/i.test(attributes) || !isExecutable(attributes)) continue;
    scripts.add(inlineHash(text));
  }
  const styles = new Set<string>();
  for (const [, text = ""] of html.matchAll(inlineStyle)) styles.add(inlineHash(text));
  return { scripts: [...scripts], styles: [...styles] };
}

/** The cache's entry for a page of a site this process knows, or null (not a site, or not loaded yet). */
export function describeCachedPage(host: string, html: string): CachedPageDescription | null {
  const config = env();
  const parsed = parseHost(host, { rootDomain: config.ROOT_DOMAIN });
  if (parsed.kind !== "site") return null;
  const site = sitePolicyFor(parsed.key);
  // A dealer's tag manager loads scripts from hosts no one lists here (pixels, chat widgets): only a
  // nonce with 'strict-dynamic' lets them run, and a cached page cannot carry one. Such sites' pages
  // are rendered per request until their config can list the hosts their tags use.
  // A paused site's pages are its holding page (decision 049), never kept.
  if (!site.siteId || site.analytics || site.paused) return null;
  const hashes = inlineHashesOf(html);
  return {
    siteId: site.siteId,
    policy: contentSecurityPolicy({
      nonce: "",
      inlineHashes: hashes,
      production: config.NODE_ENV === "production",
      frameAncestors: site.frameAncestors,
      analytics: site.analytics,
      stripe: config.PAYMENT_PROVIDER === "stripe",
      imageCdnOrigin: cdnOrigin(publicEnv.NEXT_PUBLIC_IMAGE_CDN),
    }),
  };
}
