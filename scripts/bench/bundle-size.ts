// `npm run bench:bundle`: the first-load JavaScript of a page from the production build in .next
// (run `npm run build` first): the framework's root chunks plus the page's and its layouts' chunks,
// raw and gzipped, as a browser downloads them on a first visit. The first row is an empty Next.js
// page's (a layout of <html> and <body>, no client component: Next's root chunks alone, React, the
// router and Turbopack's runtime); each page's last column is how far above it the page is (issue 16's
// target: home, search and vehicle pages within 40 KB gzip).
import { readFileSync } from "node:fs";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { gzipSync } from "node:zlib";
import { z } from "zod";

const routes =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : ["/[site]", "/[site]/search/[[...segments]]", "/[site]/cars/[slug]"];
const buildDir = path.join(process.cwd(), ".next");

const manifestSchema = z.object({ entryJSFiles: z.record(z.string(), z.array(z.string())).optional() });
const buildManifestSchema = z.object({ rootMainFiles: z.array(z.string()) });

function clientManifest(route: string) {
  const file = path.join(buildDir, "server", "app", route, "page_client-reference-manifest.js");
  const sandbox: { self: Record<string, unknown>; globalThis?: unknown } = { self: {} };
  sandbox.globalThis = sandbox.self;
  runInNewContext(readFileSync(file, "utf8"), sandbox);
  const manifests = z.record(z.string(), z.unknown()).parse(sandbox.self.__RSC_MANIFEST);
  return manifestSchema.parse(Object.values(manifests)[0]);
}

const rootFiles = buildManifestSchema.parse(
  JSON.parse(readFileSync(path.join(buildDir, "build-manifest.json"), "utf8")),
).rootMainFiles;

function weigh(files: ReadonlySet<string>): { raw: number; gzip: number } {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(buildDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes).length;
  }
  return { raw, gzip };
}

const kib = (bytes: number, width: number) => (bytes / 1024).toFixed(1).padStart(width);
const empty = weigh(new Set(rootFiles));

console.log("route".padEnd(36), "files", "raw KiB".padStart(8), "gzip KiB".padStart(9), "over empty".padStart(11));
console.log(
  "(empty Next.js page)".padEnd(36),
  String(rootFiles.length).padStart(5),
  kib(empty.raw, 8),
  kib(empty.gzip, 9),
);
for (const route of routes) {
  const files = new Set(rootFiles);
  for (const chunks of Object.values(clientManifest(route).entryJSFiles ?? {}))
    for (const chunk of chunks) files.add(chunk);
  const { raw, gzip } = weigh(files);
  console.log(route.padEnd(36), String(files.size).padStart(5), kib(raw, 8), kib(gzip, 9), kib(gzip - empty.gzip, 11));
}
