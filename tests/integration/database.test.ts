import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { and, count, eq, like, sql } from "drizzle-orm";
import pg from "pg";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { bootstrapDemoData, seedReferenceDate } from "@/demo/bootstrap";
import { cars, dealerships, locations, sites } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { applyFeed } from "@/stock-feed/apply-feed";
import { generateFeedCars } from "@/stock-feed/testing/generate-feed";

const referenceDate = new Date("2026-11-22T00:00:00Z");

async function expectSeededDemo(database: Database) {
  const { db } = database;
  const data = generateDemoData({ referenceDate, carsPerSite: 30 });
  await seedDemoData(db, data);

  const siteRows = await db.select({ slug: sites.slug }).from(sites).orderBy(sites.slug);
  expect(siteRows.map((row) => row.slug)).toEqual([
    "bayside",
    "coastal-rv",
    "driveflex",
    "harbourside",
    "redgum",
    "southern-cross",
  ]);
  const [carCount] = await db.select({ n: count() }).from(cars);
  expect(carCount?.n).toBe(data.cars.length);
  expect(data.cars.length).toBe(180);

  // Every car belongs to a dealership of its own site.
  const [mismatched] = await db
    .select({ n: count() })
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .where(sql`${cars.siteId} <> ${dealerships.siteId}`);
  expect(mismatched?.n).toBe(0);
  const [locationCount] = await db.select({ n: count() }).from(locations);
  expect(locationCount?.n).toBe(data.locations.length);
}

/** The messages of an error and of its causes: drizzle wraps the driver's error in its own. */
function messages(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause === undefined ? error.message : `${error.message}\n${messages(error.cause)}`;
}

/**
 * One car per site and stock number, whoever writes (decision 034): the database refuses a second row,
 * and the stock feed's upsert, which names that index as its conflict target, updates the car instead.
 */
async function expectOneCarPerStockNumber(database: Database) {
  const { db } = database;
  const [car] = await db.select().from(cars).limit(1);
  if (!car) throw new Error("the seed wrote no cars");
  const { id: _id, ...copy } = car;
  const duplicate = await db
    .insert(cars)
    .values({ ...copy, slug: `${car.slug}-copy` })
    .then(
      () => undefined,
      (error: unknown) => error,
    );
  expect(messages(duplicate)).toMatch(/duplicate key value violates unique constraint "cars_site_stocknum"/);

  const target = { siteId: car.siteId, dealershipId: car.dealershipId };
  const feed = generateFeedCars(4, { prefix: "TWICE" });
  const reports = await Promise.all([1, 2].map(() => applyFeed(db, target, feed, { mode: "upsert", atomic: false })));
  expect(reports.map((report) => report.created + report.updated)).toEqual([4, 4]);
  const [stored] = await db
    .select({ n: count() })
    .from(cars)
    .where(and(eq(cars.siteId, car.siteId), like(cars.stocknum, "TWICE-%")));
  expect(stored?.n).toBe(4);
}

describe("embedded PGlite", () => {
  it("migrates an empty database and takes the demo seed", async () => {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      await migrateDatabase(database); // a second start applies nothing and does not fail
      await expectSeededDemo(database);
      await expectOneCarPerStockNumber(database);
    } finally {
      await database.close();
    }
  });

  it("seeds on first start only: a database with sites is left alone", async () => {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      await bootstrapDemoData(database.db, { carsPerSite: 10 });
      const [first] = await database.db.select({ n: count() }).from(cars);
      await bootstrapDemoData(database.db, { carsPerSite: 10 });
      const [second] = await database.db.select({ n: count() }).from(cars);
      expect(first?.n).toBe(60);
      expect(second?.n).toBe(60);
    } finally {
      await database.close();
    }
  });

  it("dates the demo from the start of the UTC day", () => {
    expect(seedReferenceDate(new Date("2026-11-22T17:45:12Z")).toISOString()).toBe("2026-11-22T00:00:00.000Z");
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)("PostgreSQL server (DATABASE_URL)", () => {
  const name = `it_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client | undefined;

  afterAll(async () => {
    if (!admin) return;
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("applies the same migrations and seed on a fresh server database", async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await migrateDatabase(database);
      await migrateDatabase(database);
      await expectSeededDemo(database);
      await expectOneCarPerStockNumber(database);
      const version = await admin.query<{ server_version_num: string }>("show server_version_num");
      expect(Number(version.rows[0]?.server_version_num)).toBeGreaterThanOrEqual(150000);
    } finally {
      await database.close();
    }
  });

  it("survives the server dropping an idle connection, and the next query gets a new one", async () => {
    if (!admin) throw new Error("the migration test above opens the admin connection");
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await database.db.select({ n: count() }).from(sites); // leaves one idle connection in the pool
      const terminated = await admin.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      expect(terminated.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [after] = await database.db.select({ n: count() }).from(sites);
      expect(after?.n).toBe(6);
    } finally {
      await database.close();
    }
  });
});
