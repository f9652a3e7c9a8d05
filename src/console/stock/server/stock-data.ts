import "server-only";
import { and, asc, desc, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import {
  getNewestPhotoList,
  photoCountsByCar,
  photoCountsByDealership,
  type CarPhotoCounts,
} from "@/media/console-photos";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { carPriceChanges, cars, dealerships, staffAccounts, staffAudit } from "@/platform/db/schema";
import { loadSitesById } from "@/sites/get-site";
import { explainListing, isListable, type ListingRules, type ListingVerdict } from "@/stock/listing-rules";
import { listStockKeys, type StockKeyListing } from "@/stock-feed/api-keys";
import { readCarForEdit } from "@/stock-feed/car-edit";
import { listFeedRuns, type FeedRun } from "@/stock-feed/feed-history";
import type { StoredCar } from "@/stock-feed/car-as-feed";
import { dealershipsAt, type StaffScope } from "../../roles";
import { carSiteId } from "../../server/car-site";
import { listGrantedSites } from "../../server/staff-accounts";
import { searchWords, type StockQuery } from "../stock-query";
import { canChangeStock } from "../stock-scope";

// The stock room's reads. Each site is read on its own, acting for it (withTenant, decision 025), so
// row-level security holds every query to that site, and narrowed in SQL to the dealerships the
// member reaches. Whether a car is listed is decided by the stock module's own rules
// (listing-rules.ts), the ones the search index applies, never by a copy of them in SQL.

export const stockPageSize = 50;

export type StockDealership = { id: string; name: string; slug: string };

/** A site the member reaches, with its listing rules and the dealerships of it they reach. */
export type StockSite = {
  id: string;
  slug: string;
  name: string;
  rules: ListingRules;
  dealerships: StockDealership[];
};

export async function loadStockSites(db: Db, scope: StaffScope): Promise<StockSite[]> {
  const granted = await listGrantedSites(db, scope);
  const sites = await loadSitesById(
    db,
    granted.map((site) => site.id),
  );
  const loaded = await Promise.all(
    sites.map((site) =>
      withTenant(site.id, async () => {
        const reach = dealershipsAt(scope, site.id);
        if (reach !== "all" && reach.length === 0) return null;
        const rows = await db
          .select({ id: dealerships.id, name: dealerships.name, slug: dealerships.slug })
          .from(dealerships)
          .where(and(eq(dealerships.siteId, site.id), reach === "all" ? undefined : inArray(dealerships.id, reach)))
          .orderBy(asc(dealerships.name));
        return { id: site.id, slug: site.slug, name: site.name, rules: site.config.search.filters, dealerships: rows };
      }),
    ),
  );
  return loaded.filter((site): site is StockSite => site !== null && site.dealerships.length > 0);
}

export type StockRow = {
  id: string;
  siteId: string;
  siteName: string;
  dealershipId: string;
  dealershipName: string;
  stocknum: string;
  vin: string | null;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  price: number;
  status: string;
  reserved: boolean;
  carType: "new" | "used" | "demo";
  listed: boolean;
  createdAt: Date;
};

export type StockPage = {
  rows: StockRow[];
  total: number;
  page: number;
  pages: number;
  /** How each row's photos are doing (its newest list), by car id; a car without photos is absent. */
  photos: Map<string, CarPhotoCounts>;
};

/** The photo counts of a page's cars: one query per site on the page. */
async function photoCountsOf(db: Db, rows: readonly StockRow[]): Promise<Map<string, CarPhotoCounts>> {
  const bySite = new Map<string, string[]>();
  for (const row of rows) bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row.id]);
  const perSite = await Promise.all(
    [...bySite].map(([siteId, carIds]) => withTenant(siteId, () => photoCountsByCar(db, siteId, carIds))),
  );
  return new Map(perSite.flatMap((counts) => [...counts]));
}

/** `%`, `_` and `\` match themselves in a search word. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function statusCondition(status: StockQuery["status"]): SQL | undefined {
  if (status === "in_stock" || status === "coming_soon") return eq(cars.status, status);
  // Any other word a feed sent counts as sold (normaliseStatus).
  if (status === "sold") return notInArray(cars.status, ["in_stock", "coming_soon"]);
  return undefined;
}

/**
 * A page of the member's stock, newest first. Every car matching the search and filters is read
 * (the columns a row shows, a few hundred bytes each) so that the listed/hidden filter, which the
 * listing rules decide in code, and the count are exact; a dealer's yard is hundreds to a few
 * thousand cars.
 */
export async function listStock(
  db: Db,
  sites: readonly StockSite[],
  query: StockQuery,
  now: Date = new Date(),
): Promise<StockPage> {
  const read = sites.filter((site) => (query.siteSlug ? site.slug === query.siteSlug : true));
  const words = searchWords(query.text);
  const haystack = sql`concat_ws(' ', ${cars.stocknum}, ${cars.vin}, ${cars.year}::text, ${cars.make}, ${cars.model}, ${cars.badge})`;
  const perSite = await Promise.all(
    read.map((site) => {
      const reach = site.dealerships
        .map((dealership) => dealership.id)
        .filter((id) => (query.dealershipId ? id === query.dealershipId : true));
      if (reach.length === 0) return Promise.resolve([]);
      const names = new Map(site.dealerships.map((dealership) => [dealership.id, dealership.name]));
      return withTenant(site.id, async () => {
        const rows = await db
          .select({
            id: cars.id,
            dealershipId: cars.dealershipId,
            stocknum: cars.stocknum,
            vin: cars.vin,
            year: cars.year,
            make: cars.make,
            model: cars.model,
            badge: cars.badge,
            price: cars.price,
            status: cars.status,
            soldAt: cars.soldAt,
            reserved: cars.reserved,
            carType: cars.carType,
            certified: cars.certified,
            showOnDealerWebsite: cars.showOnDealerWebsite,
            createdAt: cars.createdAt,
          })
          .from(cars)
          .where(
            and(
              eq(cars.siteId, site.id),
              inArray(cars.dealershipId, reach),
              statusCondition(query.status),
              query.carType ? eq(cars.carType, query.carType) : undefined,
              ...words.map((word) => sql`${haystack} ilike ${likePattern(word)}`),
            ),
          )
          .orderBy(desc(cars.createdAt), desc(cars.id));
        return rows.flatMap(({ soldAt, certified, showOnDealerWebsite, ...row }): StockRow[] => {
          const listed = isListable({ ...row, soldAt, certified, showOnDealerWebsite }, site.rules, now);
          if (query.listed && listed !== (query.listed === "listed")) return [];
          return [
            { ...row, siteId: site.id, siteName: site.name, dealershipName: names.get(row.dealershipId) ?? "", listed },
          ];
        });
      });
    }),
  );
  const all = perSite.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
  const pages = Math.max(1, Math.ceil(all.length / stockPageSize));
  const page = Math.min(query.page, pages);
  const rows = all.slice((page - 1) * stockPageSize, page * stockPageSize);
  return { rows, total: all.length, page, pages, photos: await photoCountsOf(db, rows) };
}

export type PriceChange = { oldPrice: number; newPrice: number; changedAt: Date };

export type StockCarHistoryRow = {
  at: Date;
  action: string;
  staffName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type StockCarPage = {
  car: StoredCar;
  version: string;
  site: StockSite;
  dealership: StockDealership;
  listing: { listed: boolean; verdicts: ListingVerdict[] };
  priceChanges: PriceChange[];
  history: StockCarHistoryRow[];
  /** The car's newest photo list, in order: what the console arranges (the car may still show an older one). */
  photos: ConsolePhoto[];
};

/** A photo as the car's page in the console lists it. */
export type ConsolePhoto = {
  id: string;
  status: "pending" | "processing" | "ready" | "failed";
  hash: string | null;
  /** The smallest JPEG derivative, for a ready photo. */
  thumb: string | null;
  error: string | null;
  /** Uploaded in the console (else named by the feed). */
  uploaded: boolean;
};

/**
 * A car the member reaches, with why it is or is not listed, its price history and the console's
 * changes to it; null for a car that does not exist or is not theirs (neither is told apart).
 */
export async function findStockCar(
  db: Db,
  scope: StaffScope,
  carId: string,
  now: Date = new Date(),
): Promise<StockCarPage | null> {
  const siteId = await carSiteId(carId);
  if (!siteId) return null;
  const site = (await loadStockSites(db, scope)).find((candidate) => candidate.id === siteId);
  if (!site) return null;
  return withTenant(site.id, async () => {
    const [placed] = await db
      .select({ dealershipId: cars.dealershipId })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.id, carId)));
    const dealership = site.dealerships.find((candidate) => candidate.id === placed?.dealershipId);
    if (!dealership) return null;
    const found = await readCarForEdit(db, { siteId: site.id, dealershipId: dealership.id, carId });
    if (!found) return null;
    const [priceChanges, history, photoRows] = await Promise.all([
      db
        .select({
          oldPrice: carPriceChanges.oldPrice,
          newPrice: carPriceChanges.newPrice,
          changedAt: carPriceChanges.changedAt,
        })
        .from(carPriceChanges)
        .where(and(eq(carPriceChanges.siteId, site.id), eq(carPriceChanges.carId, carId)))
        .orderBy(desc(carPriceChanges.changedAt)),
      db
        .select({
          at: staffAudit.at,
          action: staffAudit.action,
          staffName: staffAccounts.name,
          before: staffAudit.before,
          after: staffAudit.after,
        })
        .from(staffAudit)
        .leftJoin(staffAccounts, eq(staffAccounts.id, staffAudit.staffAccountId))
        .where(and(eq(staffAudit.siteId, site.id), sql`${staffAudit.after}->>'carId' = ${carId}`))
        .orderBy(desc(staffAudit.at)),
      getNewestPhotoList(db, { siteId: site.id, carId }),
    ]);
    const photos = photoRows.map((row): ConsolePhoto => {
      const widths = row.derivatives.filter((item) => item.format === "jpeg").map((item) => item.width);
      return {
        id: row.id,
        status: row.status,
        hash: row.contentHash,
        thumb:
          row.status === "ready" && row.contentHash && widths.length > 0
            ? `/media/photo/${row.contentHash}/${Math.min(...widths)}.jpg`
            : null,
        error: row.status === "failed" ? row.error : null,
        uploaded: row.sourceUrl === null,
      };
    });
    return {
      ...found,
      site,
      dealership,
      listing: explainListing(found.car, site.rules, now),
      priceChanges,
      history,
      photos,
    };
  });
}

export type KeyRow = StockKeyListing & { siteId: string; siteName: string; dealershipName: string };

/** The stock API keys of every dealership whose stock the member changes, newest first. */
export async function listDealershipKeys(db: Db, scope: StaffScope, sites: readonly StockSite[]): Promise<KeyRow[]> {
  const perSite = await Promise.all(
    sites.map((site) => {
      const kept = site.dealerships.filter((dealership) => canChangeStock(scope, site.id, dealership.id));
      if (kept.length === 0) return Promise.resolve([]);
      return withTenant(site.id, async () =>
        (await listStockKeys(db, site.id)).flatMap((key) => {
          const dealership = kept.find((candidate) => candidate.id === key.dealershipId);
          return dealership ? [{ ...key, siteId: site.id, siteName: site.name, dealershipName: dealership.name }] : [];
        }),
      );
    }),
  );
  return perSite.flat().sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

export type FeedHistoryRow = FeedRun & { siteName: string; dealershipId: string; dealershipName: string };

/** Feeds shown at most, newest first; the latest `feedsPerDealership` of each dealership are read. */
export const feedHistoryRows = 100;
const feedsPerDealership = 50;

/** The latest feeds of the member's dealerships (or of one), newest first. */
export async function listFeedHistory(
  db: Db,
  sites: readonly StockSite[],
  dealershipId: string | null,
): Promise<FeedHistoryRow[]> {
  const perDealership = await Promise.all(
    sites.flatMap((site) =>
      site.dealerships
        .filter((dealership) => (dealershipId ? dealership.id === dealershipId : true))
        .map((dealership) =>
          withTenant(site.id, async () =>
            (await listFeedRuns(db, { siteId: site.id, dealershipId: dealership.id }, feedsPerDealership)).map(
              (run) => ({ ...run, siteName: site.name, dealershipId: dealership.id, dealershipName: dealership.name }),
            ),
          ),
        ),
    ),
  );
  return perDealership
    .flat()
    .sort((a, b) => b.received_at.localeCompare(a.received_at))
    .slice(0, feedHistoryRows);
}

/** How the photos of each of the member's dealerships' cars are doing now, by dealership id. */
export async function dealershipPhotoCounts(db: Db, sites: readonly StockSite[]): Promise<Map<string, CarPhotoCounts>> {
  const perSite = await Promise.all(
    sites.map((site) => withTenant(site.id, () => photoCountsByDealership(db, site.id))),
  );
  return new Map(perSite.flatMap((counts) => [...counts]));
}
