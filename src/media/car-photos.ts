import { and, asc, eq, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import { inJson } from "@/platform/db/in-json";
import type { Db } from "@/platform/db/connect";
import type { ShownPhoto } from "@/platform/db/json-types";
import { carPhotos, cars } from "@/platform/db/schema";
import { photoSrc, type PhotoFormat } from "@/platform/media/photo-urls";

// A car's photo lists (decision 055; the table's comment in src/platform/db/schema.ts). The stock
// feed's apply path calls syncCarPhotoUrls with the URLs a feed names; the worker's
// processPendingPhotos (process-pending.ts) fetches and processes what is pending; pages read the
// shown list with getCarPhotos.

export type CarPhotoRow = typeof carPhotos.$inferSelect;

/** The most photos one car keeps; a feed's longer list is cut at this many, in its order. */
export const maxPhotosPerCar = 60;

/** A ready photo as a page or a feed takes it. */
export type CarPhoto = ShownPhoto & {
  /** `/media/photo/{hash}/{width}.{ext}` of the derivative nearest `width` (at least it, else the widest). */
  src: (width: number, format: PhotoFormat) => string;
};

export function carPhotoOf(shown: ShownPhoto): CarPhoto {
  return { ...shown, src: (width, format) => photoSrc(shown, width, format) };
}

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

/** A ready row as the car keeps it; null for a row not ready. The placeholder only on the first. */
function shownPhotoOf(row: CarPhotoRow, first: boolean): ShownPhoto | null {
  if (row.status !== "ready" || !row.contentHash || row.width === null || row.height === null) return null;
  const widths = [...new Set(row.derivatives.map((item) => item.width))].sort((a, b) => a - b);
  if (widths.length === 0) return null;
  return {
    hash: row.contentHash,
    width: row.width,
    height: row.height,
    placeholder: first ? row.placeholder : null,
    colour: row.dominantColour,
    widths,
  };
}

/** The ready photos of the shown list, in order, as the car keeps them. */
export function shownPhotosOf(rows: readonly CarPhotoRow[]): ShownPhoto[] {
  const shown = shownListVersion(rows);
  const photos: ShownPhoto[] = [];
  for (const row of [...rows].filter((r) => r.listVersion === shown).sort((a, b) => a.position - b.position)) {
    const photo = shownPhotoOf(row, photos.length === 0);
    if (photo) photos.push(photo);
  }
  return photos;
}

/** The photos a car shows now, in order: its shown list's ready photos; none before any list settles. */
export async function getCarPhotos(db: Db, car: { siteId: string; carId: string }): Promise<CarPhoto[]> {
  const rows = await db
    .select()
    .from(carPhotos)
    .where(and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId)))
    .orderBy(asc(carPhotos.listVersion), asc(carPhotos.position));
  return shownPhotosOf(rows).map(carPhotoOf);
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
    const photos = shownPhotosOf(ofCar).map(carPhotoOf);
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
 * After each change to a car's photo rows: deletes its lists older than the one it shows (their
 * photos are replaced) and copies the shown list onto the car (`cars.photos`) when it changed, which
 * the stock change log carries to every process's search index. An empty newest list clears both.
 */
export async function refreshShownPhotos(db: Db, car: { siteId: string; carId: string }): Promise<void> {
  const ofCar = and(eq(carPhotos.siteId, car.siteId), eq(carPhotos.carId, car.carId));
  const rows = await db.select().from(carPhotos).where(ofCar);
  const shown = shownListVersion(rows);
  if (shown !== null) await db.delete(carPhotos).where(and(ofCar, lt(carPhotos.listVersion, shown)));
  const photos = shownPhotosOf(rows);
  // Only a car whose shown photos differ is written: an unchanged one moves no version and no index.
  await db
    .update(cars)
    .set({ photos, updatedAt: sql`now()` })
    .where(
      and(
        eq(cars.siteId, car.siteId),
        eq(cars.id, car.carId),
        sql`${cars.photos} is distinct from ${JSON.stringify(photos)}::jsonb`,
      ),
    );
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
    await refreshShownPhotos(db, car);
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
  if (reused === values.length) await refreshShownPhotos(db, car);
  return { changed: true, queued: values.length - reused, reused };
}

/**
 * The URLs of a car's listed pictures that the photo job fetches: absolute http and https addresses.
 * A path on the site (the demo's drawings, `/media/car/…svg`) is the platform's own and drawn as it is.
 */
export function photoSourceUrls(images: readonly { url: string }[]): string[] {
  return normalisePhotoUrls(
    images.map((image) => image.url).filter((url) => /^https?:\/\//i.test(url) && URL.canParse(url)),
  );
}

/**
 * syncCarPhotoUrls for many cars of one site (the stock feed's apply path, in its transaction): the
 * cars' newest lists are read in one query, and only a car whose URLs differ from its newest list is
 * written, so a feed that repeats its photos costs one read per batch. A car whose photos staff
 * arranged in the console (`photosEditedAt`) is left as it is: the feed's URLs do not replace them.
 */
export async function syncFeedPhotoUrls(
  db: Db,
  siteId: string,
  entries: readonly { carId: string; urls: readonly string[] }[],
): Promise<{ changedCars: number; queued: number; reused: number }> {
  const total = { changedCars: 0, queued: 0, reused: 0 };
  if (entries.length === 0) return total;
  const carIds = entries.map((entry) => entry.carId);
  const [rows, edited] = await Promise.all([
    db
      .select({
        carId: carPhotos.carId,
        listVersion: carPhotos.listVersion,
        position: carPhotos.position,
        sourceUrl: carPhotos.sourceUrl,
        status: carPhotos.status,
      })
      .from(carPhotos)
      .where(and(eq(carPhotos.siteId, siteId), inJson(carPhotos.carId, carIds, "uuid"))),
    db
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.siteId, siteId), inJson(cars.id, carIds, "uuid"), isNotNull(cars.photosEditedAt))),
  ]);
  const keptInConsole = new Set(edited.map((row) => row.id));
  const rowsByCar = new Map<string, typeof rows>();
  for (const row of rows) rowsByCar.set(row.carId, [...(rowsByCar.get(row.carId) ?? []), row]);

  // The cars whose addresses differ from their newest list: the rest write nothing.
  const changed: { carId: string; wanted: string[]; newest: number; shown: number | null; hadRows: boolean }[] = [];
  for (const entry of entries) {
    if (keptInConsole.has(entry.carId)) continue;
    const wanted = normalisePhotoUrls(entry.urls);
    const ofCar = rowsByCar.get(entry.carId) ?? [];
    const newest = Math.max(0, ...ofCar.map((row) => row.listVersion));
    const newestUrls = ofCar
      .filter((row) => row.listVersion === newest)
      .sort((a, b) => a.position - b.position)
      .map((row) => row.sourceUrl);
    if (newestUrls.length === wanted.length && newestUrls.every((url, index) => url === wanted[index])) continue;
    changed.push({ carId: entry.carId, wanted, newest, shown: shownListVersion(ofCar), hadRows: ofCar.length > 0 });
  }
  if (changed.length === 0) return total;

  // One statement for the whole batch: a car's lists other than the one it shows are never shown
  // (a car given no addresses loses them all).
  const keep = changed.map((car) => ({ car_id: car.carId, keep: car.wanted.length === 0 ? null : car.shown }));
  await db.execute(sql`
    delete from car_photos p
    using jsonb_to_recordset(${JSON.stringify(keep)}::jsonb) as k(car_id uuid, keep integer)
    where p.site_id = ${siteId} and p.car_id = k.car_id and (k.keep is null or p.list_version <> k.keep)`);
  const emptied = changed.filter((car) => car.wanted.length === 0);
  if (emptied.length > 0) {
    await db
      .update(cars)
      .set({ photos: [], updatedAt: sql`now()` })
      .where(
        and(
          eq(cars.siteId, siteId),
          inJson(
            cars.id,
            emptied.map((car) => car.carId),
            "uuid",
          ),
          sql`${cars.photos} <> '[]'::jsonb`,
        ),
      );
    total.changedCars += emptied.filter((car) => car.hadRows).length;
  }

  const listed = changed.filter((car) => car.wanted.length > 0);
  const urls = [...new Set(listed.flatMap((car) => car.wanted))];
  const readyByUrl = new Map<string, CarPhotoRow>();
  for (let start = 0; start < urls.length; start += 2_000) {
    const ready = await db
      .select()
      .from(carPhotos)
      .where(
        and(
          eq(carPhotos.siteId, siteId),
          inJson(carPhotos.sourceUrl, urls.slice(start, start + 2_000)),
          eq(carPhotos.status, "ready"),
          isNotNull(carPhotos.contentHash),
        ),
      );
    for (const row of ready) if (row.sourceUrl) readyByUrl.set(row.sourceUrl, row);
  }
  // Written as one JSON parameter per 2,000 rows: drizzle's `values()` binds and checks each value on
  // its own, which took most of a 2,000-car first feed's time (30,000 photo rows).
  const values = listed.flatMap((car) =>
    car.wanted.map((url, position) => {
      const ready = readyByUrl.get(url);
      return {
        site_id: siteId,
        car_id: car.carId,
        list_version: car.newest + 1,
        position,
        source_url: url,
        status: ready ? "ready" : "pending",
        content_hash: ready?.contentHash ?? null,
        width: ready?.width ?? null,
        height: ready?.height ?? null,
        placeholder: ready?.placeholder ?? null,
        dominant_colour: ready?.dominantColour ?? null,
        derivatives: ready?.derivatives ?? [],
      };
    }),
  );
  for (let start = 0; start < values.length; start += 2_000) {
    const records = JSON.stringify(values.slice(start, start + 2_000));
    await db.execute(sql`
      insert into car_photos (${sql.raw(photoRecordColumns)})
      select ${sql.raw(photoRecordColumns)} from jsonb_populate_recordset(null::car_photos, ${records}::jsonb)`);
  }
  const reused = values.filter((value) => value.status === "ready").length;
  total.changedCars += listed.length;
  total.reused += reused;
  total.queued += values.length - reused;
  // A list whose every photo was processed before is shown at once.
  for (const car of listed) {
    if (car.wanted.every((url) => readyByUrl.has(url))) await refreshShownPhotos(db, { siteId, carId: car.carId });
  }
  return total;
}

const photoRecordColumns =
  "site_id, car_id, list_version, position, source_url, status, content_hash, width, height, placeholder, dominant_colour, derivatives";
