// Writes generated demo data into the database: one transaction, parents before children, and rows
// in batches small enough for PostgreSQL's 65,535 bind-parameter limit (a car row has ~80 columns),
// so 50,000 cars seed as easily as 500. No `server-only` marker: the seed script runs outside Next.

import { inArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
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
  siteConfigVersions,
  siteDomains,
  sites,
  slides,
  specialHours,
} from "@/platform/db/schema";
import type { DemoData } from "./generate";

/** Rows written per table; shared manufacturers, models and register rows count only the ones that were new. */
export type SeedSummary = Record<keyof DemoData, number>;

const maxRowsPerInsert = 500;

async function inBatches<Row>(rows: readonly Row[], write: (batch: Row[]) => Promise<unknown>): Promise<number> {
  for (let start = 0; start < rows.length; start += maxRowsPerInsert) {
    await write(rows.slice(start, start + maxRowsPerInsert));
  }
  return rows.length;
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: sites.id }).from(sites).limit(1);
  return rows.length === 0;
}

/** Which of these site slugs already have a site row. */
export async function existingSiteSlugs(db: Db, slugs: readonly string[]): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: sites.slug })
    .from(sites)
    .where(inArray(sites.slug, [...slugs]));
  return rows.map((row) => row.slug).sort();
}

/** Deletes these sites; every tenant-owned row goes with them (foreign keys cascade). */
export async function deleteSites(db: Db, slugs: readonly string[]): Promise<number> {
  if (slugs.length === 0) return 0;
  const deleted = await db
    .delete(sites)
    .where(inArray(sites.slug, [...slugs]))
    .returning({ id: sites.id });
  return deleted.length;
}

export type SeedOptions = {
  /** Delete the generated sites first (their rows cascade), in the same transaction as the inserts. */
  replace?: boolean;
};

export async function seedDemoData(db: Db, data: DemoData, options: SeedOptions = {}): Promise<SeedSummary> {
  const summary = await seedInOneTransaction(db, data, options);
  // Fresh statistics, so the planner reads a site's cars a page at a time by index (the search
  // index's build, decision 032): the embedded PGlite has no autovacuum to gather them.
  await db.execute(sql`analyze cars`);
  return summary;
}

function seedInOneTransaction(db: Db, data: DemoData, options: SeedOptions): Promise<SeedSummary> {
  return db.transaction(async (tx) => {
    if (options.replace && data.sites.length > 0) {
      await tx.delete(sites).where(
        inArray(
          sites.slug,
          data.sites.map((site) => site.slug),
        ),
      );
    }
    // Manufacturers and models are shared by every site, so an earlier seed may have written them
    // (possibly under other ids): keep what exists and point new models at the stored ids.
    const newManufacturers = await inBatchesReturning(data.manufacturers, (batch) =>
      tx
        .insert(manufacturers)
        .values(batch)
        .onConflictDoNothing({ target: manufacturers.slug })
        .returning({ id: manufacturers.id }),
    );
    const storedManufacturers =
      data.manufacturers.length === 0
        ? []
        : await tx
            .select({ id: manufacturers.id, slug: manufacturers.slug })
            .from(manufacturers)
            .where(
              inArray(
                manufacturers.slug,
                data.manufacturers.map((row) => row.slug),
              ),
            );
    const storedIdBySlug = new Map(storedManufacturers.map((row) => [row.slug, row.id]));
    const slugByGeneratedId = new Map(data.manufacturers.map((row) => [row.id, row.slug]));
    const modelRows = data.models.map((row) => {
      const slug = slugByGeneratedId.get(row.manufacturerId);
      const storedId = slug === undefined ? undefined : storedIdBySlug.get(slug);
      return storedId === undefined ? row : { ...row, manufacturerId: storedId };
    });
    const newModels = await inBatchesReturning(modelRows, (batch) =>
      tx
        .insert(models)
        .values(batch)
        .onConflictDoNothing({ target: [models.manufacturerId, models.slug] })
        .returning({ id: models.id }),
    );

    const siteRows = await inBatches(data.sites, (batch) => tx.insert(sites).values(batch));
    // Each site's configuration as its version 1 (migration 0026 wrote it for the sites it found), so
    // the console can compare with it and roll back to it.
    await inBatches(data.sites, (batch) =>
      tx.insert(siteConfigVersions).values(
        // Generated sites carry their ids (their rows reference them).
        batch.flatMap((site) =>
          site.id
            ? [
                {
                  siteId: site.id,
                  version: 1,
                  configOverrides: site.configOverrides ?? {},
                  note: "The demo configuration",
                },
              ]
            : [],
        ),
      ),
    );
    return {
      manufacturers: newManufacturers,
      models: newModels,
      sites: siteRows,
      siteDomains: await inBatches(data.siteDomains, (batch) => tx.insert(siteDomains).values(batch)),
      dealerships: await inBatches(data.dealerships, (batch) => tx.insert(dealerships).values(batch)),
      locations: await inBatches(data.locations, (batch) => tx.insert(locations).values(batch)),
      specialHours: await inBatches(data.specialHours, (batch) => tx.insert(specialHours).values(batch)),
      reviews: await inBatches(data.reviews, (batch) => tx.insert(reviews).values(batch)),
      cars: await inBatches(data.cars, (batch) => tx.insert(cars).values(batch)),
      promoNodes: await inBatches(data.promoNodes, (batch) => tx.insert(promoNodes).values(batch)),
      slides: await inBatches(data.slides, (batch) => tx.insert(slides).values(batch)),
      brandEntries: await inBatches(data.brandEntries, (batch) => tx.insert(brandEntries).values(batch)),
      contentPages: await inBatches(data.contentPages, (batch) => tx.insert(contentPages).values(batch)),
      // The register is national reference data: a plate an earlier seed wrote stays as it is.
      regoRegister: await inBatchesReturning(data.regoRegister, (batch) =>
        tx
          .insert(regoRegister)
          .values(batch)
          .onConflictDoNothing({ target: [regoRegister.state, regoRegister.rego] })
          .returning({ rego: regoRegister.rego }),
      ),
    };
  });
}

async function inBatchesReturning<Row>(
  rows: readonly Row[],
  write: (batch: Row[]) => Promise<readonly unknown[]>,
): Promise<number> {
  let written = 0;
  for (let start = 0; start < rows.length; start += maxRowsPerInsert) {
    written += (await write(rows.slice(start, start + maxRowsPerInsert))).length;
  }
  return written;
}
