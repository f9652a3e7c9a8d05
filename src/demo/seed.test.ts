import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import {
  brandEntries,
  cars,
  contentPages,
  dealerships,
  locations,
  manufacturers,
  models,
  promoNodes,
  regoRegister,
  reviews,
  siteDomains,
  sites,
  slides,
  specialHours,
} from "@/platform/db/schema";
import { generateDemoData, type DemoData } from "./generate";
import { deleteSites, existingSiteSlugs, isDatabaseEmpty, seedDemoData, type SeedSummary } from "./seed";

const referenceDate = new Date(Date.UTC(2025, 10, 22));
const tables: Record<keyof DemoData, PgTable> = {
  sites,
  siteDomains,
  dealerships,
  locations,
  specialHours,
  reviews,
  manufacturers,
  models,
  cars,
  promoNodes,
  slides,
  brandEntries,
  contentPages,
  regoRegister,
};

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
});
afterAll(async () => {
  await database.close();
});

async function countRows(): Promise<SeedSummary> {
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await database.db.select({ rows: sql<number>`count(*)::int` }).from(table);
      return [name, row?.rows ?? 0] as const;
    }),
  );
  const counts: Record<string, number> = Object.fromEntries(entries);
  return {
    sites: counts.sites ?? 0,
    siteDomains: counts.siteDomains ?? 0,
    dealerships: counts.dealerships ?? 0,
    locations: counts.locations ?? 0,
    specialHours: counts.specialHours ?? 0,
    reviews: counts.reviews ?? 0,
    manufacturers: counts.manufacturers ?? 0,
    models: counts.models ?? 0,
    cars: counts.cars ?? 0,
    promoNodes: counts.promoNodes ?? 0,
    slides: counts.slides ?? 0,
    brandEntries: counts.brandEntries ?? 0,
    contentPages: counts.contentPages ?? 0,
    regoRegister: counts.regoRegister ?? 0,
  };
}

const lengths = (data: DemoData): SeedSummary => ({
  sites: data.sites.length,
  siteDomains: data.siteDomains.length,
  dealerships: data.dealerships.length,
  locations: data.locations.length,
  specialHours: data.specialHours.length,
  reviews: data.reviews.length,
  manufacturers: data.manufacturers.length,
  models: data.models.length,
  cars: data.cars.length,
  promoNodes: data.promoNodes.length,
  slides: data.slides.length,
  brandEntries: data.brandEntries.length,
  contentPages: data.contentPages.length,
  regoRegister: data.regoRegister.length,
});

describe("seedDemoData on an empty PGlite database", () => {
  const data = generateDemoData({ referenceDate, carsPerSite: 40 });

  it("writes every generated row and reports the counts", async () => {
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    const summary = await seedDemoData(database.db, data);
    expect(summary).toEqual(lengths(data));
    expect(await countRows()).toEqual(lengths(data));
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it("stores rows as generated, JSON columns and dates included", async () => {
    const expected = data.cars.find((car) => (car.spinImages ?? []).length > 0) ?? data.cars[0];
    if (!expected?.id) throw new Error("no cars generated");
    const [stored] = await database.db.select().from(cars).where(eq(cars.id, expected.id));
    expect(stored).toMatchObject({
      slug: expected.slug,
      stocknum: expected.stocknum,
      images: expected.images,
      hotspots: expected.hotspots,
      financeLenders: expected.financeLenders,
      specifications: expected.specifications,
      createdAt: expected.createdAt,
      regoExpiry: expected.regoExpiry ?? null,
    });
    const [site] = await database.db.select().from(sites).where(eq(sites.slug, "harbourside"));
    expect(site?.configOverrides).toEqual(data.sites.find((row) => row.slug === "harbourside")?.configOverrides);
  });

  it("finds existing sites, and deleting one removes everything it owns", async () => {
    expect(await existingSiteSlugs(database.db, ["redgum", "nowhere", "harbourside"])).toEqual([
      "harbourside",
      "redgum",
    ]);
    expect(await deleteSites(database.db, ["redgum"])).toBe(1);
    expect(await existingSiteSlugs(database.db, ["redgum"])).toEqual([]);
    const redgumId = data.sites.find((site) => site.slug === "redgum")?.id ?? "";
    const left = await database.db.select({ id: cars.id }).from(cars).where(eq(cars.siteId, redgumId));
    expect(left).toHaveLength(0);
    const after = await countRows();
    expect(after.cars).toBe(data.cars.filter((car) => car.siteId !== redgumId).length);
    expect(after.manufacturers).toBe(data.manufacturers.length);
  });

  it("reseeds one site beside the others, reusing the shared manufacturers and models", async () => {
    const redgum = generateDemoData({ referenceDate, carsPerSite: 40, siteSlugs: ["redgum"] });
    const summary = await seedDemoData(database.db, redgum);
    expect(summary).toMatchObject({ manufacturers: 0, models: 0, regoRegister: 0, sites: 1, cars: 40 });
    expect(await countRows()).toEqual(lengths(data));
  });

  it("points models at manufacturers stored under other ids", async () => {
    // A database seeded by other means may hold a manufacturer under an id of its own.
    await database.db.delete(models).where(eq(models.slug, "corolla"));
    await database.db.delete(manufacturers).where(eq(manufacturers.slug, "toyota"));
    await database.db.insert(manufacturers).values({ name: "Toyota", slug: "toyota" });
    await deleteSites(database.db, ["driveflex"]);
    const driveflex = generateDemoData({ referenceDate, carsPerSite: 5, siteSlugs: ["driveflex"] });
    const summary = await seedDemoData(database.db, driveflex);
    expect(summary.manufacturers).toBe(0);
    expect(summary.models).toBeGreaterThan(0);
    const toyotaModels = await database.db
      .select({ name: models.name })
      .from(models)
      .innerJoin(manufacturers, eq(models.manufacturerId, manufacturers.id))
      .where(eq(manufacturers.slug, "toyota"))
      .orderBy(asc(models.name));
    expect(toyotaModels.map((row) => row.name)).toContain("Corolla");
  });

  it("rolls back everything when one insert fails", async () => {
    await deleteSites(database.db, ["coastal-rv"]);
    const before = await countRows();
    const coastal = generateDemoData({ referenceDate, carsPerSite: 3, siteSlugs: ["coastal-rv"] });
    const [first] = coastal.cars;
    if (!first) throw new Error("no cars generated");
    // A repeated stock number fails the cars insert after the site and its locations were written.
    const broken = { ...coastal, cars: [...coastal.cars, { ...first, id: "00000000-0000-4000-8000-000000000000" }] };
    await expect(seedDemoData(database.db, broken)).rejects.toThrow();
    expect(await countRows()).toEqual(before);
    expect(await existingSiteSlugs(database.db, ["coastal-rv"])).toEqual([]);
  });
});
