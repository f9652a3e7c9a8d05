import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freshServerDatabase } from "../../scripts/lib/fresh-database";
import { afterAll, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));

// A car's photos arranged in the console (decision 055), on the PostgreSQL server as the app role
// through row-level security, with the local media store in a temporary folder and a photo server
// on loopback for the feed's URLs: a manager uploads photos, the worker's job processes them and the
// car shows them in the uploaded order; a reorder, a new first photo and a deletion show at once; the
// feed's URLs then leave the car alone until its photos are handed back; a file that is no photo,
// and a salesperson, change nothing. Each change has its audit line.
const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)("a car's photos in the console", async () => {
  if (!serverUrl) return;
  const databaseUrl = await freshServerDatabase(serverUrl, `it_console_photos_${randomBytes(6).toString("hex")}`);
  Object.assign(process.env, { DATABASE_URL: databaseUrl, APP_DATABASE_URL: "", LOG_LEVEL: "warn" });

  const { and, desc, eq } = await import("drizzle-orm");
  const { getDb, getPlatformDatabase } = await import("@/platform/db");
  const schema = await import("@/platform/db/schema");
  const { generateDemoData } = await import("@/demo/generate");
  const { seedDemoData } = await import("@/demo/seed");
  const { createStaffAccount, resolveStaffScope } = await import("@/console/server/staff-accounts");
  const work = await import("@/console/stock/server/stock-work");
  const { syncFeedPhotoUrls } = await import("@/media/car-photos");
  const { photoCountsByCar, photoCountsByDealership } = await import("@/media/console-photos");
  const { processPendingPhotos } = await import("@/media/process-pending");
  const { uploadKey } = await import("@/media/photo-derivatives");
  const { contentHash } = await import("@/media/process-photo");
  const { createLocalStorage } = await import("@/media/storage");
  const { startPhotoServer } = await import("@/media/testing/photo-server");

  const platform = (await getPlatformDatabase()).db;
  await seedDemoData(platform, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 4 }));
  const [site] = await platform.select().from(schema.sites).where(eq(schema.sites.slug, "harbourside"));
  if (!site) throw new Error("demo site missing");
  const [dealership] = await platform
    .select()
    .from(schema.dealerships)
    .where(eq(schema.dealerships.siteId, site.id))
    .limit(1);
  if (!dealership) throw new Error("demo dealership missing");
  const [carRow, otherRow] = await platform
    .select({ id: schema.cars.id })
    .from(schema.cars)
    .where(eq(schema.cars.dealershipId, dealership.id))
    .orderBy(schema.cars.stocknum)
    .limit(2);
  if (!carRow || !otherRow) throw new Error("demo cars missing");
  const carId = carRow.id;

  async function member(who: string, role: "manager" | "salesperson") {
    const account = await createStaffAccount(platform, {
      email: `${who}@staff.example`,
      name: who,
      password: "a long enough password for tests",
      grants: [{ role, dealershipId: dealership!.id }],
    });
    return { staffAccountId: account.id, scope: await resolveStaffScope(platform, platform, account.id) };
  }
  const manager = await member("manager", "manager");
  const sales = await member("sales", "salesperson");

  const root = await mkdtemp(path.join(tmpdir(), "console-photos-"));
  const storage = createLocalStorage(root);
  const server = await startPhotoServer();
  const job = {
    fetch: { allowHosts: [`127.0.0.1:${server.port}`], timeoutMs: 5_000, maxBytes: 5_000_000, retryBaseMs: 10 },
    budgetMs: 120_000,
    retryScheduleMs: [0],
  };
  const db = await getDb();
  const maxBytes = 25_000_000;
  const demoPhoto = (file: string) => readFileSync(path.join("src", "demo", "photos", file));
  const front = demoPhoto("suv-front-quarter.jpg");
  const side = demoPhoto("suv-side.jpg");
  const rear = demoPhoto("suv-rear-quarter.jpg");
  server.route("/feed/cabin.jpg", { kind: "bytes", body: demoPhoto("suv-interior.jpg") });

  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const carNow = async (id = carId) => {
    const [row] = await platform
      .select({ photos: schema.cars.photos, photosEditedAt: schema.cars.photosEditedAt })
      .from(schema.cars)
      .where(eq(schema.cars.id, id));
    if (!row) throw new Error("car missing");
    return row;
  };
  const shownHashes = async (id = carId) => (await carNow(id)).photos.map((photo) => photo.hash);
  const newestList = async (id = carId) => {
    const rows = await platform
      .select()
      .from(schema.carPhotos)
      .where(eq(schema.carPhotos.carId, id))
      .orderBy(desc(schema.carPhotos.listVersion), schema.carPhotos.position);
    return rows.filter((row) => row.listVersion === rows[0]?.listVersion);
  };
  const auditLines = (action: string) =>
    platform
      .select()
      .from(schema.staffAudit)
      .where(and(eq(schema.staffAudit.action, action), eq(schema.staffAudit.siteId, site.id)))
      .orderBy(desc(schema.staffAudit.at));

  it("uploads two photos, which the worker processes and the car then shows in the uploaded order", async () => {
    const answer = await work.uploadCarPhotos(db, manager, storage, {
      carId,
      files: [
        { name: "front.jpg", bytes: front },
        { name: "side.jpg", bytes: side },
      ],
      maxBytes,
    });
    expect(answer.ok).toBe(true);
    expect(answer.message).toMatch(/^Added 2 photos/);
    const pending = await newestList();
    expect(pending.map((row) => [row.status, row.sourceUrl, row.contentHash])).toEqual([
      ["pending", null, contentHash(front)],
      ["pending", null, contentHash(side)],
    ]);
    expect(await storage.exists(uploadKey(contentHash(front)))).toBe(true);
    expect((await carNow()).photosEditedAt).toBeInstanceOf(Date);
    // The stock list and the feed history count them as processing.
    const counts = await photoCountsByCar(platform, site.id, [carId, otherRow.id]);
    expect([...counts]).toEqual([[carId, { total: 2, ready: 0, processing: 2, failed: 0 }]]);
    expect((await photoCountsByDealership(platform, site.id)).get(dealership.id)).toMatchObject({ processing: 2 });

    expect(await processPendingPhotos(platform, storage, job)).toMatchObject({ ready: 2, failed: 0 });
    expect(await shownHashes()).toEqual([contentHash(front), contentHash(side)]);
    const [line] = await auditLines("stock-photos-uploaded");
    expect(line?.staffAccountId).toBe(manager.staffAccountId);
    expect(line?.after).toMatchObject({
      carId,
      uploaded: ["front.jpg", "side.jpg"],
      photos: [contentHash(front), contentHash(side)],
    });
  });

  it("keeps showing the car's photos while a third is processed, then shows all three", async () => {
    await work.uploadCarPhotos(db, manager, storage, { carId, files: [{ name: "rear.jpg", bytes: rear }], maxBytes });
    expect((await newestList()).map((row) => row.status)).toEqual(["ready", "ready", "pending"]);
    expect(await shownHashes()).toEqual([contentHash(front), contentHash(side)]);
    expect(await processPendingPhotos(platform, storage, job)).toMatchObject({ ready: 1 });
    expect(await shownHashes()).toEqual([contentHash(front), contentHash(side), contentHash(rear)]);
  });

  it("puts the photos in a new order, makes one first and deletes one, each shown at once", async () => {
    const ids = (await newestList()).map((row) => row.id);
    const [a = "", b = "", c = ""] = ids;
    expect(await work.arrangeStockCarPhotos(db, manager, { carId, photoIds: [b, a, c], deleting: false })).toEqual({
      ok: true,
      message: "Photos put in the new order.",
    });
    expect(await shownHashes()).toEqual([contentHash(side), contentHash(front), contentHash(rear)]);

    // The page's ids are now the old list's: a change sent from it is refused, nothing changed.
    const stale = await work.arrangeStockCarPhotos(db, manager, { carId, photoIds: [c, a, b], deleting: false });
    expect(stale.ok).toBe(false);
    expect(stale.message).toMatch(/changed since you opened/);

    const [sideRow, frontRow, rearRow] = (await newestList()).map((row) => row.id);
    await work.arrangeStockCarPhotos(db, manager, {
      carId,
      photoIds: [rearRow ?? "", sideRow ?? "", frontRow ?? ""],
      deleting: false,
    });
    expect(await shownHashes()).toEqual([contentHash(rear), contentHash(side), contentHash(front)]);
    const [first] = (await carNow()).photos;
    expect(first?.placeholder).toMatch(/^data:image\/webp/);

    const kept = (await newestList()).filter((row) => row.contentHash !== contentHash(side)).map((row) => row.id);
    expect(await work.arrangeStockCarPhotos(db, manager, { carId, photoIds: kept, deleting: true })).toEqual({
      ok: true,
      message: "Photo deleted.",
    });
    expect(await shownHashes()).toEqual([contentHash(rear), contentHash(front)]);
    // The old lists are gone: one list of two.
    const all = await platform.select().from(schema.carPhotos).where(eq(schema.carPhotos.carId, carId));
    expect(all).toHaveLength(2);
    const [deleted] = await auditLines("stock-photos-deleted");
    expect(deleted?.before).toMatchObject({ photos: [contentHash(rear), contentHash(side), contentHash(front)] });
    expect(deleted?.after).toMatchObject({ photos: [contentHash(rear), contentHash(front)] });
    expect(await auditLines("stock-photos-arranged")).toHaveLength(2);
  });

  it("leaves the console's photos alone when the feed names other URLs", async () => {
    const before = await shownHashes();
    const synced = await syncFeedPhotoUrls(platform, site.id, [{ carId, urls: [server.url("/feed/cabin.jpg")] }]);
    expect(synced).toEqual({ changedCars: 0, queued: 0, reused: 0 });
    expect(await processPendingPhotos(platform, storage, job)).toMatchObject({ ready: 0 });
    expect(await shownHashes()).toEqual(before);
    expect(server.hits("/feed/cabin.jpg")).toBe(0);
  });

  it("adds bytes the site already has ready without processing them again", async () => {
    const answer = await work.uploadCarPhotos(db, manager, storage, {
      carId: otherRow.id,
      files: [{ name: "same-front.jpg", bytes: front }],
      maxBytes,
    });
    expect(answer.ok).toBe(true);
    expect((await newestList(otherRow.id)).map((row) => row.status)).toEqual(["ready"]);
    expect(await shownHashes(otherRow.id)).toEqual([contentHash(front)]);
  });

  it("refuses a file that is not a photo, an empty or oversize one, and the whole send with it", async () => {
    const before = await newestList();
    const huge = Buffer.concat([front, front, front]);
    const refused = await work.uploadCarPhotos(db, manager, storage, {
      carId,
      files: [
        { name: "fine.jpg", bytes: side },
        { name: "brochure.pdf", bytes: Buffer.from("%PDF-1.7\n…") },
        { name: "page.jpg", bytes: Buffer.from("<!doctype html><p>not a photo</p>") },
        { name: "empty.png", bytes: Buffer.alloc(0) },
        { name: "huge.jpg", bytes: huge },
      ],
      maxBytes: 1_000_000,
    });
    expect(refused).toEqual({
      ok: false,
      message: "Nothing was added: a file is not a photo the site takes.",
      problems: [
        "brochure.pdf is not a JPEG, PNG, WebP or AVIF photo.",
        "page.jpg is not a JPEG, PNG, WebP or AVIF photo.",
        "empty.png is empty.",
        `huge.jpg is ${Math.round(huge.length / 100_000) / 10} MB; a photo may be at most 1 MB.`,
      ],
    });
    expect((await newestList()).map((row) => row.id)).toEqual(before.map((row) => row.id));
  });

  it("refuses a salesperson's changes", async () => {
    const before = await newestList();
    const upload = await work.uploadCarPhotos(db, sales, storage, {
      carId,
      files: [{ name: "side.jpg", bytes: side }],
      maxBytes,
    });
    expect(upload).toEqual({ ok: false, message: work.stockMessages.readOnly, problems: [] });
    const arrange = await work.arrangeStockCarPhotos(db, sales, { carId, photoIds: [], deleting: true });
    expect(arrange.ok).toBe(false);
    expect(await work.restoreFeedPhotos(db, sales, { carId })).toMatchObject({ ok: false });
    expect((await newestList()).map((row) => row.id)).toEqual(before.map((row) => row.id));
  });

  it("hands the photos back to the feed: the car takes its listing's photo URLs again", async () => {
    await platform
      .update(schema.cars)
      .set({
        images: [
          { url: server.url("/feed/cabin.jpg"), thumbUrl: server.url("/feed/cabin.jpg") },
          { url: "/media/car/drawing.svg", thumbUrl: "/media/car/drawing.svg" },
        ],
      })
      .where(eq(schema.cars.id, carId));
    const answer = await work.restoreFeedPhotos(db, manager, { carId });
    expect(answer.ok).toBe(true);
    expect((await carNow()).photosEditedAt).toBeNull();
    // Until the feed's photo is processed the car keeps the console's.
    expect(await shownHashes()).toEqual([contentHash(rear), contentHash(front)]);
    expect(await processPendingPhotos(platform, storage, job)).toMatchObject({ ready: 1 });
    expect(await shownHashes()).toEqual([contentHash(demoPhoto("suv-interior.jpg"))]);
    expect(await auditLines("stock-photos-feed-restored")).toHaveLength(1);
    // The feed's photos are the car's again: its next URLs replace them.
    const synced = await syncFeedPhotoUrls(platform, site.id, [{ carId, urls: [] }]);
    expect(synced.changedCars).toBe(1);
    expect(await shownHashes()).toEqual([]);
  });

  it("deletes every photo when staff leave none", async () => {
    await work.uploadCarPhotos(db, manager, storage, {
      carId: otherRow.id,
      files: [{ name: "side.jpg", bytes: side }],
      maxBytes,
    });
    await processPendingPhotos(platform, storage, job);
    expect(await shownHashes(otherRow.id)).toHaveLength(2);
    await work.arrangeStockCarPhotos(db, manager, { carId: otherRow.id, photoIds: [], deleting: true });
    expect(await shownHashes(otherRow.id)).toEqual([]);
    expect(await newestList(otherRow.id)).toEqual([]);
    expect((await carNow(otherRow.id)).photosEditedAt).toBeInstanceOf(Date);
  });
});
