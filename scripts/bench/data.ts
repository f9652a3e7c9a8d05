// The benchmark's stock: the deterministic demo generator's cars for one site, seeded into a
// database, read back and turned into index documents by the app's own toCarDocument, so the engine,
// SQL and Orama all answer over exactly the same 50,000 cars.

import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, getTableColumns } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrateDatabase, openDatabase, type Database, type Db } from "@/platform/db/connect";
import * as schema from "@/platform/db/schema";
import { cars, dealerships, locations } from "@/platform/db/schema";
import { generateDemoData, type DemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { toCarDocument, type CarRow } from "@/stock/documents";
import type { CarDocument } from "@/cars/car";

export const benchSiteSlug = "harbourside";

export function generateBenchData(carsPerSite: number): DemoData {
  return generateDemoData({
    carsPerSite,
    siteSlugs: [benchSiteSlug],
    referenceDate: new Date(Date.UTC(2026, 10, 22)),
  });
}

export type BenchSite = { siteId: string; financeProvider: string };

export function benchSite(data: DemoData): BenchSite {
  const site = data.sites.find((row) => row.slug === benchSiteSlug);
  if (!site?.id) throw new Error(`the demo data has no ${benchSiteSlug} site`);
  const config = resolveSiteConfig(site.template, site.configOverrides ?? {}, { site: site.slug });
  return { siteId: site.id, financeProvider: config.finance.provider };
}

/**
 * An in-memory PGlite as the app opens one (src/platform/db/connect.ts), with the pg_trgm extension
 * loaded, which the indexed SQL contender's trigram index needs (PGlite loads extensions only when
 * it is opened). The app's own databases do without it.
 */
async function openPgliteWithTrigrams(): Promise<Database> {
  const client = new PGlite({ extensions: { pg_trgm } });
  await client.waitReady;
  const db: Db = drizzle({ client, schema, casing: "snake_case" });
  return { kind: "pglite", db, client, close: () => client.close() };
}

/** Opens (PGlite when no url), migrates and seeds a database; returns it with the seconds taken. */
export async function openSeeded(
  data: DemoData,
  databaseUrl: string | undefined,
): Promise<{ database: Database; seedSeconds: number }> {
  const database = databaseUrl ? await openDatabase({ databaseUrl }) : await openPgliteWithTrigrams();
  await migrateDatabase(database);
  const started = performance.now();
  await seedDemoData(database.db, data);
  return { database, seedSeconds: (performance.now() - started) / 1000 };
}

/**
 * Every car of the site as an index document straight from the generated rows, without a database: the
 * engine-only benchmark measures in a process that holds nothing but the documents, as an app does.
 * The documents equal loadDocuments' for the same data (bench/data.test.ts holds them to it).
 */
export function generatedDocuments(data: DemoData, site: BenchSite): CarDocument[] {
  const dealershipById = new Map(data.dealerships.map((row) => [row.id, row]));
  const locationName = new Map(data.locations.map((row) => [row.id, row.name]));
  const columns = Object.keys(getTableColumns(cars));
  return data.cars
    .filter((row) => row.siteId === site.siteId)
    .sort((a, b) => (a.stocknum < b.stocknum ? -1 : 1))
    .map((insert) => {
      // The insert leaves out the columns whose value is the database's default or null.
      const row = Object.fromEntries(columns.map((column) => [column, null])) as Record<string, unknown>;
      // `photos` defaults to an empty list, not null (migration 0030).
      Object.assign(row, { photos: [] }, insert);
      const car = row as CarRow;
      const dealership = dealershipById.get(car.dealershipId);
      if (!dealership) throw new Error(`car ${car.stocknum} has no dealership`);
      return toCarDocument(car, {
        dealershipName: dealership.name,
        dealershipSlug: dealership.slug,
        locationName: car.locationId ? (locationName.get(car.locationId) ?? null) : null,
        financeProvider: site.financeProvider,
      });
    });
}

/** Every car of the site as an index document (no listing rules: the benchmark indexes all of them). */
export async function loadDocuments(database: Database, site: BenchSite): Promise<CarDocument[]> {
  const { db } = database;
  const [rows, dealershipRows, locationRows] = await Promise.all([
    db.select().from(cars).where(eq(cars.siteId, site.siteId)),
    db.select().from(dealerships).where(eq(dealerships.siteId, site.siteId)),
    db.select().from(locations).where(eq(locations.siteId, site.siteId)),
  ]);
  const dealershipById = new Map(dealershipRows.map((row) => [row.id, row]));
  const locationName = new Map(locationRows.map((row) => [row.id, row.name]));
  return rows
    .sort((a, b) => (a.stocknum < b.stocknum ? -1 : 1))
    .map((row) => {
      const dealership = dealershipById.get(row.dealershipId);
      if (!dealership) throw new Error(`car ${row.stocknum} has no dealership`);
      return toCarDocument(row, {
        dealershipName: dealership.name,
        dealershipSlug: dealership.slug,
        locationName: row.locationId ? (locationName.get(row.locationId) ?? null) : null,
        financeProvider: site.financeProvider,
      });
    });
}
