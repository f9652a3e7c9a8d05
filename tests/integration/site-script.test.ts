import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { usualOpeningHours } from "@/locations/location-input";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { dealerships, locations, siteConfigVersions, siteDomains, sites, staffAudit } from "@/platform/db/schema";

// `npm run site` as an operator moving a group's sites runs it (decision 049): a file with two sites
// creates both, with their logo read from beside the file; a file with mistakes creates nothing and
// names each field; pause and resume by slug. On an embedded database nothing else holds.

type Run = { status: number | null; stdout: string; stderr: string };

function runSite(args: string[], dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", "scripts/site.ts", ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

const pngPixel = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function site(name: string, slug: string, domain: string, postcode = "2150") {
  return {
    name,
    slug,
    template: "used-car",
    domains: [{ name: domain, primary: true }],
    dealerships: [
      {
        name,
        slug,
        locations: [
          {
            name: `${name} Showroom`,
            street: "1 Church Street",
            city: "Parramatta",
            state: "NSW",
            postcode,
            phone: "02 9555 0100",
            openingHours: usualOpeningHours(),
          },
        ],
      },
    ],
    theme: {
      primary: "#1d4ed8",
      primaryText: "#ffffff",
      secondary: "#0f172a",
      secondaryText: "#ffffff",
      font: "system",
    },
  };
}

describe("npm run site", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "site-script-"));
  const dataDir = path.join(folder, "data");

  async function read<T>(query: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir });
    try {
      return await query(database.db);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    const database = await openDatabase({ dataDir });
    await migrateDatabase(database);
    await database.close();
  }, 120_000);

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("creates every site of a file, with its logo from beside the file, and says what it did", async () => {
    writeFileSync(path.join(folder, "logo.png"), pngPixel);
    const file = path.join(folder, "group.json");
    writeFileSync(
      file,
      JSON.stringify([
        {
          ...site("North Motors", "north-motors", "northmotors.com.au"),
          theme: { ...site("", "", "").theme, logoFile: "logo.png" },
        },
        site("South Motors", "south-motors", "southmotors.com.au"),
      ]),
    );
    const run = await runSite(["create", "--file", file], dataDir);
    expect(run.stderr).toBe("");
    expect(run.stdout).toContain(
      "Created North Motors (north-motors), live: 1 dealership(s), 1 location(s), domains northmotors.com.au; configuration version 1.",
    );
    expect(run.stdout).toContain("Created South Motors (south-motors)");
    expect(run.stdout).toContain("2 site(s) created.");
    expect(run.status).toBe(0);

    const stored = await read(async (db) => {
      const rows = await db
        .select()
        .from(sites)
        .where(inArray(sites.slug, ["north-motors", "south-motors"]));
      const ids = rows.map((row) => row.id);
      return {
        rows,
        domains: await db.select().from(siteDomains).where(inArray(siteDomains.siteId, ids)),
        dealerships: await db.select().from(dealerships).where(inArray(dealerships.siteId, ids)),
        locations: await db.select().from(locations).where(inArray(locations.siteId, ids)),
        versions: await db.select().from(siteConfigVersions).where(inArray(siteConfigVersions.siteId, ids)),
        audit: await db.select().from(staffAudit).where(inArray(staffAudit.siteId, ids)),
      };
    });
    expect(stored.rows).toHaveLength(2);
    const north = stored.rows.find((row) => row.slug === "north-motors");
    expect(north?.configOverrides).toMatchObject({
      branding: { logoUrl: `data:image/png;base64,${pngPixel.toString("base64")}` },
    });
    expect(stored.domains).toHaveLength(2);
    expect(stored.dealerships).toHaveLength(2);
    expect(stored.locations).toHaveLength(2);
    expect(stored.versions.map((version) => [version.version, version.publishedBy, version.note])).toEqual([
      [1, null, "Created with npm run site"],
      [1, null, "Created with npm run site"],
    ]);
    expect(stored.audit.map((line) => [line.action, line.staffAccountId, line.after?.by])).toEqual([
      ["site-created", null, "npm run site"],
      ["site-created", null, "npm run site"],
    ]);
  });

  it("creates nothing from a file with mistakes, and names each field", async () => {
    const file = path.join(folder, "bad.json");
    writeFileSync(
      file,
      JSON.stringify([
        site("East Motors", "east-motors", "eastmotors.com.au"),
        site("North Again", "north-motors", "https://northagain.com.au", "3000"),
      ]),
    );
    const run = await runSite(["create", "--file", file], dataDir);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("Nothing was created. Fix these and run it again:");
    expect(run.stderr).toContain("Site 2 (North Again):");
    expect(run.stderr).toContain(
      "  domains.0.name: Enter the domain alone, like www.testmotors.com.au (no https:// or path).",
    );
    expect(run.stderr).not.toContain("Site 1");
    expect(await read((db) => db.select().from(sites).where(eq(sites.slug, "east-motors")))).toEqual([]);

    // The schema's own messages passed, the database's rules next: a taken slug, a postcode elsewhere.
    writeFileSync(file, JSON.stringify(site("North Again", "north-motors", "northagain.com.au", "3000")));
    const again = await runSite(["create", "--file", file], dataDir);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain("  slug: Another site has the slug north-motors.");
    expect(again.stderr).toContain("  dealerships.0.locations.0.postcode: Postcode 3000 is in VIC, not NSW.");
  });

  it("pauses and resumes a site by its slug, once each", async () => {
    const paused = await runSite(["pause", "--slug", "south-motors"], dataDir);
    expect(paused.stdout).toContain("South Motors (south-motors) is paused");
    expect(paused.status).toBe(0);
    const twice = await runSite(["pause", "--slug", "south-motors"], dataDir);
    expect(twice.status).toBe(1);
    expect(twice.stderr).toContain("south-motors: The site is already paused.");
    const resumed = await runSite(["resume", "--slug", "south-motors"], dataDir);
    expect(resumed.stdout).toContain("South Motors (south-motors) is live again.");
    const state = await read(async (db) => ({
      site: await db.select({ status: sites.status }).from(sites).where(eq(sites.slug, "south-motors")),
      audit: await db
        .select({ action: staffAudit.action, before: staffAudit.before, after: staffAudit.after })
        .from(staffAudit)
        .where(inArray(staffAudit.action, ["site-paused", "site-resumed"])),
    }));
    expect(state.site).toEqual([{ status: "live" }]);
    expect(state.audit).toEqual([
      { action: "site-paused", before: { status: "live" }, after: { status: "paused", by: "npm run site" } },
      { action: "site-resumed", before: { status: "paused" }, after: { status: "live", by: "npm run site" } },
    ]);
    const unknown = await runSite(["resume", "--slug", "no-such-site"], dataDir);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("no-such-site: No such site.");
  });
});
