import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, like, sql } from "drizzle-orm";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { DataDirInUseError, lockDataDir, lockFilePath, readDataDirHolder } from "@/platform/db/data-dir-lock";
import { cars, sites } from "@/platform/db/schema";

// One writer per embedded database (decision 034): the scripts refuse a data folder a server holds,
// and each other's; a lock whose process has gone is taken over; the holder's exit releases it.
// The server is this test process, which opens the folder exactly as the server does (openDatabase
// with its address); other holders are a small child process (fixtures/hold-data-dir.ts).

const serverAddress = "http://localhost:3999";
const holderFixture = path.join(import.meta.dirname, "fixtures", "hold-data-dir.ts");

type Run = { status: number | null; stdout: string; stderr: string };

/** `npx tsx scripts/{script}` on the embedded database in `dataDir`, as an operator would run it. */
function runScript(
  dataDir: string,
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["tsx", `scripts/${script}`, ...args], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

type Holder = {
  child: ChildProcess;
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** A child process that holds `dataDir` as openDatabase takes it, until its stdin closes. */
async function holdInChild(dataDir: string, ...args: string[]): Promise<Holder> {
  const child = spawn(process.execPath, ["--import", "tsx", holderFixture, dataDir, ...args], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const pid = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const holding = /holding (\d+)/.exec(output);
      if (holding) resolve(Number(holding[1]));
    });
    child.once("exit", () => reject(new Error(`the holder ended before it held ${dataDir}: ${output}`)));
  });
  return { child, pid, exited };
}

function lockHolderPid(dataDir: string): unknown {
  const parsed: unknown = JSON.parse(readFileSync(lockFilePath(dataDir), "utf8"));
  return typeof parsed === "object" && parsed !== null && "pid" in parsed ? parsed.pid : undefined;
}

const folders: string[] = [];
function freshFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "data-dir-lock-"));
  folders.push(folder);
  return folder;
}

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe("while a server holds the embedded database", () => {
  let dataDir: string;
  let server: Database;
  const carCount = async () => (await server.db.select({ n: count() }).from(cars))[0]?.n;

  beforeAll(async () => {
    process.env.LOG_LEVEL = "warn";
    dataDir = freshFolder();
    server = await openDatabase({ dataDir, holder: { address: serverAddress } });
    await migrateDatabase(server);
    await seedDemoData(server.db, generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 3 }));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
  });

  it("records the server's pid and address in the folder's lock", () => {
    expect(readDataDirHolder(dataDir)).toMatchObject({ pid: process.pid, address: serverAddress });
  });

  it("refuses npm run import, naming the server and the stock API, and writes nothing", async () => {
    const before = await carCount();
    const run = await runScript(dataDir, "import.ts", [
      ...["--site", "harbourside", "--dealership", "harbourside-motors"],
      ...["--file", "docs/examples/stock-sample.csv", "--full"],
    ]);
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`npm run import did not start. The embedded database in ${dataDir} is in use by`);
    expect(run.stderr).toContain(`the server at ${serverAddress} (pid ${process.pid}, started `);
    expect(run.stderr).toContain(
      'curl -X POST "http://harbourside.localhost:3999/api/stock/harbourside-motors/cars?mode=full"',
    );
    expect(run.stderr).toContain('-H "Authorization: Bearer <stock key>" -H "Content-Type: text/csv"');
    expect(run.stdout).toBe("");
    expect(await carCount()).toBe(before);
    const [imported] = await server.db.select({ n: count() }).from(cars).where(like(cars.stocknum, "SAMPLE-%"));
    expect(imported?.n).toBe(0);
    expect(lockHolderPid(dataDir)).toBe(process.pid);
  });

  it("refuses the other scripts on the folder, and a second npm start, each saying what to do instead", async () => {
    const sitesBefore = (await server.db.select({ n: count() }).from(sites))[0]?.n;
    const [seed, migrate, stockKey, configCheck, reservation, start] = await Promise.all([
      runScript(dataDir, "seed.ts", ["--sites", "redgum"]),
      runScript(dataDir, "migrate.ts"),
      runScript(dataDir, "stock-key.ts", ["list"]),
      runScript(dataDir, "config-check.ts"),
      runScript(dataDir, "reservation.ts", ["capture", "3f1c2a9e-0000-4000-8000-000000000000"]),
      // Refused before it would build: a second server on the same folder.
      runScript(dataDir, "start.ts", [], { PORT: "3999" }),
    ]);
    for (const run of [seed, migrate, stockKey, configCheck, reservation, start]) {
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`the server at ${serverAddress} (pid ${process.pid}`);
    }
    expect(seed.stderr).toContain(`Stop the server first (Ctrl-C where it runs, or kill ${process.pid})`);
    expect(migrate.stderr).toContain("The server applied every migration it has as it started.");
    expect(stockKey.stderr).toContain("In demo mode the stock API needs no new key");
    expect(configCheck.stderr).toContain("Stop the server first");
    expect(reservation.stderr).toContain(
      "npm run reservation -- capture 3f1c2a9e-0000-4000-8000-000000000000 --server http://{site}.localhost:3999",
    );
    expect(start.stderr).toContain(`That server is running: open ${serverAddress}/.`);
    expect((await server.db.select({ n: count() }).from(sites))[0]?.n).toBe(sitesBefore);
    expect(lockHolderPid(dataDir)).toBe(process.pid);
  });

  it("leaves in-memory databases alone", async () => {
    const [first, second] = await Promise.all([openDatabase({}), openDatabase({})]);
    try {
      await first.db.execute(sql`create table here (n int)`);
      await second.db.execute(sql`create table here (n int)`);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});

describe("the lock of a data folder", () => {
  it("refuses a second script while one holds the folder (two imports at once), in openDatabase too", async () => {
    const dataDir = freshFolder();
    const holder = await holdInChild(dataDir, "--command", "npm run import");
    try {
      const run = await runScript(dataDir, "import.ts", [
        ...["--site", "harbourside", "--dealership", "harbourside-motors"],
        ...["--file", "docs/examples/stock-sample.csv"],
      ]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(`is in use by npm run import (pid ${holder.pid}, started `);
      expect(run.stderr).toContain("Wait for it to finish, then run npm run import again.");
      // The guard is where PGlite opens a folder, so a way in that forgot the scripts' call is refused too.
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataDirInUseError);
      expect(() => lockDataDir(dataDir)).toThrow(`is in use by npm run import (pid ${holder.pid}`);
    } finally {
      holder.child.stdin?.end();
    }
    expect(await holder.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it.each(["SIGINT", "SIGTERM"] as const)("is released when %s ends its holder", async (signal) => {
    const dataDir = freshFolder();
    const holder = await holdInChild(dataDir, "--address", serverAddress);
    expect(readDataDirHolder(dataDir)).toMatchObject({ pid: holder.pid, address: serverAddress });
    holder.child.kill(signal);
    expect(await holder.exited).toEqual({ code: null, signal });
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it("makes a folder that does not exist yet, as `DATA_DIR=/tmp/new npm run seed` needs", () => {
    const dataDir = path.join(freshFolder(), "not", "yet");
    const release = lockDataDir(dataDir, { command: "npm run seed" });
    try {
      expect(lockHolderPid(dataDir)).toBe(process.pid);
    } finally {
      release();
    }
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it("is taken over when its holder died without releasing it", async () => {
    const dataDir = freshFolder();
    const holder = await holdInChild(dataDir, "--command", "npm run seed");
    holder.child.kill("SIGKILL");
    await holder.exited;
    expect(lockHolderPid(dataDir)).toBe(holder.pid);
    expect(readDataDirHolder(dataDir)).toBeUndefined();

    const database = await openDatabase({ dataDir, holder: { command: "npm run seed" } });
    try {
      expect(lockHolderPid(dataDir)).toBe(process.pid);
    } finally {
      await database.close();
    }
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it("is taken over when an earlier process with this process's pid left it (a container's pid 1)", () => {
    const dataDir = freshFolder();
    const leftover = { pid: process.pid, address: serverAddress, startedAt: "2026-11-01T00:00:00.000Z" };
    writeFileSync(lockFilePath(dataDir), JSON.stringify(leftover));
    const release = lockDataDir(dataDir, { command: "npm run seed" });
    expect(readDataDirHolder(dataDir)).toMatchObject({ pid: process.pid, command: "npm run seed" });
    release();
    expect(existsSync(lockFilePath(dataDir))).toBe(false);
  });
});
