import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { freshServerDatabase } from "../../scripts/lib/fresh-database";

vi.mock("server-only", () => ({}));

// More than one web process (server/web-server.mjs with WEB_PROCESSES, decision 057), and the
// replicas it stands for: processes that start together on a new PostgreSQL database take turns to
// migrate it, and the settings the web server cannot run with stop it at once with a sentence that
// says why. The processes serving pages together are checked on a production build in
// tests/e2e/web-processes.spec.ts.
const serverUrl = process.env.DATABASE_URL;
const webServer = path.join(process.cwd(), "server", "web-server.mjs");

function startWith(env: Record<string, string>, cwd = process.cwd()) {
  const run = spawnSync(process.execPath, [webServer], {
    cwd,
    env: { ...process.env, NODE_ENV: "production", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
  return { status: run.status, stderr: run.stderr };
}

describe("the web server's process count", () => {
  it("refuses a WEB_PROCESSES that is not a count, naming the setting and the value", () => {
    for (const value of ["abc", "0", "1.5", "65"]) {
      const run = startWith({ WEB_PROCESSES: value, DATABASE_URL: "" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`WEB_PROCESSES must be a whole number from 1 to 64, or auto; it is "${value}"`);
    }
  });

  it("fails its start, as one process would, when its processes cannot start", () => {
    // A folder with no build: each process's Next fails as it starts.
    const empty = mkdtempSync(path.join(tmpdir(), "no-build-"));
    try {
      const run = startWith({ WEB_PROCESSES: "2", DATABASE_URL: "postgres://127.0.0.1:1/none", PORT: "0" }, empty);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("before it listened: stopping the web server");
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it("refuses more than one process on the embedded database, which has one writer", () => {
    const run = startWith({ WEB_PROCESSES: "2", DATABASE_URL: "" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("WEB_PROCESSES=2 needs DATABASE_URL");
  });
});

describe.runIf(serverUrl)("processes starting together on a new PostgreSQL database", async () => {
  if (!serverUrl) return;
  const databaseUrl = await freshServerDatabase(serverUrl, `it_migrate_together_${randomBytes(6).toString("hex")}`);
  const { migrateDatabase, openDatabase } = await import("@/platform/db/connect");

  it("migrate it once between them, and every one of them starts", async () => {
    const processes = await Promise.all([1, 2, 3, 4].map(() => openDatabase({ databaseUrl })));
    try {
      const results = await Promise.allSettled(processes.map((database) => migrateDatabase(database)));
      expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const applied = await client.query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
      const files = readdirSync(path.join(process.cwd(), "drizzle")).filter((name) => name.endsWith(".sql"));
      expect(Number(applied.rows[0]?.count)).toBe(files.length);
      const sites = await client.query("select count(*) from sites");
      expect(sites.rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });
});
