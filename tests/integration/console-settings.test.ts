import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { and, eq } from "drizzle-orm";
import pg from "pg";

// A site's settings editor on a real database (decision 050): drafts, publishing, rollback and the
// refusal of stale edits, through the sites module the console calls, written on the platform's
// connection and read on the app's (row-level security on, against the PostgreSQL server when
// DATABASE_URL is set); and the staff preview: only a valid preview cookie shows the draft, and the
// site as shoppers load it never does.

vi.mock("server-only", () => ({}));

const serverUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), "console-settings-"));
let databaseName: string | null = null;
if (serverUrl) {
  databaseName = `it_console_settings_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${databaseName}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  Object.assign(process.env, { DATABASE_URL: url.toString(), LOG_LEVEL: "error" });
} else {
  Object.assign(process.env, { DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "error" });
}

const { getDb, getPlatformDatabase, withTenant } = await import("@/platform/db");
const { siteConfigVersions, sites, staffAudit } = await import("@/platform/db/schema");
const { generateDemoData } = await import("@/demo/generate");
const { seedDemoData } = await import("@/demo/seed");
const { createStaffAccount } = await import("@/console/server/staff-accounts");
const { auditSettings, conflictMessage, loadSettingsView } = await import("@/console/settings/server/site-settings");
const versions = await import("@/sites/config-versions");
const { overridesFrom, withValueAt } = await import("@/sites/config-edits");
const { resolveSiteConfig } = await import("@/sites/resolve-config");
const { getSiteByKey, getSiteForPage, previewSite } = await import("@/sites/get-site");
const { signPreviewToken, previewKeyLabel } = await import("@/sites/preview-token");
const { derivedStaffKey } = await import("@/platform/security/staff-secret-key");
const { sitePreviewResponse } = await import("@/sites/site-preview");

type Db = Awaited<ReturnType<typeof getDb>>;

describe(`a site's settings on ${serverUrl ? "the PostgreSQL server" : "PGlite"}`, () => {
  let platform: Db;
  let app: Db;
  let siteId: string;
  let redgumId: string;
  let grace: string;
  let olivia: string;
  const operator = { grants: [{ role: "operator" as const }] };

  /** The settings as the console loads them for the operator (on the app's connection). */
  async function view() {
    const found = await loadSettingsView(app, operator, siteId);
    if (!found) throw new Error("no settings");
    return found;
  }

  const seen = (current: Awaited<ReturnType<typeof view>>) => ({
    baseVersion: current.record.version,
    draftUpdatedAt: current.record.draft?.updatedAt ?? null,
  });

  /** Saves a draft with one setting changed, as the console's save does (audit line included). */
  async function saveDraft(
    staffAccountId: string,
    path: (string | number)[],
    value: unknown,
    from?: Awaited<ReturnType<typeof view>>,
  ) {
    const current = from ?? (await view());
    const edited = resolveSiteConfig(
      current.record.template,
      overridesFrom(current.base, withValueAt(current.working, path, value)),
    );
    return versions.saveSiteDraft(
      platform,
      { siteId, seen: seen(current), overrides: overridesFrom(current.base, edited), staffAccountId },
      (tx, { before }) =>
        auditSettings(tx, {
          action: "site-draft-saved",
          staffAccountId,
          siteId,
          from: current.working,
          to: edited,
          before: { draftBaseVersion: before.draft?.baseVersion ?? null },
          after: { draftBaseVersion: before.version },
        }),
    );
  }

  async function publish(staffAccountId: string, note: string, from?: Awaited<ReturnType<typeof view>>) {
    const current = from ?? (await view());
    return versions.publishSiteDraft(platform, { siteId, seen: seen(current), note, staffAccountId });
  }

  const soldTag = async () => (await getSiteByKey("harbourside"))?.config.labels.soldTag;

  beforeAll(async () => {
    platform = (await getPlatformDatabase()).db;
    app = await getDb();
    await seedDemoData(platform, generateDemoData({ siteSlugs: ["harbourside", "redgum"], carsPerSite: 2 }));
    const rows = await platform.select({ id: sites.id, slug: sites.slug }).from(sites);
    siteId = rows.find((row) => row.slug === "harbourside")?.id ?? "";
    redgumId = rows.find((row) => row.slug === "redgum")?.id ?? "";
    const account = (name: string) =>
      createStaffAccount(platform, {
        email: `${name.toLowerCase()}@staff.example`,
        name,
        password: "a long enough password for tests",
        grants: [{ role: "operator" }],
      }).then((row) => row.id);
    grace = await account("Grace");
    olivia = await account("Olivia");
  }, 180_000);

  afterAll(async () => {
    await (await getPlatformDatabase()).close().catch(() => undefined);
    if (databaseName && serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists "${databaseName}" with (force)`);
      await admin.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts every seeded site at version 1, on record", async () => {
    const current = await view();
    expect(current.record.version).toBe(1);
    expect(current.current?.note).toBe("The demo configuration");
    expect(current.record.draft).toBeNull();
  });

  it("saves a draft that the site's shoppers never see, with its audit line", async () => {
    const published = await soldTag();
    const saved = await saveDraft(grace, ["labels", "soldTag"], "SNAPPED UP");
    expect(saved.ok).toBe(true);
    const current = await view();
    expect(current.draft?.labels.soldTag).toBe("SNAPPED UP");
    expect(current.record.draft?.baseVersion).toBe(1);
    // The site as every request loads it, and as a page without a preview cookie loads it.
    expect(await soldTag()).toBe(published);
    expect((await getSiteForPage("harbourside"))?.config.labels.soldTag).toBe(published);
    const [line] = await platform
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.siteId, siteId), eq(staffAudit.action, "site-draft-saved")));
    expect(line?.staffAccountId).toBe(grace);
    expect(line?.before).toMatchObject({ "labels.soldTag": published });
    expect(line?.after).toMatchObject({ "labels.soldTag": "SNAPPED UP" });
  });

  it("shows the draft only with a valid preview cookie for this site", async () => {
    const site = await getSiteByKey("harbourside");
    if (!site) throw new Error("no site");
    const key = derivedStaffKey(previewKeyLabel);
    const hour = new Date(Date.now() + 60 * 60 * 1000);
    const grant = { siteId, staffAccountId: grace, purpose: "cookie" as const, expiresAt: hour };
    const valid = await previewSite(app, site, signPreviewToken(grant, key));
    expect(valid.config.labels.soldTag).toBe("SNAPPED UP");
    expect(valid.preview?.baseVersion).toBe(1);
    expect(valid.published).toBe(site);

    const ignored = [
      signPreviewToken(grant, randomBytes(32)),
      signPreviewToken({ ...grant, expiresAt: new Date(Date.now() - 1000) }, key),
      signPreviewToken({ ...grant, purpose: "handoff" }, key),
      signPreviewToken({ ...grant, siteId: redgumId }, key),
      "v1.bm90LWEtdG9rZW4.c2lnbmF0dXJl",
    ];
    for (const token of ignored) {
      const shown = await previewSite(app, site, token);
      expect(shown).toBe(site);
      expect(shown.preview).toBeUndefined();
    }
  });

  it("opens a preview from the console's link: a two-minute token becomes the site's cookie, an old one does not", async () => {
    const site = await getSiteByKey("harbourside");
    if (!site) throw new Error("no site");
    const key = derivedStaffKey(previewKeyLabel);
    const handoff = signPreviewToken(
      { siteId, staffAccountId: grace, purpose: "handoff", expiresAt: new Date(Date.now() + 120_000) },
      key,
    );
    const answer = sitePreviewResponse(
      new Request(`http://harbourside.localhost/api/site-preview?token=${handoff}`),
      site,
    );
    expect(answer.status).toBe(303);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const cookie = /__Host-site-preview=([^;]+);.*HttpOnly; Secure; SameSite=Lax/.exec(
      answer.headers.get("set-cookie") ?? "",
    );
    expect(cookie?.[1]).toBeTruthy();
    expect((await previewSite(app, site, cookie?.[1] ?? "")).config.labels.soldTag).toBe("SNAPPED UP");

    const stale = signPreviewToken(
      { siteId, staffAccountId: grace, purpose: "handoff", expiresAt: new Date(Date.now() - 1000) },
      key,
    );
    const refused = sitePreviewResponse(
      new Request(`http://harbourside.localhost/api/site-preview?token=${stale}`),
      site,
    );
    expect(refused.status).toBe(403);
    expect(refused.headers.get("set-cookie")).toBeNull();
    const ended = sitePreviewResponse(new Request("http://harbourside.localhost/api/site-preview?end=1"), site);
    expect(ended.headers.get("set-cookie")).toMatch(/__Host-site-preview=; Path=\/; Max-Age=0/);
  });

  it("publishes the draft as version 2: its row, the site's settings and version, and every page after", async () => {
    const result = await publish(grace, "A new sold tag");
    expect(result).toEqual({ ok: true, version: 2 });
    const [row] = await platform
      .select()
      .from(siteConfigVersions)
      .where(and(eq(siteConfigVersions.siteId, siteId), eq(siteConfigVersions.version, 2)));
    expect(row).toMatchObject({ publishedBy: grace, note: "A new sold tag" });
    expect(row?.configOverrides).toMatchObject({ labels: { soldTag: "SNAPPED UP" } });
    const current = await view();
    expect(current.record.version).toBe(2);
    expect(current.record.draft).toBeNull();
    expect(current.record.overrides).toEqual(row?.configOverrides);
    expect(await soldTag()).toBe("SNAPPED UP");
  });

  it("refuses a draft or a publish based on a stale version, naming who published meanwhile", async () => {
    const graceSaw = await view();
    expect((await saveDraft(olivia, ["labels", "noPriceText"], "Call us"))?.ok).toBe(true);
    expect((await publish(olivia, "Call us for a price")).ok).toBe(true);

    const refused = await saveDraft(grace, ["labels", "soldTag"], "GONE", graceSaw);
    expect(refused).toMatchObject({
      ok: false,
      reason: "conflict",
      conflict: { kind: "published", version: 3, publishedBy: olivia },
    });
    if (refused.ok || refused.reason !== "conflict") throw new Error("not refused");
    expect(await conflictMessage(app, refused.conflict)).toMatch(
      /^Olivia published version 3 at .* since you opened this page/,
    );
    expect((await publish(grace, "stale", graceSaw)).ok).toBe(false);
    expect(await soldTag()).toBe("SNAPPED UP");

    // Two people on one draft: the second save names the first.
    const both = await view();
    expect((await saveDraft(olivia, ["labels", "soldTag"], "GONE", both)).ok).toBe(true);
    const late = await publish(grace, "late", both);
    expect(late).toMatchObject({ ok: false, reason: "conflict", conflict: { kind: "draft-saved", updatedBy: olivia } });
    expect(await soldTag()).toBe("SNAPPED UP");
    expect((await versions.discardSiteDraft(platform, { siteId, seen: seen(await view()) })).ok).toBe(true);
  });

  it("rolls back to version 1 as a new version with its settings, and refuses a rollback on a stale version", async () => {
    const before = await view();
    const first = await versions.readConfigVersion(platform, siteId, 1);
    const stale = await versions.rollBackSiteConfig(platform, {
      siteId,
      toVersion: 1,
      seenVersion: before.record.version - 1,
      note: "stale",
      staffAccountId: grace,
    });
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
    const rolled = await versions.rollBackSiteConfig(platform, {
      siteId,
      toVersion: 1,
      seenVersion: before.record.version,
      note: "Rolled back to version 1",
      staffAccountId: grace,
    });
    expect(rolled).toEqual({ ok: true, version: before.record.version + 1 });
    const after = await view();
    expect(after.record.overrides).toEqual(first?.overrides);
    expect(await soldTag()).toBe(resolveSiteConfig(after.record.template, first?.overrides).labels.soldTag);
    // Read as the site (row-level security): every version, newest first.
    const listed = await withTenant(siteId, () => versions.listConfigVersions(app, siteId));
    expect(listed.map((version) => version.version)).toEqual([4, 3, 2, 1]);
    if (serverUrl) expect(await withTenant(redgumId, () => versions.listConfigVersions(app, siteId))).toEqual([]);
  });

  it("keeps a draft that does not resolve out of the database, with the schema's message", async () => {
    const current = await view();
    const refused = await versions.saveSiteDraft(platform, {
      siteId,
      seen: seen(current),
      overrides: { labels: { soldTag: "  " } },
      staffAccountId: grace,
    });
    expect(refused).toMatchObject({
      ok: false,
      reason: "invalid",
      issues: [{ path: "labels.soldTag", message: "Must not be blank" }],
    });
    expect((await view()).record.draft).toBeNull();
  });

  it.runIf(serverUrl)(
    "announces a publish on site_changed, which every server's page cache and site data hear",
    async () => {
      const listener = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await listener.connect();
      try {
        await listener.query("listen site_changed");
        const heard: string[] = [];
        listener.on("notification", (message) => heard.push(message.payload ?? ""));
        expect((await saveDraft(grace, ["labels", "soldTag"], "ALL GONE")).ok).toBe(true);
        heard.length = 0;
        expect((await publish(grace, "Announced")).ok).toBe(true);
        await expect.poll(() => heard, { timeout: 5_000 }).toContain(siteId);
      } finally {
        await listener.end();
      }
    },
  );

  it.runIf(serverUrl)("lets only the platform's connection write versions: the app's role is refused", async () => {
    await expect(app.insert(siteConfigVersions).values({ siteId, version: 99, configOverrides: {} })).rejects.toThrow();
  });
});
