// `npm run bench:html`: what a first visit downloads as HTML, per template. Starts the production
// build (building first if it is stale) on its own port with a fresh embedded database of the demo
// dealers, then fetches each site's home page, its all-stock search page and the vehicle page of the
// first car on it, and prints each document's size raw and gzipped, split into markup and the inline
// React Server Components payload (the props of client components, which hydration reads).
//
// `npm run bench:html -- --real-stock` (decision 056): the demo dealers seeded without cars, then
// harbourside's stock sent through the stock API, a 2,000-car used yard of 40 makes (real-stock.ts;
// `--cars N`, `--makes N` change it), and harbourside's pages weighed against the search page's
// budget of 100 KB (100,000 bytes). `--save DIR` writes each page's HTML there, to see what weighs.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { demoSites } from "@/demo/demo-sites";
import { demoServerEnv, firstCarPath, sitePage, siteRequest } from "../lib/demo-server";
import { option } from "../lib/stock-target";
import { realUsedStock } from "./real-stock";
import { ensureBuild, spawnWebServer, stopGroup, waitUntilHealthy } from "../lib/next-server";

const port = Number(process.env.BENCH_PORT ?? 3290);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-html-"));
// With --real-stock the demo sites are seeded without cars: the feed's are the only ones.
const env = {
  ...demoServerEnv(port, dataDir),
  ...(process.argv.includes("--real-stock") ? { SEED_CARS_PER_SITE: "0" } : {}),
};

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const args = process.argv.slice(2);
const realStock = args.includes("--real-stock");
const realCars = Number(option(args, "cars") ?? 2_000);
const realMakes = Number(option(args, "makes") ?? 40);
/** The search page's budget (page speed): 100 KB, counted in thousands of bytes. */
const searchBudgetBytes = 100_000;

const page = (site: string, pathname: string) => sitePage(port, site, pathname);

function weigh(html: string) {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  const payload = scripts.filter((script) => script.startsWith("self.__next_f")).join("").length;
  return { total: html.length, gzip: gzipSync(html).length, payload, markup: html.length - payload };
}

/** Sends a dealership's stock through the stock API, then waits until search lists it. */
async function replaceStock(site: string, dealership: string): Promise<string> {
  const answer = await siteRequest(port, site, `/api/stock/${dealership}/cars`, {
    method: "POST",
    headers: { authorization: `Bearer demo-${dealership}`, "content-type": "application/json" },
    body: JSON.stringify(realUsedStock(realCars, realMakes)),
  });
  if (answer.status !== 200) throw new Error(`The stock feed answered ${answer.status}: ${answer.text.slice(0, 500)}`);
  const deadline = Date.now() + 60_000;
  let count: number | undefined;
  while (Date.now() < deadline) {
    const answer = await siteRequest(port, site, "/api/search");
    ({ count } = JSON.parse(answer.text) as { count?: number });
    if (count === realCars) return site;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Search did not list the ${realCars} cars within a minute (it lists ${count ?? "none"})`);
}

ensureBuild(env);
const server = spawnWebServer(port, env);
try {
  await waitUntilHealthy(port, 600_000);
  console.log(
    "site".padEnd(16),
    "page".padEnd(8),
    "KiB".padStart(7),
    "gzip".padStart(7),
    "markup".padStart(7),
    "payload".padStart(7),
  );
  const sites = realStock
    ? [await replaceStock("harbourside", "harbourside-motors")]
    : demoSites.map((site) => site.slug);
  for (const slug of sites) {
    const search = await page(slug, "/cars");
    const carPath = firstCarPath(search);
    const pages: [string, string][] = [
      ["home", await page(slug, "/")],
      ["search", search],
      ...(carPath ? [["vehicle", await page(slug, carPath)] as [string, string]] : []),
    ];
    for (const [name, html] of pages) {
      const weight = weigh(html);
      console.log(
        slug.padEnd(16),
        name.padEnd(8),
        kib(weight.total),
        kib(weight.gzip),
        kib(weight.markup),
        kib(weight.payload),
      );
    }
    const saveTo = option(args, "save");
    if (saveTo) for (const [name, html] of pages) writeFileSync(path.join(saveTo, `${slug}-${name}.html`), html);
    if (realStock) {
      const bytes = Buffer.byteLength(search, "utf8");
      console.log(
        `\n${slug} with ${realCars} used cars of ${realMakes} makes: the search page is ${bytes.toLocaleString("en-AU")} bytes ` +
          `(${(bytes / 1024).toFixed(1)} KiB), budget ${searchBudgetBytes.toLocaleString("en-AU")}: ${bytes <= searchBudgetBytes ? "within" : "OVER"}`,
      );
    }
  }
} finally {
  await stopGroup(server);
  rmSync(dataDir, { recursive: true, force: true });
}
