import { afterAll, beforeAll, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { cars, sites, stockChanges } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { pruneStockChanges } from "@/stock/stock-change-prune";

// Every car write is logged at commit (migration 0015) and the log keeps a day of it.
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
  const numbers = async () =>
    (await db.select({ seq: stockChanges.seq }).from(stockChanges).where(eq(stockChanges.siteId, site.id))).map((row) =>
      Number(row.seq),
    );
  const before = Math.max(...(await numbers()));
  await db.transaction(async (tx) => {
    await tx
      .update(cars)
      .set({ price: sql`${cars.price} + 1` })
      .where(eq(cars.siteId, site.id));
    await tx
      .update(cars)
      .set({ km: sql`${cars.km} + 1` })
      .where(eq(cars.siteId, site.id));
  });
  const after = await numbers();
  expect(after.filter((seq) => seq === before + 1)).toHaveLength(5);
  expect(Math.max(...after)).toBe(before + 1);

  await db
    .update(stockChanges)
    .set({ changedAt: new Date(Date.now() - 25 * 60 * 60_000) })
    .where(eq(stockChanges.seq, before));
  expect(await pruneStockChanges(db)).toBeGreaterThan(0);
  expect((await numbers()).every((seq) => seq > before)).toBe(true);
});
