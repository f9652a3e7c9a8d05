import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { cars, sites } from "@/platform/db/schema";
import { generateDemoData } from "@/platform/demo/generate";
import { seedDemoData } from "@/platform/demo/seed";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { buildSearchIndex, search } from "@/stock/engine";
import { loadListableDocuments } from "@/stock/load-documents";

const now = new Date("2026-11-22T00:00:00Z");
let database: Database;

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  await seedDemoData(database.db, generateDemoData({ referenceDate: now, carsPerSite: 80 }));
});

afterAll(async () => {
  await database.close();
});

async function siteNamed(slug: string) {
  const [row] = await database.db.select().from(sites).where(eq(sites.slug, slug));
  if (!row) throw new Error(`no site ${slug}`);
  return { id: row.id, config: resolveSiteConfig(row.template, row.configOverrides) };
}

describe("loading a site's stock into its index", () => {
  it("holds only that site's listable cars, after its listing rules", async () => {
    const site = await siteNamed("redgum");
    const documents = await loadListableDocuments(database.db, site, now);
    const rows = await database.db.select().from(cars).where(eq(cars.siteId, site.id));
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.length).toBeLessThan(rows.length);
    const ids = new Set(rows.map((row) => row.id));
    for (const document of documents) {
      expect(ids.has(document.id)).toBe(true);
      // redgum is used-only and certified-only
      expect(document.car_type).toBe("used");
      expect(document.certified).toBe(true);
    }
    const hidden = rows.filter((row) => !row.showOnDealerWebsite).map((row) => row.id);
    expect(documents.some((document) => hidden.includes(document.id))).toBe(false);
  });

  it("keeps sold cars only within the recent-sold window", async () => {
    const site = await siteNamed("harbourside");
    const documents = await loadListableDocuments(database.db, site, now);
    const windowStart = now.getTime() / 1000 - site.config.search.filters.recentlySoldDays * 86_400;
    for (const sold of documents.filter((document) => document.status === "sold")) {
      expect(sold.sold_date_timestamp ?? 0).toBeGreaterThanOrEqual(windowStart);
    }
    const result = search(buildSearchIndex(documents), { facets: ["status"] });
    expect(result.count).toBe(documents.length);
  });
});
