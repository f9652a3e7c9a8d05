// `npm run bench:html`: what a first visit downloads as HTML, per template. Starts the production
// build (building first if it is stale) on its own port with a fresh embedded database of the demo
// dealers, then fetches each site's home page, its all-stock search page and the vehicle page of the
// first car on it, and prints each document's size raw and gzipped, split into markup and the inline
// React Server Components payload (the props of client components, which hydration reads).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { demoSites } from "@/demo/demo-sites";
import { demoServerEnv, firstCarPath, sitePage } from "../lib/demo-server";
import { ensureBuild, spawnWebServer, stopGroup, waitUntilHealthy } from "../lib/next-server";

const port = Number(process.env.BENCH_PORT ?? 3290);
const dataDir = mkdtempSync(path.join(tmpdir(), "bench-html-"));
const env = demoServerEnv(port, dataDir);

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

const page = (site: string, pathname: string) => sitePage(port, site, pathname);

function weigh(html: string) {
  const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  const payload = scripts.filter((script) => script.startsWith("self.__next_f")).join("").length;
  return { total: html.length, gzip: gzipSync(html).length, payload, markup: html.length - payload };
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
  for (const { slug } of demoSites) {
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
  }
} finally {
  await stopGroup(server);
  rmSync(dataDir, { recursive: true, force: true });
}
