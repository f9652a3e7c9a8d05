import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { eq, inArray } from "drizzle-orm";
import { getDb, type Db } from "@/platform/db";
import { registerTenantResolver } from "@/platform/db/tenant";
import { siteDomains, sites } from "@/platform/db/schema";
import { resolveSiteConfig } from "./resolve-config";
import type { SiteConfig } from "./config-schema";
import { isTemplateName, type TemplateName } from "./config-defaults";
import type { SiteStatus } from "./config-vocabularies";
import { siteKeyKind } from "./parse-host";
import { siteOrigin } from "./site-origin";
import { env } from "@/platform/env";
import { serviceSources } from "@/platform/outside-services";
import { withServiceSources } from "./service-features";
import { rememberSitePolicy, type SitePolicy } from "@/platform/security/site-policies";
import { sitePolicy, statusOf } from "./site-policy";
import { rememberForSite, rememberSiteData } from "@/platform/site-data-cache";
import { derivedStaffKey } from "@/platform/security/staff-secret-key";
import { logger } from "@/platform/logger";
import { previewCookieName } from "./preview-cookie";
import { previewKeyLabel, readPreviewToken } from "./preview-token";

export type Site = {
  id: string;
  slug: string;
  name: string;
  template: TemplateName;
  config: SiteConfig;
  /** A paused site answers with its holding page and leaves feeds and sitemaps (decision 049). */
  status: SiteStatus;
  /** Set only when a staff preview shows the site's unpublished draft (decision 050). */
  preview?: SitePreview;
  /**
   * The site as published, beside a preview: what anything kept between requests and shared with
   * shoppers (the search index) must be built from.
   */
  published?: Site;
};

export type SitePreview = { baseVersion: number; updatedAt: Date };

type SiteRow = typeof sites.$inferSelect;

function siteWith(row: Pick<SiteRow, "id" | "slug" | "template" | "status">, overrides: unknown): Site {
  // resolveSiteConfig throws a SiteConfigError naming `template` for an unknown one. Reports whose
  // outside service this process lacks are switched off here, for every page and route alike.
  const config = withServiceSources(resolveSiteConfig(row.template, overrides), serviceSources(env()));
  const template: TemplateName = isTemplateName(row.template) ? row.template : "default";
  return { id: row.id, slug: row.slug, name: config.identity.name, template, config, status: statusOf(row) };
}

function reshapeSite(row: SiteRow): Site {
  return siteWith(row, row.configOverrides);
}

/**
 * The site a page render acts for in the database (decision 025): recorded by the first site lookup
 * of the request, read back by the app's pool for every query of the render, nested components and
 * metadata included. React's cache is per request while rendering and a fresh object elsewhere (route
 * handlers set their tenant with withSite instead), so outside a render this adds nothing.
 */
const requestTenant = cache((): { siteId: string | null } => ({ siteId: null }));
registerTenantResolver(() => requestTenant().siteId);

/** No site has this id: what a request that looked up two different sites acts for. */
const conflictingTenant = "00000000-0000-0000-0000-000000000000";

function actFor(siteId: string): void {
  const holder = requestTenant();
  holder.siteId = holder.siteId === null || holder.siteId === siteId ? siteId : conflictingTenant;
}

/**
 * The tenant behind a host key from the proxy: a slug (`{slug}.localhost`) or a custom domain.
 * Null when no site has it. Kept between requests until the site changes (decision 030), and per
 * request, so the layout and the page share one lookup.
 */
export const getSiteByKey = cache(async (key: string): Promise<Site | null> => {
  const decoded = decodeURIComponent(key).toLowerCase();
  const found = await rememberSiteData(
    `site:${decoded}`,
    () => loadSiteByKey(decoded),
    (entry) => entry?.site.id,
  );
  if (!found) return null;
  actFor(found.site.id);
  // A changed config reaches the proxy's policy with the first page render that loads it.
  rememberSitePolicy([decoded], found.policy);
  return found.site;
});

/**
 * The site a page of the site's host shows: as published, or, for staff whose request carries a valid
 * preview cookie (decision 050), with its unpublished draft. Only pages ask for it; API routes, feeds,
 * sitemaps and files always get the published site (getSiteByKey), and the page cache never keeps a
 * page asked for with the cookie (server/page-cache.mjs). Per request, so the layout and page share it.
 */
export const getSiteForPage = cache(async (key: string): Promise<Site | null> => {
  const site = await getSiteByKey(key);
  if (!site) return null;
  const token = await previewCookie();
  if (token === null) return site;
  return previewSite(await getDb(), site, token);
});

/** The preview cookie of this request, or null (none, or outside a request). */
async function previewCookie(): Promise<string | null> {
  try {
    return (await cookies()).get(previewCookieName)?.value ?? null;
  } catch (error) {
    // Next's own signals (a render that must be dynamic) go on; a call outside a request has no cookie.
    unstable_rethrow(error);
    return null;
  }
}

/**
 * The site with its draft when `token` is a valid preview cookie for it and the site has a draft; the
 * published site otherwise (a forged, altered, expired or another site's cookie changes nothing).
 */
export async function previewSite(db: Db, site: Site, token: string, now: Date = new Date()): Promise<Site> {
  const grant = readPreviewToken(token, derivedStaffKey(previewKeyLabel), { purpose: "cookie", siteId: site.id, now });
  if (!grant) return site;
  const [row] = await db
    .select({
      id: sites.id,
      slug: sites.slug,
      template: sites.template,
      status: sites.status,
      draftOverrides: sites.draftOverrides,
      draftBaseVersion: sites.draftBaseVersion,
      draftUpdatedAt: sites.draftUpdatedAt,
    })
    .from(sites)
    .where(eq(sites.id, site.id))
    .limit(1);
  if (!row?.draftOverrides || row.draftBaseVersion === null || !row.draftUpdatedAt) return site;
  let draft: Site;
  try {
    draft = siteWith(row, row.draftOverrides);
  } catch (error) {
    // Drafts are checked when saved; one the schema no longer takes shows the published site.
    logger.warn("site draft does not resolve; previewing the published site", {
      site: site.slug,
      error: String(error),
    });
    return site;
  }
  return {
    ...draft,
    preview: { baseVersion: row.draftBaseVersion, updatedAt: row.draftUpdatedAt },
    published: site,
  };
}

async function loadSiteByKey(key: string): Promise<{ site: Site; policy: SitePolicy } | null> {
  const db = await getDb();
  const rows =
    siteKeyKind(key) === "domain"
      ? await db
          .select({ site: sites })
          .from(siteDomains)
          .innerJoin(sites, eq(siteDomains.siteId, sites.id))
          .where(eq(siteDomains.domain, key))
          .limit(1)
          .then((found) => found.map((row) => row.site))
      : await db.select().from(sites).where(eq(sites.slug, key)).limit(1);
  const row = rows[0];
  if (!row) return null;
  const site = reshapeSite(row);
  return { site, policy: sitePolicy(site.id, site.config, site.status) };
}

/** One site by its id, read from a given database (the console's, acting for that site); null for none. */
export async function loadSite(db: Db, siteId: string): Promise<Site | null> {
  return (await loadSitesById(db, [siteId]))[0] ?? null;
}

/**
 * Sites by id with their configuration, for the console, which works several sites in one request
 * and acts for each with withTenant; unlike getSiteByKey it sets no tenant for the request.
 */
export async function loadSitesById(db: Db, ids: readonly string[]): Promise<Site[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(sites)
    .where(inArray(sites.id, [...ids]))
    .orderBy(sites.name);
  return rows.map(reshapeSite);
}

export async function listSites(): Promise<Site[]> {
  const db = await getDb();
  const rows = await db.select().from(sites).orderBy(sites.name);
  return rows.map(reshapeSite);
}

/** The site's production origin (`https://` and its primary domain), read from a given database. */
export async function loadSiteOrigin(db: Db, site: Pick<Site, "id" | "slug">): Promise<string> {
  const domains = await db
    .select({ domain: siteDomains.domain, isPrimary: siteDomains.isPrimary })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, site.id));
  return siteOrigin(site.slug, domains, env().ROOT_DOMAIN);
}

const cachedSiteOrigin = cache(async (id: string, slug: string) =>
  rememberForSite("origin", id, async () => loadSiteOrigin(await getDb(), { id, slug })),
);

/**
 * The site's production origin for canonical URLs, sitemaps and feeds: never the request's host.
 * Kept until the site changes, and per request.
 */
export function getSiteOrigin(site: Pick<Site, "id" | "slug">): Promise<string> {
  return cachedSiteOrigin(site.id, site.slug);
}
