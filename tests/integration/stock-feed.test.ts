import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray, like, notLike, sql } from "drizzle-orm";
import pg from "pg";
import {
  appDatabaseUrl,
  migrateDatabase,
  openAppDatabase,
  openDatabase,
  type Database,
  type Db,
} from "@/platform/db/connect";
import { carPhotos, carPriceChanges, cars, dealerships, sites, stockApiKeys, stockChanges } from "@/platform/db/schema";
import { withTenant } from "@/platform/db/tenant";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { isTemplateName } from "@/sites/config-defaults";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { SiteConfig } from "@/sites/config-schema";
import type { Site } from "@/sites/get-site";
import { buildSearchIndex, search } from "@/stock/engine";
import { loadListableDocuments } from "@/stock/load-documents";
import { subscribeSiteChanges } from "@/stock/stock-events";
import { checkStockKey, createStockKey, listDemoStockKeys, revokeStockKey } from "@/stock-feed/api-keys";
import { applyFeed, type FeedOptions, type FeedReport } from "@/stock-feed/apply-feed";
import { pruneFeedHistory } from "@/stock-feed/feed-history";
import { deleteStockCar, getFeedHistory, postStockCars, putStockCar } from "@/stock-feed/stock-api";
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
    // The first feed's good cars of rows 4001-5000 (1,000 less their 10 bad rows), and the seed's: a
    // fifth of the yard and the seed's few, over the default threshold, so it goes in confirmed (decision 033).
    const removals = 990 + seededOfA;
    const report = await asSite((db) =>
      applyFeed(db, target(), second, { mode: "full", atomic: false, confirmRemovals: removals }),
    );
    const goodInSecond = 4_000 - 40;
    expect(report).toMatchObject({ created: 0, updated: goodInSecond, failed: 40, price_changes: goodInSecond });
    expect(report).toMatchObject({ marked_sold: removals, applied: true, held: null });

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

  it("stores a car's text, lists, numbers and dates exactly as sent, and refuses the one character text cannot hold", async () => {
    const [base] = generateFeedCars(1, { prefix: "TEXT" });
    const sent = {
      ...base,
      stocknum: "TEXT-1",
      badge: `Ti-L "Launch" O'Brien \\ 🚗 ™`,
      dealercomments: '<p>{"not": "json"} — ünïcødé, tabs\tand lines\n</p>',
      standardEquipment: ["Apple CarPlay", '18" Alloys', "null"],
      engine_size_litres: 2.5,
      rego_expiry: "2027-03-31",
      variant: { cylinders: 4, induction: 'Turbo "twin-scroll"' },
      msrp: 52_990,
    };
    const report = await asSite((db) => applyFeed(db, target(), [sent], { mode: "upsert", atomic: true }));
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ created: 1, failed: 0, applied: true });
    const [stored] = await asSite((db) =>
      db
        .select()
        .from(cars)
        .where(and(eq(cars.siteId, site.id), eq(cars.stocknum, "TEXT-1"))),
    );
    expect(stored).toMatchObject({
      badge: sent.badge,
      dealerComments: sent.dealercomments,
      standardEquipment: sent.standardEquipment,
      engineSizeLitres: 2.5,
      regoExpiry: "2027-03-31",
      msrp: 52_990,
      variant: expect.objectContaining({ cylinders: 4, induction: 'Turbo "twin-scroll"' }) as unknown,
      soldAt: null,
      locationId: expect.any(String) as unknown,
    });

    const withNul = { ...sent, stocknum: "TEXT-2", badge: "GX\u0000" };
    const refused = await asSite((db) => applyFeed(db, target(), [withNul], { mode: "upsert", atomic: false }));
    expect(refused).toMatchObject({
      created: 0,
      failed: 1,
      errors: ["row 1: badge must not contain the NUL character"],
    });
  });

  it("queues a car's photo addresses for the worker, acting for the site, and a repeat queues nothing", async () => {
    const [base] = generateFeedCars(1, { prefix: "PHOTO" });
    const urls = ["https://photos.example.com/p/1.jpg", "https://photos.example.com/p/2.jpg"];
    const sent = { ...base, images: [...urls, "/media/car/suv/white/front.svg"] };
    const report = await asSite((db) => applyFeed(db, target(), [sent], { mode: "upsert", atomic: true }));
    expect(report).toMatchObject({ applied: true, created: 1, photos_queued: 2 });
    const queued = await asSite((db) =>
      db
        .select({ url: carPhotos.sourceUrl, status: carPhotos.status, position: carPhotos.position })
        .from(carPhotos)
        .innerJoin(cars, eq(cars.id, carPhotos.carId))
        .where(eq(cars.stocknum, "PHOTO-1"))
        .orderBy(carPhotos.position),
    );
    expect(queued).toEqual(urls.map((url, position) => ({ url, status: "pending", position })));
    const again = await asSite((db) => applyFeed(db, target(), [sent], { mode: "upsert", atomic: true }));
    expect(again).toMatchObject({ applied: true, updated: 1, photos_queued: 0 });
    const dropped = await asSite((db) =>
      applyFeed(db, target(), [{ ...sent, images: [] }], { mode: "upsert", atomic: true }),
    );
    expect(dropped.photos_queued).toBe(0);
    expect(await asSite((db) => db.select().from(carPhotos).where(eq(carPhotos.siteId, site.id)))).toEqual([]);
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

    // `npm run stock-key -- list` in demo mode shows each dealership's demo key, and each one works.
    const demoKeys = await listDemoStockKeys(platform.db, site.id);
    expect(demoKeys).toEqual(
      expect.arrayContaining([
        { site: "harbourside", dealership: dealerA.slug, key: `demo-${dealerA.slug}` },
        { site: "harbourside", dealership: dealerB.slug, key: `demo-${dealerB.slug}` },
      ]),
    );
    for (const demo of demoKeys) {
      const dealer = demo.dealership === dealerA.slug ? dealerA : dealerB;
      if (demo.dealership !== dealer.slug) continue;
      expect(await check(dealer, demo.key, true)).toEqual({ ok: true, keyId: null });
    }
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

  it("the stock API stores makes in the catalogue's spelling and warns of a make it does not know, storing the car (decision 056)", async () => {
    const [row] = await platform.db.select().from(sites).where(eq(sites.id, site.id));
    const apiSite: Site = {
      id: row!.id,
      slug: row!.slug,
      name: row!.name,
      template: isTemplateName(row!.template) ? row!.template : "default",
      status: "live",
      config: site.config,
    };
    const [dealer] = await platform.db
      .insert(dealerships)
      .values({ siteId: site.id, name: "Make Spellers", slug: "make-spellers" })
      .returning({ id: dealerships.id, slug: dealerships.slug });
    const call = (handler: typeof postStockCars, method: string, path: string, body?: string, contentType?: string) =>
      asSite(async (db) => {
        const request = new Request(`http://harbourside.localhost/api/stock/${dealer!.slug}${path}`, {
          method,
          headers: {
            authorization: `Bearer demo-${dealer!.slug}`,
            "content-type": contentType ?? "application/json",
          },
          body,
        });
        const response = await handler(request, apiSite, { dealership: dealer!.slug }, { db, demoMode: true });
        return { status: response.status, body: (await response.json()) as Record<string, unknown> };
      });
    const [base] = generateFeedCars(1, { prefix: "MK" });
    const sent = ["Bmw", "BMW ", "bmw", "Amc", "mercedes benz", "Chevroelt"];
    const json = JSON.stringify(sent.map((make, index) => ({ ...base, stocknum: `MK-${index + 1}`, make })));

    const answer = await call(postStockCars, "POST", "/cars", json);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ created: 6, failed: 0, errors: [] });
    expect(answer.body.warnings).toEqual([
      "row 6 (MK-6): make Chevroelt is not in the platform's catalogue of makes: check it for a typing slip (stored as sent)",
    ]);
    const stored = await asSite((db) =>
      db
        .select({ stocknum: cars.stocknum, make: cars.make, name: cars.name })
        .from(cars)
        .where(eq(cars.dealershipId, dealer!.id))
        .orderBy(cars.stocknum),
    );
    expect(stored.map((car) => car.make)).toEqual(["BMW", "BMW", "BMW", "AMC", "Mercedes-Benz", "Chevroelt"]);
    expect(stored[4]?.name).toMatch(/ Mercedes-Benz /);

    // A CSV says the same, and the feed history keeps the warning.
    const csv = `Stock Number,Make,Model,Year,Price,Car Type\nMK-7,  land rover ,Defender,2022,89990,used\nMK-8,Hyundia,i30,2021,23990,used\n`;
    const csvAnswer = await call(postStockCars, "POST", "/cars", csv, "text/csv");
    expect(csvAnswer).toMatchObject({
      status: 200,
      body: {
        created: 2,
        warnings: [
          expect.stringMatching(/^row 2 \(MK-8\): make Hyundia is not in the platform's catalogue/) as unknown,
        ],
      },
    });
    const [landRover] = await asSite((db) =>
      db
        .select({ make: cars.make })
        .from(cars)
        .where(and(eq(cars.dealershipId, dealer!.id), eq(cars.stocknum, "MK-7"))),
    );
    expect(landRover?.make).toBe("Land Rover");
    const history = await call(getFeedHistory, "GET", "/feeds?limit=2");
    expect(history.body.feeds).toMatchObject([
      { format: "csv", outcome: "applied", warnings: [expect.stringMatching(/make Hyundia /) as unknown] },
      {
        format: "json",
        outcome: "applied",
        created: 6,
        warnings: [expect.stringMatching(/make Chevroelt /) as unknown],
      },
    ]);
  });

  describe("full feed safety: dry runs and the removal threshold (decision 033)", () => {
    type Dealer = { id: string; slug: string };
    const forDealer = (dealer: Dealer) => ({ siteId: site.id, dealershipId: dealer.id });

    /** A dealership of its own per case, so its counts start from nothing; the threshold when not the default. */
    async function newDealership(slug: string, thresholdPercent?: number): Promise<Dealer> {
      const [row] = await platform.db
        .insert(dealerships)
        .values({
          siteId: site.id,
          name: slug,
          slug,
          ...(thresholdPercent === undefined ? {} : { fullFeedRemovalThresholdPercent: thresholdPercent }),
        })
        .returning({ id: dealerships.id, slug: dealerships.slug });
      return row!;
    }

    /** The dealership's stock: `${prefix}-1` … `${prefix}-${n}`, stored for real; a status by row where given. */
    async function stock(dealer: Dealer, prefix: string, n: number, statuses: Record<number, string> = {}) {
      const rows = generateFeedCars(n, { prefix }).map((car, index) => ({
        ...car,
        status: statuses[index + 1] ?? car.status,
      }));
      const report = await asSite((db) => applyFeed(db, forDealer(dealer), rows, { mode: "upsert", atomic: false }));
      expect(report).toMatchObject({ created: n, applied: true });
    }

    const full = (dealer: Dealer, rows: readonly unknown[], extra: Partial<FeedOptions> = {}) =>
      asSite((db) => applyFeed(db, forDealer(dealer), rows, { mode: "full", atomic: false, ...extra }));

    const yardOf = (dealer: Dealer) =>
      asSite((db) =>
        db
          .select()
          .from(cars)
          .where(and(eq(cars.siteId, site.id), eq(cars.dealershipId, dealer.id)))
          .orderBy(cars.stocknum),
      );

    /** Everything a feed could change, every column of the dealership's cars and the site's two logs. */
    const snapshot = (dealer: Dealer) =>
      asSite(async (db) => {
        const [prices] = await db
          .select({ n: count() })
          .from(carPriceChanges)
          .where(eq(carPriceChanges.siteId, site.id));
        const [changes] = await db.select({ n: count() }).from(stockChanges).where(eq(stockChanges.siteId, site.id));
        return { yard: await yardOf(dealer), priceChanges: prices?.n ?? 0, stockChanges: changes?.n ?? 0 };
      });

    /**
     * The `stock_changed` notifications sent while `fn` runs. Two markers fence it: notifications
     * arrive in commit order, so nothing from before the first or after the second is counted.
     */
    async function announcedDuring(fn: () => Promise<unknown>): Promise<string[]> {
      const heard: string[] = [];
      const stop = await subscribeSiteChanges(
        platform,
        (change) => {
          if (change.channel === "stock_changed") heard.push(change.siteId);
        },
        () => undefined,
      );
      const mark = async (marker: string) => {
        await platform.db.execute(sql`select pg_notify('stock_changed', ${marker})`);
        await expect.poll(() => heard.includes(marker), { timeout: 5_000 }).toBe(true);
      };
      try {
        await mark("fence-before");
        await fn();
        await mark("fence-after");
      } finally {
        await stop();
      }
      return heard.slice(heard.indexOf("fence-before") + 1, heard.indexOf("fence-after"));
    }

    it("a dry run answers exactly what the real run then does, and changes nothing: cars, price history, change log, notifications", async () => {
      const dealer = await newDealership("dry-run-motors");
      await stock(dealer, "DRY", 10);
      // Cars 1-9 again, 1-3 $700 cheaper; car 10 left out (1 of 10 listed, within 20 %); car 11 new; car 12 a bad row.
      const feed = generateFeedCars(12, { prefix: "DRY", badRows: new Set([12]) })
        .filter((car) => car.stocknum !== "DRY-10")
        .map((car, index) => (index < 3 ? { ...car, price: Number(car.price) - 700 } : car));
      const before = await snapshot(dealer);

      let dry: FeedReport | undefined;
      const announcedByDryRun = await announcedDuring(async () => {
        dry = await full(dealer, feed, { dryRun: true });
      });
      expect(dry).toMatchObject({
        received: 11,
        created: 1,
        updated: 9,
        marked_sold: 1,
        price_changes: 3,
        failed: 1,
        applied: false,
        dry_run: true,
        held: null,
        errors: ["row 11: price must be a number"],
      });
      expect(announcedByDryRun).toEqual([]);
      expect(await snapshot(dealer)).toEqual(before);

      let real: FeedReport | undefined;
      const announcedByRealRun = await announcedDuring(async () => {
        real = await full(dealer, feed);
      });
      expect(real).toMatchObject({ applied: true, dry_run: false });
      expect({ ...real, applied: false, dry_run: true }).toEqual(dry);
      // The fence hears a real run, and the checks above could have failed.
      expect(announcedByRealRun).toContain(site.id);
      const after = await snapshot(dealer);
      expect(after.priceChanges).toBe(before.priceChanges + 3);
      expect(after.stockChanges).toBeGreaterThan(before.stockChanges);
      expect(after.yard.find((car) => car.stocknum === "DRY-10")).toMatchObject({ status: "sold" });
      expect(after.yard.find((car) => car.stocknum === "DRY-1")?.price).toBe(Number(feed[0]!.price));
      expect(after.yard.map((car) => car.stocknum)).toContain("DRY-11");
    });

    it("a full feed that would mark more than the threshold sold is held, storing nothing, until the exact number is confirmed", async () => {
      const dealer = await newDealership("held-motors");
      // Listed: in stock or coming soon (car 9); car 10 is sold already and counts for nothing.
      await stock(dealer, "HELD", 10, { 9: "coming_soon", 10: "sold" });
      const [soldBefore] = (await yardOf(dealer)).filter((car) => car.stocknum === "HELD-10");
      // A three-car export: cars 1 and 2 repriced, one new car. Cars 3-9 would be sold: 7 of the 9 listed.
      const feed = [
        ...generateFeedCars(2, { prefix: "HELD", priceOffset: -300 }),
        ...generateFeedCars(11, { prefix: "HELD" }).slice(10),
      ];
      const before = await snapshot(dealer);

      expect(await full(dealer, feed)).toEqual({
        received: 3,
        created: 0,
        updated: 0,
        marked_sold: 0,
        price_changes: 0,
        failed: 0,
        applied: false,
        dry_run: false,
        held: { reason: "over_threshold", would_mark_sold: 7, listed: 9, threshold_percent: 20, confirmed: null },
        errors: [],
        rows: [],
        warnings: [],
        stocknums: [],
        photos_queued: 0,
      });
      // A dry run answers as the real run would: held.
      expect(await full(dealer, feed, { dryRun: true })).toMatchObject({
        applied: false,
        dry_run: true,
        marked_sold: 0,
        held: { reason: "over_threshold", would_mark_sold: 7 },
      });
      // A wrong number holds it, too few or too many, and names the right one.
      for (const wrong of [6, 8]) {
        expect(await full(dealer, feed, { confirmRemovals: wrong })).toMatchObject({
          applied: false,
          marked_sold: 0,
          held: { reason: "wrong_confirmation", would_mark_sold: 7, listed: 9, confirmed: wrong },
        });
      }
      expect(await snapshot(dealer)).toEqual(before);

      expect(await full(dealer, feed, { confirmRemovals: 7 })).toMatchObject({
        received: 3,
        created: 1,
        updated: 2,
        marked_sold: 7,
        price_changes: 2,
        applied: true,
        held: null,
      });
      const yard = await yardOf(dealer);
      expect(Object.fromEntries(yard.map((car) => [car.stocknum, car.status]))).toEqual({
        "HELD-1": "in_stock",
        "HELD-2": "in_stock",
        "HELD-3": "sold",
        "HELD-4": "sold",
        "HELD-5": "sold",
        "HELD-6": "sold",
        "HELD-7": "sold",
        "HELD-8": "sold",
        "HELD-9": "sold",
        "HELD-10": "sold",
        "HELD-11": "in_stock",
      });
      // The car sold before keeps its sale date.
      expect(yard.find((car) => car.stocknum === "HELD-10")?.soldAt).toEqual(soldBefore?.soldAt);
    });

    it("a full feed with no rows is held whatever the threshold, even for an empty yard; confirmed, it applies", async () => {
      const dealer = await newDealership("empty-feed-motors", 100);
      await stock(dealer, "EMPTY", 3);
      const before = await snapshot(dealer);
      expect(await full(dealer, [])).toMatchObject({
        received: 0,
        applied: false,
        marked_sold: 0,
        held: { reason: "empty_feed", would_mark_sold: 3, listed: 3, threshold_percent: 100 },
      });
      expect(await full(dealer, [], { confirmRemovals: 2 })).toMatchObject({
        held: { reason: "wrong_confirmation", would_mark_sold: 3, confirmed: 2 },
      });
      expect(await snapshot(dealer)).toEqual(before);

      expect(await full(dealer, [], { confirmRemovals: 3 })).toMatchObject({
        applied: true,
        marked_sold: 3,
        held: null,
      });
      expect((await yardOf(dealer)).map((car) => car.status)).toEqual(["sold", "sold", "sold"]);
      // No news is not good news: with nothing listed, an empty feed is still held, and confirmed with 0.
      expect(await full(dealer, [])).toMatchObject({ held: { reason: "empty_feed", would_mark_sold: 0, listed: 0 } });
      expect(await full(dealer, [], { confirmRemovals: 0 })).toMatchObject({ applied: true, marked_sold: 0 });
    });

    it("a full feed within the threshold applies as before, up to the limit itself", async () => {
      const dealer = await newDealership("within-motors");
      await stock(dealer, "WITHIN", 10);
      // 2 of the 10 listed left out: 20 %, the default limit exactly.
      expect(await full(dealer, generateFeedCars(8, { prefix: "WITHIN" }))).toMatchObject({
        updated: 8,
        marked_sold: 2,
        applied: true,
        held: null,
      });
      // Now 8 listed: 1 more (12.5 %) goes through; a sold car the feed leaves out is no removal.
      expect(await full(dealer, generateFeedCars(7, { prefix: "WITHIN" }))).toMatchObject({
        marked_sold: 1,
        applied: true,
      });
      expect((await yardOf(dealer)).filter((car) => car.status === "sold")).toHaveLength(3);
    });

    it("follows each dealership's own threshold, a percentage the database keeps between 0 and 100", async () => {
      const lenient = await newDealership("lenient-motors", 50);
      const strict = await newDealership("strict-motors", 0);
      await stock(lenient, "LENIENT", 10);
      await stock(strict, "STRICT", 10);
      // Half the yard is within 50 %; one car more is not.
      expect(await full(lenient, generateFeedCars(4, { prefix: "LENIENT" }))).toMatchObject({
        applied: false,
        held: { reason: "over_threshold", would_mark_sold: 6, listed: 10, threshold_percent: 50 },
      });
      expect(await full(lenient, generateFeedCars(5, { prefix: "LENIENT" }))).toMatchObject({
        applied: true,
        marked_sold: 5,
      });
      // At 0 %, every car a full feed leaves out needs confirming; a complete feed goes through.
      expect(await full(strict, generateFeedCars(9, { prefix: "STRICT" }))).toMatchObject({
        held: { reason: "over_threshold", would_mark_sold: 1, threshold_percent: 0 },
      });
      expect(await full(strict, generateFeedCars(10, { prefix: "STRICT" }))).toMatchObject({
        applied: true,
        marked_sold: 0,
      });
      await expect(
        platform.db
          .update(dealerships)
          .set({ fullFeedRemovalThresholdPercent: 101 })
          .where(eq(dealerships.id, strict.id)),
      ).rejects.toThrow();
      const [row] = await platform.db
        .select({ threshold: dealerships.fullFeedRemovalThresholdPercent })
        .from(dealerships)
        .where(eq(dealerships.id, dealerA.id));
      expect(row?.threshold).toBe(20);
    });

    it("the stock API answers a held feed 409 and a dry run with its counts, as a client reads them", async () => {
      const [row] = await platform.db.select().from(sites).where(eq(sites.id, site.id));
      const apiSite: Site = {
        id: row!.id,
        slug: row!.slug,
        name: row!.name,
        template: isTemplateName(row!.template) ? row!.template : "default",
        status: "live",
        config: site.config,
      };
      const dealer = await newDealership("api-motors");
      await stock(dealer, "API", 5);
      const call = (
        handler: typeof postStockCars,
        method: string,
        path: string,
        body?: string,
        contentType = "application/json",
      ) =>
        asSite(async (db) => {
          const request = new Request(`http://harbourside.localhost/api/stock/${dealer.slug}${path}`, {
            method,
            headers: { authorization: `Bearer demo-${dealer.slug}`, "content-type": contentType },
            body,
          });
          const stocknum = /^\/cars\/([^/?]+)/.exec(path)?.[1];
          const response = await handler(
            request,
            apiSite,
            { dealership: dealer.slug, stocknum },
            { db, demoMode: true },
          );
          return { status: response.status, body: (await response.json()) as unknown };
        });
      const post = (query: string, body: string, contentType?: string) =>
        call(postStockCars, "POST", `/cars${query}`, body, contentType);
      // A three-car export of a five-car yard: two cars named, one new; three would be sold.
      const threeCars = JSON.stringify([
        ...generateFeedCars(2, { prefix: "API" }),
        ...generateFeedCars(6, { prefix: "API" }).slice(5),
      ]);
      const before = await snapshot(dealer);

      expect(await post("?mode=full", threeCars)).toEqual({
        status: 409,
        body: {
          error:
            "Held: this full feed would mark 3 of the 5 cars listed now sold, more than this dealership's limit of " +
            "20 % (1 car). Nothing was stored. Check the feed is complete; if those cars have gone, send it again " +
            "with ?mode=full&confirm_removals=3.",
          received: 3,
          created: 0,
          updated: 0,
          marked_sold: 0,
          price_changes: 0,
          failed: 0,
          applied: false,
          dry_run: false,
          held: { reason: "over_threshold", would_mark_sold: 3, listed: 5, threshold_percent: 20, confirmed: null },
          errors: [],
          rows: [],
          warnings: [],
          photos_queued: 0,
        },
      });
      expect(await post("?mode=full&confirm_removals=2", threeCars)).toMatchObject({
        status: 409,
        body: {
          error: expect.stringMatching(
            /^Held: the confirmation was 2 cars, .* \?mode=full&confirm_removals=3\.$/,
          ) as unknown,
          held: { reason: "wrong_confirmation", would_mark_sold: 3, confirmed: 2 },
        },
      });
      // A dry run answers what the real run would, status included.
      expect(await post("?mode=full&dry_run=true", threeCars)).toMatchObject({
        status: 409,
        body: { dry_run: true, applied: false, held: { would_mark_sold: 3 } },
      });
      expect(await post("?mode=full&dry_run=true&confirm_removals=3", threeCars)).toEqual({
        status: 200,
        body: {
          received: 3,
          created: 1,
          updated: 2,
          marked_sold: 3,
          price_changes: 0,
          failed: 0,
          applied: false,
          dry_run: true,
          held: null,
          errors: [],
          rows: [],
          warnings: [],
          photos_queued: 0,
        },
      });
      expect(
        await call(
          putStockCar,
          "PUT",
          "/cars/API-9?dry_run=true",
          JSON.stringify({ ...generateFeedCars(1)[0], stocknum: "API-9" }),
        ),
      ).toEqual({
        status: 201,
        body: { stocknum: "API-9", created: true, applied: false, dry_run: true },
      });
      // A VIN whose check digit does not match is stored as sent, with a warning to check it.
      const mistyped = { ...generateFeedCars(1)[0], stocknum: "API-9", vin: "1HGCM82633A004353" };
      expect(await call(putStockCar, "PUT", "/cars/API-9?dry_run=true", JSON.stringify(mistyped))).toEqual({
        status: 201,
        body: {
          stocknum: "API-9",
          created: true,
          applied: false,
          dry_run: true,
          warnings: [
            "row 1 (API-9): vin 1HGCM82633A004353 has 3 as its check digit (9th character) where 5 was expected: " +
              "check it for a typing slip (stored as sent)",
          ],
        },
      });
      const twoVins = JSON.stringify([
        { ...generateFeedCars(1)[0], stocknum: "API-10", vin: "1HGCM82633A004352" },
        { ...mistyped, stocknum: "API-11" },
      ]);
      expect(await post("?dry_run=true", twoVins)).toMatchObject({
        status: 200,
        body: { failed: 0, warnings: [expect.stringMatching(/^row 2 \(API-11\): vin 1HGCM82633A004353 /) as unknown] },
      });
      // Feed history keeps each feed, newest first, with its warnings: the dealer can look the VIN up later.
      const history = await call(getFeedHistory, "GET", "/feeds?limit=3");
      expect(history).toMatchObject({
        status: 200,
        body: {
          dealership: dealer.slug,
          feeds: [
            {
              channel: "api",
              format: "json",
              mode: "upsert",
              outcome: "dry_run",
              received: 2,
              failed: 0,
              warnings: [expect.stringMatching(/^row 2 \(API-11\): vin 1HGCM82633A004353 has 3 /) as unknown],
            },
            {
              channel: "api_car",
              outcome: "dry_run",
              received: 1,
              warnings: [expect.stringMatching(/^row 1 \(API-9\): vin 1HGCM82633A004353 /) as unknown],
            },
            { channel: "api_car", outcome: "dry_run", warnings: [] },
          ],
        },
      });
      expect(await call(getFeedHistory, "GET", "/feeds?limit=0")).toEqual({
        status: 400,
        body: { error: "limit must be a whole number from 1 to 100" },
      });
      expect(await call(deleteStockCar, "DELETE", "/cars/API-1?dry_run=true")).toMatchObject({ status: 400 });
      expect(await post("?confirm_removals=3", threeCars)).toEqual({
        status: 400,
        body: { error: "confirm_removals is for a full feed (mode=full): only a full feed marks cars sold" },
      });
      expect(await snapshot(dealer)).toEqual(before);

      expect(await post("?mode=full&confirm_removals=3", threeCars)).toMatchObject({
        status: 200,
        body: { created: 1, updated: 2, marked_sold: 3, applied: true, dry_run: false, held: null },
      });
      // An empty export: held (a JSON array or a CSV with its header only), never 'everything sold'.
      expect(await post("?mode=full", "[]")).toMatchObject({
        status: 409,
        body: { received: 0, held: { reason: "empty_feed", would_mark_sold: 3, listed: 3 } },
      });
      expect(await post("?mode=full", "Stock Number,Make,Model\n", "text/csv")).toMatchObject({
        status: 409,
        body: { received: 0, held: { reason: "empty_feed", would_mark_sold: 3 }, ignored_columns: [] },
      });
      expect(await post("", "[]")).toEqual({ status: 400, body: { error: "The feed holds no cars" } });
      expect((await yardOf(dealer)).filter((car) => car.status !== "sold").map((car) => car.stocknum)).toEqual([
        "API-1",
        "API-2",
        "API-6",
      ]);
      // Every feed is on record, held and applied alike; a request refused before it was read (400) is not a feed.
      const all = (await call(getFeedHistory, "GET", "/feeds?limit=100")) as {
        body: { feeds: { outcome: string; format: string; channel: string; marked_sold: number }[] };
      };
      expect(all.body.feeds.slice(0, 4)).toMatchObject([
        { outcome: "held", format: "csv", channel: "api" },
        { outcome: "held", format: "json", channel: "api" },
        { outcome: "applied", format: "json", channel: "api", marked_sold: 3 },
        { outcome: "dry_run" },
      ]);
      expect(all.body.feeds.at(-1)).toMatchObject({ outcome: "held", channel: "api" });
      // Another dealership's key does not read this one's history.
      const other = await newDealership("api-others");
      const foreign = await asSite(async (db) => {
        const response = await getFeedHistory(
          new Request(`http://harbourside.localhost/api/stock/${dealer.slug}/feeds`, {
            headers: { authorization: `Bearer demo-${other.slug}` },
          }),
          apiSite,
          { dealership: dealer.slug },
          { db, demoMode: true },
        );
        return response.status;
      });
      expect(foreign).toBe(403);
      // Kept 90 days.
      const day = 24 * 60 * 60_000;
      expect(await pruneFeedHistory(platform.db, new Date(Date.now() + 89 * day))).toBe(0);
      expect(await pruneFeedHistory(platform.db, new Date(Date.now() + 91 * day))).toBeGreaterThanOrEqual(
        all.body.feeds.length,
      );
      expect(await call(getFeedHistory, "GET", "/feeds")).toMatchObject({ status: 200, body: { feeds: [] } });
    });
  });
});
