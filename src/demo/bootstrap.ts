import type { Db } from "@/platform/db/connect";
import { generateDemoData, type DemoData } from "@/demo/generate";
import { isDatabaseEmpty, seedDemoData } from "@/demo/seed";
import { logger } from "@/platform/logger";

/** Today at 00:00 UTC: demo dates (just arrived, recently sold, rego expiry) are offsets from it. */
export function seedReferenceDate(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Seeds the demo dealers into an empty database and gives back what it wrote (the caller stores the
 * demo photographs of it, src/media/demo-photos.ts); a database with any site is left alone: null.
 */
export async function bootstrapDemoData(
  db: Db,
  options: { carsPerSite?: number | undefined },
): Promise<DemoData | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  const started = performance.now();
  const data = generateDemoData({ referenceDate: seedReferenceDate(), carsPerSite: options.carsPerSite });
  try {
    await seedDemoData(db, data);
  } catch (error) {
    // Another server process may have seeded the same empty database at the same moment.
    if (!(await isDatabaseEmpty(db))) return null;
    throw error;
  }
  logger.info("seeded the demo dealers", { ms: Math.round(performance.now() - started), cars: data.cars.length });
  return data;
}
