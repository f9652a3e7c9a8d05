import { randomBytes } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { freshServerDatabase } from "../../scripts/lib/fresh-database";

vi.mock("server-only", () => ({}));

// The console's stock room on the PostgreSQL server, read and written as the app role through
// row-level security: an edit goes through the stock API's apply path, so the site's search index
// shows it within seconds and the price history records it; a stale edit, a salesperson and another
// dealership's manager change nothing; stock API keys are made and revoked; every change has its
// audit line with before and after. The search index is the app's own (listener and registry).
const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)("the console's stock room on the PostgreSQL server", async () => {
  if (!serverUrl) return;
  const databaseUrl = await freshServerDatabase(serverUrl, `it_console_stock_${randomBytes(6).toString("hex")}`);
  Object.assign(process.env, { DATABASE_URL: databaseUrl, APP_DATABASE_URL: "", LOG_LEVEL: "warn" });

  const { and, eq } = await import("drizzle-orm");
  const { getDb, getPlatformDatabase } = await import("@/platform/db");
  const { withTenant } = await import("@/platform/db/tenant");
  const schema = await import("@/platform/db/schema");
  const { generateDemoData } = await import("@/demo/generate");
  const { seedDemoData } = await import("@/demo/seed");
  const { getSiteByKey } = await import("@/sites/get-site");
  const { getStockIndex, listenForSiteChanges } = await import("@/stock/stock-index");
  const { checkStockKey } = await import("@/stock-feed/api-keys");
  const { createStaffAccount, resolveStaffScope } = await import("@/console/server/staff-accounts");
  const data = await import("@/console/stock/server/stock-data");
  const work = await import("@/console/stock/server/stock-work");
  const { parseStockQuery } = await import("@/console/stock/stock-query");

  const platform = (await getPlatformDatabase()).db;
  await seedDemoData(platform, generateDemoData({ siteSlugs: ["harbourside", "redgum"], carsPerSite: 30 }));
  await listenForSiteChanges();
  const site = await getSiteByKey("harbourside");
  const redgum = await getSiteByKey("redgum");
  if (!site || !redgum) throw new Error("demo sites missing");
  const [dealership] = await platform
    .select()
    .from(schema.dealerships)
    .where(eq(schema.dealerships.siteId, site.id))
    .limit(1);
  const [redgumDealership] = await platform
    .select()
    .from(schema.dealerships)
    .where(eq(schema.dealerships.siteId, redgum.id))
    .limit(1);
  if (!dealership || !redgumDealership) throw new Error("demo dealerships missing");

  type Editor = { staffAccountId: string; scope: Awaited<ReturnType<typeof resolveStaffScope>> };
  async function member(who: string, grants: Parameters<typeof createStaffAccount>[1]["grants"]): Promise<Editor> {
    const account = await createStaffAccount(platform, {
      email: `${who}@staff.example`,
      name: who,
      password: "a long enough password for tests",
      grants,
    });
    return { staffAccountId: account.id, scope: await resolveStaffScope(platform, platform, account.id) };
  }
  const manager = await member("manager", [{ role: "manager", dealershipId: dealership.id }]);
  const sales = await member("sales", [{ role: "salesperson", dealershipId: dealership.id }]);
  const stranger = await member("stranger", [{ role: "manager", dealershipId: redgumDealership.id }]);
  const operator = await member("operator", [{ role: "operator" }]);

  const db = await getDb();
  const listedCars = (
    await platform
      .select({ id: schema.cars.id, stocknum: schema.cars.stocknum, price: schema.cars.price })
      .from(schema.cars)
      .where(
        and(
          eq(schema.cars.dealershipId, dealership.id),
          eq(schema.cars.status, "in_stock"),
          eq(schema.cars.showOnDealerWebsite, true),
        ),
      )
      .orderBy(schema.cars.stocknum)
  ).filter((car) => car.price > 5_000);
  let nextCar = 0;
  const takeCar = () => {
    const car = listedCars[nextCar++];
    if (!car) throw new Error("out of cars");
    return car;
  };

  const openCar = async (carId: string, editor: Editor = manager) => {
    const found = await data.findStockCar(db, editor.scope, carId);
    if (!found) throw new Error(`car ${carId} not found`);
    return found;
  };
  const inSearch = async (stocknum: string) =>
    (await getStockIndex(site))
      .search({ query: stocknum, hitsPerPage: 5 })
      .hits.find((car) => car.stocknum === stocknum);
  const auditLines = async (action: string) =>
    (await platform.select().from(schema.staffAudit).where(eq(schema.staffAudit.action, action))).filter(
      (row) => row.siteId === site.id,
    );
  const formFor = (price: number, extra: Record<string, unknown> = {}) => ({
    price: String(price),
    status: "in_stock",
    dealercomments: "<p>One owner.</p><script>alert(1)</script>",
    standardEquipment: ["Reversing camera", "Apple CarPlay"],
    tag: "Price drop",
    certified: false,
    ...extra,
  });

  it("an edit goes through the apply path: search shows the new price, the history records it, the audit has before and after", async () => {
    const car = takeCar();
    expect((await inSearch(car.stocknum))?.price).toBe(car.price);
    const opened = await openCar(car.id);
    const newPrice = car.price - 1_000;
    const result = await work.saveCarEdit(db, manager, {
      carId: car.id,
      version: opened.version,
      input: formFor(newPrice),
    });
    expect(result).toEqual({ kind: "saved" });
    await expect.poll(async () => (await inSearch(car.stocknum))?.price, { timeout: 10_000 }).toBe(newPrice);

    const after = await openCar(car.id);
    expect(after.car.price).toBe(newPrice);
    expect(after.car.tag).toBe("Price drop");
    expect(after.car.standardEquipment).toEqual(["Reversing camera", "Apple CarPlay"]);
    // The feed's schema sanitised the comments on the way in.
    expect(after.car.dealerComments).toBe("<p>One owner.</p>");
    // A drop shows the earlier price as the was-price, by the feed's own rule.
    expect(after.car.beforePrice).toBe(car.price);
    expect(after.priceChanges.map((change) => [change.oldPrice, change.newPrice])).toEqual([[car.price, newPrice]]);
    expect(after.version).not.toBe(opened.version);

    const [line] = (await auditLines("stock-car-edited")).filter((row) => row.after?.carId === car.id);
    expect(line?.staffAccountId).toBe(manager.staffAccountId);
    expect(line?.before).toMatchObject({ carId: car.id, stocknum: car.stocknum, price: car.price });
    expect(line?.after).toMatchObject({ carId: car.id, price: newPrice, tag: "Price drop" });
    expect(after.history.map((row) => row.action)).toEqual(["stock-car-edited"]);
  });

  it("a stale edit is refused and changes nothing", async () => {
    const car = takeCar();
    const opened = await openCar(car.id);
    expect(
      await work.saveCarEdit(db, manager, { carId: car.id, version: opened.version, input: formFor(car.price + 500) }),
    ).toEqual({ kind: "saved" });
    // A second member still has the page as it was before that change.
    const stale = await work.saveCarEdit(db, operator, {
      carId: car.id,
      version: opened.version,
      input: formFor(car.price - 2_000),
    });
    expect(stale).toEqual({ kind: "refused", errors: { form: work.stockMessages.stale } });
    expect(await work.markCarSold(db, operator, { carId: car.id, version: opened.version })).toEqual({
      kind: "refused",
      errors: { form: work.stockMessages.stale },
    });
    const now = await openCar(car.id);
    expect(now.car.price).toBe(car.price + 500);
    expect(now.car.status).toBe("in_stock");
    expect((await auditLines("stock-car-edited")).filter((row) => row.after?.carId === car.id)).toHaveLength(1);
  });

  it("a salesperson reads the car but is refused every change; another dealership's manager cannot find it", async () => {
    const car = takeCar();
    const opened = await openCar(car.id, sales);
    expect(opened.car.stocknum).toBe(car.stocknum);
    const input = formFor(car.price - 3_000);
    expect(await work.saveCarEdit(db, sales, { carId: car.id, version: opened.version, input })).toEqual({
      kind: "refused",
      errors: { form: work.stockMessages.readOnly },
    });
    expect(await work.markCarSold(db, sales, { carId: car.id, version: opened.version })).toEqual({
      kind: "refused",
      errors: { form: work.stockMessages.readOnly },
    });
    expect(await data.findStockCar(db, stranger.scope, car.id)).toBeNull();
    expect(await work.saveCarEdit(db, stranger, { carId: car.id, version: opened.version, input })).toEqual({
      kind: "refused",
      errors: { form: work.stockMessages.notFound },
    });
    expect((await openCar(car.id)).car.price).toBe(car.price);
    const strangersList = await data.listStock(
      db,
      await data.loadStockSites(db, stranger.scope),
      parseStockQuery({ q: car.stocknum }),
    );
    expect(strangersList.total).toBe(0);
  });

  it("bad input gets a message on its field; selling takes Mark sold, which the search shows as sold", async () => {
    const car = takeCar();
    const opened = await openCar(car.id);
    expect(
      await work.saveCarEdit(db, manager, {
        carId: car.id,
        version: opened.version,
        input: formFor(0, { price: "call us", tag: "x".repeat(41) }),
      }),
    ).toEqual({
      kind: "refused",
      errors: { price: "Price must be a number", tag: "Tag must be at most 40 characters" },
    });
    expect(
      await work.saveCarEdit(db, manager, {
        carId: car.id,
        version: opened.version,
        input: formFor(car.price, { status: "sold" }),
      }),
    ).toEqual({ kind: "refused", errors: { status: work.stockMessages.useMarkSold } });

    expect(await work.markCarSold(db, manager, { carId: car.id, version: opened.version })).toEqual({ kind: "saved" });
    await expect.poll(async () => (await inSearch(car.stocknum))?.status, { timeout: 10_000 }).toBe("sold");
    const sold = await openCar(car.id);
    expect(sold.car.soldAt).not.toBeNull();
    expect(sold.listing.verdicts.find((verdict) => verdict.rule === "for-sale-or-recently-sold")?.says).toMatch(
      /^Listed: sold today; sold cars stay listed for \d+ days$/,
    );
    const [line] = (await auditLines("stock-car-sold")).filter((row) => row.after?.carId === car.id);
    expect(line?.before).toMatchObject({ status: "in_stock", sold_at: null });
    expect(line?.after).toMatchObject({ status: "sold" });
    expect(await work.markCarSold(db, manager, { carId: car.id, version: sold.version })).toEqual({
      kind: "refused",
      errors: { form: work.stockMessages.alreadySold },
    });
  });

  it("says why a hidden car is hidden, and the list's filter agrees", async () => {
    const car = takeCar();
    await platform.update(schema.cars).set({ showOnDealerWebsite: false }).where(eq(schema.cars.id, car.id));
    const opened = await openCar(car.id);
    expect(opened.listing.listed).toBe(false);
    expect(opened.listing.verdicts.filter((verdict) => !verdict.meets).map((verdict) => verdict.says)).toEqual([
      "Hidden: show on dealer website is off",
    ]);
    const sites = await data.loadStockSites(db, manager.scope);
    const hidden = await data.listStock(db, sites, parseStockQuery({ listed: "hidden" }));
    expect(hidden.rows.map((row) => row.stocknum)).toContain(car.stocknum);
    const listed = await data.listStock(db, sites, parseStockQuery({ listed: "listed" }));
    expect(listed.rows.every((row) => row.listed)).toBe(true);
    expect(listed.rows.map((row) => row.stocknum)).not.toContain(car.stocknum);
    await expect.poll(async () => await inSearch(car.stocknum), { timeout: 10_000 }).toBeUndefined();
    // Every car the list calls listed is in the search, and no car it calls hidden.
    const index = await getStockIndex(site);
    const searchable = new Set(index.documents.map((document) => document.stocknum));
    const all = await data.listStock(db, sites, parseStockQuery({}));
    for (const row of all.rows) expect(searchable.has(row.stocknum), row.stocknum).toBe(row.listed);
  });

  it("a manager makes a stock API key, shown once, and revokes it; each audited, and a salesperson may do neither", async () => {
    const place = `${site.id}:${dealership.id}`;
    const made = await work.createDealershipKey(db, manager, { name: "DMS export", place });
    const key = made.created?.key ?? "";
    expect(key).toMatch(/^dsk_/);
    const target = { siteId: site.id, dealershipId: dealership.id, dealershipSlug: dealership.slug };
    const check = () => withTenant(site.id, () => checkStockKey(db, target, `Bearer ${key}`, { demoMode: false }));
    expect(await check()).toMatchObject({ ok: true });

    const sites = await data.loadStockSites(db, manager.scope);
    const [listedKey] = (await data.listDealershipKeys(db, manager.scope, sites)).filter(
      (row) => row.label === "DMS export",
    );
    expect(listedKey?.prefix).toBe(key.slice(0, 10));
    expect(listedKey?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listedKey)).not.toContain(key);

    expect(await work.createDealershipKey(db, sales, { name: "Mine", place })).toEqual({
      errors: { place: work.stockMessages.keysReadOnly },
    });
    expect(await work.revokeDealershipKey(db, sales, { siteId: site.id, keyId: listedKey!.id })).toEqual({
      ok: false,
      message: work.stockMessages.keysReadOnly,
    });
    expect(await work.revokeDealershipKey(db, stranger, { siteId: site.id, keyId: listedKey!.id })).toEqual({
      ok: false,
      message: work.stockMessages.keyNotFound,
    });
    expect(await check()).toMatchObject({ ok: true });

    expect(await work.revokeDealershipKey(db, manager, { siteId: site.id, keyId: listedKey!.id })).toEqual({
      ok: true,
    });
    expect(await check()).toMatchObject({ ok: false, status: 401 });

    const [created] = await auditLines("stock-key-created");
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ keyId: listedKey!.id, name: "DMS export", prefix: key.slice(0, 10) });
    expect(JSON.stringify(created?.after)).not.toContain(key);
    const [revoked] = await auditLines("stock-key-revoked");
    expect(revoked?.staffAccountId).toBe(manager.staffAccountId);
    expect(revoked?.before).toMatchObject({ keyId: listedKey!.id, revoked: false });
    expect(revoked?.after).toMatchObject({ keyId: listedKey!.id, revoked: true });
  });
});
