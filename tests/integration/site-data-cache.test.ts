import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";

// The site data a page reads on every request is kept between requests while the process hears site
// changes (decision 030), and a change to any of it, made as plain SQL as an operator would, shows on
// the next read: the app's own database, its own listener, the embedded PGlite.
const dataDir = mkdtempSync(path.join(tmpdir(), "site-data-cache-"));
Object.assign(process.env, { DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" });

const { getPlatformDatabase, withTenant } = await import("@/platform/db");
const { locations, siteDomains, sites } = await import("@/platform/db/schema");
const { generateDemoData } = await import("@/demo/generate");
const { seedDemoData } = await import("@/demo/seed");
const { getSiteByKey } = await import("@/sites/get-site");
const { listLocations } = await import("@/locations/queries");
const { listenForSiteChanges, hearingSiteChanges } = await import("@/stock/stock-index");

describe("site data kept between requests", () => {
  let db: Awaited<ReturnType<typeof getPlatformDatabase>>["db"];

  beforeAll(async () => {
    db = (await getPlatformDatabase()).db;
    await seedDemoData(db, generateDemoData({ siteSlugs: ["harbourside", "redgum"], carsPerSite: 2 }));
    await listenForSiteChanges();
    expect(hearingSiteChanges()).toBe(true);
  }, 120_000);

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tagline = async () => (await getSiteByKey("harbourside"))?.config.identity.tagline;

  it("serves the same site to every request until the site changes, then its new config", async () => {
    const first = await getSiteByKey("harbourside");
    expect(await getSiteByKey("harbourside")).toBe(first);
    // Shared by every request, so no request can change it for the others.
    expect(Object.isFrozen(first?.config.identity)).toBe(true);

    await db
      .update(sites)
      .set({
        configOverrides: sql`jsonb_set(config_overrides, '{identity}', coalesce(config_overrides->'identity', '{}'::jsonb) || '{"tagline": "Open all weekend"}'::jsonb)`,
      })
      .where(eq(sites.slug, "harbourside"));
    await expect.poll(tagline, { timeout: 5_000 }).toBe("Open all weekend");
    // Another site's entry stays.
    const redgum = await getSiteByKey("redgum");
    await db
      .update(sites)
      .set({ configOverrides: sql`config_overrides` })
      .where(eq(sites.slug, "harbourside"));
    await expect.poll(async () => getSiteByKey("harbourside"), { timeout: 5_000 }).not.toBe(first);
    expect(await getSiteByKey("redgum")).toBe(redgum);
  });

  it("finds a domain added after a lookup missed it", async () => {
    expect(await getSiteByKey("cars.harbourside.example")).toBeNull();
    const site = await getSiteByKey("harbourside");
    if (!site) throw new Error("demo site missing");
    await db.insert(siteDomains).values({ siteId: site.id, domain: "cars.harbourside.example", isPrimary: false });
    expect((await getSiteByKey("cars.harbourside.example"))?.id).toBe(site.id);
  });

  it("shows a location's new name on the next read, and keeps a site's rows only for that site's requests", async () => {
    const site = await getSiteByKey("harbourside");
    if (!site) throw new Error("demo site missing");
    const redgum = await getSiteByKey("redgum");
    if (!redgum) throw new Error("demo site missing");
    const forSite = () => withTenant(site.id, () => listLocations(site));
    // Acting for another site (or none) first, the read neither comes from nor fills the site's entry.
    const asAnother = await withTenant(redgum.id, () => listLocations(site));
    const before = await forSite();
    expect(before).not.toBe(asAnother);
    expect(await forSite()).toBe(before);
    expect(await listLocations(site)).not.toBe(before);

    const location = before[0];
    if (!location) throw new Error("demo location missing");
    await db.update(locations).set({ name: "Harbourside Rozelle (new showroom)" }).where(eq(locations.id, location.id));
    await expect
      .poll(async () => (await forSite()).find((entry) => entry.id === location.id)?.name, { timeout: 5_000 })
      .toBe("Harbourside Rozelle (new showroom)");
  });
});
