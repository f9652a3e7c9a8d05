import { and, asc, eq, inArray, isNotNull, lt, ne } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { carPhotos } from "@/platform/db/schema";
import { derivativePath, type PhotoDerivative, type PhotoFormat } from "./photo-derivatives";

// A car's photo lists (decision 055; the table's comment in src/platform/db/schema.ts). The stock
// feed's apply path calls syncCarPhotoUrls with the URLs a feed names; the worker's
// processPendingPhotos (process-pending.ts) fetches and processes what is pending; pages read the
// shown list with getCarPhotos.

export type CarPhotoRow = typeof carPhotos.$inferSelect;

/** The most photos one car keeps; a feed's longer list is cut at this many, in its order. */
export const maxPhotosPerCar = 60;

/** A ready photo as a page draws it. */
export type CarPhoto = {
  id: string;
  position: number;
  hash: string;
  width: number;
  height: number;
  placeholder: string | null;
  dominantColour: string | null;
  derivatives: PhotoDerivative[];
  /** `/media/photo/{hash}/{width}.{ext}` of the derivative nearest `width` (at least it, else the widest). */
  src: (width: number, format: PhotoFormat) => string;
};

type ListSummary = { version: number; settled: boolean; ready: number; size: number };

function listsOf(rows: readonly Pick<CarPhotoRow, "listVersion" | "status">[]): ListSummary[] {
  const lists = new Map<number, ListSummary>();
  for (const row of rows) {
    const list = lists.get(row.listVersion) ?? { version: row.listVersion, settled: true, ready: 0, size: 0 };
    list.size += 1;
    if (row.status === "ready") list.ready += 1;
    if (row.status === "pending" || row.status === "processing") list.settled = false;
    lists.set(row.listVersion, list);
  }
  return [...lists.values()].sort((a, b) => b.version - a.version);
}

/**
 * The list version a car shows: the newest list that is settled and has a ready photo (a list whose
 * every photo failed does not replace good ones). A feed that names no photos leaves no rows at all.
 */
export function shownListVersion(rows: readonly Pick<CarPhotoRow, "listVersion" | "status">[]): number | null {
  return listsOf(rows).find((list) => list.settled && list.ready > 0)?.version ?? null;
}

function toCarPhoto(row: CarPhotoRow): CarPhoto | null {
  if (row.status !== "ready" || !row.contentHash || row.width === null || row.height === null) return null;
  const hash = row.contentHash;
  const derivatives = row.derivatives;
  return {
    id: row.id,
    position: row.position,
    hash,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    dominantColour: row.dominantColour,
    derivatives,
    src(width, format) {
      const ofFormat = derivatives.filter((item) => item.format === format).sort((a, b) => a.width - b.width);
      const chosen = ofFormat.find((item) => item.width >= width) ?? ofFormat[ofFormat.length - 1];
      return derivativePath(hash, chosen?.width ?? row.width ?? width, format);
    },
  };
}

/** The photos a car shows now, in order: its shown list's ready photos; none before any list settles. */
export async function getCarPhotos(db: Db, car: { siteId: string; carId: string }): Promise<CarPhoto[]> {
  const rows = await db
    .select()
    .from(carPhotos)
    .where(and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId)))
    .orderBy(asc(carPhotos.listVersion), asc(carPhotos.position));
  const shown = shownListVersion(rows);
  return rows
    .filter((row) => row.listVersion === shown)
    .map(toCarPhoto)
    .filter((photo): photo is CarPhoto => photo !== null);
}

/**
 * The photos every car of the site shows now, by car id (getCarPhotos for a whole site in one
 * query: the vehicle feeds name every car's). A car with no ready photos is absent.
 */
export async function getSitePhotosByCar(db: Db, siteId: string): Promise<Map<string, CarPhoto[]>> {
  const rows = await db
    .select()
    .from(carPhotos)
    .where(eq(carPhotos.siteId, siteId))
    .orderBy(asc(carPhotos.carId), asc(carPhotos.listVersion), asc(carPhotos.position));
  const rowsByCar = new Map<string, CarPhotoRow[]>();
  for (const row of rows) rowsByCar.set(row.carId, [...(rowsByCar.get(row.carId) ?? []), row]);
  const photosByCar = new Map<string, CarPhoto[]>();
  for (const [carId, ofCar] of rowsByCar) {
    const shown = shownListVersion(ofCar);
    const photos = ofCar
      .filter((row) => row.listVersion === shown)
      .map(toCarPhoto)
      .filter((photo): photo is CarPhoto => photo !== null);
    if (photos.length > 0) photosByCar.set(carId, photos);
  }
  return photosByCar;
}

/** A feed's URL list as kept: trimmed, blanks and repeats dropped, at most maxPhotosPerCar. */
export function normalisePhotoUrls(urls: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const url of urls) {
    const trimmed = url.trim();
    if (trimmed !== "" && !seen.has(trimmed)) seen.add(trimmed);
    if (seen.size === maxPhotosPerCar) break;
  }
  return [...seen];
}

export type PhotoSyncResult = {
  /** False when the list equals the car's newest one: nothing was written. */
  changed: boolean;
  /** Photos the worker will fetch. */
  queued: number;
  /** Photos whose URL the site already had ready: written ready, nothing fetched. */
  reused: number;
};

/** The processed fields a new row copies from a ready one with the same URL or the same bytes. */
export function processedFields(row: CarPhotoRow) {
  return {
    contentHash: row.contentHash,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    dominantColour: row.dominantColour,
    derivatives: row.derivatives,
  };
}

/**
 * Deletes the car's lists older than the one it shows (their photos are replaced), and, when its
 * newest list is empty and settled, every list. Called after each change to a car's photo rows.
 */
export async function pruneCarPhotoLists(db: Db, car: { siteId: string; carId: string }): Promise<void> {
  const rows = await db
    .select({ listVersion: carPhotos.listVersion, status: carPhotos.status })
    .from(carPhotos)
    .where(and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId)));
  const shown = shownListVersion(rows);
  if (shown === null) return;
  await db
    .delete(carPhotos)
    .where(and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId), lt(carPhotos.listVersion, shown)));
}

/**
 * Takes a car's photo URLs as its feed names them now (the stock feed's apply path calls this, in
 * its transaction). The same list as last time writes nothing. Otherwise a new list is written:
 * each URL the site already has ready (on this car or another) is copied ready, fetching nothing;
 * the rest are queued for the worker. The car goes on showing its current photos until the new list
 * is settled; a list queued earlier and not yet shown is dropped. An empty list removes the car's
 * photos at once.
 */
export async function syncCarPhotoUrls(
  db: Db,
  car: { siteId: string; carId: string },
  urls: readonly string[],
): Promise<PhotoSyncResult> {
  const wanted = normalisePhotoUrls(urls);
  const ofCar = and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId));
  const rows = await db
    .select({
      listVersion: carPhotos.listVersion,
      position: carPhotos.position,
      sourceUrl: carPhotos.sourceUrl,
      status: carPhotos.status,
    })
    .from(carPhotos)
    .where(ofCar)
    .orderBy(asc(carPhotos.position));
  const newest = Math.max(0, ...rows.map((row) => row.listVersion));
  const newestUrls = rows.filter((row) => row.listVersion === newest).map((row) => row.sourceUrl);
  if (newestUrls.length === wanted.length && newestUrls.every((url, index) => url === wanted[index])) {
    return { changed: false, queued: 0, reused: 0 };
  }
  if (wanted.length === 0) {
    await db.delete(carPhotos).where(ofCar);
    return { changed: rows.length > 0, queued: 0, reused: 0 };
  }

  // Lists that are neither shown nor the new one are never shown: drop them before writing.
  const shown = shownListVersion(rows);
  await db.delete(carPhotos).where(shown === null ? ofCar : and(ofCar, ne(carPhotos.listVersion, shown)));

  const readyRows = await db
    .select()
    .from(carPhotos)
    .where(
      and(
        eq(carPhotos.siteId, car.siteId),
        inArray(carPhotos.sourceUrl, wanted),
        eq(carPhotos.status, "ready"),
        isNotNull(carPhotos.contentHash),
      ),
    );
  const readyByUrl = new Map(readyRows.map((row) => [row.sourceUrl, row]));
  const version = newest + 1;
  const values = wanted.map((url, position) => {
    const ready = readyByUrl.get(url);
    const base = { siteId: car.siteId, carId: car.carId, listVersion: version, position, sourceUrl: url };
    return ready ? { ...base, status: "ready" as const, ...processedFields(ready) } : base;
  });
  await db.insert(carPhotos).values(values);
  const reused = values.filter((value) => "contentHash" in value).length;
  if (reused === values.length) await pruneCarPhotoLists(db, car);
  return { changed: true, queued: values.length - reused, reused };
}
