import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { usualOpeningHours } from "@/locations/location-input";
import type { NewSiteInput } from "@/console/sites/new-site-schema";

// Onboarding on the PostgreSQL server (decision 049), in a database of its own, through the app's own
// database handles, listener and route handlers: the operator's create writes the site, its domains,
// dealerships, locations, configuration version 1 and the audit line in one go; a taken slug or
// domain is a field message; anyone else is refused; a paused site's robots, sitemap and feeds answer
// 503 and its holding page says so on every replica; a host looked up before its site existed
// answers the moment the site is created.

const serverUrl = process.env.DATABASE_URL;

function testMotors(overrides: Partial<NewSiteInput> = {}): NewSiteInput {
  return {
    name: "Test Motors",
    slug: "test-motors",
    template: "default",
    groupId: "",
    domains: [
      { name: "testmotors.com.au", primary: true },
      { name: "www.testmotors.com.au", primary: false },
    ],
    dealerships: [
      {
        name: "Test Motors Parramatta",
        slug: "test-motors-parramatta",
        locations: [
          {
            name: "Test Motors Parramatta",
            street: "12 Church Street",
            city: "Parramatta",
            state: "NSW",
            postcode: "2150",
            phone: "02 9555 0100",
            email: "sales@testmotors.com.au",
            openingHours: usualOpeningHours(),
          },
        ],
      },
    ],
    theme: {
      primary: "#b91c1c",
      primaryText: "#ffffff",
      secondary: "#0f172a",
      secondaryText: "#ffffff",
      font: "serif",
      logo: "",
    },
    ...overrides,
  };
}

describe.runIf(serverUrl)("onboarding a site on the PostgreSQL server", async () => {
  if (!serverUrl) return;
  const name = `it_onboarding_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  Object.assign(process.env, { DATABASE_URL: url.toString(), APP_DATABASE_URL: "", LOG_LEVEL: "warn" });

  const { getPlatformDatabase } = await import("@/platform/db");
  const schema = await import("@/platform/db/schema");
  const { generateDemoData } = await import("@/demo/generate");
  const { seedDemoData } = await import("@/demo/seed");
  const { getSiteByKey } = await import("@/sites/get-site");
  const { listenForSiteChanges, stockIndexStats } = await import("@/stock/stock-index");
  const { sitePolicyFor } = await import("@/platform/security/site-policies");
  const { createStaffAccount, resolveStaffScope } = await import("@/console/server/staff-accounts");
  const { onboardSite } = await import("@/console/sites/server/onboarding");
  const { changeSiteStatus } = await import("@/console/sites/server/site-status");
  const { listSiteRows } = await import("@/console/sites/server/site-directory");
  const sitemap = await import("@/app/[site]/sitemap.xml/route");
  const robots = await import("@/app/[site]/robots.txt/route");
  const googleFeed = await import("@/app/[site]/feeds/google-vehicle-listings.xml/route");
  const holdingPage = await import("@/app/site-paused/[site]/[[...path]]/route");

  const platform = await getPlatformDatabase();
  const db = platform.db;
  const options = { rootDomain: "localhost" };
  type Member = Parameters<typeof onboardSite>[1];
  let operator: Member;
  let manager: Member;
  let groupId = "";

  async function member(email: string, grants: Parameters<typeof createStaffAccount>[1]["grants"]): Promise<Member> {
    const account = await createStaffAccount(db, {
      email,
      name: email.split("@")[0] ?? email,
      password: "a long enough password for tests",
      grants,
    });
    return { staffAccountId: account.id, scope: await resolveStaffScope(db, db, account.id) };
  }

  const get = (route: { GET: (request: Request, context: never) => Promise<Response> }, key: string, path = "/") =>
    route.GET(new Request(`http://${key}${path}`), { params: Promise.resolve({ site: key, path: [] }) } as never);

  beforeAll(async () => {
    await seedDemoData(db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 3 }));
    await listenForSiteChanges();
    const [group] = await db.insert(schema.dealerGroups).values({ name: "Test Group" }).returning();
    groupId = group!.id;
    const [dealership] = await db.select({ id: schema.dealerships.id }).from(schema.dealerships).limit(1);
    operator = await member("ops@onboarding.example", [{ role: "operator" }]);
    manager = await member("manager@onboarding.example", [{ role: "manager", dealershipId: dealership!.id }]);
  }, 120_000);

  afterAll(async () => {
    // The process's listener holds a connection to the end: the drop ends it (a warning, not an error).
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  });

  it("answers a host looked up before its site existed as soon as the site is created", async () => {
    // The cache is on (the listener hears changes): the miss must not be kept.
    expect(await getSiteByKey("testmotors.com.au")).toBeNull();
    expect(await getSiteByKey("test-motors")).toBeNull();

    const created = await onboardSite(db, operator, testMotors({ groupId }), options);
    if (!created.ok) throw new Error(JSON.stringify(created.errors));

    // At once: no wait for a notification.
    const site = await getSiteByKey("testmotors.com.au");
    expect(site?.id).toBe(created.site.id);
    expect(site?.name).toBe("Test Motors");
    expect((await getSiteByKey("www.testmotors.com.au"))?.id).toBe(created.site.id);
    expect((await getSiteByKey("test-motors"))?.config.theme.font).toBe("serif");
    expect(site?.config.theme.colors.primary).toBe("#b91c1c");
    // Every replica builds its search index on hearing of it, so readiness (every site's index)
    // never takes a server out of the load balancer for a new site.
    await expect.poll(() => stockIndexStats(created.site.id)?.builds ?? 0, { timeout: 5_000 }).toBe(1);
  });

  it("wrote the site, its domains, dealership, location, configuration version 1 and the audit line", async () => {
    const [site] = await db.select().from(schema.sites).where(eq(schema.sites.slug, "test-motors"));
    expect(site).toMatchObject({ name: "Test Motors", template: "default", status: "live", configVersion: 1, groupId });
    // Only what differs from the template: its name and its own look.
    expect(site?.configOverrides).toEqual({
      identity: { name: "Test Motors", shortName: "Test Motors" },
      theme: { colors: { primary: "#b91c1c" }, font: "serif" },
    });
    const domains = await db.select().from(schema.siteDomains).where(eq(schema.siteDomains.siteId, site!.id));
    expect(domains.map((domain) => [domain.domain, domain.isPrimary]).sort()).toEqual([
      ["testmotors.com.au", true],
      ["www.testmotors.com.au", false],
    ]);
    const dealerships = await db.select().from(schema.dealerships).where(eq(schema.dealerships.siteId, site!.id));
    expect(dealerships.map((row) => row.slug)).toEqual(["test-motors-parramatta"]);
    const locations = await db.select().from(schema.locations).where(eq(schema.locations.siteId, site!.id));
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({
      slug: "test-motors-parramatta",
      dealershipId: dealerships[0]!.id,
      isPrimary: true,
      postcode: "2150",
      leadEmail: "sales@testmotors.com.au",
    });
    // Geocoded from the shipped postcode table: Parramatta is west of Sydney.
    expect(locations[0]!.lat).toBeCloseTo(-33.8, 0);
    expect(locations[0]!.openingHours.find((day) => day.weekday === 0)).toEqual({
      weekday: 0,
      status: "Closed",
      open: null,
      close: null,
    });
    const versions = await db
      .select()
      .from(schema.siteConfigVersions)
      .where(eq(schema.siteConfigVersions.siteId, site!.id));
    expect(versions).toMatchObject([
      { version: 1, configOverrides: site!.configOverrides, publishedBy: operator.staffAccountId },
    ]);
    const audit = await db.select().from(schema.staffAudit).where(eq(schema.staffAudit.siteId, site!.id));
    expect(audit).toMatchObject([
      {
        action: "site-created",
        staffAccountId: operator.staffAccountId,
        before: null,
        after: {
          slug: "test-motors",
          status: "live",
          domains: "testmotors.com.au (primary), www.testmotors.com.au",
          by: "console",
        },
      },
    ]);
    const listed = (await listSiteRows(db)).find((row) => row.slug === "test-motors");
    expect(listed).toMatchObject({
      groupName: "Test Group",
      primaryDomain: "testmotors.com.au",
      dealerships: 1,
      status: "live",
    });
  });

  it("refuses a taken slug and a taken domain with field messages, and writes nothing", async () => {
    const before = await db.select({ total: sql<number>`count(*)::int` }).from(schema.sites);
    const taken = await onboardSite(
      db,
      operator,
      testMotors({
        domains: [
          { name: "www.testmotors.com.au", primary: true },
          { name: "test-motors.localhost", primary: false },
        ],
      }),
      options,
    );
    expect(taken).toEqual({
      ok: false,
      errors: {
        slug: "Another site has the slug test-motors.",
        "domains.0.name": "www.testmotors.com.au is already a domain of Test Motors.",
        "domains.1.name": "test-motors.localhost is one of the platform's own addresses, not a dealer's domain.",
      },
    });
    const wrongPostcode = await onboardSite(
      db,
      operator,
      testMotors({
        slug: "other-motors",
        domains: [{ name: "othermotors.com.au", primary: true }],
        dealerships: [
          {
            ...testMotors().dealerships[0]!,
            locations: [{ ...testMotors().dealerships[0]!.locations[0]!, postcode: "3000" }],
          },
        ],
      }),
      options,
    );
    expect(wrongPostcode).toEqual({
      ok: false,
      errors: { "dealerships.0.locations.0.postcode": "Postcode 3000 is in VIC, not NSW." },
    });
    const after = await db.select({ total: sql<number>`count(*)::int` }).from(schema.sites);
    expect(after).toEqual(before);
  });

  it("refuses anyone but the operator, to create, pause or resume", async () => {
    const refused = await onboardSite(
      db,
      manager,
      testMotors({ slug: "managers-motors", domains: [{ name: "managers.com.au", primary: true }] }),
      options,
    );
    expect(refused).toEqual({ ok: false, errors: { form: "Only the platform's operator can do this." } });
    const site = await getSiteByKey("test-motors");
    expect(await changeSiteStatus(db, manager, site!.id, "pause")).toEqual({
      ok: false,
      message: "Only the platform's operator can do this.",
    });
    expect(await db.select().from(schema.sites).where(eq(schema.sites.slug, "managers-motors"))).toEqual([]);
  });

  it("takes a paused site out of its sitemap, robots and feeds, answers its pages with the holding page, and puts them back", async () => {
    const site = await getSiteByKey("testmotors.com.au");
    if (!site) throw new Error("no test motors");
    expect((await get(sitemap, "testmotors.com.au", "/sitemap.xml")).status).toBe(200);
    expect((await get(googleFeed, "testmotors.com.au", "/feeds/google-vehicle-listings.xml")).status).toBe(200);

    const paused = await changeSiteStatus(db, operator, site.id, "pause");
    expect(paused).toMatchObject({ ok: true, site: { status: "paused" } });
    expect(await changeSiteStatus(db, operator, site.id, "pause")).toEqual({
      ok: false,
      message: "The site is already paused.",
    });
    // Every replica's proxy hears it from the change notification, not from the request that paused it.
    await expect.poll(() => sitePolicyFor("testmotors.com.au").paused, { timeout: 5_000 }).toBe(true);
    expect(sitePolicyFor("test-motors").paused).toBe(true);

    for (const [route, path] of [
      [sitemap, "/sitemap.xml"],
      [robots, "/robots.txt"],
      [googleFeed, "/feeds/google-vehicle-listings.xml"],
    ] as const) {
      const answer = await get(route, "testmotors.com.au", path);
      expect(answer.status, path).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("3600");
      expect(answer.headers.get("x-robots-tag")).toBe("noindex");
      expect(await answer.text()).not.toContain("<url>");
    }
    const holding = await get(holdingPage, "testmotors.com.au", "/cars");
    expect(holding.status).toBe(503);
    expect(holding.headers.get("retry-after")).toBe("3600");
    expect(holding.headers.get("cache-control")).toBe("no-store");
    const html = await holding.text();
    expect(html).toContain("<h1");
    expect(html).toContain("Test Motors will be back soon");
    expect(html).toContain('<meta name="robots" content="noindex">');

    const audit = await db.select().from(schema.staffAudit).where(eq(schema.staffAudit.action, "site-paused"));
    expect(audit).toMatchObject([{ siteId: site.id, before: { status: "live" }, after: { status: "paused" } }]);

    expect(await changeSiteStatus(db, operator, site.id, "resume")).toMatchObject({
      ok: true,
      site: { status: "live" },
    });
    await expect.poll(() => sitePolicyFor("testmotors.com.au").paused, { timeout: 5_000 }).toBe(false);
    expect((await get(sitemap, "testmotors.com.au", "/sitemap.xml")).status).toBe(200);
    // A request the proxy still sent to the holding page goes on to the page it asked for.
    const resumed = await get(holdingPage, "testmotors.com.au", "/cars");
    expect(resumed.status).toBe(307);
  });

  it("follows a pause made by plain SQL on another server, as a replica would", async () => {
    await db.update(schema.sites).set({ status: "paused" }).where(eq(schema.sites.slug, "test-motors"));
    await expect.poll(() => sitePolicyFor("www.testmotors.com.au").paused, { timeout: 5_000 }).toBe(true);
    await expect.poll(async () => (await getSiteByKey("test-motors"))?.status, { timeout: 5_000 }).toBe("paused");
    await db.update(schema.sites).set({ status: "live" }).where(eq(schema.sites.slug, "test-motors"));
    await expect.poll(() => sitePolicyFor("www.testmotors.com.au").paused, { timeout: 5_000 }).toBe(false);
  });
});
