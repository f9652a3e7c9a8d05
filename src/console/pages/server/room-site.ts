import "server-only";
import { asc, eq } from "drizzle-orm";
import { readPublishedContentPaths } from "@/content/queries";
import { timeZoneForState } from "@/platform/australian-states";
import type { Db } from "@/platform/db/connect";
import { brandEntries, promoNodes, slides } from "@/platform/db/schema";
import { env } from "@/platform/env";
import { withTenant } from "@/platform/db/tenant";
import { loadSite, loadSiteOrigin } from "@/sites/get-site";
import { tradeInOffered } from "@/sites/trade-in";
import type { StaffScope } from "../../roles";
import { listGrantedSites, type GrantedSite } from "../../server/staff-accounts";
import { canEditSiteContent } from "../content-scope";
import type { SiteLinkContext } from "../site-link-context";

// The site the content room works on: which sites the member may edit, and what a form of the room
// checks against (the site's published pages, its trade-in switch, its pictures, its time zone).
// Read acting for that site (decision 025), so row-level security holds every query to it.

export type RoomSite = GrantedSite & {
  /** Where staff open the site's pages from the console: its own host in development, its domain in production. */
  viewOrigin: string;
  timeZone: string;
  links: SiteLinkContext;
};

/** The sites whose content the member edits, by name. */
export async function listContentSites(db: Db, scope: StaffScope): Promise<GrantedSite[]> {
  const sites = await listGrantedSites(db, scope);
  return sites.filter((site) => canEditSiteContent(scope, site.id));
}

/** The site a list shows: the one `slug` names among the member's, else their first. */
export function chooseSite<T extends { slug: string }>(sites: readonly T[], slug: string | undefined): T | null {
  return sites.find((site) => site.slug === slug) ?? sites[0] ?? null;
}

/**
 * The pictures the site already uses (slides, promotions, brand banners and logos), each once. One
 * query after another: inside a save's transaction they share one connection.
 */
export async function readSiteMedia(db: Db, siteId: string): Promise<string[]> {
  const slideImages = await db.select({ url: slides.imageUrl }).from(slides).where(eq(slides.siteId, siteId));
  const promoImages = await db
    .select({ url: promoNodes.imageUrl })
    .from(promoNodes)
    .where(eq(promoNodes.siteId, siteId));
  const brandImages = await db
    .select({ banner: brandEntries.bannerUrl, logo: brandEntries.logoUrl })
    .from(brandEntries)
    .where(eq(brandEntries.siteId, siteId))
    .orderBy(asc(brandEntries.position));
  const urls = [
    ...slideImages.map((row) => row.url),
    ...promoImages.map((row) => row.url),
    ...brandImages.flatMap((row) => [row.banner, row.logo]),
  ].flatMap((url) => (url ? [url] : []));
  return [...new Set(urls)].sort();
}

/** What the room's forms check a link and a picture against, read afresh (inside a save's transaction too). */
export async function readLinkContext(db: Db, siteId: string, tradeIn: boolean): Promise<SiteLinkContext> {
  const paths = await readPublishedContentPaths(db, siteId);
  const media = await readSiteMedia(db, siteId);
  return { contentPaths: [...paths].sort(), tradeIn, media };
}

/** The site's switches the room needs, read acting for it; null when it is gone. */
export async function readSiteSettings(db: Db, siteId: string) {
  const site = await loadSite(db, siteId);
  if (!site) return null;
  return {
    site,
    tradeIn: tradeInOffered(site.config),
    timeZone: timeZoneForState(site.config.contact.defaultState),
  };
}

async function viewOriginOf(db: Db, site: GrantedSite): Promise<string> {
  const config = env();
  // In development every site answers on its own *.localhost host; its production domain does not.
  if (config.ROOT_DOMAIN === "localhost") return `http://${site.slug}.localhost:${config.PORT}`;
  return loadSiteOrigin(db, site);
}

/** The chosen site with everything its pages and forms need. */
export async function loadRoomSite(db: Db, site: GrantedSite): Promise<RoomSite | null> {
  return withTenant(site.id, async () => {
    const settings = await readSiteSettings(db, site.id);
    if (!settings) return null;
    const [links, viewOrigin] = await Promise.all([
      readLinkContext(db, site.id, settings.tradeIn),
      viewOriginOf(db, site),
    ]);
    return { ...site, viewOrigin, timeZone: settings.timeZone, links };
  });
}
