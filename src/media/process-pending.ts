import { and, asc, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { carPhotos } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { processedFields, refreshShownPhotos, type CarPhotoRow } from "./car-photos";
import { fetchPhoto, PhotoFetchError, type PhotoFetchSettings } from "./fetch/photo-fetcher";
import { contentTypeOf, derivativeKey, uploadKey } from "./photo-derivatives";
import { contentHash, PhotoProcessingError, processPhoto } from "./process-photo";
import type { MediaStorage } from "./storage";

// The worker's photo job (decision 055): claims pending photos one at a time, fetches each, stores its
// derivatives by content hash and marks it ready (or failed, with the reason), then lets the car's
// new list replace the old one once it is settled. Runs as a chore of the lead worker's loop, for a
// bounded time per pass so lead delivery on the same loop is never held up for long.

export type PhotoJobSettings = {
  fetch: PhotoFetchSettings;
  /** Stop claiming new photos after this long in one pass (default 5 s); the photo in hand finishes. */
  budgetMs?: number;
  /** How long a claimed photo stays this worker's before another may take it (default 10 min). */
  leaseMs?: number;
  /** Pauses before each retry of a retryable failure (a server error, a timeout); then it fails. */
  retryScheduleMs?: readonly number[];
};

export type PhotoJobReport = { ready: number; reused: number; failed: number; retrying: number };

const defaultRetryScheduleMs = [60_000, 10 * 60_000, 60 * 60_000];

const afterMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

async function claimOne(db: Db, leaseMs: number): Promise<CarPhotoRow | null> {
  const due = db
    .select({ id: carPhotos.id })
    .from(carPhotos)
    .where(and(inArray(carPhotos.status, ["pending", "processing"]), lte(carPhotos.nextAttemptAt, sql`now()`)))
    .orderBy(asc(carPhotos.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(carPhotos)
    .set({ status: "processing", attempts: sql`${carPhotos.attempts} + 1`, nextAttemptAt: afterMs(leaseMs) })
    .where(inArray(carPhotos.id, due))
    .returning();
  return row ?? null;
}

/** Only the claim still current may record an outcome (another worker may have taken a lapsed one). */
const stillMine = (row: CarPhotoRow) =>
  and(eq(carPhotos.id, row.id), eq(carPhotos.status, "processing"), eq(carPhotos.attempts, row.attempts));

/** A ready photo with these bytes anywhere (any site: derivatives are shared by content hash). */
async function readyWithHash(db: Db, hash: string): Promise<CarPhotoRow | null> {
  const [row] = await db
    .select()
    .from(carPhotos)
    .where(and(eq(carPhotos.contentHash, hash), eq(carPhotos.status, "ready")))
    .limit(1);
  return row ?? null;
}

/** A ready photo of the same site fetched from the same URL since this one was queued. */
async function readyWithUrl(db: Db, row: CarPhotoRow): Promise<CarPhotoRow | null> {
  if (!row.sourceUrl) return null;
  const [ready] = await db
    .select()
    .from(carPhotos)
    .where(
      and(
        eq(carPhotos.siteId, row.siteId),
        eq(carPhotos.sourceUrl, row.sourceUrl),
        eq(carPhotos.status, "ready"),
        isNotNull(carPhotos.contentHash),
      ),
    )
    .limit(1);
  return ready ?? null;
}

async function storedWhole(storage: MediaStorage, ready: CarPhotoRow): Promise<boolean> {
  if (!ready.contentHash) return false;
  const hash = ready.contentHash;
  const checks = await Promise.all(
    ready.derivatives.map((item) => storage.exists(derivativeKey(hash, item.width, item.format))),
  );
  return checks.length > 0 && checks.every(Boolean);
}

type Outcome = "ready" | "reused";

/**
 * The photo's bytes and their hash: an upload's from the store (kept under uploads/{hash} since the
 * console wrote it), a feed photo's fetched from its URL. A fetched photo's hash is written before
 * any object, so garbage collection, which lists objects and then reads the hashes in use, never
 * takes this photo's derivatives for unused ones.
 */
async function originalOf(
  db: Db,
  storage: MediaStorage,
  row: CarPhotoRow,
  settings: PhotoJobSettings,
): Promise<{ bytes: Buffer; hash: string }> {
  if (!row.sourceUrl) {
    const stored = row.contentHash ? await storage.get(uploadKey(row.contentHash)) : null;
    if (!stored || !row.contentHash) throw new PhotoProcessingError("the uploaded photo is no longer stored");
    return { bytes: stored.bytes, hash: row.contentHash };
  }
  const fetched = await fetchPhoto(row.sourceUrl, settings.fetch);
  const hash = contentHash(fetched.bytes);
  await db.update(carPhotos).set({ contentHash: hash }).where(stillMine(row));
  return { bytes: fetched.bytes, hash };
}

async function processRow(
  db: Db,
  storage: MediaStorage,
  row: CarPhotoRow,
  settings: PhotoJobSettings,
): Promise<Outcome> {
  const sameUrl = await readyWithUrl(db, row);
  if (sameUrl && (await storedWhole(storage, sameUrl))) {
    await db
      .update(carPhotos)
      .set({ status: "ready", error: null, updatedAt: sql`now()`, ...processedFields(sameUrl) })
      .where(stillMine(row));
    return "reused";
  }
  const { bytes, hash } = await originalOf(db, storage, row, settings);
  const sameBytes = await readyWithHash(db, hash);
  if (sameBytes && (await storedWhole(storage, sameBytes))) {
    await db
      .update(carPhotos)
      .set({ status: "ready", error: null, updatedAt: sql`now()`, ...processedFields(sameBytes) })
      .where(stillMine(row));
    return "reused";
  }
  const processed = await processPhoto(bytes);
  for (const item of processed.derivatives) {
    await storage.put(derivativeKey(hash, item.width, item.format), item.data, contentTypeOf[item.format]);
  }
  await db
    .update(carPhotos)
    .set({
      status: "ready",
      error: null,
      contentHash: hash,
      width: processed.width,
      height: processed.height,
      placeholder: processed.placeholder,
      dominantColour: processed.dominantColour,
      derivatives: processed.derivatives.map(({ width, height, format, data }) => ({
        width,
        height,
        format,
        bytes: data.length,
      })),
      updatedAt: sql`now()`,
    })
    .where(stillMine(row));
  return "ready";
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Works through due photos until the time budget is spent or none is left; what each came to.
 * `db` is the platform's handle: the job serves every site (decision 025).
 */
export async function processPendingPhotos(
  db: Db,
  storage: MediaStorage,
  settings: PhotoJobSettings,
): Promise<PhotoJobReport> {
  const report: PhotoJobReport = { ready: 0, reused: 0, failed: 0, retrying: 0 };
  const started = Date.now();
  const schedule = settings.retryScheduleMs ?? defaultRetryScheduleMs;
  while (Date.now() - started < (settings.budgetMs ?? 5_000)) {
    const row = await claimOne(db, settings.leaseMs ?? 10 * 60_000);
    if (!row) break;
    try {
      report[await processRow(db, storage, row, settings)] += 1;
    } catch (error) {
      // A fetch refused or a file that is no photo fails for good; a server error, a timeout or a
      // storage outage is tried again on the schedule, then fails.
      const retryable = error instanceof PhotoFetchError ? error.retryable : !(error instanceof PhotoProcessingError);
      const delay = schedule[row.attempts - 1];
      if (retryable && delay !== undefined) {
        await db
          .update(carPhotos)
          .set({ status: "pending", error: describe(error), nextAttemptAt: afterMs(delay), updatedAt: sql`now()` })
          .where(stillMine(row));
        report.retrying += 1;
      } else {
        await db
          .update(carPhotos)
          .set({ status: "failed", error: describe(error), updatedAt: sql`now()` })
          .where(stillMine(row));
        report.failed += 1;
      }
      logger.warn("car photo not processed", {
        carId: row.carId,
        photoId: row.id,
        attempt: row.attempts,
        retrying: retryable && delay !== undefined,
        error: describe(error),
      });
    }
    await refreshShownPhotos(db, { siteId: row.siteId, carId: row.carId });
  }
  return report;
}

/** The job as a chore of the lead worker's loop (the platform's connection: every site). */
export function photoProcessingChore(db: Db, storage: MediaStorage, settings: PhotoJobSettings) {
  return { name: "car-photos", run: () => processPendingPhotos(db, storage, settings) };
}
