// `npm run bench:lighthouse`: Lighthouse (the npm package, its default mobile preset: a Moto G Power
// viewport, simulated slow 4G and a 4x slower CPU) three times on the home, search and vehicle page
// of every demo site, against the production build on its own port with a fresh embedded database,
// in Debian's Chromium. Prints each page's median performance and accessibility scores, LCP, TBT
// and CLS, and the targets of issue 16 (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.05,
// accessibility ≥ 95). The throttling is simulated from one unthrottled load, so a busy machine moves
// the figures less than it moves wall-clock timings, but still some: read the medians.
//
// The first row is the yardstick: an empty Next.js page (a heading and a line of text, the same Next
// and React), built and served here, measured the same way. What Next's own runtime costs on this
// machine is the floor no page of the platform can go under.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { demoSites } from "@/demo/demo-sites";
import { markdownTable, recordInBenchmarks } from "../lib/benchmarks-doc";
import { demoServerEnv, firstCarPath, sitePage } from "../lib/demo-server";
import { ensureBuild, spawnGroup, spawnWebServer, stopGroup, waitUntilHealthy } from "../lib/next-server";

const port = Number(process.env.BENCH_PORT ?? 3291);
const debuggingPort = port + 1000;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const onlySites = process.argv.slice(2);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
const profileDir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-chromium-"));
const env = demoServerEnv(port, dataDir);
const emptyPort = port + 2;

/** An empty Next.js app in .data (inside the repository, so it resolves the same node_modules), built. */
function buildEmptyNextApp(): string {
  const dir = path.join(process.cwd(), ".data", "bench-empty-next");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "app"), { recursive: true });
  writeFileSync(
    path.join(dir, "app", "layout.tsx"),
    'export default function RootLayout({ children }: { children: React.ReactNode }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n',
  );
  writeFileSync(
    path.join(dir, "app", "page.tsx"),
    "export default function Page() {\n  return (\n    <main>\n      <h1>An empty page</h1>\n      <p>Nothing here but Next.js.</p>\n    </main>\n  );\n}\n",
  );
  writeFileSync(
    path.join(dir, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(process.cwd())} } };\n`,
  );
  const build = spawnSync("npx", ["next", "build", dir], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0) throw new Error("The empty Next.js app did not build");
  return dir;
}

type Figures = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The largest contentful paint's element, as the start of its HTML. */
  lcpElement: string;
  /** Lighthouse's own measure of the machine's speed during the run (higher is faster). */
  benchmarkIndex: number;
};

/** The first node snippet in an audit's details (the LCP element audit lists its element first). */
function firstSnippet(details: unknown, depth = 0): string | null {
  if (depth > 6 || typeof details !== "object" || details === null) return null;
  if ("snippet" in details && typeof details.snippet === "string") return details.snippet;
  for (const value of Object.values(details)) {
    const found = firstSnippet(value, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

async function audit(url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility"],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    lcpElement: (firstSnippet(audits["largest-contentful-paint-element"]?.details) ?? "?").slice(0, 70),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

function meetsTargets(figures: Figures): boolean {
  return (
    figures.performance >= 95 &&
    figures.lcpMs <= 2000 &&
    figures.tbtMs <= 150 &&
    figures.cls <= 0.05 &&
    figures.accessibility >= 95
  );
}

ensureBuild(env);
const emptyApp = buildEmptyNextApp();
const server = spawnWebServer(port, env);
const emptyServer = spawnGroup("npx", ["next", "start", emptyApp, "-p", String(emptyPort)], {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
});
const chromium = spawn(
  process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  [
    "--headless=new",
    `--remote-debugging-port=${debuggingPort}`,
    `--user-data-dir=${profileDir}`,
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "about:blank",
  ],
  { stdio: "ignore", detached: true },
);
let failures = 0;
const rows: string[][] = [
  ["site", "page", "perf", "LCP s", "TBT ms", "CLS", "a11y", "targets", "machine", "LCP element (first run)"],
];
try {
  await waitUntilHealthy(port, 600_000);
  for (let tries = 0; ; tries += 1) {
    const ready = await fetch(`http://127.0.0.1:${debuggingPort}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 60) throw new Error("Chromium did not open its debugging port");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log(
    "site".padEnd(16),
    "page".padEnd(8),
    "perf".padStart(5),
    "LCP s".padStart(6),
    "TBT ms".padStart(7),
    "CLS".padStart(6),
    "a11y".padStart(5),
    " targets",
    "machine".padStart(8),
    " LCP element (first run)",
  );
  for (
    let tries = 0;
    !(await fetch(`http://127.0.0.1:${emptyPort}/`).then(
      (r) => r.ok,
      () => false,
    ));
    tries += 1
  ) {
    if (tries > 120) throw new Error("The empty Next.js app did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const sites: [string, [string, string][]][] = [
    ["(empty Next.js page)", [["yardstick", `http://127.0.0.1:${emptyPort}/`]]],
  ];
  for (const { slug } of demoSites.filter((site) => onlySites.length === 0 || onlySites.includes(site.slug))) {
    const origin = `http://${slug}.localhost:${port}`;
    const carPath = firstCarPath(await sitePage(port, slug, "/cars"));
    sites.push([
      slug,
      [
        ["home", `${origin}/`],
        ["search", `${origin}/cars`],
        ...(carPath ? [["vehicle", `${origin}${carPath}`] as [string, string]] : []),
      ],
    ]);
  }
  for (const [slug, pages] of sites) {
    for (const [name, url] of pages) {
      const samples: Figures[] = [];
      for (let run = 0; run < runs; run += 1) samples.push(await audit(url));
      const figures: Figures = {
        performance: median(samples.map((sample) => sample.performance)),
        accessibility: median(samples.map((sample) => sample.accessibility)),
        lcpMs: median(samples.map((sample) => sample.lcpMs)),
        tbtMs: median(samples.map((sample) => sample.tbtMs)),
        cls: median(samples.map((sample) => sample.cls)),
        lcpElement: samples[0]?.lcpElement ?? "?",
        benchmarkIndex: median(samples.map((sample) => sample.benchmarkIndex)),
      };
      const met = meetsTargets(figures);
      if (!met && name !== "yardstick") failures += 1;
      rows.push([
        slug,
        name,
        String(figures.performance),
        (figures.lcpMs / 1000).toFixed(2),
        String(Math.round(figures.tbtMs)),
        figures.cls.toFixed(3),
        String(figures.accessibility),
        met ? "met" : "not met",
        String(Math.round(figures.benchmarkIndex)),
        `\`${figures.lcpElement.replace(/`/g, "'").replace(/\|/g, "\\|")}\``,
      ]);
      console.log(
        slug.padEnd(20),
        name.padEnd(8),
        String(figures.performance).padStart(5),
        (figures.lcpMs / 1000).toFixed(2).padStart(6),
        Math.round(figures.tbtMs).toString().padStart(7),
        figures.cls.toFixed(3).padStart(6),
        String(figures.accessibility).padStart(5),
        met ? " met    " : " not met",
        String(Math.round(figures.benchmarkIndex)).padStart(7),
        figures.lcpElement,
      );
    }
  }
  const verdict = `${failures === 0 ? "Every page meets" : `${failures} page(s) miss`} the targets (median of ${runs}).`;
  console.log(`\n${verdict}`);
  recordInBenchmarks(
    "bench:lighthouse",
    `Run of ${new Date().toISOString().slice(0, 10)}, Lighthouse mobile preset, median of ${runs} runs per page. ` +
      "`machine` is Lighthouse's benchmarkIndex of this machine during the page's runs (its CPU speed; higher is " +
      "faster), which its 4x slowdown does not adjust for:\n\n" +
      `${markdownTable(rows)}\n\n${verdict}`,
  );
} finally {
  try {
    process.kill(-chromium.pid!, "SIGTERM");
  } catch {
    // already gone
  }
  await stopGroup(server);
  await stopGroup(emptyServer);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
}
