import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "@/platform/db/connect";
import { carPhotos } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { uploadKey } from "./photo-derivatives";
import type { MediaStorage } from "./storage";

// The demo's photographs as uploads (decision 055): where the demo dealers are seeded (the server's
// first start, `npm run seed`), each photograph's original is put in the media store once, under
// uploads/{sha256}, and each chosen car gets a pending list of them (src/demo/demo-photos.ts says
// which cars and which photos). The worker's photo job then processes each distinct photograph once
// and gives every other row the same derivatives; until then the cars show their drawings.

/** One car's photographs, by file name in `dir` (relative: from the working directory), main first. */
export type DemoPhotoSetInput = { siteId: string; carId: string; files: readonly string[] };

export type DemoPhotoSeed = { stored: number; alreadyStored: number; rows: number };

/**
 * Stores the photographs the sets name (skipping any already stored) and writes one pending list per
 * car. When a file is missing (a build without the sources, such as the web container image) nothing
 * is written and the cars keep their drawings: the data never names a photo that is not stored.
 */
export async function seedDemoPhotos(
  db: Db,
  storage: MediaStorage,
  sets: readonly DemoPhotoSetInput[],
  dir: string,
): Promise<DemoPhotoSeed | null> {
  const files = [...new Set(sets.flatMap((set) => set.files))];
  if (files.length === 0) return { stored: 0, alreadyStored: 0, rows: 0 };
  const hashByFile = new Map<string, string>();
  const bytesByFile = new Map<string, Buffer>();
  for (const file of files) {
    const bytes = await readFile(path.join(dir, file)).catch(() => null);
    if (!bytes) {
      logger.warn("demo photographs not seeded: a file is missing; the demo cars show their drawings", {
        file: path.join(dir, file),
      });
      return null;
    }
    bytesByFile.set(file, bytes);
    hashByFile.set(file, createHash("sha256").update(bytes).digest("hex"));
  }
  const seed: DemoPhotoSeed = { stored: 0, alreadyStored: 0, rows: 0 };
  for (const [file, hash] of hashByFile) {
    if (await storage.exists(uploadKey(hash))) {
      seed.alreadyStored += 1;
      continue;
    }
    await storage.put(uploadKey(hash), bytesByFile.get(file)!, "image/jpeg");
    seed.stored += 1;
  }
  const rows = sets.flatMap((set) =>
    set.files.map((file, position) => ({
      siteId: set.siteId,
      carId: set.carId,
      listVersion: 1,
      position,
      sourceUrl: null,
      contentHash: hashByFile.get(file)!,
    })),
  );
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(carPhotos).values(rows.slice(start, start + 500));
  }
  seed.rows = rows.length;
  return seed;
}
