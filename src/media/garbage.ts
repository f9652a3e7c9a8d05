import { inArray } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { carPhotos } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { hashOfKey } from "./photo-derivatives";
import type { ListedObject, MediaStorage } from "./storage";

// Deletes stored photos no car uses (decision 055): a car sold and removed, a photo its feed dropped.
// The objects are listed first and the hashes in use read after, and the photo job writes a hash on
// its row before it stores the first object; so an object listed here either has its hash in that
// read or was written before it and is spared by the grace period.

export type GarbageReport = { deletedObjects: number; deletedBytes: number; keptObjects: number };

/** Objects younger than this are never deleted: a photo being stored right now. */
export const defaultGraceMs = 60 * 60_000;

export async function collectUnusedPhotos(
  db: Db,
  storage: MediaStorage,
  options: { graceMs?: number; now?: Date } = {},
): Promise<GarbageReport> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.graceMs ?? defaultGraceMs);
  const byHash = new Map<string, ListedObject[]>();
  for (const prefix of ["photos/", "uploads/"]) {
    for await (const object of storage.list(prefix)) {
      const hash = hashOfKey(object.key);
      if (!hash) continue;
      byHash.set(hash, [...(byHash.get(hash) ?? []), object]);
    }
  }
  const report: GarbageReport = { deletedObjects: 0, deletedBytes: 0, keptObjects: 0 };
  const hashes = [...byHash.keys()];
  for (let start = 0; start < hashes.length; start += 500) {
    const batch = hashes.slice(start, start + 500);
    const used = await db
      .selectDistinct({ hash: carPhotos.contentHash })
      .from(carPhotos)
      .where(inArray(carPhotos.contentHash, batch));
    const inUse = new Set(used.map((row) => row.hash));
    for (const hash of batch) {
      for (const object of byHash.get(hash) ?? []) {
        if (inUse.has(hash) || object.lastModified.getTime() > cutoff) {
          report.keptObjects += 1;
          continue;
        }
        await storage.delete(object.key);
        report.deletedObjects += 1;
        report.deletedBytes += object.size;
      }
    }
  }
  if (report.deletedObjects > 0) logger.info("unused car photos deleted", { ...report });
  return report;
}

/** Garbage collection as a chore of the lead worker's loop, every six hours. */
export function photoGarbageChore(db: Db, storage: MediaStorage) {
  return { name: "car-photo-garbage", everyMs: 6 * 60 * 60_000, run: () => collectUnusedPhotos(db, storage) };
}
