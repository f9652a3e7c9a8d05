// `npm run bench:load`: load on a production build. Starts the web server on its own port with a
// database of its own (a fresh `bench_load_<random>` database on the PostgreSQL server when
// DATABASE_URL is set, dropped afterwards; else a fresh embedded folder under .data/), seeds the demo
// dealers, and runs autocannon against three routes of one site, one after another, with the web
// server's page cache (decision 027) on or off as `--page-cache` says (on by default, as npm start and
// the image run it; off sets PAGE_CACHE=off, so every page is rendered per request):
//
//   - the search page            GET /search
//   - a vehicle page             GET /cars/{slug}
//   - the lead API               POST /api/leads, a valid enquiry from a new phone and a new client
//                                address each time (the server trusts one proxy hop, as behind the
//                                deployment's nginx, so each request counts for its own address)
//
//   npm run bench:load                              100 connections, 30 s per route, port 3190, page cache on
//   npm run bench:load -- --connections 50 --seconds 10 --port 3105
//   npm run bench:load -- --page-cache off          every page rendered per request
//
// Before measuring it asks for the search page twice and reads the answer's X-Page-Cache header, so
// the mode printed is the one the server ran in (the second answer is a `hit` with the cache on; no
// such header with it off), not only the one asked for.
//
// Prints the page cache's mode, and per route: requests per second, latency p50 / p99, and answers by
// status (2xx, 429, other) plus connection errors and timeouts. The target is no answer other than 2xx
// and 429. docs/benchmarks.md keeps a recorded run per database and mode.

import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { rmSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { spawn } from "node:child_process";
import { markdownTable, recordInBenchmarks } from "../lib/benchmarks-doc";
import { ensureBuild, waitUntilHealthy } from "../lib/next-server";

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

/** `--page-cache on|off`: whether the web server keeps pages (decision 027); on unless asked. */
function pageCacheOption(): "on" | "off" {
  const index = process.argv.indexOf("--page-cache");
  if (index < 0) return "on";
  const value = process.argv[index + 1];
  if (value !== "on" && value !== "off") throw new Error("--page-cache takes on or off");
  return value;
}

const connections = option("connections", 100);
const pageCache = pageCacheOption();
const seconds = option("seconds", 30);
const port = option("port", 3190);
const site = "harbourside";
const host = `${site}.localhost`;

async function freshServerDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_load_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

/** GET with the site's Host header (fetch may not set Host); resolves to the body. */
function get(path: string): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }));
    });
    request.on("error", reject);
  });
}

/**
 * Waits until the server answers its liveness probe within a second again: requests autocannon gave
 * up on are still being rendered, and the next route's figures must not pay for them.
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    const live = await get("/api/health/live").catch(() => ({ status: 0 }));
    if (live.status === 200 && Date.now() - started < 1_000) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

const randomMobile = () => `04${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

type Figures = {
  route: string;
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
};

async function load(route: string, path: string, options: Partial<autocannon.Options> = {}): Promise<Figures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections,
    duration: seconds,
    headers: { host },
    ...options,
  });
  const statuses: Record<string, number> = {};
  for (const [status, { count }] of Object.entries(result.statusCodeStats ?? {})) statuses[status] = count ?? 0;
  return {
    route,
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

const serverUrl = process.env.DATABASE_URL;
const database = serverUrl ? await freshServerDatabase(serverUrl) : null;
const dataDir = ".data/bench-load";
if (!database) rmSync(dataDir, { recursive: true, force: true });

const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  NEXT_TELEMETRY_DISABLED: "1",
  DATABASE_URL: database?.url ?? "",
  DATA_DIR: dataDir,
  PORT: String(port),
  SEED_ON_START: "true",
  // On DATABASE_URL demo mode is off, where the local card processor may not run: no payments here.
  PAYMENT_PROVIDER: process.env.PAYMENT_PROVIDER ?? "none",
  // Outside demo mode the console needs a key for staff TOTP secrets (decision 048); a bench has no staff.
  STAFF_SECRET_KEY: "0000000000000000000000000000000000000000000000000000000000000000",
  // Deliveries are not part of the measured path (and there is no mail server here).
  LEAD_WORKER: "off",
  LOG_LEVEL: "warn",
  // As behind the deployment's nginx: the last X-Forwarded-For entry is the client.
  TRUSTED_PROXY_HOPS: "1",
  // server/web-server.mjs keeps pages unless PAGE_CACHE is `off`; blank is the default (on).
  PAGE_CACHE: pageCache === "off" ? "off" : "",
};

ensureBuild(env);
// The platform's web server (the request guard before Next), as npm start and the image run it.
const server = spawn(process.execPath, [path.join("server", "web-server.mjs")], {
  stdio: "inherit",
  env: { ...env, PORT: String(port) },
});
const figures: Figures[] = [];
try {
  await waitUntilHealthy(port, 600_000);
  const search = await get("/search");
  if (search.status !== 200) throw new Error(`GET /search answered ${search.status}`);
  const slug = /href="\/cars\/([^"/?#]+)"/.exec(search.body)?.[1];
  if (!slug) throw new Error("no vehicle link on the search page");
  // Warm both pages once so the first measured second is not the page cache's first fill (with the
  // cache off, Next's own first render of each route).
  await get(`/cars/${slug}`);
  // Which mode the server is in, from its answer: the cache marks what it serves (X-Page-Cache).
  const marker = (await get("/search")).headers["x-page-cache"];
  const served = marker === "hit" ? "on" : marker === undefined ? "off" : `unclear (X-Page-Cache: ${String(marker)})`;
  if (served !== pageCache)
    throw new Error(`asked for the page cache ${pageCache}, but the server's answer says ${served}`);
  console.log(
    `Page cache ${pageCache}: the search page's second answer had X-Page-Cache: ${String(marker ?? "(none)")}.`,
  );

  figures.push(await load("GET /search", "/search"));
  await settle();
  figures.push(await load("GET /cars/{slug}", `/cars/${slug}`));
  await settle();
  figures.push(
    await load("POST /api/leads", "/api/leads", {
      requests: [
        {
          method: "POST",
          path: "/api/leads",
          setupRequest: (request) => ({
            ...request,
            headers: {
              ...request.headers,
              host,
              "content-type": "application/json",
              "x-forwarded-for": randomAddress(),
            },
            body: JSON.stringify({
              formType: "enquiry",
              idempotency_key: randomUUID(),
              fields: {
                name: "Load",
                last_name: "Test",
                email: "load.test@example.com",
                phone: randomMobile(),
                category: "General Enquiry",
                message: "Is this car still available?",
              },
            }),
          }),
        },
      ],
    }),
  );
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
  }
  await database?.drop();
}

const table = markdownTable([
  ["route", "requests", "req/s", "p50 ms", "p99 ms", "answers by status", "errors", "timeouts"],
  ...figures.map((row) => [
    row.route,
    String(row.requests),
    row.perSecond.toFixed(0),
    String(row.p50),
    String(row.p99),
    Object.entries(row.statuses)
      .map(([status, count]) => `${status}: ${count}`)
      .join(", "),
    String(row.errors),
    String(row.timeouts),
  ]),
]);
const heading = `page cache ${pageCache}, ${connections} connections, ${seconds} s per route, ${database ? "PostgreSQL server" : "PGlite"}`;
console.log(`\n${heading}\n\n${table}`);
const bad = figures.some(
  (row) => row.errors > 0 || Object.keys(row.statuses).some((status) => !/^2\d\d$|^429$/.test(status)),
);
process.exitCode = bad ? 1 : 0;
recordInBenchmarks(
  `bench:load:${database ? "server" : "pglite"}:page-cache-${pageCache}`,
  `Run of ${new Date().toISOString().slice(0, 10)}, ${heading}, Node ${process.versions.node}:\n\n${table}\n\n` +
    (bad
      ? "Some answers were neither 2xx nor 429: the target is not met."
      : "Every answer was 2xx or 429: the target is met."),
);
