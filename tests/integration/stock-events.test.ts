import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type Database } from "@/platform/db/connect";
import { contentPages, manufacturers, sites } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { testBackends, type TestDatabase } from "@/leads/testing/database";
import { publishStockChange, subscribeSiteChanges, type SiteChange } from "@/stock/stock-events";

async function expectChangeDelivered(listener: Database, publisher: Database) {
  const received: SiteChange[] = [];
  const stop = await subscribeSiteChanges(
    listener,
    (change) => received.push(change),
    () => undefined,
  );
  try {
    await publishStockChange(publisher.db, "site-123");
    await expect.poll(() => received, { timeout: 5_000 }).toEqual([{ channel: "stock_changed", siteId: "site-123" }]);
  } finally {
    await stop();
  }
  await publishStockChange(publisher.db, "after-stop");
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(received).toHaveLength(1);
}

describe("stock change notifications", () => {
  it("reach a listener on embedded PGlite", async () => {
    const database = await openDatabase({});
    try {
      await expectChangeDelivered(database, database);
    } finally {
      await database.close();
    }
  });

  const serverUrl = process.env.DATABASE_URL;
  it.runIf(serverUrl)("reach another process's connection pool on the PostgreSQL server", async () => {
    const name = `it_notify_${randomBytes(5).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    // Two pools stand for two server processes: one listens, the other publishes.
    const listener = await openDatabase({ databaseUrl: url.toString() });
    const publisher = await openDatabase({ databaseUrl: url.toString() });
    try {
      await expectChangeDelivered(listener, publisher);
    } finally {
      await listener.close();
      await publisher.close();
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});

// What empties a site's cached pages besides its cars (decision 027): any write to its config,
// domains, locations or content pages, whoever makes it, as plain SQL here.
describe.each(testBackends())("site change notifications on $name", (backend) => {
  let test: TestDatabase;
  let listener: Database;
  const heard: SiteChange[] = [];
  let stop: () => Promise<void>;
  let siteId: string;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    test = await backend.open();
    await seedDemoData(test.database.db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 4 }));
    const [site] = await test.database.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "harbourside"));
    if (!site) throw new Error("demo site missing");
    siteId = site.id;
    listener = test.reopen ? await test.reopen() : test.database;
    stop = await subscribeSiteChanges(
      listener,
      (change) => heard.push(change),
      () => undefined,
    );
  }, 120_000);

  afterAll(async () => {
    await stop();
    await test.dispose();
  });

  const siteChanges = () => heard.filter((change) => change.channel === "site_changed").map((change) => change.siteId);

  it("a change to the site's config announces the site, once per transaction", async () => {
    heard.length = 0;
    await test.database.db.transaction(async (tx) => {
      await tx
        .update(sites)
        .set({ configOverrides: sql`config_overrides` })
        .where(eq(sites.id, siteId));
      await tx
        .update(sites)
        .set({ configOverrides: sql`config_overrides` })
        .where(eq(sites.id, siteId));
    });
    await expect.poll(siteChanges, { timeout: 5_000 }).toEqual([siteId]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(siteChanges()).toEqual([siteId]);
  });

  it("a content page written or deleted announces its site", async () => {
    heard.length = 0;
    const [page] = await test.database.db.select().from(contentPages).where(eq(contentPages.siteId, siteId)).limit(1);
    if (!page) throw new Error("demo content page missing");
    await test.database.db
      .update(contentPages)
      .set({ title: `${page.title} (updated)` })
      .where(eq(contentPages.id, page.id));
    await expect.poll(siteChanges, { timeout: 5_000 }).toEqual([siteId]);
  });

  it("the shared catalogue announces every site", async () => {
    heard.length = 0;
    await test.database.db
      .update(manufacturers)
      .set({ name: sql`name` })
      .where(sql`true`);
    await expect.poll(siteChanges, { timeout: 5_000 }).toEqual(["*"]);
  });
});
