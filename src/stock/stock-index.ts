import { yieldToEventLoop } from "@/platform/event-loop";
import type { CarDocument } from "@/cars/car";
import "server-only";
import { getDatabase, getPlatformDatabase, withTenant } from "@/platform/db";
import type { Database, Db } from "@/platform/db/connect";
import { and, count, eq, gt, lte } from "drizzle-orm";
import { sites, stockChangeCommits, stockChanges } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { getSiteByKey, type Site } from "@/sites/get-site";
import { refreshSitePolicy } from "@/sites/site-policy";
import {
  buildSearchIndexInSteps,
  carCount,
  createCachedSearch,
  docNumberOf,
  updateSearchIndex,
  type IndexChange,
  type SearchIndex,
} from "./engine";
import type { SearchRequest, SearchResult } from "./engine/types";
import { listingWindow } from "./listing-rules";
import {
  documentOfSource,
  readDocumentPlaces,
  readIndexSources,
  readIndexSourcesById,
  readStockChangeNumber,
  carsPerRead,
  type DocumentPlaces,
  type IndexSource,
} from "./load-documents";
import { invalidateCachedPages } from "@/platform/page-cache";
import { cacheSiteDataWhileHearing, invalidateSiteData } from "@/platform/site-data-cache";
import { subscribeSiteChanges, type SiteChange } from "./stock-events";

// One search index per site, held in this process (decision 032). It is built from the database at
// first use, then kept current in place: every write to a site's cars logs the cars it changed under
// the site's next change number (migration 0015) and announces the site on `stock_changed`; this
// process then reads the changes after the last number it applied, reads just those cars, and
// updates its index (update.ts) in milliseconds. The recent-sold and stock-age windows are times the
// slot keeps per car: a sweep lists or drops those cars as the clock passes them.
//
// A whole build happens only at start, when the site's listing rules, finance provider, dealerships
// or locations change (what every document says), when the change numbers it needs are gone (pruned,
// or a notification missed for longer than the log keeps), and after half of the stock has
// changed (to shed what the in-place changes leave behind). It reads the document fields only, a page
// at a time, and builds in steps that yield to the event loop, so requests go on meanwhile and are
// answered from the previous index. Change numbers are also polled every few seconds: a missed
// notification is healed within that time.
//
// The same notifications empty the site's cached pages (decision 027): at once, and again when the
// index has taken the change, so that no page rendered from before the change stays cached.

const queryCacheEntries = 200;
/** How often each index checks for changes it was not told of (a notification lost on the way). */
const pollMs = 5_000;
/** A step of a build runs this long at most before it lets requests in. */
const stepMs = 8;
/** Changes read in one go; more than this since the last applied and a build is cheaper. */
const maxChangesPerRead = 100_000;

export type StockIndex = {
  index: SearchIndex;
  /** The site's listed cars, in rank order (made on first use). */
  readonly documents: readonly CarDocument[];
  search: (request: SearchRequest) => SearchResult;
  builtAt: number;
};

/** A car with a time in its listing window: listed from `from` (stock-age hold) until `until` (recently sold). */
type TimedCar = { document: CarDocument; from: number; until: number };

type Built = {
  engine: SearchIndex;
  timed: Map<string, TimedCar>;
  places: DocumentPlaces;
  placesKey: string;
  rulesKey: string;
  financeProvider: string;
  rules: Site["config"]["search"]["filters"];
  /** The last change number applied. */
  applied: number;
  /** Cars changed in place since the build. */
  changedSinceBuild: number;
};

type Slot = {
  site: Site;
  built?: Built;
  current?: StockIndex;
  /** When the sweep next has a car to list or drop. */
  nextSweepAt: number;
  wantBuild: boolean;
  /** Why the next build is made (logged). */
  buildReason: string;
  wantRefresh: boolean;
  wantPlacesCheck: boolean;
  working: boolean;
  /** Whole builds and in-place updates made (logged, and read by tests and the benchmark). */
  builds: number;
  updates: number;
  /** Waiting for the first index. */
  ready?: { promise: Promise<StockIndex>; resolve: (index: StockIndex) => void; reject: (error: unknown) => void };
};

type Registry = { slots: Map<string, Slot>; listening?: Promise<void>; hearing?: boolean; poll?: NodeJS.Timeout };
const registryKey = Symbol.for("dealer-platform.stock-index");
type GlobalWithRegistry = typeof globalThis & { [registryKey]?: Registry };

function registry(): Registry {
  const holder: GlobalWithRegistry = globalThis;
  holder[registryKey] ??= { slots: new Map() };
  return holder[registryKey];
}

/** What decides which cars are listed and their weekly figure; kept per site object (one per site change). */
const rulesKeys = new WeakMap<Site, string>();
function rulesKeyOf(site: Site): string {
  let key = rulesKeys.get(site);
  if (key === undefined) {
    key = JSON.stringify([site.config.search.filters, site.config.finance.provider]);
    rulesKeys.set(site, key);
  }
  return key;
}
const placesKeyOf = (places: DocumentPlaces) =>
  JSON.stringify([[...places.dealerships.entries()], [...places.locations.entries()]]);

function stockIndexOf(engine: SearchIndex, builtAt: number): StockIndex {
  let documents: CarDocument[] | undefined;
  return {
    index: engine,
    get documents() {
      documents ??= Array.from(engine.orders.rank, (doc) => engine.docs[doc]).filter(
        (car): car is CarDocument => car !== undefined,
      );
      return documents;
    },
    search: createCachedSearch(engine, { maxEntries: queryCacheEntries }),
    builtAt,
  };
}

/** Where a car stands now: listed (with or without a time to watch), waiting for its hold to end, or out. */
function place(
  car: IndexSource,
  built: Pick<Built, "rules" | "places" | "financeProvider">,
  now: number,
): { document: CarDocument; timed: TimedCar | null; listed: boolean } | null {
  const window = listingWindow(car, built.rules);
  if (!window || now > window.until) return null;
  const document = documentOfSource(car, built.places, built.financeProvider);
  if (!document) return null;
  const timed = Number.isFinite(window.from) || Number.isFinite(window.until) ? { document, ...window } : null;
  return { document, timed, listed: window.from <= now };
}

function nextSweepAt(timed: ReadonlyMap<string, TimedCar>, now: number): number {
  let next = Number.POSITIVE_INFINITY;
  for (const car of timed.values()) {
    const at = car.from > now ? car.from : car.until + 1;
    if (at < next) next = at;
  }
  return next;
}

/** Yields to the event loop between steps once a step has run `stepMs`. */
async function runInSteps<T>(steps: Generator<void, T>): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= stepMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}

async function build(site: Site, database: Database, reason: string): Promise<Built> {
  const started = performance.now();
  const db = database.db;
  // Read as the site (row-level security), each read its own short query.
  const asSite = <T>(read: (db: Db) => PromiseLike<T>) => withTenant(site.id, () => read(db));
  // The change number first: a change committed while the cars are read is applied again after
  // (applying a change twice gives the same index).
  const applied = await asSite((db) => readStockChangeNumber(db, site.id));
  const places = await asSite((db) => readDocumentPlaces(db, site.id));
  const financeProvider = site.config.finance.provider;
  const shape = { rules: site.config.search.filters, places, financeProvider };
  const documents: CarDocument[] = [];
  const timed = new Map<string, TimedCar>();
  const now = Date.now();
  let afterId: string | null = null;
  for (;;) {
    const after: string | null = afterId;
    const page: IndexSource[] = await asSite((db) => readIndexSources(db, site.id, financeProvider, after));
    for (const car of page) {
      const placed = place(car, shape, now);
      if (!placed) continue;
      if (placed.timed) timed.set(car.id, placed.timed);
      if (placed.listed) documents.push(placed.document);
    }
    if (page.length < carsPerRead) break;
    afterId = page[page.length - 1]?.id ?? null;
    // The embedded database answers within the same turn of the event loop: requests get one between pages.
    await yieldToEventLoop();
  }
  const read = performance.now();
  const engine = await runInSteps(buildSearchIndexInSteps(documents));
  logger.info("stock index built", {
    site: site.slug,
    reason,
    cars: documents.length,
    ms: Math.round(performance.now() - started),
    readMs: Math.round(read - started),
  });
  return {
    engine,
    timed,
    places,
    placesKey: placesKeyOf(places),
    rulesKey: rulesKeyOf(site),
    financeProvider,
    rules: site.config.search.filters,
    applied,
    changedSinceBuild: 0,
  };
}

/** Cars changed in one step of a large change, between which requests are answered. */
const carsPerUpdateStep = 250;

/** A large change in steps of a few milliseconds each, so that no request waits long behind it. */
async function commitInSteps(slot: Slot, built: Built, change: IndexChange): Promise<void> {
  const { upsert, remove } = change;
  for (let start = 0; start < upsert.length + remove.length; start += carsPerUpdateStep) {
    if (start > 0) await yieldToEventLoop();
    const end = start + carsPerUpdateStep;
    commit(slot, built, {
      remove: remove.slice(start, end),
      upsert: upsert.slice(Math.max(0, start - remove.length), Math.max(0, end - remove.length)),
    });
  }
}

/** Puts an index change in place and makes the index queries see, with the pages of before gone. */
function commit(slot: Slot, built: Built, change: IndexChange): void {
  const { entered, left } = updateSearchIndex(built.engine, change);
  slot.updates += 1;
  // A changed car leaves and enters: counted once.
  built.changedSinceBuild += Math.max(entered, left);
  slot.nextSweepAt = nextSweepAt(built.timed, Date.now());
  slot.current = stockIndexOf(built.engine, slot.current?.builtAt ?? Date.now());
  invalidateCachedPages(slot.site.id);
  if (built.changedSinceBuild > Math.max(5_000, carCount(built.engine) / 2)) {
    requestBuild(slot, "half the stock changed in place");
  }
}

/** Reads the changes after the last applied and applies them; false when a build must be made instead. */
async function refresh(slot: Slot, built: Built, database: Database): Promise<boolean> {
  const started = performance.now();
  const siteId = slot.site.id;
  const db = database.db;
  const asSite = <T>(read: (db: Db) => PromiseLike<T>) => withTenant(siteId, () => read(db));
  // The site's number first, then the rows up to it: a change committed between the two reads is
  // left for the next refresh, never mistaken for a pruned one.
  const latest = await asSite((db) => readStockChangeNumber(db, siteId));
  if (latest === built.applied) return true;
  if (latest < built.applied || latest - built.applied > maxChangesPerRead) return false;
  const numbered = and(
    eq(stockChangeCommits.siteId, siteId),
    gt(stockChangeCommits.seq, built.applied),
    lte(stockChangeCommits.seq, latest),
  );
  // Numbers follow commits without gaps (migration 0018): a number missing was pruned.
  const [commits] = await asSite((db) => db.select({ n: count() }).from(stockChangeCommits).where(numbered));
  if (commits?.n !== latest - built.applied) return false;
  const rows = await asSite((db) =>
    db
      .selectDistinct({ carId: stockChanges.carId })
      .from(stockChangeCommits)
      .innerJoin(
        stockChanges,
        and(eq(stockChanges.siteId, stockChangeCommits.siteId), eq(stockChanges.tx, stockChangeCommits.tx)),
      )
      .where(numbered),
  );
  const ids = rows.map((row) => row.carId);
  const found = new Map<string, IndexSource>();
  for (let start = 0; start < ids.length; start += carsPerRead) {
    const chunk = ids.slice(start, start + carsPerRead);
    for (const car of await asSite((db) => readIndexSourcesById(db, siteId, built.financeProvider, chunk))) {
      found.set(car.id, car);
    }
    await yieldToEventLoop();
  }
  const read = performance.now();
  const now = Date.now();
  const upsert: CarDocument[] = [];
  const remove: string[] = [];
  for (const id of ids) {
    const car = found.get(id);
    const placed = car ? place(car, built, now) : null;
    if (placed?.timed) built.timed.set(id, placed.timed);
    else built.timed.delete(id);
    if (placed?.listed) upsert.push(placed.document);
    else remove.push(id);
  }
  const applying = performance.now();
  await commitInSteps(slot, built, { upsert, remove });
  built.applied = latest;
  logger.info("stock index updated", {
    site: slot.site.slug,
    changes: ids.length,
    upserted: upsert.length,
    removed: remove.length,
    ms: Math.round(performance.now() - started),
    readMs: Math.round(read - started),
    applyMs: Math.round((performance.now() - applying) * 100) / 100,
  });
  return true;
}

/** Whether the site's dealerships or locations (whose names every document carries) changed. */
async function placesChanged(slot: Slot, built: Built, database: Database): Promise<boolean> {
  const places = await withTenant(slot.site.id, () => readDocumentPlaces(database.db, slot.site.id));
  return placesKeyOf(places) !== built.placesKey;
}

/** Cars whose listing window opened or closed since the last sweep: listed or dropped, no read. */
function sweep(slot: Slot): void {
  const built = slot.built;
  const now = Date.now();
  if (!built || now < slot.nextSweepAt) return;
  const upsert: CarDocument[] = [];
  const remove: string[] = [];
  for (const [id, car] of built.timed) {
    const listed = car.from <= now && now <= car.until;
    const held = docNumberOf(built.engine, "id", id) !== undefined;
    if (listed && !held) upsert.push(car.document);
    if (!listed && held) remove.push(id);
    if (now > car.until) built.timed.delete(id);
  }
  if (upsert.length > 0 || remove.length > 0) {
    commit(slot, built, { upsert, remove });
    logger.info("stock index swept", { site: slot.site.slug, listed: upsert.length, dropped: remove.length });
  } else {
    slot.nextSweepAt = nextSweepAt(built.timed, now);
  }
}

/**
 * The slot's one worker: builds, refreshes and checks run one at a time, each asked-for job once
 * however often it was asked for meanwhile.
 */
function requestBuild(slot: Slot, reason: string): void {
  slot.wantBuild = true;
  slot.buildReason = reason;
  void work(slot);
}

async function work(slot: Slot): Promise<void> {
  if (slot.working) return;
  slot.working = true;
  try {
    const database = await getDatabase();
    for (;;) {
      if (slot.wantBuild || !slot.built) {
        slot.wantBuild = false;
        slot.wantRefresh = true;
        slot.wantPlacesCheck = false;
        const built = await build(slot.site, database, slot.built ? slot.buildReason : "start");
        slot.built = built;
        slot.builds += 1;
        slot.nextSweepAt = nextSweepAt(built.timed, Date.now());
        slot.current = stockIndexOf(built.engine, Date.now());
        // Pages rendered from the previous index go with it.
        invalidateCachedPages(slot.site.id);
        slot.ready?.resolve(slot.current);
        slot.ready = undefined;
        continue;
      }
      const built = slot.built;
      if (slot.wantPlacesCheck) {
        slot.wantPlacesCheck = false;
        if (await placesChanged(slot, built, database)) {
          slot.wantBuild = true;
          slot.buildReason = "dealerships or locations changed";
          continue;
        }
      }
      if (slot.wantRefresh) {
        slot.wantRefresh = false;
        if (!(await refresh(slot, built, database))) {
          slot.wantBuild = true;
          slot.buildReason = "stock change numbers missing";
        }
        continue;
      }
      break;
    }
  } catch (error) {
    logger.warn("stock index could not be brought up to date", { site: slot.site.slug, error: String(error) });
    slot.ready?.reject(error);
    slot.ready = undefined;
    // Tried again at the next change, poll or request.
    if (slot.built) slot.wantRefresh = true;
  } finally {
    slot.working = false;
  }
}

/** A site's stock or site changed: its pages go now, and its index takes the change. */
function siteChanged({ channel, siteId }: Pick<SiteChange, "siteId"> & { channel?: SiteChange["channel"] }): void {
  invalidateSiteData(siteId);
  invalidateCachedPages(siteId);
  // The proxy's view of the site (paused or live, its framing and analytics) follows it on every
  // replica (decision 049).
  if (channel !== "stock_changed") void refreshProxyPolicy(siteId);
  // A site this process has no index for was just created: its index is built now, so readiness,
  // which wants every site's, does not take the replica out of the load balancer (decision 049).
  if (channel === "site_changed" && siteId !== "*" && !registry().slots.has(siteId)) void indexNewSite(siteId);
  const slots = siteId === "*" ? [...registry().slots.values()] : [registry().slots.get(siteId)];
  for (const slot of slots) {
    if (!slot) continue;
    if (channel !== "stock_changed") slot.wantPlacesCheck = true;
    slot.wantRefresh = true;
    void work(slot);
  }
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function indexNewSite(siteId: string): Promise<void> {
  if (!uuidPattern.test(siteId)) return;
  try {
    const [row] = await (
      await getPlatformDatabase()
    ).db
      .select({ slug: sites.slug })
      .from(sites)
      .where(eq(sites.id, siteId))
      .limit(1);
    const site = row ? await getSiteByKey(row.slug) : null;
    if (site && !registry().slots.has(site.id)) await getStockIndex(site);
  } catch (error) {
    // Its first search or readiness check builds it instead.
    logger.warn("could not build a new site's stock index", { siteId, error: String(error) });
  }
}

async function refreshProxyPolicy(siteId: string): Promise<void> {
  try {
    await refreshSitePolicy((await getPlatformDatabase()).db, siteId);
  } catch (error) {
    // The next page render of the site leaves its policy anyway (getSiteByKey).
    logger.warn("could not read a changed site's policy", { siteId, error: String(error) });
  }
}

async function listen(database: Database): Promise<void> {
  await subscribeSiteChanges(database, siteChanged, (error) => {
    logger.warn("stock change listener lost its connection; catching up from the change log", {
      error: String(error),
    });
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
  state.poll ??= setInterval(() => {
    for (const slot of state.slots.values()) {
      if (!slot.built) continue;
      slot.wantRefresh = true;
      void work(slot);
    }
  }, pollMs).unref();
  state.listening ??= getPlatformDatabase()
    .then(listen)
    .then(() => {
      state.hearing = true;
      // A change made while no one listened (before start, or while reconnecting) is caught up now.
      siteChanged({ siteId: "*" });
      cacheSiteDataWhileHearing(true);
    })
    .catch((error: unknown) => {
      state.listening = undefined;
      logger.warn("could not listen for stock changes; indexes catch up by polling only", { error: String(error) });
    });
  await state.listening;
}

/** Whether this process hears stock and site changes now: the page cache keeps pages only while it does. */
export function hearingSiteChanges(): boolean {
  return registry().hearing === true;
}

export async function getStockIndex(requested: Site): Promise<StockIndex> {
  // The index is every shopper's: a staff preview's draft (decision 050) never decides its listing rules.
  const site = requested.published ?? requested;
  const state = registry();
  // One listening session for the process, whatever site asked first.
  if (!state.listening) void listenForSiteChanges();

  let slot = state.slots.get(site.id);
  if (!slot) {
    slot = {
      site,
      nextSweepAt: Number.POSITIVE_INFINITY,
      wantBuild: true,
      buildReason: "start",
      wantRefresh: false,
      wantPlacesCheck: false,
      working: false,
      builds: 0,
      updates: 0,
    };
    state.slots.set(site.id, slot);
  }
  slot.site = site;
  if (slot.built && slot.built.rulesKey !== rulesKeyOf(site) && !slot.wantBuild) {
    requestBuild(slot, "listing rules or finance provider changed");
  } else if (slot.wantBuild || slot.wantRefresh || slot.wantPlacesCheck) void work(slot);
  sweep(slot);
  // Serve the current index while a build runs; wait only when there is none yet.
  if (slot.current) return slot.current;
  if (!slot.ready) {
    let resolve: (index: StockIndex) => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<StockIndex>((onResolve, onReject) => {
      resolve = onResolve;
      reject = onReject;
    });
    slot.ready = { promise, resolve, reject };
    requestBuild(slot, "start");
  }
  return slot.ready.promise;
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

/** What this process did to a site's index so far: whole builds, in-place updates, last change applied. */
export function stockIndexStats(siteId: string): { builds: number; updates: number; applied: number } | null {
  const slot = registry().slots.get(siteId);
  return slot ? { builds: slot.builds, updates: slot.updates, applied: slot.built?.applied ?? 0 } : null;
}
