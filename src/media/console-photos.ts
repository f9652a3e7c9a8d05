import { and, asc, eq, inArray, isNotNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { carPhotos, cars } from "@/platform/db/schema";
import {
  maxPhotosPerCar,
  photoSourceUrls,
  processedFields,
  refreshShownPhotos,
  shownListVersion,
  syncCarPhotoUrls,
  type CarPhotoRow,
} from "./car-photos";
import { sniffPhotoType } from "./fetch/sniff";
import { derivativeKey, uploadKey } from "./photo-derivatives";
import { contentHash } from "./process-photo";
import type { MediaStorage } from "./storage";

// A car's photos as staff arrange them in the console (decision 055, "Photos in the console"):
// photos uploaded, put in order, made first, deleted, or handed back to the stock feed. Each change
// writes a new list version from the car's newest list, as a feed's change does, so the car goes on
// showing its current photos until the new list is settled; and each marks the car's photos as the
// console's (`cars.photosEditedAt`), after which the feed's photo URLs no longer replace them.

type Car = { siteId: string; carId: string };

/** The largest photo a console upload takes, as for a feed's photo (MEDIA_FETCH_MAX_BYTES' default). */
export const defaultUploadMaxBytes = 25_000_000;

export type UploadedFile = { bytes: Uint8Array; name: string };

export type ConsolePhotoResult =
  { kind: "saved"; added: number; reused: number } | { kind: "refused"; message: string; problems: string[] };

const megabytes = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`;

/** A file's name as a message repeats it: its last path segment, printable, at most 80 characters. */
function shownName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return printable.length > 80 ? `${printable.slice(0, 77)}…` : printable || "A file without a name";
}

/** Why a file cannot be a car's photo, or null when it can. */
export function uploadProblem(file: UploadedFile, maxBytes: number): string | null {
  const name = shownName(file.name);
  if (file.bytes.length === 0) return `${name} is empty.`;
  if (file.bytes.length > maxBytes) {
    return `${name} is ${megabytes(file.bytes.length)}; a photo may be at most ${megabytes(maxBytes)}.`;
  }
  if (!sniffPhotoType(file.bytes)) return `${name} is not a JPEG, PNG, WebP or AVIF photo.`;
  return null;
}

/** The car's rows, oldest list first, each list in order. */
function rowsOfCar(db: Db, car: Car) {
  return db
    .select()
    .from(carPhotos)
    .where(and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId)))
    .orderBy(asc(carPhotos.listVersion), asc(carPhotos.position));
}

/** The newest list's rows, in order; empty when the car has none. */
export function newestListOf(rows: readonly CarPhotoRow[]): CarPhotoRow[] {
  const newest = Math.max(0, ...rows.map((row) => row.listVersion));
  return rows.filter((row) => row.listVersion === newest).sort((a, b) => a.position - b.position);
}

/** The car's newest list (what the console shows and arranges), in order. */
export async function getNewestPhotoList(db: Db, car: Car): Promise<CarPhotoRow[]> {
  return newestListOf(await rowsOfCar(db, car));
}

/** A row of the newest list as the next list takes it: ready as it is, pending queued again, failed kept. */
function carriedOver(row: CarPhotoRow) {
  const base = { siteId: row.siteId, carId: row.carId, sourceUrl: row.sourceUrl };
  if (row.status === "ready") return { ...base, status: "ready" as const, ...processedFields(row) };
  if (row.status === "failed") {
    return { ...base, status: "failed" as const, error: row.error, contentHash: row.contentHash };
  }
  // An upload's hash names its stored original; a feed photo's is written when it is fetched.
  return { ...base, status: "pending" as const, contentHash: row.sourceUrl === null ? row.contentHash : null };
}

type NewRow = ReturnType<typeof carriedOver>;

/**
 * Writes `values` as the car's next list, in their order, in a transaction that holds the car's row
 * (two changes at once wait for each other rather than write the same version), drops the lists
 * neither shown nor the new one, marks the photos as the console's and refreshes what the car shows.
 */
async function writeList(tx: Db, car: Car, rows: readonly CarPhotoRow[], values: readonly NewRow[]): Promise<void> {
  const ofCar = and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId));
  const version = Math.max(0, ...rows.map((row) => row.listVersion)) + 1;
  const shown = shownListVersion(rows);
  await tx.delete(carPhotos).where(shown === null ? ofCar : and(ofCar, notInArray(carPhotos.listVersion, [shown])));
  if (values.length === 0) await tx.delete(carPhotos).where(ofCar);
  else
    await tx.insert(carPhotos).values(values.map((value, position) => ({ ...value, listVersion: version, position })));
  await tx
    .update(cars)
    .set({ photosEditedAt: sql`now()` })
    .where(and(eq(cars.siteId, car.siteId), eq(cars.id, car.carId)));
  await refreshShownPhotos(tx, car);
}

async function lockCar(tx: Db, car: Car): Promise<boolean> {
  const [found] = await tx
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.siteId, car.siteId), eq(cars.id, car.carId)))
    .for("update");
  return found !== undefined;
}

const noSuchCar: ConsolePhotoResult = { kind: "refused", message: "No such car.", problems: [] };

export type ConsolePhotoOptions = {
  /** The largest file taken (MEDIA_FETCH_MAX_BYTES); default 25 MB. */
  maxBytes?: number;
  /** Runs in the change's transaction (the console's audit line). */
  alsoInTransaction?: (tx: Db, change: { before: CarPhotoRow[]; after: NewRow[] }) => Promise<void>;
};

/** A ready photo of these bytes the site has, whose derivatives are all stored. */
async function readyWithHash(db: Db, storage: MediaStorage, hash: string): Promise<CarPhotoRow | null> {
  const candidates = await db
    .select()
    .from(carPhotos)
    .where(and(eq(carPhotos.contentHash, hash), eq(carPhotos.status, "ready"), isNotNull(carPhotos.width)))
    .limit(1);
  const [ready] = candidates;
  if (!ready || ready.derivatives.length === 0) return null;
  const stored = await Promise.all(
    ready.derivatives.map((item) => storage.exists(derivativeKey(hash, item.width, item.format))),
  );
  return stored.every(Boolean) ? ready : null;
}

/**
 * Adds photos staff uploaded to the end of the car's newest list. Every file is checked by its bytes
 * (JPEG, PNG, WebP or AVIF, not empty, at most `maxBytes`) and the car keeps at most maxPhotosPerCar;
 * one bad file refuses the whole send, each problem named, and nothing is stored. Bytes the site
 * already has ready are added ready; the others are stored as they came (uploads/{sha256}) and
 * queued for the worker's photo job.
 */
export async function addUploadedPhotos(
  db: Db,
  storage: MediaStorage,
  car: Car,
  files: readonly UploadedFile[],
  options: ConsolePhotoOptions = {},
): Promise<ConsolePhotoResult> {
  if (files.length === 0) return { kind: "refused", message: "Choose at least one photo to add.", problems: [] };
  const maxBytes = options.maxBytes ?? defaultUploadMaxBytes;
  const problems = files.map((file) => uploadProblem(file, maxBytes)).filter((problem) => problem !== null);
  if (problems.length > 0) {
    return { kind: "refused", message: "Nothing was added: a file is not a photo the site takes.", problems };
  }
  const existing = newestListOf(await rowsOfCar(db, car));
  if (existing.length + files.length > maxPhotosPerCar) {
    const room = Math.max(0, maxPhotosPerCar - existing.length);
    return {
      kind: "refused",
      message: `A car keeps at most ${maxPhotosPerCar} photos. This one has ${existing.length}, so add at most ${room}.`,
      problems: [],
    };
  }
  // Stored before the rows that name them: the garbage collector spares an object for an hour.
  const added: NewRow[] = [];
  let reused = 0;
  for (const file of files) {
    const hash = contentHash(file.bytes);
    const ready = await readyWithHash(db, storage, hash);
    const base = { siteId: car.siteId, carId: car.carId, sourceUrl: null };
    if (ready) {
      added.push({ ...base, status: "ready", ...processedFields(ready) });
      reused += 1;
      continue;
    }
    const type = sniffPhotoType(file.bytes) ?? "application/octet-stream";
    if (!(await storage.exists(uploadKey(hash)))) await storage.put(uploadKey(hash), Buffer.from(file.bytes), type);
    added.push({ ...base, status: "pending", contentHash: hash });
  }
  return db.transaction(async (tx) => {
    if (!(await lockCar(tx, car))) return noSuchCar;
    const rows = await rowsOfCar(tx, car);
    const newest = newestListOf(rows);
    if (newest.length + added.length > maxPhotosPerCar) {
      return { kind: "refused", message: `A car keeps at most ${maxPhotosPerCar} photos.`, problems: [] };
    }
    const values = [...newest.map(carriedOver), ...added];
    await writeList(tx, car, rows, values);
    await options.alsoInTransaction?.(tx, { before: newest, after: values });
    return { kind: "saved", added: added.length, reused };
  });
}

/**
 * Puts the car's newest list in the order of `photoIds` (its rows' ids): a new list with those
 * photos only, so one left out is deleted, and the first is the car's main photo. An id not in the
 * newest list (the photos changed since the page was opened) refuses the whole change. No ids at
 * all leaves the car with no photos: staff chose that.
 */
export async function arrangeCarPhotos(
  db: Db,
  car: Car,
  photoIds: readonly string[],
  options: Pick<ConsolePhotoOptions, "alsoInTransaction"> = {},
): Promise<ConsolePhotoResult> {
  return db.transaction(async (tx) => {
    if (!(await lockCar(tx, car))) return noSuchCar;
    const rows = await rowsOfCar(tx, car);
    const newest = newestListOf(rows);
    const byId = new Map(newest.map((row) => [row.id, row]));
    const chosen = photoIds.map((id) => byId.get(id));
    if (new Set(photoIds).size !== photoIds.length || chosen.some((row) => row === undefined)) {
      return {
        kind: "refused",
        message: "The car's photos changed since you opened this page. Nothing was changed: open it again.",
        problems: [],
      };
    }
    const values = chosen.filter((row) => row !== undefined).map(carriedOver);
    await writeList(tx, car, rows, values);
    await options.alsoInTransaction?.(tx, { before: newest, after: values });
    return { kind: "saved", added: 0, reused: 0 };
  });
}

/**
 * Gives the car's photos back to its stock feed: the console's arrangement is dropped and the car
 * takes the photo URLs its listing names now (`images`), as the feed's next run would write them.
 */
export async function handPhotosBackToFeed(
  db: Db,
  car: Car,
  options: Pick<ConsolePhotoOptions, "alsoInTransaction"> = {},
): Promise<ConsolePhotoResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ images: cars.images })
      .from(cars)
      .where(and(eq(cars.siteId, car.siteId), eq(cars.id, car.carId)))
      .for("update");
    if (!found) return noSuchCar;
    const before = newestListOf(await rowsOfCar(tx, car));
    await tx
      .update(cars)
      .set({ photosEditedAt: null })
      .where(and(eq(cars.siteId, car.siteId), eq(cars.id, car.carId)));
    const result = await syncCarPhotoUrls(tx, car, photoSourceUrls(found.images));
    const after = newestListOf(await rowsOfCar(tx, car)).map(carriedOver);
    await options.alsoInTransaction?.(tx, { before, after });
    return { kind: "saved", added: result.queued + result.reused, reused: result.reused };
  });
}

export type CarPhotoCounts = { total: number; ready: number; processing: number; failed: number };

/** How each car's newest list is doing, by car id (one query for a page of cars); a car without photos is absent. */
export async function photoCountsByCar(
  db: Db,
  siteId: string,
  carIds: readonly string[],
): Promise<Map<string, CarPhotoCounts>> {
  if (carIds.length === 0) return new Map();
  const rows = await db
    .select({ carId: carPhotos.carId, listVersion: carPhotos.listVersion, status: carPhotos.status })
    .from(carPhotos)
    .where(and(eq(carPhotos.siteId, siteId), inArray(carPhotos.carId, [...carIds])));
  const newest = new Map<string, number>();
  for (const row of rows) newest.set(row.carId, Math.max(newest.get(row.carId) ?? 0, row.listVersion));
  const counts = new Map<string, CarPhotoCounts>();
  for (const row of rows) {
    if (row.listVersion !== newest.get(row.carId)) continue;
    const count = counts.get(row.carId) ?? { total: 0, ready: 0, processing: 0, failed: 0 };
    count.total += 1;
    if (row.status === "ready") count.ready += 1;
    else if (row.status === "failed") count.failed += 1;
    else count.processing += 1;
    counts.set(row.carId, count);
  }
  return counts;
}

/**
 * How the photos of a site's cars are doing, by dealership: every car's newest list counted together
 * (the feed history's summary of what its feeds queued). A dealership without photos is absent.
 */
export async function photoCountsByDealership(db: Db, siteId: string): Promise<Map<string, CarPhotoCounts>> {
  const newest = db
    .select({ carId: carPhotos.carId, version: sql<number>`max(${carPhotos.listVersion})`.as("version") })
    .from(carPhotos)
    .where(eq(carPhotos.siteId, siteId))
    .groupBy(carPhotos.carId)
    .as("newest");
  const rows = await db
    .select({ dealershipId: cars.dealershipId, status: carPhotos.status, count: sql<number>`count(*)::int` })
    .from(carPhotos)
    .innerJoin(newest, and(eq(newest.carId, carPhotos.carId), eq(newest.version, carPhotos.listVersion)))
    .innerJoin(cars, eq(cars.id, carPhotos.carId))
    .where(eq(carPhotos.siteId, siteId))
    .groupBy(cars.dealershipId, carPhotos.status);
  const counts = new Map<string, CarPhotoCounts>();
  for (const row of rows) {
    const count = counts.get(row.dealershipId) ?? { total: 0, ready: 0, processing: 0, failed: 0 };
    count.total += row.count;
    if (row.status === "ready") count.ready += row.count;
    else if (row.status === "failed") count.failed += row.count;
    else count.processing += row.count;
    counts.set(row.dealershipId, count);
  }
  return counts;
}
