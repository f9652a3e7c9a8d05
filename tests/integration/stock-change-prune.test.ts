import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { cars, sites, stockChangeCommits, stockChangeSequences, stockChanges } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { pruneStockChanges } from "@/stock/stock-change-prune";

// Every car write is logged, numbered at commit (migration 0018), and the log keeps a day of it.
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemoData(database.db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 5 }));
});

afterAll(async () => {
  await database.close();
});

it("logs each changed car once per transaction under one new number, and prunes rows older than a day", async () => {
  const db = database.db;
  const [site] = await db.select().from(sites).where(eq(sites.slug, "harbourside"));
  if (!site) throw new Error("no site");
  /** Each change's number and car, from the commits and the cars they changed. */
  const logged = async () =>
    (
      await db
        .select({ seq: stockChangeCommits.seq, carId: stockChanges.carId })
        .from(stockChangeCommits)
        .innerJoin(
          stockChanges,
          and(eq(stockChanges.siteId, stockChangeCommits.siteId), eq(stockChanges.tx, stockChangeCommits.tx)),
        )
        .where(eq(stockChangeCommits.siteId, site.id))
    ).map((row) => ({ seq: Number(row.seq), carId: row.carId }));
  const before = Math.max(...(await logged()).map((row) => row.seq));
  // Two statements on the site's five cars, and an empty one: one number, each car once.
  await db.transaction(async (tx) => {
    await tx
      .update(cars)
      .set({ price: sql`${cars.price} + 1` })
      .where(eq(cars.siteId, site.id));
    await tx
      .update(cars)
      .set({ km: sql`${cars.km} + 1` })
      .where(eq(cars.siteId, site.id));
    await tx.update(cars).set({ km: 0 }).where(eq(cars.stocknum, "no such car"));
  });
  const after = await logged();
  expect(after.filter((row) => row.seq === before + 1)).toHaveLength(5);
  expect(Math.max(...after.map((row) => row.seq))).toBe(before + 1);
  const [sequence] = await db.select().from(stockChangeSequences).where(eq(stockChangeSequences.siteId, site.id));
  expect(Number(sequence?.seq)).toBe(before + 1);

  // A transaction that changes no car takes no number.
  await db.transaction(async (tx) => {
    await tx.update(cars).set({ km: 0 }).where(eq(cars.stocknum, "no such car"));
  });
  const [unchanged] = await db.select().from(stockChangeSequences).where(eq(stockChangeSequences.siteId, site.id));
  expect(Number(unchanged?.seq)).toBe(before + 1);

  // Deleted cars are logged too, under the next number.
  await db.delete(cars).where(eq(cars.siteId, site.id));
  const afterDelete = await logged();
  expect(afterDelete.filter((row) => row.seq === before + 2)).toHaveLength(5);

  const dayAgo = new Date(Date.now() - 25 * 60 * 60_000);
  await db.update(stockChangeCommits).set({ committedAt: dayAgo }).where(eq(stockChangeCommits.seq, before));
  const oldTx = db
    .select({ tx: stockChangeCommits.tx })
    .from(stockChangeCommits)
    .where(and(eq(stockChangeCommits.siteId, site.id), eq(stockChangeCommits.seq, before)));
  await db
    .update(stockChanges)
    .set({ changedAt: dayAgo })
    .where(and(eq(stockChanges.siteId, site.id), inArray(stockChanges.tx, oldTx)));
  expect(await pruneStockChanges(db)).toBeGreaterThan(0);
  const left = await logged();
  expect(left.every((row) => row.seq > before)).toBe(true);
  expect(left.filter((row) => row.seq === before + 1)).toHaveLength(5);
});
