import type { CarDocument } from "@/cars/car";
import "server-only";
import { getDatabase, getPlatformDatabase, withTenant } from "@/platform/db";
import type { Database } from "@/platform/db/connect";
import { logger } from "@/platform/logger";
import type { Site } from "@/sites/get-site";
import { buildSearchIndex, createCachedSearch, type SearchIndex } from "./engine";
import type { SearchRequest, SearchResult } from "./engine/types";
import { loadListableDocuments } from "./load-documents";
import { invalidateCachedPages } from "@/platform/page-cache";
import { cacheSiteDataWhileHearing, invalidateSiteData } from "@/platform/site-data-cache";
import { subscribeSiteChanges, type SiteChange } from "./stock-events";

// One search index per site, held in this process and built from the database on first use. It is
// rebuilt when stock changes (a NOTIFY on `stock_changed` with the site id, which reaches every
// server process on a PostgreSQL server and this process on PGlite) or the site does (`site_changed`:
// its config or its dealerships), and when it is older than maxAgeMs, because the recent-sold and
// stock-age windows move with the clock. While a rebuild runs, queries keep using the previous index.
//
// The same notifications empty the site's cached pages (decision 027): at once, for what pages read
// from the database, and again whenever a new index is put in place, so that no page rendered from a
// previous index stays cached (a change heard during a rebuild marks the index stale again: the next
// search rebuilds it, and its pages go when that index is in).

const maxAgeMs = 5 * 60_000;
const queryCacheEntries = 200;

export type StockIndex = {
  index: SearchIndex;
  documents: readonly CarDocument[];
  search: (request: SearchRequest) => SearchResult;
  builtAt: number;
};

type Slot = { current?: StockIndex; building?: Promise<StockIndex>; stale: boolean; site?: Site };

type Registry = { slots: Map<string, Slot>; listening?: Promise<void>; hearing?: boolean };
const registryKey = Symbol.for("dealer-platform.stock-index");
type GlobalWithRegistry = typeof globalThis & { [registryKey]?: Registry };

function registry(): Registry {
  const holder: GlobalWithRegistry = globalThis;
  holder[registryKey] ??= { slots: new Map() };
  return holder[registryKey];
}

/** Marks a site's index stale; the next query starts a rebuild. */
export function invalidateStockIndex(siteId: string): void {
  const slot = registry().slots.get(siteId);
  if (slot) slot.stale = true;
}

/** A site's stock or site changed: its index rebuilds now (when this process has one) and its pages go. */
function siteChanged({ siteId }: Pick<SiteChange, "siteId">): void {
  invalidateSiteData(siteId);
  invalidateCachedPages(siteId);
  const slots = siteId === "*" ? [...registry().slots.values()] : [registry().slots.get(siteId)];
  for (const slot of slots) {
    if (!slot) continue;
    slot.stale = true;
    const site = slot.site;
    if (!site) continue;
    // Rebuilt now rather than by the next search; pages go again when it is in place (build below).
    getStockIndex(site).catch((error: unknown) => {
      logger.warn("stock index could not be rebuilt", { site: site.slug, error: String(error) });
    });
  }
}

async function listen(database: Database): Promise<void> {
  await subscribeSiteChanges(database, siteChanged, (error) => {
    logger.warn("stock change listener lost its connection; rebuilding every index", { error: String(error) });
    registry().listening = undefined;
    registry().hearing = false;
    cacheSiteDataWhileHearing(false);
    siteChanged({ siteId: "*" });
    // Listen again soon: pages are cached only while changes can be heard.
    setTimeout(() => {
      listenForSiteChanges().catch(() => undefined);
    }, 1_000).unref();
  });
}

/**
 * Starts this process's one listening session (the platform's connection) if it has none. The
 * server's start-up calls it, so cached pages hear of changes before any search has run.
 */
export async function listenForSiteChanges(): Promise<void> {
  const state = registry();
  state.listening ??= getPlatformDatabase()
    .then(listen)
    .then(() => {
      state.hearing = true;
      // A change made while no one listened (before start, or while reconnecting) is heard of now.
      siteChanged({ siteId: "*" });
      cacheSiteDataWhileHearing(true);
    })
    .catch((error: unknown) => {
      state.listening = undefined;
      logger.warn("could not listen for stock changes; indexes refresh by age only", { error: String(error) });
    });
  await state.listening;
}

/** Whether this process hears stock and site changes now: the page cache keeps pages only while it does. */
export function hearingSiteChanges(): boolean {
  return registry().hearing === true;
}

async function build(site: Site, database: Database): Promise<StockIndex> {
  const started = performance.now();
  // Scoped to the site explicitly: a rebuild one request starts is shared by the site's other requests.
  const documents = await withTenant(site.id, () => loadListableDocuments(database.db, site, new Date()));
  const index = buildSearchIndex(documents);
  const search = createCachedSearch(index, { maxEntries: queryCacheEntries });
  logger.info("stock index built", {
    site: site.slug,
    cars: documents.length,
    ms: Math.round(performance.now() - started),
  });
  return { index, documents, search, builtAt: Date.now() };
}

export async function getStockIndex(site: Site): Promise<StockIndex> {
  const database = await getDatabase();
  const state = registry();
  // One listening session for the process, whatever site asked first.
  if (!state.listening) void listenForSiteChanges();

  let slot = state.slots.get(site.id);
  if (!slot) {
    slot = { stale: true };
    state.slots.set(site.id, slot);
  }
  slot.site = site;
  const expired = slot.current !== undefined && Date.now() - slot.current.builtAt > maxAgeMs;
  if ((slot.stale || expired) && !slot.building) {
    slot.stale = false;
    const owner = slot;
    owner.building = build(site, database)
      .then((built) => {
        owner.current = built;
        // Pages rendered from the previous index go with it, whatever started this build.
        invalidateCachedPages(site.id);
        return built;
      })
      .catch((error: unknown) => {
        owner.stale = true;
        throw error;
      })
      .finally(() => {
        owner.building = undefined;
      });
  }
  // Serve the previous index while a rebuild runs; wait only when there is none yet.
  if (slot.current) return slot.current;
  if (slot.building) return slot.building;
  throw new Error(`No stock index for ${site.slug}`);
}

/** Whether this process holds a search index for each site (readiness); starts building the missing ones. */
export function warmStockIndexes(sites: readonly Site[]): { built: number; sites: number } {
  let built = 0;
  for (const site of sites) {
    if (registry().slots.get(site.id)?.current) {
      built += 1;
      continue;
    }
    // A failure is logged here and retried on the next readiness check.
    getStockIndex(site).catch((error: unknown) => {
      logger.warn("stock index could not be built", { site: site.slug, error: String(error) });
    });
  }
  return { built, sites: sites.length };
}
