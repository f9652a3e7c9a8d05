import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { sites } from "@/platform/db/schema";
import { checkDatabase, expectedMigrations } from "@/platform/health";
import { checkSiteConfigs } from "@/sites/config-check";

// `npm run config:check` and the database half of readiness, on an embedded PGlite folder (the
// command runs as its own process, as an operator would run it).

const now = new Date("2026-11-22T00:00:00Z");
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "config-check-"));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  await seedDemoData(
    database.db,
    generateDemoData({ referenceDate: now, carsPerSite: 3, siteSlugs: ["harbourside", "redgum", "driveflex"] }),
  );
  // Two sites broken the ways an operator's edit breaks them: a misspelt switch, a wrong type, a bad colour.
  const [redgum] = await database.db.select().from(sites).where(eq(sites.slug, "redgum"));
  await database.db
    .update(sites)
    .set({
      configOverrides: {
        ...redgum?.configOverrides,
        search: { filters: { stockAgeFiltr: 3, usedOnly: "yes" } },
        theme: { colors: { primary: "blue-ish" } },
      },
    })
    .where(eq(sites.slug, "redgum"));
  await database.db.update(sites).set({ template: "no-such-template" }).where(eq(sites.slug, "driveflex"));
  await database.close();
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("config:check", () => {
  it("names each bad field of each bad site, and passes the good ones", async () => {
    const database = await openDatabase({ dataDir });
    try {
      const reports = await checkSiteConfigs(database.db);
      const bySlug = new Map(reports.map((report) => [report.slug, report.issues.map((issue) => issue.path)]));
      expect(bySlug.get("harbourside")).toEqual([]);
      expect(bySlug.get("redgum")).toEqual(
        expect.arrayContaining(["search.filters.stockAgeFiltr", "search.filters.usedOnly", "theme.colors.primary"]),
      );
      expect(bySlug.get("driveflex")).toEqual(["template"]);
    } finally {
      await database.close();
    }
  });

  it("as a command, prints the fields and exits 1", () => {
    const run = spawnSync("npx", ["tsx", "scripts/config-check.ts"], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toContain("ok   harbourside");
    expect(run.stdout).toMatch(/FAIL redgum: \d+ bad fields/);
    expect(run.stdout).toContain(
      'search.filters.stockAgeFiltr: Unknown setting "stockAgeFiltr"; did you mean "stockAgeFilter"?',
    );
    expect(run.stdout).toContain("theme.colors.primary:");
    expect(run.stdout).toContain("2 of 3 site configurations invalid.");
  });
});

describe("database readiness", () => {
  let database: Database;
  afterAll(async () => {
    await database.close();
  });

  it("is not ready before the migrations are applied, and ready after", async () => {
    database = await openDatabase({});
    const before = await checkDatabase(database);
    expect(before.database.ok).toBe(true);
    expect(before.migrations).toEqual({ ok: false, applied: 0, expected: expectedMigrations() });
    await migrateDatabase(database);
    const after = await checkDatabase(database);
    expect(after.migrations).toEqual({ ok: true, applied: expectedMigrations(), expected: expectedMigrations() });
  });

  it("reports a database that does not answer", async () => {
    const closed = await openDatabase({});
    await closed.close();
    const readiness = await checkDatabase(closed);
    expect(readiness.database.ok).toBe(false);
    expect(readiness.migrations.ok).toBe(false);
  });
});
