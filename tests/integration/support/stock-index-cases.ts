import { expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";

// The search index kept current in place (decision 032), against the app's own database, listener
// and index registry: stock-index.test.ts runs these on the embedded PGlite, and
// stock-index-server.test.ts on the PostgreSQL server, where the index reads through row-level
// security as the app role. The process's environment names the database before this is imported.

export async function stockIndexCases(): Promise<void> {
  const { getPlatformDatabase } = await import("@/platform/db");
  const { cars, dealerships, stockChangeCommits, stockChanges, stockChangeSequences } =
    await import("@/platform/db/schema");
  const { generateDemoData } = await import("@/demo/generate");
  const { seedDemoData } = await import("@/demo/seed");
  const { getSiteByKey } = await import("@/sites/get-site");
  const { getStockIndex, listenForSiteChanges, stockIndexStats } = await import("@/stock/stock-index");

  const platform = await getPlatformDatabase();
  const db = platform.db;
  await seedDemoData(db, generateDemoData({ siteSlugs: ["harbourside", "redgum"], carsPerSite: 60 }));
  await listenForSiteChanges();
  const site = await getSiteByKey("harbourside");
  if (!site) throw new Error("demo site missing");

  const byStocknum = async (stocknum: string) =>
    (await getStockIndex(site))
      .search({ query: stocknum, hitsPerPage: 5 })
      .hits.find((car) => car.stocknum === stocknum);
  const stats = () => stockIndexStats(site.id) ?? { builds: 0, updates: 0, applied: 0 };
  const someCar = async (offset: number) => {
    const [row] = await db
      .select({ id: cars.id, stocknum: cars.stocknum, price: cars.price })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.status, "in_stock")))
      .orderBy(cars.stocknum)
      .offset(offset)
      .limit(1);
    if (!row) throw new Error("no car");
    return row;
  };

  it("answers from the stock as built, once", async () => {
    const index = await getStockIndex(site);
    expect(index.documents.length).toBeGreaterThan(30);
    expect(stats().builds).toBe(1);
  });

  it("shows a price changed by plain SQL in the next search, updated in place, not rebuilt", async () => {
    const car = await someCar(0);
    const before = stats();
    await db
      .update(cars)
      .set({ price: car.price + 1_234 })
      .where(eq(cars.id, car.id));
    await expect.poll(async () => (await byStocknum(car.stocknum))?.price, { timeout: 4_000 }).toBe(car.price + 1_234);
    expect(stats().builds).toBe(before.builds);
    expect(stats().updates).toBeGreaterThan(before.updates);
  });

  it("drops a deleted car, lists a new one and drops a car sold long ago", async () => {
    const gone = await someCar(1);
    const sold = await someCar(2);
    const template = await db.select().from(cars).where(eq(cars.id, gone.id));
    const copy = template[0];
    if (!copy) throw new Error("no car");
    const before = stats();
    await db.delete(cars).where(eq(cars.id, gone.id));
    await db
      .update(cars)
      .set({ status: "sold", soldAt: new Date(Date.now() - 100 * 86_400_000) })
      .where(eq(cars.id, sold.id));
    const { id: _id, ...fields } = copy;
    await db.insert(cars).values({ ...fields, slug: `${copy.slug}-again`, stocknum: "HS-NEW-1" });
    await expect.poll(async () => (await byStocknum("HS-NEW-1"))?.stocknum, { timeout: 4_000 }).toBe("HS-NEW-1");
    await expect.poll(async () => await byStocknum(gone.stocknum), { timeout: 4_000 }).toBeUndefined();
    expect(await byStocknum(sold.stocknum)).toBeUndefined();
    expect(stats().builds).toBe(before.builds);
  });

  it("counts the models in stock once per version of the index, and the next version has a new car's model", async () => {
    const { listModelsInStock } = await import("@/stock/queries");
    const first = await listModelsInStock(site);
    expect(await listModelsInStock(site)).toBe(first);
    expect(first.some((entry) => entry.model === "Testarossa")).toBe(false);
    const [template] = await db
      .select()
      .from(cars)
      .where(eq(cars.id, (await someCar(3)).id));
    if (!template) throw new Error("no car");
    const { id: _id, ...fields } = template;
    await db.insert(cars).values({
      ...fields,
      make: "Ferrari",
      model: "Testarossa",
      slug: `${template.slug}-testarossa`,
      stocknum: "HS-NEW-2",
    });
    await expect
      .poll(async () => (await listModelsInStock(site)).find((entry) => entry.model === "Testarossa")?.count, {
        timeout: 4_000,
      })
      .toBe(1);
  });

  it("lists a just-sold car as sold until its recent-sold window ends, then drops it without a rebuild", async () => {
    const car = await someCar(3);
    const windowMs = site.config.search.filters.recentlySoldDays * 86_400_000;
    const before = stats();
    // Sold long enough ago that the window ends two seconds from now.
    await db
      .update(cars)
      .set({ status: "sold", soldAt: new Date(Date.now() - windowMs + 2_000) })
      .where(eq(cars.id, car.id));
    await expect.poll(async () => (await byStocknum(car.stocknum))?.status, { timeout: 4_000 }).toBe("sold");
    await expect.poll(async () => await byStocknum(car.stocknum), { timeout: 8_000 }).toBeUndefined();
    expect(stats().builds).toBe(before.builds);
  });

  it("catches up a change whose notification never came, from the change log", async () => {
    const car = await someCar(4);
    const before = stats();
    // As if the notification were lost: the car and the log written with triggers off, so nothing is announced.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(cars)
        .set({ price: car.price + 777 })
        .where(eq(cars.id, car.id));
      const [next] = await tx
        .update(stockChangeSequences)
        .set({ seq: sql`${stockChangeSequences.seq} + 1` })
        .where(eq(stockChangeSequences.siteId, site.id))
        .returning({ seq: stockChangeSequences.seq });
      // A transaction id no real one has: the log's rows are the test's own.
      const loggedTx = -1_000_000 - Number(next?.seq);
      await tx.insert(stockChangeCommits).values({ siteId: site.id, tx: loggedTx, seq: Number(next?.seq) });
      await tx.insert(stockChanges).values({ siteId: site.id, tx: loggedTx, carId: car.id });
    });
    await expect.poll(async () => (await byStocknum(car.stocknum))?.price, { timeout: 12_000 }).toBe(car.price + 777);
    expect(stats().builds).toBe(before.builds);
  });

  it("rebuilds the site when the change numbers it needs are gone", async () => {
    const car = await someCar(5);
    const before = stats();
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(cars)
        .set({ price: car.price + 555 })
        .where(eq(cars.id, car.id));
      // Two numbers taken and their rows pruned: the log cannot say what changed.
      await tx
        .update(stockChangeSequences)
        .set({ seq: sql`${stockChangeSequences.seq} + 2` })
        .where(eq(stockChangeSequences.siteId, site.id));
    });
    await expect.poll(async () => (await byStocknum(car.stocknum))?.price, { timeout: 12_000 }).toBe(car.price + 555);
    expect(stats().builds).toBe(before.builds + 1);
  });

  it("rebuilds when a dealership is renamed, since every document names it", async () => {
    const before = stats();
    const [dealership] = await db.select().from(dealerships).where(eq(dealerships.siteId, site.id)).limit(1);
    if (!dealership) throw new Error("no dealership");
    await db.update(dealerships).set({ name: "Harbourside Renamed Motors" }).where(eq(dealerships.id, dealership.id));
    await expect
      .poll(async () => (await getStockIndex(site)).search({ query: "renamed", hitsPerPage: 1 }).count, {
        timeout: 8_000,
      })
      .toBeGreaterThan(0);
    expect(stats().builds).toBe(before.builds + 1);
  });
}
