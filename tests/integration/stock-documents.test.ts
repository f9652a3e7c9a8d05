import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { cars, sites } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { buildSearchIndex, multiSearch, search } from "@/stock/engine";
import { loadListableDocuments } from "@/stock/load-documents";
import { toCarDocument } from "@/stock/documents";
import { dealerships, locations } from "@/platform/db/schema";
import { pickSimilar, similarIdQuery, similarPriceBand, similarSearchQueries } from "@/vehicle/similar-cars";

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

  it("reads each document from the document's columns alone, the same as from the whole row", async () => {
    for (const slug of ["harbourside", "driveflex", "coastal-rv"]) {
      const site = await siteNamed(slug);
      const documents = await loadListableDocuments(database.db, site, now);
      const rows = await database.db.select().from(cars).where(eq(cars.siteId, site.id));
      const dealershipRows = await database.db.select().from(dealerships).where(eq(dealerships.siteId, site.id));
      const locationRows = await database.db.select().from(locations).where(eq(locations.siteId, site.id));
      expect(documents.length).toBeGreaterThan(0);
      for (const document of documents) {
        const row = rows.find((candidate) => candidate.id === document.id);
        const dealership = dealershipRows.find((candidate) => candidate.id === row?.dealershipId);
        if (!row || !dealership) throw new Error("document without its car");
        const location = locationRows.find((candidate) => candidate.id === row.locationId);
        expect(document).toEqual(
          toCarDocument(row, {
            dealershipName: dealership.name,
            dealershipSlug: dealership.slug,
            locationName: location?.name ?? null,
            financeProvider: site.config.finance.provider,
          }),
        );
      }
      // Some documents carry what only the larger columns hold.
      expect(documents.some((document) => document.weekly_price !== null || document.image_count > 0)).toBe(true);
    }
  });

  it("takes a car's picture only from the site's own paths, never a feed's outside address", async () => {
    const site = await siteNamed("harbourside");
    const listed = (await loadListableDocuments(database.db, site, now)).slice(0, 3);
    const pictures = (...urls: string[]) => urls.map((url) => ({ url, thumbUrl: url }));
    const cases = [
      // Outside addresses only (a feed car whose photos are not processed yet): no picture.
      pictures("https://photos.dealer.example/1.jpg", "http://photos.dealer.example/2.jpg"),
      // Protocol-relative and backslashed addresses are other hosts too; the site's drawing after them is drawn.
      pictures("//photos.dealer.example/1.jpg", "/\\photos.dealer.example/2.jpg", "/media/car/suv/white/1.svg"),
      // A site thumbnail of an outside picture is not enough.
      [{ url: "https://photos.dealer.example/3.jpg", thumbUrl: "/media/car/suv/white/2.svg" }],
    ];
    const saved = await Promise.all(
      listed.map(async (document) => {
        const [row] = await database.db.select({ images: cars.images }).from(cars).where(eq(cars.id, document.id));
        return row?.images ?? [];
      }),
    );
    try {
      for (const [index, document] of listed.entries()) {
        await database.db.update(cars).set({ images: cases[index] }).where(eq(cars.id, document.id));
      }
      const documents = await loadListableDocuments(database.db, site, now);
      const shown = listed.map((document) => documents.find((candidate) => candidate.id === document.id));
      expect(shown.map((document) => [document?.primary_image_url, document?.image_count])).toEqual([
        [null, 0],
        ["/media/car/suv/white/1.svg", 1],
        [null, 0],
      ]);
    } finally {
      for (const [index, document] of listed.entries()) {
        await database.db
          .update(cars)
          .set({ images: saved[index] ?? [] })
          .where(eq(cars.id, document.id));
      }
    }
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

describe("similar cars on demo stock", () => {
  it("are in stock, in the car's price band and never the car itself", async () => {
    const site = await siteNamed("harbourside");
    const index = buildSearchIndex(await loadListableDocuments(database.db, site, now));
    const subjects = index.docs
      .filter((car) => car !== undefined)
      .filter((car) => car.status === "in_stock" && car.price > 20_000)
      .slice(0, 10);
    expect(subjects.length).toBeGreaterThan(0);
    for (const subject of subjects) {
      const { min, max } = similarPriceBand(subject.price);
      const queries = similarSearchQueries({ id: subject.id, price: subject.price, body: subject.body }, true);
      const shown = pickSimilar(multiSearch(index, queries));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThanOrEqual(6);
      for (const car of shown) {
        expect(car.id).not.toBe(subject.id);
        expect(car.status).toBe("in_stock");
        expect(car.price).toBeGreaterThanOrEqual(min);
        expect(car.price).toBeLessThanOrEqual(max);
      }
    }
  });

  it("from the dealer's own list keep only its in-stock cars", async () => {
    const site = await siteNamed("harbourside");
    const index = buildSearchIndex(await loadListableDocuments(database.db, site, now));
    const listed = await database.db.select().from(cars).where(eq(cars.siteId, site.id));
    const withList = listed.filter((row) => row.similarCarIds.length > 0);
    expect(withList.length).toBeGreaterThan(0);
    let shownAny = false;
    for (const row of withList) {
      const query = similarIdQuery({ id: row.id, price: row.price, body: null }, row.similarCarIds);
      if (!query) continue;
      const [result] = multiSearch(index, [query]);
      for (const car of result?.hits ?? []) {
        shownAny = true;
        expect(row.similarCarIds).toContain(car.id);
        expect(car.id).not.toBe(row.id);
        expect(car.status).toBe("in_stock");
      }
    }
    expect(shownAny).toBe(true);
  });
});
