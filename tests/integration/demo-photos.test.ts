import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhotoDir, demoPhotoFiles, demoPhotoSets, demoPhotoSite, type DemoPhotoSet } from "@/demo/demo-photos";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { seedDemoPhotos } from "@/media/demo-photos";
import { derivativeKey } from "@/media/photo-derivatives";
import { processPendingPhotos, type PhotoJobReport } from "@/media/process-pending";
import { createLocalStorage, type MediaStorage } from "@/media/storage";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { carPhotos, cars, sites } from "@/platform/db/schema";
import { loadFeedCars } from "@/seo/load-feed-cars";
import { renderFacebookFeed, renderGoogleFeed } from "@/seo/vehicle-feeds";
import { loadSiteOrigin } from "@/sites/get-site";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { buildSearchIndex, search } from "@/stock/engine";
import { loadListableDocuments } from "@/stock/load-documents";

// The demo's photographed cars (decision 055), as a fresh demo database gets them: the seed stores the
// photographs as uploads and queues the cars' lists, the worker's job processes each distinct
// photograph once, and then the photo site's first search page shows photographs and its vehicle
// feeds name them as absolute https JPEGs.

const now = new Date();
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: () => false });
const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const hashOfFile = (file: string) =>
  createHash("sha256")
    .update(readFileSync(path.join(demoPhotoDir, file)))
    .digest("hex");

let database: Database;
let storage: MediaStorage;
let root: string;
let sets: DemoPhotoSet[];
const reports: PhotoJobReport[] = [];

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  root = await mkdtemp(path.join(tmpdir(), "demo-photos-"));
  storage = createLocalStorage(root);
  const data = generateDemoData({ referenceDate: now, carsPerSite: 60, siteSlugs: [demoPhotoSite, "harbourside"] });
  await seedDemoData(database.db, data);
  sets = demoPhotoSets(data);
  expect(await seedDemoPhotos(database.db, storage, sets, demoPhotoDir)).toEqual({
    stored: demoPhotoFiles.length,
    alreadyStored: 0,
    rows: sets.reduce((sum, set) => sum + set.files.length, 0),
  });
  const job = { fetch: { allowHosts: [], timeoutMs: 5_000, maxBytes: 25_000_000 }, budgetMs: 600_000 };
  for (;;) {
    const report = await processPendingPhotos(database.db, storage, job);
    if (report.ready + report.reused + report.failed + report.retrying === 0) break;
    reports.push(report);
  }
}, 300_000);

afterAll(async () => {
  await database.close();
  await rm(root, { recursive: true, force: true });
});

async function photoSite() {
  const [row] = await database.db.select().from(sites).where(eq(sites.slug, demoPhotoSite));
  if (!row) throw new Error(`no site ${demoPhotoSite}`);
  const site = {
    id: row.id,
    slug: row.slug,
    name: row.name,
    config: resolveSiteConfig(row.template, row.configOverrides),
  };
  return { ...site, origin: await loadSiteOrigin(database.db, site) };
}

describe("the demo's photographed cars", () => {
  it("processes each photograph once and gives every other car the same derivatives", async () => {
    const total = reports.reduce(
      (sum, report) => ({
        ready: sum.ready + report.ready,
        reused: sum.reused + report.reused,
        failed: sum.failed + report.failed,
      }),
      { ready: 0, reused: 0, failed: 0 },
    );
    const rows = sets.reduce((sum, set) => sum + set.files.length, 0);
    expect(total).toEqual({ ready: demoPhotoFiles.length, reused: rows - demoPhotoFiles.length, failed: 0 });
    for (const file of demoPhotoFiles) {
      expect(await storage.exists(derivativeKey(hashOfFile(file), 1200, "jpeg")), file).toBe(true);
    }
  });

  it("shows photographs on every car of the photo site's first search page, each car's list in its order", async () => {
    const site = await photoSite();
    const index = buildSearchIndex(await loadListableDocuments(database.db, site, now));
    const firstPage = search(index, { sort: "rank", page: 1, hitsPerPage: site.config.search.pageSize });
    expect(firstPage.hits).toHaveLength(site.config.search.pageSize);
    const rows = await database.db
      .select({ id: cars.id, photos: cars.photos })
      .from(cars)
      .where(
        and(
          eq(cars.siteId, site.id),
          inArray(
            cars.id,
            firstPage.hits.map((hit) => hit.id),
          ),
        ),
      );
    const setOf = new Map(sets.map((set) => [set.carId, set]));
    for (const row of rows) {
      const files = setOf.get(row.id)?.files ?? [];
      expect(row.photos.map((photo) => photo.hash)).toEqual(files.map(hashOfFile));
    }
    const pending = await database.db.select().from(carPhotos).where(eq(carPhotos.status, "pending"));
    expect(pending).toEqual([]);
  });

  it("names only absolute https JPEGs and PNGs in both vehicle feeds, a photographed car's first being its first photo's 1200.jpg", async () => {
    const site = await photoSite();
    expect(site.origin).toMatch(/^https:\/\//);
    const feedCars = await loadFeedCars(database.db, site, site.origin, now);
    const feedSite = { name: site.name, origin: site.origin };
    const google = parser.parse(renderGoogleFeed(feedCars, feedSite)) as { rss: { channel: { item: Parsed[] } } };
    const meta = parser.parse(renderFacebookFeed(feedCars, feedSite)) as { listings: { listing: Parsed[] } };
    const googleItems = asArray(google.rss.channel.item);
    const metaListings = asArray(meta.listings.listing);
    const googleImages = (item: Parsed) => [
      text(item["g:image_link"]),
      ...asArray(item["g:additional_image_link"] as string | string[]).map(text),
    ];
    const metaImages = (listing: Parsed) =>
      asArray(listing.image as { url: string } | { url: string }[]).map((image) => image.url);
    const every = [...googleItems.flatMap(googleImages), ...metaListings.flatMap(metaImages)];
    expect(every.length).toBeGreaterThan(50);
    const sameSite = `^${site.origin.replace(/[.]/g, "\\.")}/`;
    for (const image of every) expect(image).toMatch(new RegExp(`${sameSite}media/[^?]+\\.(jpg|png)$`));

    const rows = await database.db.select({ id: cars.id, stocknum: cars.stocknum }).from(cars);
    const stocknumOf = new Map(rows.map((row) => [row.id, row.stocknum]));
    const googleById = new Map(googleItems.map((item) => [text(item["g:id"]), item]));
    const metaById = new Map(metaListings.map((listing) => [text(listing.vehicle_id), listing]));
    let photographedInFeeds = 0;
    for (const set of sets) {
      const stocknum = stocknumOf.get(set.carId) ?? "";
      const photos = set.files.map((file) => `${site.origin}/media/photo/${hashOfFile(file)}/1200.jpg`);
      const inGoogle = googleById.get(stocknum);
      const inMeta = metaById.get(stocknum);
      if (inGoogle) expect(googleImages(inGoogle)).toEqual(photos);
      if (inMeta) expect(metaImages(inMeta)).toEqual(photos);
      if (inGoogle && inMeta) photographedInFeeds += 1;
    }
    expect(photographedInFeeds).toBeGreaterThan(10);
  });
});

type Parsed = Record<string, unknown>;
