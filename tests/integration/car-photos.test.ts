import { mkdtemp, rm, utimes } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type Database, type Db } from "@/platform/db/connect";
import { carPhotos, cars, dealerships, sites } from "@/platform/db/schema";
import { applyFeed } from "@/stock-feed/apply-feed";
import { generateFeedCars } from "@/stock-feed/testing/generate-feed";
import { toCarDocument } from "@/stock/documents";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { getCarPhotos, syncCarPhotoUrls } from "@/media/car-photos";
import { collectUnusedPhotos } from "@/media/garbage";
import { derivativeKey } from "@/media/photo-derivatives";
import { processPendingPhotos, type PhotoJobSettings } from "@/media/process-pending";
import { photoResponse } from "@/media/serve-photo";
import { createLocalStorage, type MediaStorage } from "@/media/storage";
import { startPhotoServer, type PhotoServer } from "@/media/testing/photo-server";

// A car's photographs from feed URL to stored derivatives (decision 055), against a real HTTP photo
// server on loopback and the local media store: the worker's job fetches what is queued, a car keeps
// its photos until a new list is ready, a URL already processed is never fetched again, and stored
// photos no car uses are deleted.

let database: Database;
let db: Db;
let server: PhotoServer;
let storage: MediaStorage;
let root: string;
let siteId: string;
let carA: { siteId: string; carId: string };
let carB: { siteId: string; carId: string };
let carC: { siteId: string; carId: string };
let job: PhotoJobSettings;

const demoPhoto = (name: string) => readFileSync(path.join("src", "demo", "photos", name));

async function keysIn(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

async function rowsOf(car: { carId: string }) {
  return db
    .select()
    .from(carPhotos)
    .where(eq(carPhotos.carId, car.carId))
    .orderBy(carPhotos.listVersion, carPhotos.position);
}

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  db = database.db;
  await seedDemoData(db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 3 }));
  const [site] = await db.select().from(sites).where(eq(sites.slug, "harbourside"));
  if (!site) throw new Error("no site");
  siteId = site.id;
  const [first, second, third] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(eq(cars.siteId, siteId))
    .orderBy(cars.stocknum);
  if (!third) throw new Error("no third car");
  carC = { siteId, carId: third.id };
  if (!first || !second) throw new Error("no cars");
  carA = { siteId, carId: first.id };
  carB = { siteId, carId: second.id };

  server = await startPhotoServer();
  server.route("/a/front.jpg", { kind: "bytes", body: demoPhoto("suv-front-quarter.jpg") });
  server.route("/a/side.jpg", { kind: "bytes", body: demoPhoto("suv-side.jpg") });
  server.route("/a/rear.jpg", { kind: "bytes", body: demoPhoto("suv-rear-quarter.jpg") });
  server.route("/a/cabin.jpg", { kind: "bytes", body: demoPhoto("suv-interior.jpg") });
  root = await mkdtemp(path.join(tmpdir(), "car-photos-"));
  storage = createLocalStorage(root);
  job = {
    fetch: { allowHosts: [`127.0.0.1:${server.port}`], timeoutMs: 5_000, maxBytes: 5_000_000, retryBaseMs: 10 },
    budgetMs: 120_000,
    retryScheduleMs: [0],
  };
}, 180_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

describe("a car's photos from its feed's URLs", () => {
  it("queues the URLs, and the worker's job fetches, processes and stores each, then the car shows them", async () => {
    const urls = [server.url("/a/front.jpg"), server.url("/a/side.jpg"), server.url("/a/rear.jpg")];
    expect(await syncCarPhotoUrls(db, carA, urls)).toEqual({ changed: true, queued: 3, reused: 0 });
    expect((await rowsOf(carA)).map((row) => row.status)).toEqual(["pending", "pending", "pending"]);
    expect(await getCarPhotos(db, carA)).toEqual([]);

    expect(await processPendingPhotos(db, storage, job)).toEqual({ ready: 3, reused: 0, failed: 0, retrying: 0 });
    const photos = await getCarPhotos(db, carA);
    const readyRows = await rowsOf(carA);
    expect(photos.map((photo) => photo.hash)).toEqual(readyRows.map((row) => row.contentHash));
    const [front] = photos;
    if (!front) throw new Error("no photo");
    expect([front.width, front.height]).toEqual([1600, 1200]);
    expect(front.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photos[1]?.placeholder).toBeNull();
    expect(front.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(front.widths).toEqual([240, 480, 800, 1200, 1600]);
    expect(readyRows[0]?.derivatives).toHaveLength(15);
    // The car row carries them, for the search index and the pages.
    const [carRow] = await db.select({ photos: cars.photos }).from(cars).where(eq(cars.id, carA.carId));
    expect(carRow?.photos).toEqual(photos.map(({ src: _src, ...shown }) => shown));
    expect(front.src(700, "avif")).toBe(`/media/photo/${front.hash}/800.avif`);
    expect(front.src(4000, "jpeg")).toBe(`/media/photo/${front.hash}/1600.jpg`);
    expect(await keysIn(`photos/${front.hash}/`)).toHaveLength(15);

    // Served from the store, for good.
    const answer = await photoResponse(new Request("http://x/"), storage, { hash: front.hash, file: "480.webp" });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(480);
    const again = await photoResponse(
      new Request("http://x/", { headers: { "if-none-match": answer.headers.get("etag") ?? "" } }),
      storage,
      { hash: front.hash, file: "480.webp" },
    );
    expect(again.status).toBe(304);
    for (const file of ["480.gif", "481.webp", "../480.webp"]) {
      expect((await photoResponse(new Request("http://x/"), storage, { hash: front.hash, file })).status).toBe(404);
    }
    expect((await photoResponse(new Request("http://x/"), storage, { hash: "abc", file: "480.webp" })).status).toBe(
      404,
    );
  });

  it("fetches nothing when the feed repeats the same URLs", async () => {
    const hits = server.hits("/a/front.jpg");
    const urls = [server.url("/a/front.jpg"), server.url("/a/side.jpg"), server.url("/a/rear.jpg")];
    expect(await syncCarPhotoUrls(db, carA, urls)).toEqual({ changed: false, queued: 0, reused: 0 });
    expect(await processPendingPhotos(db, storage, job)).toEqual({ ready: 0, reused: 0, failed: 0, retrying: 0 });
    expect(server.hits("/a/front.jpg")).toBe(hits);
  });

  it("keeps showing the car's photos until a new list is ready, fetching only its new URLs", async () => {
    const before = (await getCarPhotos(db, carA)).map((photo) => photo.hash);
    const hits = { front: server.hits("/a/front.jpg"), cabin: server.hits("/a/cabin.jpg") };
    const urls = [server.url("/a/side.jpg"), server.url("/a/cabin.jpg"), server.url("/a/front.jpg")];
    expect(await syncCarPhotoUrls(db, carA, urls)).toEqual({ changed: true, queued: 1, reused: 2 });
    // The new list waits for its cabin photo: the car still shows the old three.
    expect((await getCarPhotos(db, carA)).map((photo) => photo.hash)).toEqual(before);

    expect(await processPendingPhotos(db, storage, job)).toMatchObject({ ready: 1 });
    const after = await getCarPhotos(db, carA);
    expect(after.map((photo) => photo.hash)).toEqual([before[1], expect.any(String), before[0]]);
    expect(server.hits("/a/front.jpg")).toBe(hits.front);
    expect(server.hits("/a/cabin.jpg")).toBe(hits.cabin + 1);
    // The replaced list is gone: one list, three rows.
    expect(new Set((await rowsOf(carA)).map((row) => row.listVersion)).size).toBe(1);
  });

  it("reuses a URL another car of the site already has, and the same bytes under another URL", async () => {
    const hits = server.hits("/a/side.jpg");
    server.route("/b/same-as-side.jpg", { kind: "bytes", body: demoPhoto("suv-side.jpg") });
    const result = await syncCarPhotoUrls(db, carB, [server.url("/a/side.jpg"), server.url("/b/same-as-side.jpg")]);
    expect(result).toEqual({ changed: true, queued: 1, reused: 1 });
    expect(await processPendingPhotos(db, storage, job)).toEqual({ ready: 0, reused: 1, failed: 0, retrying: 0 });
    expect(server.hits("/a/side.jpg")).toBe(hits);
    expect(server.hits("/b/same-as-side.jpg")).toBe(1);
    const photos = await getCarPhotos(db, carB);
    expect(photos).toHaveLength(2);
    expect(photos[0]?.hash).toBe(photos[1]?.hash);
  });

  it("keeps the last good photos when every new photo fails, and records why", async () => {
    const before = (await getCarPhotos(db, carB)).map((photo) => photo.hash);
    server.route("/b/page.jpg", { kind: "bytes", body: Buffer.from("<!doctype html><p>gone</p>") });
    server.route("/b/down.jpg", { kind: "status", status: 503 });
    await syncCarPhotoUrls(db, carB, [
      server.url("/b/missing.jpg"),
      server.url("/b/page.jpg"),
      server.url("/b/down.jpg"),
    ]);
    // The 503 is retried once on the job's schedule (here: at once), then fails.
    const report = await processPendingPhotos(db, storage, job);
    expect(report).toEqual({ ready: 0, reused: 0, failed: 3, retrying: 1 });
    expect((await getCarPhotos(db, carB)).map((photo) => photo.hash)).toEqual(before);
    const failed = (await rowsOf(carB)).filter((row) => row.status === "failed");
    expect(failed.map((row) => row.error)).toEqual([
      expect.stringMatching(/answered 404/),
      expect.stringMatching(/not a JPEG, PNG, WebP or AVIF photo/),
      expect.stringMatching(/answered 503/),
    ]);
  });

  it("takes a URL on a private address as failed, not fetched, without the allow-list", async () => {
    const hits = server.hits("/a/rear.jpg");
    await syncCarPhotoUrls(db, carC, [`http://localhost:${server.port}/a/rear-again.jpg`]);
    const report = await processPendingPhotos(db, storage, { ...job, fetch: { ...job.fetch, allowHosts: [] } });
    expect(report.failed).toBe(1);
    const [row] = await rowsOf(carC);
    expect(row?.error).toMatch(/not a public address/);
    expect(server.hits("/a/rear.jpg")).toBe(hits);
  });

  it("deletes the stored photos no car uses any more, sparing those written just now", async () => {
    const rear = (
      await db
        .select()
        .from(carPhotos)
        .where(eq(carPhotos.sourceUrl, server.url("/a/rear.jpg")))
    )[0];
    expect(rear).toBeUndefined(); // car A's old list, replaced above
    const used = new Set(
      (await db.select({ hash: carPhotos.contentHash }).from(carPhotos)).map((row) => row.hash).filter(Boolean),
    );
    const stored = new Set((await keysIn("photos/")).map((key) => key.split("/")[1]));
    const unused = [...stored].filter((hash) => !used.has(hash ?? ""));
    expect(unused).toHaveLength(1); // the rear photo's derivatives

    // Just written (within the grace period): kept.
    expect((await collectUnusedPhotos(db, storage)).deletedObjects).toBe(0);
    const report = await collectUnusedPhotos(db, storage, { graceMs: 0 });
    expect(report.deletedObjects).toBe(15);
    expect(report.deletedBytes).toBeGreaterThan(0);
    expect(await keysIn(`photos/${unused[0]}/`)).toEqual([]);

    // A car that leaves takes its photos with it; another car's share of the same bytes stays.
    const hashOfB = (await getCarPhotos(db, carB))[0]?.hash ?? "";
    await db.delete(cars).where(and(eq(cars.siteId, siteId), eq(cars.id, carB.carId)));
    await collectUnusedPhotos(db, storage, { graceMs: 0 });
    expect(await storage.exists(derivativeKey(hashOfB, 800, "webp"))).toBe(true); // car A's side photo
    await syncCarPhotoUrls(db, carA, []);
    expect(await getCarPhotos(db, carA)).toEqual([]);
    await collectUnusedPhotos(db, storage, { graceMs: 0 });
    expect(await keysIn("photos/")).toEqual([]);
  });

  it("spares an old object in use, whatever its age", async () => {
    await syncCarPhotoUrls(db, carA, [server.url("/a/front.jpg")]);
    await processPendingPhotos(db, storage, job);
    const [photo] = await getCarPhotos(db, carA);
    const old = new Date(Date.now() - 30 * 24 * 60 * 60_000);
    const file = path.join(root, "photos", photo?.hash ?? "", "240.jpg");
    await utimes(file, old, old);
    expect((await collectUnusedPhotos(db, storage, { graceMs: 0 })).deletedObjects).toBe(0);
    expect(await storage.exists(derivativeKey(photo?.hash ?? "", 240, "jpeg"))).toBe(true);
  });
});

describe("a feed's photo URLs through the stock feed's apply path", () => {
  async function dealership() {
    const [row] = await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.siteId, siteId));
    if (!row) throw new Error("no dealership");
    return { siteId, dealershipId: row.id };
  }
  const feedCar = (urls: string[]) => ({
    ...generateFeedCars(1, { prefix: "PHOTO" })[0],
    images: urls,
  });
  async function carOf(stocknum: string) {
    const [row] = await db
      .select()
      .from(cars)
      .where(and(eq(cars.siteId, siteId), eq(cars.stocknum, stocknum)));
    if (!row) throw new Error(`no car ${stocknum}`);
    return row;
  }

  it("queues a car's photo URLs, which its search card shows once processed; the same feed again fetches nothing", async () => {
    const target = await dealership();
    server.route("/feed/1.jpg", { kind: "bytes", body: demoPhoto("suv-front-quarter.jpg") });
    server.route("/feed/2.jpg", { kind: "bytes", body: demoPhoto("suv-rear-quarter.jpg") });
    const urls = [server.url("/feed/1.jpg"), server.url("/feed/2.jpg")];
    const report = await applyFeed(db, target, [feedCar(urls)], { mode: "upsert", atomic: true });
    expect(report).toMatchObject({ applied: true, created: 1, photos_queued: 2 });
    const queued = await carOf("PHOTO-1");
    expect(queued.photos).toEqual([]);
    // Nothing is fetched in the request: the server has not been asked yet.
    expect(server.hits("/feed/1.jpg")).toBe(0);

    await processPendingPhotos(db, storage, job);
    const shown = await carOf("PHOTO-1");
    expect(shown.photos).toHaveLength(2);
    const document = toCarDocument(shown, {
      dealershipName: "Harbourside",
      dealershipSlug: "harbourside",
      locationName: null,
      financeProvider: "none",
    });
    expect(document.primary_photo?.hash).toBe(shown.photos[0]?.hash);
    expect(document.primary_image_url).toBe(`/media/photo/${shown.photos[0]?.hash}/480.jpg`);
    expect(document.image_count).toBe(2);

    const again = await applyFeed(db, target, [feedCar(urls)], { mode: "upsert", atomic: true });
    expect(again).toMatchObject({ applied: true, updated: 1, photos_queued: 0 });
    expect(await processPendingPhotos(db, storage, job)).toEqual({ ready: 0, reused: 0, failed: 0, retrying: 0 });
    expect(server.hits("/feed/1.jpg")).toBe(1);
    expect((await carOf("PHOTO-1")).photos).toEqual(shown.photos);
  });

  it("leaves the photos staff arranged in the console: the feed's new URLs do not replace them", async () => {
    const target = await dealership();
    const before = await carOf("PHOTO-1");
    await db.update(cars).set({ photosEditedAt: new Date() }).where(eq(cars.id, before.id));
    const report = await applyFeed(db, target, [feedCar([server.url("/feed/2.jpg")])], {
      mode: "upsert",
      atomic: true,
    });
    expect(report.photos_queued).toBe(0);
    expect((await carOf("PHOTO-1")).photos).toEqual(before.photos);
    await db.update(cars).set({ photosEditedAt: null }).where(eq(cars.id, before.id));
  });

  it("drops the car's photos when its feed names none, and takes no site path for a photo to fetch", async () => {
    const target = await dealership();
    const report = await applyFeed(db, target, [feedCar(["/media/car/suv/white/front.svg"])], {
      mode: "upsert",
      atomic: true,
    });
    expect(report.photos_queued).toBe(0);
    expect((await carOf("PHOTO-1")).photos).toEqual([]);
    expect(await rowsOf({ carId: (await carOf("PHOTO-1")).id })).toEqual([]);
  });
});
