// A site's part of its pages' Content-Security-Policy (decision 024) and whether it is paused
// (decision 049), left for the proxy in src/platform/security/site-policies.ts. No `server-only`: the
// server's start-up step (src/instrumentation.ts) remembers every site's policy before the first
// request, and the change listener (src/stock/stock-index.ts) a site's again whenever it changes.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/platform/db";
import { siteDomains, sites } from "@/platform/db/schema";
import { rememberSitePolicy, type SitePolicy } from "@/platform/security/site-policies";
import type { SiteConfig } from "./config-schema";
import type { SiteStatus } from "./config-vocabularies";
import { resolveSiteConfig } from "./resolve-config";

/** A CSP hash source for an inline script or style's text. */
export function inlineHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The site's id, who may frame it, whether its pages load analytics, and whether it is paused. */
export function sitePolicy(siteId: string, config: SiteConfig, status: SiteStatus = "live"): SitePolicy {
  return {
    siteId,
    frameAncestors: config.security.frameAncestors,
    analytics: Boolean(config.analytics.gaId || config.analytics.gtmId),
    paused: status === "paused",
  };
}

type SiteRow = typeof sites.$inferSelect;

function rememberPolicyOf(row: SiteRow, domains: readonly string[]): void {
  const keys = [row.slug, ...domains];
  try {
    rememberSitePolicy(keys, sitePolicy(row.id, resolveSiteConfig(row.template, row.configOverrides), statusOf(row)));
  } catch {
    // A site whose stored config does not validate keeps the defaults (its pages say why), but a
    // paused one stays paused.
    if (statusOf(row) === "paused")
      rememberSitePolicy(keys, { siteId: row.id, frameAncestors: ["'self'"], analytics: false, paused: true });
  }
}

export function statusOf(row: Pick<SiteRow, "status">): SiteStatus {
  return row.status === "paused" ? "paused" : "live";
}

/** Every site's policy, under its slug and each of its domains. */
export async function rememberAllSitePolicies(db: Db): Promise<void> {
  const rows = await db.select().from(sites);
  const domains = await db.select({ siteId: siteDomains.siteId, domain: siteDomains.domain }).from(siteDomains);
  for (const row of rows) {
    rememberPolicyOf(
      row,
      domains.filter((domain) => domain.siteId === row.id).map((domain) => domain.domain),
    );
  }
}

/**
 * One site's policy read again (after its change notification, or the console's own change), or
 * every site's for `*`: a site paused or resumed on one replica is paused or resumed on every one.
 */
export async function refreshSitePolicy(db: Db, siteId: string): Promise<void> {
  if (siteId === "*") return rememberAllSitePolicies(db);
  if (!uuidPattern.test(siteId)) return;
  // Two changes in quick succession (pause, then resume) start two reads; only the later one's answer
  // is kept, whichever finishes last.
  const ticket = (latestRefresh.get(siteId) ?? 0) + 1;
  latestRefresh.set(siteId, ticket);
  try {
    const [row] = await db.select().from(sites).where(eq(sites.id, siteId)).limit(1);
    const domains = await db
      .select({ domain: siteDomains.domain })
      .from(siteDomains)
      .where(eq(siteDomains.siteId, siteId));
    if (row && latestRefresh.get(siteId) === ticket) {
      rememberPolicyOf(
        row,
        domains.map((domain) => domain.domain),
      );
    }
  } finally {
    if (latestRefresh.get(siteId) === ticket) latestRefresh.delete(siteId);
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const latestRefresh = new Map<string, number>();
