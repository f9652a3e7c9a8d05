// `npm run bench:freshness`: how soon a stock change is searchable on a production server, what index
// work each change costs, and how search holds up while a large feed applies. Black-box: it talks to
// the production web server (server/web-server.mjs) over HTTP only, as a dealer system and shoppers do,
// and reads the server's own log lines and CPU time.
//
//   npm run bench:freshness                                        50,000 cars, embedded database
//   npm run bench:freshness -- --cars 200000 --runs 5 --site harbourside
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:freshness
//
// The stock: the embedded database in --data-dir (default /tmp/bench-freshness-{site}-{cars}), or, with
// DATABASE_URL, the database bench_freshness_{site}_{cars} on that server (created when missing; never
// the database DATABASE_URL names, so a test database's demo data is safe). When it already holds
// the site with that many cars it is reused (the output says so); else `npm run seed -- --cars N
// --sites {site} --reset` fills it. Both are kept for the next run (--reseed seeds again).
//
// Then, with a stock API key made for the site's largest dealership, on a server started for the run:
//
//   1. --runs times (20), one car's price changed by PUT /api/stock/{dealership}/cars/{stocknum}, and the
//      search API polled every --poll-ms (20 ms) until the car shows the new price (at most
//      --poll-timeout seconds, 120): PUT sent → searchable, and the PUT's own response time;
//   2. the server's CPU time (utime + stime of its process group, from /proc) over those runs, per run,
//      beside the CPU of polling alone; and the `ms` of its "stock index built" / "stock index updated"
//      log lines over the same runs, per run;
//   3. a bulk feed of --feed-cars (10,000) price changes on existing stock numbers (upsert mode), then 5
//      single-car PUTs: "stock index built" lines (full builds) counted during each;
//   4. while the feed applies (from the POST until its cars show their new prices), search API and
//      search page requests on 4 connections: p50 / p95 / p99 / max, beside the same load when quiet;
//   5. the same feed again (prices changed again) with the search API alone on 2 connections, beside
//      that load when quiet: a page render holds the event loop itself, so 4 mixes the two.
//
// The single-car runs stop early once half of --minutes (20) has passed, leaving the rest for the feed.
// Builds first when the build is stale (as bench:pages does); the server listens on --port (3192).
// Prints the figures as a Markdown table and writes it into docs/benchmarks.md (--no-record: print only).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { and, count, desc, eq } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { cars, dealerships, sites } from "@/platform/db/schema";
import { createStockKey } from "@/stock-feed/api-keys";
import { markdownTable, recordInBenchmarks } from "../lib/benchmarks-doc";
import { ensureBuild, spawnWebServer, stopGroup, waitUntilHealthy } from "../lib/next-server";
import { percentile } from "./timing";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
function wholeNumber(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

const carCount = wholeNumber("cars", 50_000);
const site = option("site", "harbourside");
const runs = wholeNumber("runs", 20);
const port = wholeNumber("port", Number(process.env.BENCH_PORT ?? 3192));
const feedCars = wholeNumber("feed-cars", 10_000);
const pollMs = wholeNumber("poll-ms", 20);
const pollTimeoutMs = wholeNumber("poll-timeout", 120) * 1000;
const budgetMs = wholeNumber("minutes", 20) * 60_000;
const reseed = process.argv.includes("--reseed");
const record = !process.argv.includes("--no-record");
const dataDir = path.resolve(option("data-dir", path.join(os.tmpdir(), `bench-freshness-${site}-${carCount}`)));
const serverUrl = process.env.DATABASE_URL || undefined;
const host = `${site}.localhost:${port}`;
/** Single-car PUTs after the feed, whose full builds are counted on their own. */
const afterFeedRuns = 5;
const loadConnections = 4;
const quietLoadMs = 10_000;

const log = (message: string) => process.stderr.write(`${message}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const counted = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value).toLocaleString("en-AU") : "–");

// ---------------------------------------------------------------------------------------------------
// The stock: a database holding the site with carCount cars, seeded unless it already does.

type Store = { kind: "pglite" | "postgres"; where: string; databaseUrl: string | undefined; seeding: string };

async function serverStore(url: string): Promise<Store> {
  const name = `bench_freshness_${site.replace(/[^a-z0-9]/g, "_")}_${carCount}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const found = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    kind: "postgres",
    where: `database ${name} on the PostgreSQL server`,
    databaseUrl: databaseUrl.toString(),
    seeding: "",
  };
}

async function siteCarCount(database: Database): Promise<number> {
  const [row] = await database.db
    .select({ cars: count() })
    .from(cars)
    .innerJoin(sites, eq(sites.id, cars.siteId))
    .where(eq(sites.slug, site));
  return row?.cars ?? 0;
}

/** Reuses the store when it holds the site with carCount cars; else seeds it with `npm run seed`. */
async function prepareStore(store: Store): Promise<void> {
  if (!reseed) {
    const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir });
    try {
      await migrateDatabase(database);
      const held = await siteCarCount(database);
      if (held === carCount) {
        store.seeding = `reused (${store.where} already held ${site} with ${whole(carCount)} cars)`;
        return;
      }
      log(`${store.where} holds ${whole(held)} ${site} cars, not ${whole(carCount)}: seeding.`);
    } finally {
      await database.close();
    }
  }
  log(`Seeding ${whole(carCount)} cars for ${site} into ${store.where}…`);
  const started = performance.now();
  const seed = spawnSync("npx", ["tsx", "scripts/seed.ts", "--cars", String(carCount), "--sites", site, "--reset"], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: store.databaseUrl ?? "", DATA_DIR: dataDir },
  });
  if (seed.status !== 0) throw new Error(`npm run seed failed with exit code ${seed.status ?? "unknown"}`);
  store.seeding = `seeded by \`npm run seed\` in ${((performance.now() - started) / 1000).toFixed(0)} s`;
}

type StockCar = {
  stocknum: string;
  price: number;
  body: Record<string, unknown>;
};

/** The fields of a car row a feed sends back (a PUT replaces the car: what it leaves out is reset). */
function feedCar(row: typeof cars.$inferSelect): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    stocknum: row.stocknum,
    item_type: row.itemType,
    car_type: row.carType,
    status: row.status,
    make: row.make,
    model: row.model,
    badge: row.badge,
    series: row.series,
    year: row.year,
    km: row.km,
    price: row.price,
    price_type: row.priceType,
    colour: row.colour,
    interior_colour: row.interiorColour,
    simple_body: row.simpleBody,
    simple_drive: row.simpleDrive,
    simple_fuel: row.simpleFuel,
    simple_transmission: row.simpleTransmission,
    location_id: row.locationId,
    dealercomments: row.dealerComments,
    standardEquipment: row.standardEquipment,
    images: row.images.map((image) => image.url),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== null && value !== undefined));
}

/**
 * Makes a stock key for the site's largest dealership and reads its listed cars, spread over the
 * stock: those changed one at a time, and those of the bulk feed (none in both).
 */
async function prepareCars(store: Store) {
  const database = await openDatabase({ databaseUrl: store.databaseUrl, dataDir });
  try {
    const { db } = database;
    const [siteRow] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, site));
    if (!siteRow) throw new Error(`No site ${site}`);
    const [largest] = await db
      .select({ dealershipId: cars.dealershipId, cars: count() })
      .from(cars)
      .where(eq(cars.siteId, siteRow.id))
      .groupBy(cars.dealershipId)
      .orderBy(desc(count()))
      .limit(1);
    if (!largest) throw new Error(`${site} has no cars`);
    const [dealership] = await db
      .select({ slug: dealerships.slug })
      .from(dealerships)
      .where(eq(dealerships.id, largest.dealershipId));
    if (!dealership) throw new Error(`No dealership ${largest.dealershipId}`);
    const { key } = await createStockKey(
      db,
      { siteId: siteRow.id, dealershipId: largest.dealershipId },
      "bench:freshness",
    );
    const rows = await db
      .select()
      .from(cars)
      .where(
        and(
          eq(cars.siteId, siteRow.id),
          eq(cars.dealershipId, largest.dealershipId),
          eq(cars.status, "in_stock"),
          eq(cars.showOnDealerWebsite, true),
        ),
      )
      .orderBy(cars.stocknum);
    const listed = rows.filter((row) => row.price > 0);
    const toCar = (row: (typeof listed)[number]): StockCar => ({
      stocknum: row.stocknum,
      price: row.price,
      body: feedCar(row),
    });
    const singleCount = Math.min(listed.length, (runs + afterFeedRuns) * 3);
    const step = Math.max(1, Math.floor(listed.length / singleCount));
    const singles = listed.filter((_, index) => index % step === 0).slice(0, singleCount);
    const chosen = new Set(singles.map((row) => row.stocknum));
    const feed = listed.filter((row) => !chosen.has(row.stocknum)).slice(0, feedCars);
    return {
      dealership: dealership.slug,
      key,
      dealershipCars: largest.cars,
      singles: singles.map(toCar),
      feed: feed.map(toCar),
    };
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------------
// Talking to the server.

// A connection per request: the server closes a keep-alive connection left idle for 5 s, and a PUT sent
// on one as it closes would fail with ECONNRESET (on loopback a new connection costs a fraction of a ms).
const agent = new http.Agent({ keepAlive: false });

type Answer = { status: number; body: string; ms: number };

/** One request with the site's Host header (Node's fetch sends the address's own host). */
function send(
  method: string,
  pathname: string,
  options: { body?: string; headers?: http.OutgoingHttpHeaders; agent?: http.Agent } = {},
) {
  return new Promise<Answer>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: pathname,
        agent: options.agent ?? agent,
        timeout: 600_000,
        headers: {
          host,
          ...options.headers,
          ...(options.body === undefined ? {} : { "content-length": Buffer.byteLength(options.body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString("utf8"),
            ms: performance.now() - started,
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () => request.destroy(new Error(`${method} ${pathname} timed out`)));
    request.on("error", reject);
    request.end(options.body);
  });
}

const searchAnswer = z.object({ hits: z.array(z.object({ stocknum: z.string(), price: z.number() })) });

let polls = 0;

/** The car's price in the site's search (the search API, its stock number as the query), or null when not found. */
async function searchedPrice(stocknum: string): Promise<number | null> {
  polls += 1;
  const answer = await send("GET", `/api/search?query=${encodeURIComponent(stocknum)}`);
  if (answer.status !== 200) throw new Error(`The search API answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  const hit = searchAnswer.parse(JSON.parse(answer.body)).hits.find((car) => car.stocknum === stocknum);
  return hit ? hit.price : null;
}

/** Polls the search API every pollMs until the car shows `price`; the time it did, or null at the deadline. */
async function searchableAt(stocknum: string, price: number, timeoutMs: number): Promise<number | null> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    const asked = performance.now();
    if ((await searchedPrice(stocknum)) === price) return performance.now();
    await sleep(Math.max(0, pollMs - (performance.now() - asked)));
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------
// What the server does: its log lines about the index, and its CPU time.

type IndexLine = { at: number; message: "stock index built" | "stock index updated"; ms: number; reason?: string };
const indexLines: IndexLine[] = [];
const serverLine = z.looseObject({
  message: z.string(),
  site: z.string().optional(),
  ms: z.number().optional(),
  reason: z.string().optional(),
});

/** Keeps the site's index lines, and shows every "stock index …" line as it comes (less its time and level). */
function readServerLog(stream: NodeJS.ReadableStream): void {
  createInterface({ input: stream }).on("line", (line) => {
    let json: unknown;
    try {
      json = JSON.parse(line);
    } catch {
      return; // Next's own lines ("▲ Next.js …", "✓ Ready") are not JSON
    }
    const read = serverLine.safeParse(json);
    if (!read.success) return;
    const { message } = read.data;
    if (!message.startsWith("stock index") || read.data.site !== site) return;
    const { time: _time, level: _level, message: _message, site: _site, ...fields } = read.data;
    log(`    server: ${message} ${JSON.stringify(fields)}`);
    if (message === "stock index built" || message === "stock index updated") {
      indexLines.push({ at: performance.now(), message, ms: read.data.ms ?? 0, reason: read.data.reason });
    }
  });
}

/** The index lines of the work that started from `mark` until `until` (a line comes when its work ends, `ms` after it began). */
function indexWorkSince(mark: number, until = Number.POSITIVE_INFINITY) {
  const lines = indexLines.filter((line) => line.at - line.ms >= mark && line.at - line.ms < until);
  const built = lines.filter((line) => line.message === "stock index built");
  return {
    builds: built.length,
    updates: lines.length - built.length,
    ms: lines.reduce((sum, line) => sum + line.ms, 0),
    /** The builds' `reason` fields, where the server gives them. */
    reasons: [...new Set(built.flatMap((line) => (line.reason ? [line.reason] : [])))],
  };
}

const clockTicks = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** CPU milliseconds (user + system, with reaped children's) of every process in the server's process group. */
function groupCpuMs(group: number): number {
  let ticks = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // the process has gone
    }
    // After the command name in brackets: state, ppid, pgrp, … utime, stime, cutime, cstime (fields 14–17).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (Number(fields[2]) !== group) continue;
    ticks += [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field] ?? 0), 0);
  }
  return (ticks * 1000) / clockTicks;
}

/**
 * Waits (at most `limitMs`) until no index line has come for `quietMs` and a search answers within
 * half a second: the work a change set off is done, a build that logs only when it ends included.
 */
async function settle(quietMs = 3_000, limitMs = 300_000): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (performance.now() < deadline) {
    const last = indexLines.at(-1)?.at ?? 0;
    if (performance.now() - last >= quietMs) {
      const answer = await send("GET", "/api/search");
      if (answer.status === 200 && answer.ms < 500) return;
    }
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------------
// Search load: the search API and the search page, half the connections each.

type LoadFigures = { api: number[]; page: number[]; failed: Map<string, number> };

const words = ["toyota", "mazda", "suv", "white", "diesel", "automatic", "ford", "hatch", "ute", "kia"];
const sorts = ["mostRelevant", "latest", "highestPrice", "lowestPrice"];

/** The search load: API and page requests on alternate connections, or (`apiOnly`) API requests alone. */
function searchLoad(apiOnly = false): { stop: () => Promise<LoadFigures> } {
  const figures: LoadFigures = { api: [], page: [], failed: new Map() };
  let stopped = false;
  let counter = 0;
  // Sockets of its own: one the server closed while idle (keep-alive ran out) must not be reused.
  const loadAgent = new http.Agent({ keepAlive: true, maxSockets: loadConnections });
  const worker = async (kind: "api" | "page") => {
    while (!stopped) {
      counter += 1;
      const word = words[counter % words.length] ?? "toyota";
      const sort = sorts[Math.floor(counter / words.length) % sorts.length] ?? "latest";
      // The page's address is new each time, so the page cache never answers it: every one renders.
      const pathname =
        kind === "api" ? `/api/search?query=${word}&sortBy=${sort}` : `/cars?query=${word}&sortBy=${sort}&n=${counter}`;
      const answer = await send("GET", pathname, { headers: { accept: "text/html,*/*" }, agent: loadAgent }).catch(
        (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
      );
      if (answer instanceof Error || answer.status !== 200) {
        const status =
          answer instanceof Error
            ? `no answer (${"code" in answer ? String(answer.code) : answer.message})`
            : String(answer.status);
        if (!figures.failed.has(status))
          log(`  ${pathname}: ${status} ${answer instanceof Error ? "" : answer.body.slice(0, 200)}`);
        figures.failed.set(status, (figures.failed.get(status) ?? 0) + 1);
      }
      if (!(answer instanceof Error)) figures[kind].push(answer.ms);
    }
  };
  const workers = Array.from({ length: apiOnly ? loadConnections / 2 : loadConnections }, (_, index) =>
    worker(apiOnly || index % 2 === 0 ? "api" : "page"),
  );
  return {
    stop: async () => {
      stopped = true;
      await Promise.all(workers);
      loadAgent.destroy();
      return figures;
    },
  };
}

function latencies(samples: readonly number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (share: number) => whole(percentile(sorted, share));
  return `${at(0.5)} / ${at(0.95)} / ${at(0.99)} / ${whole(sorted.at(-1) ?? Number.NaN)} (${sorted.length})`;
}

// ---------------------------------------------------------------------------------------------------
// The run.

type Change = { putMs: number; searchableMs: number | null };

/** PUTs one car with a new price, then waits until search shows it. */
async function changeOne(
  car: StockCar,
  target: { dealership: string; key: string },
  bump: number,
  timeoutMs: number,
): Promise<Change> {
  car.price += bump;
  const sent = performance.now();
  const put = await send("PUT", `/api/stock/${target.dealership}/cars/${encodeURIComponent(car.stocknum)}`, {
    body: JSON.stringify({ ...car.body, price: car.price }),
    headers: { authorization: `Bearer ${target.key}`, "content-type": "application/json" },
  });
  if (put.status !== 200 && put.status !== 201) {
    throw new Error(`PUT ${car.stocknum} answered ${put.status}: ${put.body.slice(0, 300)}`);
  }
  const shown = await searchableAt(car.stocknum, car.price, timeoutMs);
  return { putMs: put.ms, searchableMs: shown === null ? null : shown - sent };
}

function commitOf(): string {
  const git = (args: string[]) => spawnSync("git", args, { encoding: "utf8" });
  const head = git(["rev-parse", "--short", "HEAD"]);
  if (head.status !== 0) return "unknown";
  const changed = git(["status", "--porcelain", "--", "src", "server", "drizzle", "next.config.ts"]).stdout.trim();
  return changed ? `${head.stdout.trim()} with uncommitted changes to the server's code` : head.stdout.trim();
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = os.loadavg();
  const store: Store = serverUrl
    ? await serverStore(serverUrl)
    : { kind: "pglite", where: `the embedded database in ${dataDir}`, databaseUrl: undefined, seeding: "" };
  await prepareStore(store);
  log(`Stock: ${store.seeding}.`);
  const stock = await prepareCars(store);
  log(
    `Changing the cars of ${stock.dealership} (${whole(stock.dealershipCars)} of the site's cars): ` +
      `${stock.singles.length} candidates one at a time, ${whole(stock.feed.length)} in the bulk feed.`,
  );

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    DATABASE_URL: store.databaseUrl ?? "",
    DATA_DIR: dataDir,
    PORT: String(port),
    // The stock is there already; a real key, as in production; no lead deliveries on the measured path.
    SEED_ON_START: "false",
    DEMO_MODE: "false",
    // Outside demo mode the local card processor may not run; the bench takes no payments.
    PAYMENT_PROVIDER: "none",
    // Outside demo mode the console needs a key for staff TOTP secrets (decision 048); a bench has no staff.
    STAFF_SECRET_KEY: "0000000000000000000000000000000000000000000000000000000000000000",
    LEAD_WORKER: "off",
    // "stock index built" and "stock index updated" are info lines.
    LOG_LEVEL: "info",
  };
  ensureBuild(env);
  const serverStarted = performance.now();
  const server = spawnWebServer(port, env, ["ignore", "pipe", "inherit"]);
  if (!server.stdout || server.pid === undefined) throw new Error("The web server did not start");
  readServerLog(server.stdout);
  const group = server.pid;
  try {
    await waitUntilHealthy(port, 1_200_000);
    // The first search waits for the site's first index build.
    const [first] = stock.singles;
    if (!first) throw new Error(`${stock.dealership} has no car in stock with a price`);
    let found: number | null = null;
    const answerDeadline = performance.now() + 900_000;
    while (found === null && performance.now() < answerDeadline) {
      found = await searchedPrice(first.stocknum).catch(() => null);
      if (found === null) await sleep(500);
    }
    if (found === null) throw new Error(`Search never found ${first.stocknum}`);
    const firstSearchS = (performance.now() - serverStarted) / 1000;
    const firstBuild = indexLines.find((line) => line.message === "stock index built");
    log(
      `The server answered its first search ${firstSearchS.toFixed(0)} s after it started` +
        (firstBuild ? ` (index built in ${whole(firstBuild.ms)} ms).` : "."),
    );
    // Only cars the search finds are changed (the site's listing rules may leave some out).
    const searchable: StockCar[] = [];
    for (const car of stock.singles) {
      if (searchable.length === runs + afterFeedRuns) break;
      if ((await searchedPrice(car.stocknum)) === car.price) searchable.push(car);
    }
    if (searchable.length < runs + afterFeedRuns)
      throw new Error(`Only ${searchable.length} of the cars are searchable`);
    await settle();

    // The CPU polling takes by itself: the same polls with nothing changing.
    const pollProbe = searchable[0] ?? first;
    const probeCpu = groupCpuMs(group);
    const probePolls = polls;
    const probeUntil = performance.now() + 5_000;
    while (performance.now() < probeUntil) {
      const asked = performance.now();
      await searchedPrice(pollProbe.stocknum);
      await sleep(Math.max(0, pollMs - (performance.now() - asked)));
    }
    const cpuPerPoll = (groupCpuMs(group) - probeCpu) / (polls - probePolls);

    // 1 and 2: one car at a time.
    const target = { dealership: stock.dealership, key: stock.key };
    const measuringFrom = performance.now();
    const singleMark = performance.now();
    const singleCpu = groupCpuMs(group);
    const singlePolls = polls;
    const changes: Change[] = [];
    for (let run = 0; run < runs; run += 1) {
      if (run > 0 && performance.now() - measuringFrom > budgetMs / 2) {
        log(`Stopping the single-car runs after ${run}: half of the ${budgetMs / 60_000}-minute budget is spent.`);
        break;
      }
      const car = searchable[run];
      if (!car) break;
      const change = await changeOne(car, target, 100, pollTimeoutMs);
      changes.push(change);
      log(
        `  run ${run + 1}: PUT answered in ${whole(change.putMs)} ms; searchable after ` +
          (change.searchableMs === null ? `more than ${pollTimeoutMs / 1000} s` : `${whole(change.searchableMs)} ms`),
      );
    }
    await settle();
    const singleCpuMs = groupCpuMs(group) - singleCpu;
    const singlePollCount = polls - singlePolls;
    const singleUntil = performance.now();

    // 4, quiet: the search load with nothing changing, to compare with the load during the feed.
    log("Search load, quiet…");
    const quiet = searchLoad();
    await sleep(quietLoadMs);
    const quietFigures = await quiet.stop();
    await settle();

    // 3 and 4: the bulk feed, with the search load while it applies.
    log(`Bulk feed of ${whole(stock.feed.length)} price changes…`);
    for (const car of stock.feed) car.price += 100;
    const feedBody = JSON.stringify(stock.feed.map((car) => ({ ...car.body, price: car.price })));
    const lastFeedCar = stock.feed.at(-1);
    if (!lastFeedCar) throw new Error("The bulk feed has no cars");
    const feedMark = performance.now();
    const load = searchLoad();
    const feedAnswer = await send("POST", `/api/stock/${target.dealership}/cars`, {
      body: feedBody,
      headers: { authorization: `Bearer ${target.key}`, "content-type": "application/json" },
    });
    if (feedAnswer.status !== 200) {
      await load.stop();
      throw new Error(`The bulk feed answered ${feedAnswer.status}: ${feedAnswer.body.slice(0, 300)}`);
    }
    const feedShown = await searchableAt(lastFeedCar.stocknum, lastFeedCar.price, pollTimeoutMs * 3);
    const feedFigures = await load.stop();
    log(
      `  the feed answered in ${whole(feedAnswer.ms)} ms; its cars searchable after ` +
        (feedShown === null ? `more than ${(pollTimeoutMs * 3) / 1000} s` : `${whole(feedShown - feedMark)} ms`),
    );

    // Work the feed set off that goes on after its cars show (a build it started) is the feed's too.
    await settle();

    // 4 again with the API alone: a page render holds the server's event loop for a few hundred
    // milliseconds itself, so the mixed load's API figures show the pages as much as the feed.
    const firstFeedUntil = performance.now();
    log("Search API load alone, quiet…");
    const quietApi = searchLoad(true);
    await sleep(quietLoadMs);
    const quietApiFigures = await quietApi.stop();
    await settle();
    log(`Second bulk feed of ${whole(stock.feed.length)} price changes, with the API load alone…`);
    for (const car of stock.feed) car.price += 100;
    const secondBody = JSON.stringify(stock.feed.map((car) => ({ ...car.body, price: car.price })));
    const secondMark = performance.now();
    const apiLoad = searchLoad(true);
    const secondAnswer = await send("POST", `/api/stock/${target.dealership}/cars`, {
      body: secondBody,
      headers: { authorization: `Bearer ${target.key}`, "content-type": "application/json" },
    });
    if (secondAnswer.status !== 200) {
      await apiLoad.stop();
      throw new Error(`The second bulk feed answered ${secondAnswer.status}: ${secondAnswer.body.slice(0, 300)}`);
    }
    const secondShown = await searchableAt(lastFeedCar.stocknum, lastFeedCar.price, pollTimeoutMs * 3);
    const apiFeedFigures = await apiLoad.stop();
    log(
      `  the second feed answered in ${whole(secondAnswer.ms)} ms; its cars searchable after ` +
        (secondShown === null ? `more than ${(pollTimeoutMs * 3) / 1000} s` : `${whole(secondShown - secondMark)} ms`),
    );
    await settle();

    // 3, after: single-car PUTs once the feed is in.
    const afterMark = performance.now();
    const afterChanges: Change[] = [];
    for (let run = 0; run < afterFeedRuns; run += 1) {
      const car = searchable[runs + run];
      if (!car) break;
      afterChanges.push(await changeOne(car, target, 100, pollTimeoutMs));
    }
    await settle();
    // Counted now that every line is in: a line comes when its work ends.
    const singleWork = indexWorkSince(singleMark, singleUntil);
    const feedWork = indexWorkSince(feedMark, firstFeedUntil);
    const afterWork = indexWorkSince(afterMark);

    // The figures.
    const searchableTimes = changes.map((change) => change.searchableMs ?? Number.POSITIVE_INFINITY);
    const sorted = [...searchableTimes].sort((a, b) => a - b);
    const timedOut = changes.filter((change) => change.searchableMs === null).length;
    const trio = (values: number[]) => {
      const ordered = [...values].sort((a, b) => a - b);
      const show = (value: number) => (Number.isFinite(value) ? whole(value) : `> ${whole(pollTimeoutMs)}`);
      return `${show(percentile(ordered, 0.5))} / ${show(percentile(ordered, 0.95))} / ${show(ordered.at(-1) ?? Number.NaN)}`;
    };
    const n = changes.length;
    const pollShare = (cpuPerPoll * singlePollCount) / Math.max(n, 1);
    const databaseKind = store.kind === "pglite" ? "embedded PGlite" : "PostgreSQL server";
    const table = markdownTable([
      ["measure", "figure", "what it includes"],
      [
        `single-car PUT → new price searchable, p50 / p95 / max ms (${n} runs)`,
        trio(sorted) + (timedOut > 0 ? ` (${timedOut} not within ${pollTimeoutMs / 1000} s)` : ""),
        `from sending the PUT to the first search API answer showing the price (polled every ${pollMs} ms)`,
      ],
      [
        "single-car PUT's own response, p50 / p95 / max ms",
        trio(changes.map((change) => change.putMs)),
        "the stock API's answer: key check, the car's upsert and price history, the commit",
      ],
      [
        "server CPU per single-car PUT, ms",
        `${whole(singleCpuMs / Math.max(n, 1))} (polling's share ≈ ${whole(pollShare)})`,
        `user + system CPU of the web server's process group over the runs, ÷ runs: the PUT, the index work and ` +
          `its polling (${whole(singlePollCount / Math.max(n, 1))} per run, ${cpuPerPoll.toFixed(1)} ms a poll when nothing changes)` +
          (store.kind === "pglite"
            ? "; the embedded database runs in it"
            : "; not the PostgreSQL server's own processes"),
      ],
      [
        "index work logged per single-car PUT, ms",
        `${whole(singleWork.ms / Math.max(n, 1))} (${counted(singleWork.builds, "full build")}, ${counted(singleWork.updates, "update")})`,
        'the `ms` of the server\'s "stock index built" and "stock index updated" lines over the runs, ÷ runs',
      ],
      [
        `${whole(stock.feed.length)}-car feed (upsert, new prices): POST answered / searchable, ms`,
        `${whole(feedAnswer.ms)} / ${feedShown === null ? `> ${whole(pollTimeoutMs * 3)}` : whole(feedShown - feedMark)}`,
        "from sending the POST to its answer, and to the search showing the feed's last car at its new price",
      ],
      [
        `full builds during the feed / during the ${afterChanges.length} PUTs after it`,
        `${feedWork.builds} / ${afterWork.builds}`,
        `"stock index built" lines` +
          [feedWork, afterWork]
            .map((work, index) =>
              work.reasons.length > 0 ? `; ${index === 0 ? "during" : "after"}: ${work.reasons.join(", ")}` : "",
            )
            .join(""),
      ],
      [
        `index work logged during the feed / during the ${afterChanges.length} PUTs after it, ms`,
        [feedWork, afterWork]
          .map((work) => `${whole(work.ms)} (${counted(work.builds, "build")}, ${counted(work.updates, "update")})`)
          .join(" / "),
        'the `ms` of the "stock index built" and "stock index updated" lines',
      ],
      [
        `single-car PUT → searchable after the feed, p50 / p95 / max ms (${afterChanges.length} runs)`,
        trio(afterChanges.map((change) => change.searchableMs ?? Number.POSITIVE_INFINITY)),
        "as the first row, once the feed is searchable",
      ],
      [
        "search API while the feed applies, p50 / p95 / p99 / max ms (count)",
        latencies(feedFigures.api),
        `${loadConnections / 2} connections, a query word and sort; from the POST until the feed is searchable`,
      ],
      [
        "search page while the feed applies, p50 / p95 / p99 / max ms (count)",
        latencies(feedFigures.page),
        `${loadConnections / 2} connections, /cars with a new address each time (rendered, never from the page cache)`,
      ],
      [
        "search API, quiet, p50 / p95 / p99 / max ms (count)",
        latencies(quietFigures.api),
        `the same load for ${quietLoadMs / 1000} s before the feed`,
      ],
      ["search page, quiet, p50 / p95 / p99 / max ms (count)", latencies(quietFigures.page), "the same"],
      [
        "search API alone while a second feed applies, p50 / p95 / p99 / max ms (count)",
        latencies(apiFeedFigures.api),
        `${loadConnections / 2} connections of the API only (no pages); the same feed again, prices changed again; ` +
          `POST answered in ${whole(secondAnswer.ms)} ms, searchable after ` +
          (secondShown === null ? `> ${whole(pollTimeoutMs * 3)}` : whole(secondShown - secondMark)) +
          " ms",
      ],
      [
        "search API alone, quiet, p50 / p95 / p99 / max ms (count)",
        latencies(quietApiFigures.api),
        `the same load for ${quietLoadMs / 1000} s before the second feed`,
      ],
    ]);
    const failed = [
      ["quiet", quietFigures.failed],
      ["during the feed", feedFigures.failed],
      ["quiet, API alone", quietApiFigures.failed],
      ["during the second feed", apiFeedFigures.failed],
    ] as const;
    const failures = failed
      .filter(([, statuses]) => statuses.size > 0)
      .map(
        ([when, statuses]) => `${when}: ${[...statuses].map(([status, times]) => `${times} × ${status}`).join(", ")}`,
      );
    const loads = (values: number[]) => values.map((value) => value.toFixed(1)).join(", ");
    const heading =
      `Run of ${new Date().toISOString().slice(0, 10)}, commit ${commitOf()}, ${databaseKind}, ` +
      `${whole(carCount)} cars (${site}), Node ${process.versions.node}. Stock ${store.seeding}; the server ` +
      `answered its first search ${firstSearchS.toFixed(0)} s after it started` +
      (firstBuild ? ` (first index build ${whole(firstBuild.ms)} ms)` : "") +
      `. Load average ${loads(loadAtStart)} at the start, ${loads(os.loadavg())} at the end; ` +
      `${((performance.now() - started) / 60_000).toFixed(1)} min in all.`;
    const markdown =
      `${heading}\n\n${table}` +
      (failures.length > 0 ? `\n\nSearch requests answered other than 200: ${failures.join("; ")}.` : "");
    console.log(`\n${markdown}`);
    if (record) recordInBenchmarks(`bench:freshness:${store.kind}:${carCount}`, markdown);
  } finally {
    agent.destroy();
    await stopGroup(server);
  }
}

await main();
