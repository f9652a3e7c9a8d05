// `npm run bench:pages`: how fast pages serve, cached and not (issue 16, decision 027). Starts the
// production web server (server/web-server.mjs, page cache on) on its own port with a fresh embedded
// database of the demo dealers, then runs autocannon on one site, one route after another:
//
//   - a static chunk of Next's (the machine's yardstick: a file served from memory by the same server)
//   - a cached vehicle page           GET /cars/{slug}
//   - a cached search page            GET /cars
//   - an uncached search URL          GET /cars?query=…&sortBy=… (a query never asked before each time)
//   - the search API                  GET /api/search?make=Toyota&sortBy=lowestPrice
//
// and, on one connection (one request at a time: the time one render takes), uncached renders of the
// search, vehicle, home and location pages: each request an address never asked before (a query
// string of its own, which the page ignores and the cache keys on), so Next renders every one. Every
// request says it takes gzip and brotli, as a browser does. Prints req/s, latency p50 / p95 / p99
// and each route's share of the static chunk's req/s, with the targets: a cached page at ≥ 10% of
// the static chunk with p99 ≤ 250 ms, an uncached search page in ≤ 20 ms (median, one connection).
// Writes the table into docs/benchmarks.md.
//
//   npm run bench:pages                                       50 connections, 20 s per route, port 3196
//   npm run bench:pages -- --connections 20 --seconds 5 --port 3197 --site redgum
//   npm run bench:pages -- --uncached-only                    the one-connection renders alone
//   DATABASE_URL=postgres://… npm run bench:pages -- --processes 2
//                                                             two web processes on one port
//                                                             (WEB_PROCESSES, decision 057) on a fresh
//                                                             database on that PostgreSQL server
//   npm run bench:pages -- --profile DIR --seconds 30         the same under `node --cpu-prof`: one
//                                                             .cpuprofile per render route in DIR,
//                                                             figures not recorded
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { recordInBenchmarks, markdownTable } from "../lib/benchmarks-doc";
import { demoServerEnv, firstCarPath, sitePage } from "../lib/demo-server";
import { freshServerDatabase } from "../lib/fresh-database";
import { ensureBuild, spawnWebServer, stopGroup, waitUntilHealthy } from "../lib/next-server";

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}
function wholeNumber(name: string, fallback: number): number {
  const value = Number(option(name, String(fallback)));
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a whole number above 0`);
  return value;
}

const connections = wholeNumber("connections", 50);
const seconds = wholeNumber("seconds", 20);
const port = wholeNumber("port", Number(process.env.BENCH_PORT ?? 3196));
const site = option("site", "harbourside");
const profileDir = option("profile", "");
const uncachedOnly = profileDir !== "" || process.argv.includes("--uncached-only");
const processes = wholeNumber("processes", 1);
if (processes > 1 && !process.env.DATABASE_URL) {
  throw new Error("--processes above 1 needs DATABASE_URL (a PostgreSQL server): the embedded database has one writer");
}
const host = `${site}.localhost:${port}`;
const dataDir = path.join(process.cwd(), ".data", `bench-pages-${port}`);
const browserHeaders = { host, "accept-encoding": "gzip, deflate, br", accept: "text/html,*/*" };

type Figures = { route: string; perSecond: number; p50: number; p95: number; p99: number; other: number };

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;

/** Runs autocannon on one route; `nextPath` gives each request its own path when set. */
async function measure(
  route: string,
  pathname: string,
  options: { connections?: number; nextPath?: () => string } = {},
): Promise<Figures> {
  const latencies: number[] = [];
  let other = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}${pathname}`,
        connections: options.connections ?? connections,
        duration: seconds,
        // A render queued behind 49 others may take seconds: measured, not dropped as a timeout.
        timeout: 60,
        headers: browserHeaders,
        ...(options.nextPath
          ? { requests: [{ setupRequest: (request) => ({ ...request, path: options.nextPath?.() ?? pathname }) }] }
          : {}),
      },
      (error, finished) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) other += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  other += result.errors + result.timeouts;
  return {
    route,
    perSecond: result.requests.average,
    p50: Math.round(percentile(latencies, 0.5)),
    p95: Math.round(percentile(latencies, 0.95)),
    p99: Math.round(percentile(latencies, 0.99)),
    other,
  };
}

/**
 * Waits until the server answers its liveness probe quickly again: requests still queued from the
 * previous route must not be charged to the next.
 */
async function settle(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const started = Date.now();
    const live = await fetch(`http://127.0.0.1:${port}/api/health/live`).catch(() => null);
    if (live?.ok && Date.now() - started < 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const env = {
  ...demoServerEnv(port, dataDir),
  LOG_LEVEL: "error",
  // One address asks for everything here: the per-address limit on searches (decision 035) would
  // answer most of the search API's requests 429, measuring the limit rather than the search.
  RATE_LIMIT_FACTOR: "10000",
  ...(processes > 1
    ? {
        DATABASE_URL: await freshServerDatabase(process.env.DATABASE_URL!, `bench_pages_${port}`),
        WEB_PROCESSES: String(processes),
      }
    : {}),
};
ensureBuild(env);
rmSync(dataDir, { recursive: true, force: true });

/** The addresses of the pages measured, read from the site's own pages. */
type Pages = { chunk: string; carPath: string; locationPath: string };

async function findPages(): Promise<Pages> {
  const searchHtml = await sitePage(port, site, "/cars");
  const homeHtml = await sitePage(port, site, "/");
  const carPath = firstCarPath(searchHtml);
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(searchHtml)?.[1];
  const locationPath = /href="(\/(?:locations|our-location)\/[^"/?#]+)"/.exec(homeHtml)?.[1];
  if (!carPath || !chunk || !locationPath) throw new Error("The site's pages link no car, location or script chunk");
  return { chunk, carPath, locationPath };
}

const words = ["toyota", "mazda", "suv", "white", "diesel", "automatic", "ford", "hatch", "ute", "kia"];
const sorts = ["lowestPrice", "highestPrice", "newest", "lowestKm"];
let counter = 0;
const uncachedSearch = () => {
  counter += 1;
  return `/cars?query=${words[counter % words.length]}&sortBy=${sorts[counter % sorts.length]}&n=${counter}`;
};
/** The page at an address of its own: the page ignores `n`, the cache keys on it, so Next renders each. */
const uncached = (pathname: string) => () => {
  counter += 1;
  return `${pathname}${pathname.includes("?") ? "&" : "?"}n=${counter}`;
};

type Route = readonly [name: string, pathname: string, options: { connections?: number; nextPath?: () => string }];

/** The one-connection uncached renders: one request at a time, each rendered by Next. */
const renderRoutes = (pages: Pages): Record<"search" | "vehicle" | "home" | "location", Route> => ({
  search: ["uncached search page, one connection", "/cars?query=", { nextPath: uncachedSearch, connections: 1 }],
  vehicle: [
    "uncached vehicle page, one connection",
    pages.carPath,
    { nextPath: uncached(pages.carPath), connections: 1 },
  ],
  home: ["uncached home page, one connection", "/", { nextPath: uncached("/"), connections: 1 }],
  location: [
    `uncached location page ${pages.locationPath}, one connection`,
    pages.locationPath,
    { nextPath: uncached(pages.locationPath), connections: 1 },
  ],
});

async function runRoutes(routes: readonly Route[]): Promise<Figures[]> {
  const runs: Figures[] = [];
  for (const [route, pathname, options] of routes) {
    await settle();
    const figures = await measure(route, pathname, options);
    runs.push(figures);
    console.log(
      route.padEnd(46),
      `${figures.perSecond.toFixed(0).padStart(6)} req/s`,
      `p50 ${figures.p50} ms, p95 ${figures.p95} ms, p99 ${figures.p99} ms`,
      figures.other ? `(${figures.other} not 200)` : "",
    );
  }
  return runs;
}

if (profileDir) {
  // One server per profiled page, so each profile holds one kind of render (and the server's start).
  mkdirSync(profileDir, { recursive: true });
  for (const name of ["search", "vehicle"] as const) {
    const dir = path.join(profileDir, name);
    const server = spawnWebServer(port, env, "inherit", ["--cpu-prof", `--cpu-prof-dir=${dir}`]);
    try {
      await waitUntilHealthy(port, 600_000);
      const pages = await findPages();
      await runRoutes([renderRoutes(pages)[name]]);
    } finally {
      await stopGroup(server);
    }
    console.log(
      `Profile of the ${name} renders: ${dir}/ (open it in Chrome DevTools' Performance panel, or speedscope)`,
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

const server = spawnWebServer(port, env);
try {
  await waitUntilHealthy(port, 600_000);
  const pages = await findPages();
  const { chunk, carPath } = pages;
  // Each cached page rendered once before it is measured, as any page a shopper has asked for.
  await sitePage(port, site, carPath);
  await sitePage(port, site, "/cars");
  const renders = Object.values(renderRoutes(pages));

  const concurrent: Route[] = [
    ["static chunk (yardstick)", chunk, {}],
    [`cached vehicle page ${carPath.slice(0, 40)}…`, carPath, {}],
    ["cached search page /cars", "/cars", {}],
    ["uncached search URL (new query each time)", "/cars?query=", { nextPath: uncachedSearch }],
    ["search API", "/api/search?make=Toyota&sortBy=lowestPrice", {}],
  ];
  const runs = await runRoutes(uncachedOnly ? renders : [...concurrent, ...renders]);

  const yardstick = uncachedOnly ? Number.NaN : (runs[0]?.perSecond ?? Number.NaN);
  const ratio = (figures: Figures) =>
    Number.isNaN(yardstick) ? "–" : `${((figures.perSecond / yardstick) * 100).toFixed(1)}%`;
  const single = runs.find((figures) => figures.route === renders[0]?.[0]);
  const loaded = uncachedOnly ? undefined : runs[3];
  const cachedRuns = uncachedOnly ? [] : [runs[1], runs[2]];
  const verdicts = [
    ...cachedRuns.map((figures) =>
      figures
        ? `${figures.route}: ${ratio(figures)} of the static chunk (target ≥ 10%), p99 ${figures.p99} ms (target ≤ 250): ${
            figures.perSecond / yardstick >= 0.1 && figures.p99 <= 250 ? "met" : "not met"
          }`
        : "",
    ),
    loaded
      ? `uncached search pages at ${connections} connections: ${loaded.perSecond.toFixed(0)} req/s, p99 ${loaded.p99} ms ` +
        `(target ≥ 100 req/s at 50 connections, p99 ≤ 1000 ms): ${
          connections === 50 && loaded.perSecond >= 100 && loaded.p99 <= 1000 ? "met" : "not met"
        }`
      : "",
    single
      ? `uncached search page, one connection: median ${single.p50} ms (target ≤ 20): ${single.p50 <= 20 ? "met" : "not met"}`
      : "",
  ];
  console.log(`\n${verdicts.join("\n")}`);

  const table = markdownTable([
    ["route", "req/s", "p50 ms", "p95 ms", "p99 ms", "of static chunk", "not 200"],
    ...runs.map((figures) => [
      figures.route,
      figures.perSecond.toFixed(0),
      String(figures.p50),
      String(figures.p95),
      String(figures.p99),
      ratio(figures),
      String(figures.other),
    ]),
  ]);
  recordInBenchmarks(
    "bench:pages",
    `Run of ${new Date().toISOString().slice(0, 10)}, site ${site}, ${
      processes > 1 ? `${processes} web processes on the PostgreSQL server` : "one web process on the embedded database"
    }, ${uncachedOnly ? "uncached renders only, " : `${connections} connections, `}${seconds} s per route ` +
      `(the uncached renders: one connection, one request at a time; p50 is the median), Node ${process.versions.node}:\n\n${table}\n\n${verdicts
        .filter(Boolean)
        .map((line) => `- ${line}`)
        .join("\n")}`,
  );
} finally {
  await stopGroup(server);
  rmSync(dataDir, { recursive: true, force: true });
}
