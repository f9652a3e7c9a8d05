// Benchmark of the in-process search engine against SQL (embedded PGlite, and a PostgreSQL server when
// DATABASE_URL is set) and Orama, over the deterministic demo stock of one site (50,000 cars). SQL is
// measured twice on each database: over the plain view with the schema's own indexes, and over an
// indexed document table (B-tree, GIN and pg_trgm trigram indexes, sql.ts), made in the benchmark's
// own database only.
//
//   npm run bench:search                      everything (about 5 minutes on 2 cores)
//   npm run bench:search -- --engine-only     the engine's figures only (no database: documents from the
//                                             generator, measured in a process of their own)
//   npm run bench:search -- --cars 5000       a smaller stock
//
// Run node with --expose-gc (the npm script does) for the memory figures. Figures go to stdout as
// Markdown; docs/benchmarks.md holds those of a recorded run.

import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Database } from "@/platform/db/connect";
import type { DemoData } from "@/demo/generate";
import { buildSearchIndex, search, type SearchIndex, type SearchRequest } from "@/stock/engine";
import { queryWords } from "@/stock/engine/text";
import { answerOf, differences, type Answer } from "./answer";
import type { CarDocument } from "@/cars/car";
import { benchSite, generateBenchData, generatedDocuments, loadDocuments, openSeeded, type BenchSite } from "./data";
import { buildOrama, oramaSearch } from "./orama";
import { createDocumentView, createIndexedDocuments, runnerOf, sqlSearch, type DocumentSource, type Run } from "./sql";
import { median, time, timeSync, type Timing } from "./timing";

type Query = {
  label: string;
  request: SearchRequest;
  /** Orama's typo tolerance for the query (it has one setting for every word). */
  tolerance: number;
  /** Whether SQL's plain word matching means the same as the engine's for this query. */
  sqlComparable: boolean;
  /** Whether Orama's matching means the same as the engine's (not for free text: Orama matches every word as a prefix and by BM25). */
  oramaComparable: boolean;
};

const queries: Query[] = [
  { label: "browse: no refinement", request: {}, tolerance: 0, sqlComparable: true, oramaComparable: true },
  {
    label: "make + model",
    request: { filters: { make: ["Toyota"], model: ["Corolla"] } },
    tolerance: 0,
    sqlComparable: true,
    oramaComparable: true,
  },
  {
    label: "price range + body",
    request: { ranges: { price: { min: 20_000, max: 40_000 } }, filters: { body: ["SUV"] } },
    tolerance: 0,
    sqlComparable: true,
    oramaComparable: true,
  },
  {
    label: "refined: 2 makes, SUV, year ≥ 2020, km ≤ 50k, latest",
    request: {
      filters: { make: ["Toyota", "Mazda"], body: ["SUV"] },
      ranges: { year: { min: 2020 }, km: { max: 50_000 } },
      sort: "latest",
    },
    tolerance: 0,
    sqlComparable: true,
    oramaComparable: true,
  },
  {
    label: 'text with a typo: "corola"',
    request: { query: "corola" },
    tolerance: 1,
    sqlComparable: false,
    oramaComparable: false,
  },
  {
    label: 'text, exact: "corolla"',
    request: { query: "corolla" },
    tolerance: 0,
    sqlComparable: true,
    oramaComparable: false,
  },
  {
    label: 'text being typed: "toyota cor"',
    request: { query: "toyota cor" },
    tolerance: 0,
    sqlComparable: true,
    oramaComparable: false,
  },
  {
    label: "sort price ascending, no $0",
    request: { sort: "price_asc", excludeZeroPriceOnAscending: true },
    tolerance: 0,
    sqlComparable: true,
    oramaComparable: true,
  },
  { label: "deep page: page 100", request: { page: 100 }, tolerance: 0, sqlComparable: true, oramaComparable: true },
];
/** SQL and Orama take seconds per full query: a few runs each keep the whole bench near 5 minutes. */
const slowContender = { warmup: 1, runs: 20, minRuns: 3, budgetMs: 4_000 };

const browse = queries[0];
const typo = queries[4];

const args = process.argv.slice(2);
const engineOnly = args.includes("--engine-only");
const carsArgument = args.indexOf("--cars");
const carCount = carsArgument >= 0 ? Number(args[carsArgument + 1]) : 50_000;
if (!Number.isInteger(carCount) || carCount < 1) throw new Error("--cars takes a whole number");
/** Set by the engine-only run for the process it measures in (see engineOnlyInOwnProcess). */
const documentsArgument = args.indexOf("--documents");
const documentsFile = documentsArgument >= 0 ? args[documentsArgument + 1] : undefined;

const log = (message: string) => process.stderr.write(`${message}\n`);
const ms = (value: number) => (Number.isNaN(value) ? "–" : value < 10 ? value.toFixed(2) : value.toFixed(0));
const pair = (timing: Timing | undefined, showRuns = false) =>
  timing ? `${ms(timing.p50)} / ${ms(timing.p95)}${showRuns ? ` (${timing.runs})` : ""}` : "–";
const ratio = (other: Timing | undefined, engine: Timing) =>
  other ? `${Math.round(other.p95 / Math.max(engine.p95, 0.001)).toLocaleString("en-AU")}×` : "–";

function memory(): { heap: number; buffers: number } {
  globalThis.gc?.();
  globalThis.gc?.();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed / 1_048_576, buffers: usage.arrayBuffers / 1_048_576 };
}

/** Misspellings of the stock's own words (one letter dropped), each new to the index's word memo. */
function coldTypos(index: SearchIndex, count: number): string[] {
  const words = new Set<string>();
  for (const doc of index.docs) {
    if (!doc) continue;
    for (const text of [doc.make, doc.model, doc.badge, doc.colour, doc.body, doc.city]) {
      for (const word of queryWords(text ?? "")) if (word.length >= 6 && !/\d/u.test(word)) words.add(word);
    }
  }
  const typos: string[] = [];
  for (let drop = 1; typos.length < count && drop < 12; drop += 1) {
    for (const word of words) {
      if (drop >= word.length) continue;
      const typo = word.slice(0, drop) + word.slice(drop + 1);
      if (!typos.includes(typo)) typos.push(typo);
      if (typos.length === count) break;
    }
  }
  return typos;
}

type Contender = { name: string; timings: Map<string, Timing>; verdicts: Map<string, string>; note?: string };

function verdict(engine: Answer, other: Answer, comparable: boolean, compareHits: boolean): string {
  const found = differences(engine, other, { hits: compareHits, facets: true, stats: true });
  if (found.length === 0) return compareHits ? "agree (count, facets, stats, hits)" : "agree (count, facets, stats)";
  return comparable ? `DISAGREE: ${found.slice(0, 3).join("; ")}` : `differs by design: ${found[0] ?? ""}`;
}

async function sqlContender(
  name: string,
  run: Run,
  engineAnswers: Map<string, Answer>,
  source: DocumentSource = "bench_docs",
): Promise<Contender> {
  const contender: Contender = { name, timings: new Map(), verdicts: new Map() };
  for (const query of queries) {
    const answer = await sqlSearch(run, query.request, source);
    const engine = engineAnswers.get(query.label);
    if (engine) contender.verdicts.set(query.label, verdict(engine, answer, query.sqlComparable, query.sqlComparable));
    contender.timings.set(query.label, await time(() => sqlSearch(run, query.request, source), slowContender));
    log(`  ${name}: ${query.label}: ${pair(contender.timings.get(query.label))} ms`);
  }
  return contender;
}

type Server = { database: Database; seedSeconds: number; name: string; drop: () => Promise<void> };

/** A fresh temporary database on the server at `serverUrl`, seeded; `drop` closes and removes it. */
async function openTemporaryServer(data: DemoData, serverUrl: string): Promise<Server> {
  const name = `bench_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const drop = async (database?: Database) => {
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    log(`Seeding the PostgreSQL server (temporary database ${name})…`);
    const { database, seedSeconds } = await openSeeded(data, url.toString());
    // pool.end() resolves before its sockets have closed; the forced DROP then ends those sessions,
    // which the pool reports as an error event that would otherwise crash the process.
    if (database.kind === "postgres") {
      database.pool.on("error", (error) => {
        if (!("code" in error && error.code === "57P01")) log(`server pool: ${error.message}`);
      });
    }
    await runnerOf(database)("ANALYZE", []);
    return { database, seedSeconds, name, drop: () => drop(database) };
  } catch (error) {
    await drop();
    throw error;
  }
}

/**
 * Generates the stock and seeds the databases. The generated rows are dropped when this returns, so
 * they do not sit in the heap while the engine is measured (an app holds only its documents).
 */
async function prepare(serverUrl: string | undefined) {
  log(`Generating ${carCount.toLocaleString("en-AU")} demo cars…`);
  const data = generateBenchData(carCount);
  const site = benchSite(data);
  log("Seeding PGlite (about a minute for 50,000 cars)…");
  const pglite = await openSeeded(data, undefined);
  log(`PGlite seeded in ${pglite.seedSeconds.toFixed(0)} s.`);
  const server = serverUrl ? await openTemporaryServer(data, serverUrl) : null;
  const docs = await loadDocuments(pglite.database, site);
  return { site, docs, pglite, server };
}

/**
 * The engine alone is measured in a process of its own that holds nothing but the documents, parsed
 * from a file, as an app holds the ones it read at its start: in the process that generated them the
 * build took half as long again (the generator's garbage and a heap grown to gigabytes), and a seeded
 * PGlite of 200,000 cars beside them made the figures move by more than the targets' margins.
 */
async function engineOnlyInOwnProcess(): Promise<void> {
  log(`Generating ${carCount.toLocaleString("en-AU")} demo cars…`);
  const data = generateBenchData(carCount);
  const folder = await mkdtemp(path.join(os.tmpdir(), "bench-search-"));
  const file = path.join(folder, "documents.json");
  try {
    await writeFile(file, JSON.stringify(generatedDocuments(data, benchSite(data))));
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? "", ...args, "--documents", file], {
      stdio: "inherit",
    });
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    process.exitCode = code ?? 1;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = os.loadavg();
  if (engineOnly) {
    if (documentsFile === undefined) return engineOnlyInOwnProcess();
    const docs = JSON.parse(await readFile(documentsFile, "utf8")) as CarDocument[];
    return measure(null, docs, null, null, started, loadAtStart);
  }
  const { site, docs, pglite, server } = await prepare(process.env.DATABASE_URL);
  try {
    await measure(site, docs, pglite, server, started, loadAtStart);
  } finally {
    await server?.drop();
  }
}

async function measure(
  site: BenchSite | null,
  docs: CarDocument[],
  pglite: { database: Database; seedSeconds: number } | null,
  server: Server | null,
  started: number,
  loadAtStart: number[],
): Promise<void> {
  log(`${docs.length} documents.`);

  // Engine: build time and memory.
  // The first build in a process also pays for compiling the engine and hashing every string of
  // the documents; it is reported on its own, the target is the median of the five after it.
  memory();
  const firstStarted = performance.now();
  buildSearchIndex(docs);
  const firstBuild = performance.now() - firstStarted;
  const builds: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    memory();
    const buildStarted = performance.now();
    buildSearchIndex(docs);
    builds.push(performance.now() - buildStarted);
  }
  const before = memory();
  const index = buildSearchIndex(docs);
  const withIndex = memory();
  const retainedHeap = withIndex.heap - before.heap;
  const retainedBuffers = withIndex.buffers - before.buffers;
  const gcExposed = typeof globalThis.gc === "function";
  log(`Index built: median ${median(builds).toFixed(0)} ms.`);

  // Engine: queries, straight to search() (no result cache).
  const engine: Contender = { name: "engine", timings: new Map(), verdicts: new Map() };
  const engineAnswers = new Map<string, Answer>();
  for (const query of queries) {
    engineAnswers.set(query.label, answerOf(search(index, query.request)));
    memory();
    engine.timings.set(
      query.label,
      timeSync(() => search(index, query.request), { warmup: 20, runs: 200 }),
    );
  }
  const typos = coldTypos(index, 200);
  memory();
  let next = 0;
  const coldTypo = timeSync(() => search(index, { query: typos[next++ % typos.length] }), {
    warmup: 0,
    runs: typos.length,
  });
  log("Engine timed.");

  const contenders: Contender[] = [];
  let indexesMade: string[] = [];
  /** The same statements over the indexed document table (sql.ts), made in this database first. */
  const indexedContender = async (name: string, run: Run) => {
    log(`  ${name}: making the indexed document table…`);
    const made = await createIndexedDocuments(run);
    indexesMade = made.indexes;
    const contender = await sqlContender(name, run, engineAnswers, "bench_docs_indexed");
    contender.note = `document table and its ${made.indexes.length} indexes made in ${made.seconds.toFixed(1)} s`;
    return contender;
  };
  if (pglite && site) {
    const run = runnerOf(pglite.database);
    await createDocumentView(run, site);
    contenders.push(await sqlContender("SQL (PGlite)", run, engineAnswers));
    contenders.push(await indexedContender("SQL + indexes (PGlite)", run));
    await pglite.database.close();
  }

  if (server && site) {
    const run = runnerOf(server.database);
    await createDocumentView(run, site);
    const version = await run("SHOW server_version", []);
    const contender = await sqlContender("SQL (server)", run, engineAnswers);
    const serverVersion = version[0]?.server_version;
    contender.note = `PostgreSQL ${typeof serverVersion === "string" ? serverVersion : "?"}, seeded in ${server.seedSeconds.toFixed(0)} s`;
    contenders.push(contender);
    contenders.push(await indexedContender("SQL + indexes (server)", run));
  }

  if (!engineOnly) {
    log("Indexing in Orama…");
    const oramaStarted = performance.now();
    const db = await buildOrama(docs);
    const oramaBuild = performance.now() - oramaStarted;
    const orama: Contender = {
      name: "Orama",
      timings: new Map(),
      verdicts: new Map(),
      note: `indexed in ${(oramaBuild / 1000).toFixed(1)} s`,
    };
    for (const query of queries) {
      const answer = await oramaSearch(db, query.request, query.tolerance);
      const engineAnswer = engineAnswers.get(query.label);
      if (engineAnswer) orama.verdicts.set(query.label, verdict(engineAnswer, answer, query.oramaComparable, false));
      orama.timings.set(query.label, await time(() => oramaSearch(db, query.request, query.tolerance), slowContender));
      log(`  Orama: ${query.label}: ${pair(orama.timings.get(query.label))} ms`);
    }
    contenders.push(orama);
  }

  // Report.
  const lines: string[] = [];
  const out = (line = "") => lines.push(line);
  out(`## Figures: ${docs.length.toLocaleString("en-AU")} cars, one site`);
  out();
  out(
    `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}. Times in ms, p50 / p95; every query is a full search`,
  );
  out("(page of hits, exact count, all 23 facets' disjunctive counts, all 5 numeric stats).");
  out();
  const header = [
    "query",
    "engine",
    ...contenders.map((c) => c.name),
    ...contenders.map((c) => `${c.name} ÷ engine (p95)`),
  ];
  out(`| ${header.join(" | ")} |`);
  out(`|${header.map(() => " --- ").join("|")}|`);
  for (const query of queries) {
    const engineTiming = engine.timings.get(query.label);
    if (!engineTiming) continue;
    out(
      `| ${[
        query.label,
        pair(engineTiming),
        ...contenders.map((c) => pair(c.timings.get(query.label), true)),
        ...contenders.map((c) => ratio(c.timings.get(query.label), engineTiming)),
      ].join(" | ")} |`,
    );
  }
  const dashes = contenders.flatMap(() => ["–", "–"]);
  out(`| ${["typo text, each query a new word (cold word memo)", pair(coldTypo), ...dashes].join(" | ")} |`);
  out();
  out(
    "Runs: engine 200 per query after 20 warm-up runs; SQL and Orama after one warm-up run, 3 to 20 runs (in brackets), stopping after 4 s of work (so their p95 is often the slowest of a few runs).",
  );
  for (const contender of contenders) if (contender.note) out(`${contender.name}: ${contender.note}.`);
  if (indexesMade.length > 0) out(`Indexes of the "SQL + indexes" contenders: ${indexesMade.join("; ")}.`);
  if (pglite) out(`PGlite seeded in ${pglite.seedSeconds.toFixed(0)} s.`);
  out();
  if (contenders.length > 0) {
    out("### Do the answers agree with the engine's?");
    out();
    out(`| query | ${contenders.map((c) => c.name).join(" | ")} |`);
    out(`|${[" --- ", ...contenders.map(() => " --- ")].join("|")}|`);
    for (const query of queries) {
      out(`| ${query.label} | ${contenders.map((c) => c.verdicts.get(query.label) ?? "–").join(" | ")} |`);
    }
    out();
  }
  const engineBrowse = browse ? engine.timings.get(browse.label) : undefined;
  const engineTypo = typo ? engine.timings.get(typo.label) : undefined;
  const retained = retainedHeap + retainedBuffers;
  /** The contender's least p95 ratio to the engine, and on which query, over `among` (all by default). */
  const slowest = (contender: Contender, among: (query: Query) => boolean = () => true) => {
    let least = { factor: Number.POSITIVE_INFINITY, label: "" };
    for (const query of queries.filter(among)) {
      const theirs = contender.timings.get(query.label);
      const ours = engine.timings.get(query.label);
      const factor = theirs && ours ? theirs.p95 / Math.max(ours.p95, 0.001) : Number.POSITIVE_INFINITY;
      if (factor < least.factor) least = { factor, label: query.label };
    }
    return least;
  };
  /** Whether the contender gave the engine's answer to the query: a query it answers otherwise (SQL's 0 cars for a typo) is no race. */
  const answeredAlike = (contender: Contender) => (query: Query) =>
    contender.verdicts.get(query.label)?.startsWith("agree") ?? false;
  const verdictOf = (pass: boolean) => (pass ? "PASS" : "MISS");
  // The search page's targets are the 50,000-car stock's; a dealer group's (200,000 cars)
  // allow the build 2 s and hold every query, not only browsing, to 5 ms.
  const groupScale = docs.length >= 200_000;
  const buildTargetMs = groupScale ? 2000 : 1000;
  out("### Targets");
  out();
  out("| target | measured | |");
  out("| --- | --- | --- |");
  out(
    `| browse p95 ≤ 5 ms | ${ms(engineBrowse?.p95 ?? Number.NaN)} ms | ${verdictOf((engineBrowse?.p95 ?? Infinity) <= 5)} |`,
  );
  out(
    `| typo text p95 ≤ 10 ms | ${ms(engineTypo?.p95 ?? Number.NaN)} ms (cold word memo: ${ms(coldTypo.p95)} ms) | ${verdictOf(Math.max(engineTypo?.p95 ?? Infinity, coldTypo.p95) <= 10)} |`,
  );
  out(
    `| index build ≤ ${buildTargetMs.toLocaleString("en-AU")} ms (median of 5) | ${median(builds).toFixed(0)} ms (runs: ${builds.map((b) => b.toFixed(0)).join(", ")}; the first build in the process: ${firstBuild.toFixed(0)} ms) | ${verdictOf(median(builds) <= buildTargetMs)} |`,
  );
  if (groupScale) {
    const slowestQuery = Math.max(...queries.map((query) => engine.timings.get(query.label)?.p95 ?? Infinity));
    out(
      `| every query p95 ≤ 5 ms | slowest ${ms(slowestQuery)} ms (cold word memo: ${ms(coldTypo.p95)} ms) | ${verdictOf(Math.max(slowestQuery, coldTypo.p95) <= 5)} |`,
    );
  }
  out(
    gcExposed
      ? `| index memory ≤ 100 MB | ${retained.toFixed(1)} MB (${retainedHeap.toFixed(1)} MB heap + ${retainedBuffers.toFixed(1)} MB typed arrays) | ${verdictOf(retained <= 100)} |`
      : "| index memory ≤ 100 MB | not measured: run node with --expose-gc | – |",
  );
  for (const contender of contenders) {
    const alike = slowest(contender, answeredAlike(contender));
    const every = slowest(contender);
    const also =
      every.label === alike.label
        ? ""
        : `; over every query ${every.factor.toFixed(0)}×, on ${every.label}, which it answers otherwise`;
    out(
      `| ≥ 10× faster than ${contender.name} at p95, every query it answers as the engine does | least: ${alike.factor.toFixed(0)}× (${alike.label})${also} | ${verdictOf(alike.factor >= 10)} |`,
    );
  }
  out();
  const load = (loads: number[]) => loads.map((value) => value.toFixed(1)).join(", ");
  out(
    `Whole benchmark: ${((performance.now() - started) / 1000).toFixed(0)} s on ${os.cpus().length} cores; load average (1, 5, 15 min) at the start ${load(loadAtStart)}, at the end ${load(os.loadavg())}.`,
  );
  process.stdout.write(`${lines.join("\n")}\n`);
}

await main();
