// Benchmark of taking stock in: cars per second through the stock API (a production server on
// BENCH_PORT, 3199 by default, with a fresh database of its own) and through `npm run import`.
//
//   npm run bench:import                   5,000 cars per run
//   npm run bench:import -- --cars 10000
//
// Embedded PGlite (a fresh folder under .data/) by default; with DATABASE_URL, a fresh database on the
// PostgreSQL server (`{database}_bench_import`). Each path creates N new cars (a JSON array and a CSV
// file through the API; a CSV file through the CLI), then applies the same N again as a full feed
// with every price changed (updates and price history). The CLI figure is the import's own timing
// (reading the file to commit) and the wall-clock of the whole command (with tsx start and migrations).
// Needs a build (`npm run build`; made if missing). docs/benchmarks.md keeps a recorded run.

import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { openDatabase, migrateDatabase } from "@/platform/db/connect";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { feedCarsToCsv, generateFeedCars } from "@/stock-feed/testing/generate-feed";
import { freshServerDatabase } from "../lib/fresh-database";
import { ensureBuild, spawnWebServer, stopGroup, waitUntilHealthy } from "../lib/next-server";

const carsIndex = process.argv.indexOf("--cars");
const count = carsIndex >= 0 ? Number(process.argv[carsIndex + 1]) : 5_000;
if (!Number.isInteger(count) || count < 1 || count > 10_000) throw new Error("--cars must be 1 to 10000");
const port = Number(process.env.BENCH_PORT ?? 3199);
const site = "harbourside";
const dealership = "harbourside-motors";
const workDir = path.resolve(".data/bench-import");

type Figure = { path: string; what: string; cars: number; seconds: number };
const figures: Figure[] = [];

async function freshDatabase(suffix: string): Promise<{ DATABASE_URL: string; DATA_DIR: string }> {
  const dataDir = path.join(workDir, suffix);
  rmSync(dataDir, { recursive: true, force: true });
  const databaseUrl = process.env.DATABASE_URL
    ? await freshServerDatabase(process.env.DATABASE_URL, `bench_import_${suffix}`)
    : "";
  const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  await migrateDatabase(database);
  await seedDemoData(database.db, generateDemoData({ siteSlugs: [site], carsPerSite: 20 }));
  await database.close();
  return { DATABASE_URL: databaseUrl, DATA_DIR: dataDir };
}

/** Node's fetch will not send another Host header, so the request names the site as a browser on it would. */
function post(
  body: string,
  contentType: string,
  query = "",
): Promise<{ status: number; report: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: `/api/stock/${dealership}/cars${query}`,
        method: "POST",
        headers: {
          host: `${site}.localhost:${port}`,
          authorization: `Bearer demo-${dealership}`,
          "content-type": contentType,
          "content-length": Buffer.byteLength(body),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: response.statusCode ?? 0, report: JSON.parse(text) as Record<string, unknown> });
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** What the benchmark reads of a dry run's answer. */
const dryRunAnswer = z.object({
  marked_sold: z.number(),
  held: z.object({ would_mark_sold: z.number() }).nullable(),
});

async function timed(
  what: string,
  via: string,
  cars: number,
  run: () => Promise<{ status: number; report: Record<string, unknown> }>,
) {
  const started = performance.now();
  const { status, report } = await run();
  const seconds = (performance.now() - started) / 1000;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(report).slice(0, 300)}`);
  figures.push({ path: via, what, cars, seconds });
}

async function benchApi(): Promise<void> {
  const database = await freshDatabase("api");
  const env = {
    ...process.env,
    ...database,
    PORT: String(port),
    DEMO_MODE: "true",
    SEED_ON_START: "false",
    LOG_LEVEL: "warn",
    NEXT_TELEMETRY_DISABLED: "1",
  };
  ensureBuild(env);
  const server = spawnWebServer(port, env);
  try {
    await waitUntilHealthy(port);
    const json = generateFeedCars(count, { prefix: "API" });
    const csv = feedCarsToCsv(generateFeedCars(count, { prefix: "CSV" }));
    await timed("create, JSON array", "API", count, () => post(JSON.stringify(json), "application/json"));
    await timed("create, CSV", "API", count, () => post(csv, "text/csv"));
    const repriced = feedCarsToCsv(generateFeedCars(count, { prefix: "CSV", priceOffset: -250 }));
    // The full feed leaves out the JSON run's cars, more than the dealership's threshold: as an
    // operator would, a dry run names the number and the timed run confirms it (decision 033).
    const preview = dryRunAnswer.parse((await post(repriced, "text/csv", "?mode=full&dry_run=true")).report);
    const removals = preview.held?.would_mark_sold ?? preview.marked_sold;
    await timed("full feed, every price changed, CSV", "API", count, () =>
      post(repriced, "text/csv", `?mode=full&confirm_removals=${removals}`),
    );
  } finally {
    await stopGroup(server);
  }
}

function runImport(database: { DATABASE_URL: string; DATA_DIR: string }, file: string, what: string, full: boolean) {
  const args = ["tsx", "scripts/import.ts", "--site", site, "--dealership", dealership, "--file", file];
  if (full) args.push("--full");
  const started = performance.now();
  const result = spawnSync("npx", args, { env: { ...process.env, ...database, LOG_LEVEL: "warn" }, encoding: "utf8" });
  const wall = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`import failed: ${result.stdout}${result.stderr}`);
  const own = /\((\d+(?:\.\d+)?) s\)/.exec(result.stdout);
  figures.push({ path: "CLI", what: `${what} (import's own timing)`, cars: count, seconds: Number(own?.[1] ?? wall) });
  figures.push({ path: "CLI", what: `${what} (whole command)`, cars: count, seconds: wall });
}

async function benchCli(): Promise<void> {
  const database = await freshDatabase("cli");
  const file = path.join(workDir, "stock.csv");
  writeFileSync(file, feedCarsToCsv(generateFeedCars(count, { prefix: "CLI" })));
  runImport(database, file, "create, CSV", false);
  writeFileSync(file, feedCarsToCsv(generateFeedCars(count, { prefix: "CLI", priceOffset: -250 })));
  runImport(database, file, "full feed, every price changed, CSV", true);
}

mkdirSync(workDir, { recursive: true });
const where = process.env.DATABASE_URL ? "PostgreSQL server (DATABASE_URL)" : "embedded PGlite";
console.log(
  `Stock import benchmark: ${count} cars per run on ${where}; ${os.cpus().length} cores, Node ${process.version}\n`,
);
await benchApi();
await benchCli();
console.log("| path | run | cars | seconds | cars/second |");
console.log("| ---- | --- | ---: | ------: | ----------: |");
for (const figure of figures) {
  console.log(
    `| ${figure.path} | ${figure.what} | ${figure.cars} | ${figure.seconds.toFixed(2)} | ${Math.round(figure.cars / figure.seconds)} |`,
  );
}
rmSync(workDir, { recursive: true, force: true });
