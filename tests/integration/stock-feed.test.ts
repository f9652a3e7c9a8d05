import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray, like, notLike } from "drizzle-orm";
import pg from "pg";
import {
  appDatabaseUrl,
  migrateDatabase,
  openAppDatabase,
  openDatabase,
  type Database,
  type Db,
} from "@/platform/db/connect";
import { carPriceChanges, cars, dealerships, sites, stockApiKeys } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { SiteConfig } from "@/sites/config-schema";
import { buildSearchIndex, search } from "@/stock/engine";
import { loadListableDocuments } from "@/stock/load-documents";
import { subscribeSiteChanges } from "@/stock/stock-events";
import { checkStockKey, createStockKey, revokeStockKey } from "@/stock-feed/api-keys";
import { applyFeed } from "@/stock-feed/apply-feed";
import { generateFeedCars } from "@/stock-feed/testing/generate-feed";
import { readCarDetail } from "@/vehicle/get-car";

// The stock feed against a real database: on PGlite, and on the PostgreSQL server (DATABASE_URL)
// through the app's role, where row-level security holds every query to the site it acts for.

type Backend = {
  name: string;
  open: () => Promise<{ platform: Database; app: Database; dispose: () => Promise<void> }>;
};

function backends(): Backend[] {
  const list: Backend[] = [
    {
      name: "PGlite",
      open: async () => {
        const database = await openDatabase({});
        await migrateDatabase(database);
        return { platform: database, app: database, dispose: () => database.close().catch(() => undefined) };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    list.push({
      name: "the PostgreSQL server (row-level security)",
      open: async () => {
        const name = `it_stock_feed_${randomBytes(6).toString("hex")}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database "${name}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const platform = await openDatabase({ databaseUrl: url.toString() });
        await migrateDatabase(platform);
        const app = await openAppDatabase({ databaseUrl: appDatabaseUrl(url.toString()) });
        return {
          platform,
          app,
          dispose: async () => {
            for (const open of [app, platform]) {
              if (open.kind === "postgres") open.pool.on("error", () => undefined);
              await open.close().catch(() => undefined);
            }
            await admin.query(`drop database if exists "${name}" with (force)`);
            await admin.end();
          },
        };
      },
    });
  }
  return list;
}

describe.each(backends())("stock feeds on $name", (backend) => {
  let platform: Database;
  let app: Database;
  let dispose: () => Promise<void>;
  let site: { id: string; config: SiteConfig };
  let dealerA: { id: string; slug: string };
  let dealerB: { id: string; slug: string };
  /** Runs as the request code does: the app's database, acting for the site. */
  const asSite = <T>(fn: (db: Db) => Promise<T>) => withTenant(site.id, () => fn(app.db));

  const badRows = new Set(Array.from({ length: 50 }, (_, index) => (index + 1) * 100));
  const feed = generateFeedCars(5_000, { prefix: "GEN", badRows });

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    ({ platform, app, dispose } = await backend.open());
    await seedDemoData(platform.db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 3 }));
    const [row] = await platform.db.select().from(sites).where(eq(sites.slug, "harbourside"));
    site = { id: row!.id, config: resolveSiteConfig(row!.template, row!.configOverrides) };
    const [first] = await platform.db
      .select({ id: dealerships.id, slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.siteId, site.id));
    dealerA = first!;
    const [second] = await platform.db
      .insert(dealerships)
      .values({ siteId: site.id, name: "Harbourside Trucks", slug: "harbourside-trucks" })
      .returning({ id: dealerships.id, slug: dealerships.slug });
    dealerB = second!;
  }, 240_000);

  afterAll(async () => {
    await dispose?.();
  });

  const target = () => ({ siteId: site.id, dealershipId: dealerA.id });
  const generatedCars = () =>
    asSite((db) =>
      db
        .select({
          stocknum: cars.stocknum,
          status: cars.status,
          soldAt: cars.soldAt,
          price: cars.price,
          beforePrice: cars.beforePrice,
          id: cars.id,
        })
        .from(cars)
        .where(and(eq(cars.siteId, site.id), like(cars.stocknum, "GEN-%"))),
    );

  it("a bulk feed of 5,000 cars with 50 bad rows stores exactly the good ones, searchable, and names each bad row", async () => {
    const heard: string[] = [];
    const stop = await subscribeSiteChanges(
      platform,
      (change) => heard.push(change.siteId),
      () => undefined,
    );
    try {
      const report = await asSite((db) => applyFeed(db, target(), feed, { mode: "upsert", atomic: false }));
      expect(report).toMatchObject({ received: 5_000, created: 4_950, updated: 0, failed: 50, applied: true });
      expect(report.errors).toHaveLength(50);
      expect(report.errors[0]).toBe("row 100: price must be a number");
      expect(report.errors.at(-1)).toBe("row 5000: price must be a number");
      expect(report.rows.map((row) => row.stocknum)).toEqual([...badRows].map((row) => `GEN-${row}`));
      await expect.poll(() => heard, { timeout: 5_000 }).toContain(site.id);
    } finally {
      await stop();
    }

    const stored = await generatedCars();
    expect(stored).toHaveLength(4_950);
    const storedNumbers = new Set(stored.map((car) => car.stocknum));
    for (const row of badRows) expect(storedNumbers.has(`GEN-${row}`)).toBe(false);

    const documents = await asSite((db) => loadListableDocuments(db, site, new Date()));
    const index = buildSearchIndex(documents);
    expect(documents.filter((doc) => doc.stocknum.startsWith("GEN-"))).toHaveLength(4_950);
    // Row 4322 is a Mazda CX-5 (rows cycle through six models); row 800, also one, was bad.
    const cx5 = search(index, { filters: { make: ["Mazda"] }, query: "CX-5", hitsPerPage: 2_000 });
    expect(cx5.hits.map((hit) => hit.stocknum)).toContain("GEN-4322");
    expect(cx5.hits.some((hit) => hit.stocknum === "GEN-800")).toBe(false);
  }, 180_000);

  it("a second, full feed updates prices (recorded in the price history) and marks the cars it leaves out sold", async () => {
    // The demo seed's cars of dealer A that are for sale: the full feed leaves them out too.
    const seededOfA = await asSite(async (db) => {
      const [row] = await db
        .select({ n: count() })
        .from(cars)
        .where(
          and(
            eq(cars.dealershipId, dealerA.id),
            inArray(cars.status, ["in_stock", "coming_soon"]),
            notLike(cars.stocknum, "GEN-%"),
          ),
        );
      return row?.n ?? 0;
    });
    // The first 4,000 rows again, each $500 cheaper; row 100's car is still named (bad again), so it is not 'sold'.
    const second = generateFeedCars(4_000, { prefix: "GEN", badRows, priceOffset: -500 });
    const report = await asSite((db) => applyFeed(db, target(), second, { mode: "full", atomic: false }));
    const goodInSecond = 4_000 - 40;
    expect(report).toMatchObject({ created: 0, updated: goodInSecond, failed: 40, price_changes: goodInSecond });
    // The first feed's good cars of rows 4001-5000 (1,000 less their 10 bad rows), and the seed's.
    expect(report.marked_sold).toBe(990 + seededOfA);

    const stored = await generatedCars();
    expect(stored).toHaveLength(4_950);
    const byNumber = new Map(stored.map((car) => [car.stocknum, car]));
    expect(byNumber.get("GEN-4501")).toMatchObject({ status: "sold", soldAt: expect.any(Date) as unknown });
    // The drop shows as a was-price (the feed gives none): $14,500, was $15,000, among the special offers.
    expect(byNumber.get("GEN-1")).toMatchObject({
      status: "in_stock",
      soldAt: null,
      price: 14_500,
      beforePrice: 15_000,
    });
    const history = await asSite((db) =>
      db
        .select()
        .from(carPriceChanges)
        .where(eq(carPriceChanges.carId, byNumber.get("GEN-1")!.id)),
    );
    expect(history).toMatchObject([{ oldPrice: 15_000, newPrice: 14_500 }]);
    const documents = await asSite((db) => loadListableDocuments(db, site, new Date()));
    expect(documents.find((doc) => doc.stocknum === "GEN-4500")?.status ?? "not listed").not.toBe("in_stock");
    expect(documents.find((doc) => doc.stocknum === "GEN-1")).toMatchObject({
      before_price: 15_000,
      categories: expect.arrayContaining(["Special Offers"]) as unknown,
    });
  }, 180_000);

  it("an atomic feed with one bad row stores nothing", async () => {
    const atomicFeed = generateFeedCars(20, { prefix: "ATOM", badRows: new Set([7]) });
    const report = await asSite((db) => applyFeed(db, target(), atomicFeed, { mode: "upsert", atomic: true }));
    expect(report).toMatchObject({ applied: false, created: 0, failed: 1, errors: ["row 7: price must be a number"] });
    const stored = await asSite((db) =>
      db
        .select({ n: count() })
        .from(cars)
        .where(and(eq(cars.siteId, site.id), like(cars.stocknum, "ATOM-%"))),
    );
    expect(stored[0]?.n).toBe(0);
  });

  it("a dealership cannot take over another's stock number", async () => {
    const report = await asSite((db) =>
      applyFeed(db, { siteId: site.id, dealershipId: dealerB.id }, [feed[0]], { mode: "upsert", atomic: false }),
    );
    expect(report.errors).toEqual(["row 1: stocknum GEN-1 belongs to another dealership of this site"]);
  });

  it("a key of dealership A gets 403 on dealership B; revoked and unknown keys get 401; demo keys only in demo mode", async () => {
    const { id, key } = await asSite((db) => createStockKey(db, { siteId: site.id, dealershipId: dealerA.id }, "DMS"));
    const check = (dealer: { id: string; slug: string }, token: string, demoMode = false) =>
      asSite((db) =>
        checkStockKey(
          db,
          { siteId: site.id, dealershipId: dealer.id, dealershipSlug: dealer.slug },
          `Bearer ${token}`,
          { demoMode },
        ),
      );
    expect(await check(dealerA, key)).toEqual({ ok: true, keyId: id });
    expect(await check(dealerB, key)).toMatchObject({ ok: false, status: 403 });
    expect(await check(dealerA, `${key}x`)).toMatchObject({ ok: false, status: 401 });

    const [stored] = await asSite((db) => db.select().from(stockApiKeys).where(eq(stockApiKeys.id, id)));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key);
    expect(stored?.lastUsedAt).toBeInstanceOf(Date);

    expect(await check(dealerA, `demo-${dealerA.slug}`, true)).toEqual({ ok: true, keyId: null });
    expect(await check(dealerB, `demo-${dealerA.slug}`, true)).toMatchObject({ ok: false, status: 403 });
    expect(await check(dealerA, `demo-${dealerA.slug}`, false)).toMatchObject({ ok: false, status: 401 });

    expect(await revokeStockKey(platform.db, id)).toBe(true);
    expect(await check(dealerA, key)).toMatchObject({ ok: false, status: 401 });
  });

  it("a changed price reaches the vehicle detail as the car's price history, of its own site only", async () => {
    const [listed] = generateFeedCars(1, { prefix: "HIST" });
    const price = Number(listed!.price);
    const push = (offset: number, now: Date) =>
      asSite((db) =>
        applyFeed(db, target(), generateFeedCars(1, { prefix: "HIST", priceOffset: offset }), {
          mode: "upsert",
          atomic: false,
          now,
        }),
      );
    await push(0, new Date("2026-11-01T01:00:00Z"));
    const [car] = await asSite((db) =>
      db
        .select({ id: cars.id, slug: cars.slug })
        .from(cars)
        .where(and(eq(cars.siteId, site.id), eq(cars.stocknum, "HIST-1"))),
    );
    const detail = () => asSite((db) => readCarDetail(db, site, car!.slug));
    expect((await detail())?.priceHistory).toBeNull();

    expect(await push(-1_000, new Date("2026-11-10T01:00:00Z"))).toMatchObject({ price_changes: 1 });
    expect(await push(-1_500, new Date("2026-11-20T01:00:00Z"))).toMatchObject({ price_changes: 1 });
    // A change recorded under another site is not this site's history, whatever car it names.
    const [other] = await platform.db
      .insert(sites)
      .values({ slug: "history-elsewhere", name: "Elsewhere", template: "default" })
      .returning({ id: sites.id });
    await platform.db
      .insert(carPriceChanges)
      .values({ siteId: other!.id, carId: car!.id, oldPrice: 99_000, newPrice: 1_000 });

    const shown = await detail();
    expect(shown?.row).toMatchObject({ price: price - 1_500, beforePrice: price });
    expect(shown?.priceHistory).toEqual({
      changes: [
        { changedAt: "2026-11-20T01:00:00.000Z", oldPrice: price - 1_000, newPrice: price - 1_500 },
        { changedAt: "2026-11-10T01:00:00.000Z", oldPrice: price, newPrice: price - 1_000 },
      ],
      earlierChanges: 0,
      listedPrice: price,
      currentPrice: price - 1_500,
      dropSinceListed: 1_500,
    });
  });
});
