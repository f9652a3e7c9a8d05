import type { Db } from "@/platform/db/connect";
import { generateDemoData } from "@/demo/generate";
import { isDatabaseEmpty, seedDemoData } from "@/demo/seed";
import { logger } from "@/platform/logger";

/** Today at 00:00 UTC: demo dates (just arrived, recently sold, rego expiry) are offsets from it. */
export function seedReferenceDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Seeds the demo dealers into an empty database; a database with any site is left alone. */
export async function bootstrapDemoData(db: Db, options: { carsPerSite?: number | undefined }): Promise<void> {
  if (!(await isDatabaseEmpty(db))) return;
  const started = performance.now();
  const data = generateDemoData({ referenceDate: seedReferenceDate(), carsPerSite: options.carsPerSite });
  try {
    await seedDemoData(db, data);
  } catch (error) {
    // Another server process may have seeded the same empty database at the same moment.
    if (!(await isDatabaseEmpty(db))) return;
    throw error;
  }
  logger.info("seeded the demo dealers", { ms: Math.round(performance.now() - started), cars: data.cars.length });
}
