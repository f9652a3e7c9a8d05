// A site's part of its pages' Content-Security-Policy (decision 024), left for the proxy in
// src/platform/security/site-policies.ts. No `server-only`: the server's start-up step
// (src/instrumentation.ts) remembers every site's policy before the first request.
import { createHash } from "node:crypto";
import type { Db } from "@/platform/db";
import { siteDomains, sites } from "@/platform/db/schema";
import { rememberSitePolicy, type SitePolicy } from "@/platform/security/site-policies";
import type { SiteConfig } from "./config-schema";
import { resolveSiteConfig } from "./resolve-config";

/** A CSP hash source for an inline script or style's text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The site's id, who may frame it, and whether its pages load analytics. */
export function sitePolicy(siteId: string, config: SiteConfig): SitePolicy {
  return {
    siteId,
    frameAncestors: config.security.frameAncestors,
    analytics: Boolean(config.analytics.gaId || config.analytics.gtmId),
  };
}

/** Every site's policy, under its slug and each of its domains. */
export async function rememberAllSitePolicies(db: Db): Promise<void> {
  const rows = await db.select().from(sites);
  const domains = await db.select({ siteId: siteDomains.siteId, domain: siteDomains.domain }).from(siteDomains);
  for (const row of rows) {
    try {
      const keys = [row.slug, ...domains.filter((domain) => domain.siteId === row.id).map((domain) => domain.domain)];
      rememberSitePolicy(keys, sitePolicy(row.id, resolveSiteConfig(row.template, row.configOverrides)));
    } catch {
      // A site whose stored config does not validate keeps the defaults; its pages say why.
    }
  }
}
