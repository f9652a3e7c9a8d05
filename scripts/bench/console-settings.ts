// `npm run bench:console-settings`: which form library draws the console's site settings (decision
// 050), by measurement. Each candidate renders the WHOLE site configuration (every section, the
// harbourside demo's values) from the configuration's one zod schema:
//   - our own renderer over z.toJSONSchema's output (src/console/settings), validating with the zod
//     schema itself;
//   - @rjsf/core 6 with @rjsf/validator-ajv8, given the JSON Schema (draft-07);
//   - @jsonforms/react 3 with @jsonforms/vanilla-renderers, given the same JSON Schema.
// For each: the client JavaScript it adds to a page (esbuild, minified, React itself left out as every
// page has it), raw and gzip; the time to render the whole form to HTML (first render, which compiles
// validators, then the median of warm renders); and fit: controls drawn against the values they
// edit, the schema's descriptions shown, defaults shown, choices as selects, groups as fieldsets,
// add buttons on lists, whether it runs with eval refused (the console's Content-Security-Policy has
// no 'unsafe-eval' in production), and how many of six broken configurations its validation catches
// (two break the JSON Schema's own rules, four break the zod schema's refinements: contrast, a range,
// the ABN check, duplicate menu labels). Renders run in a child process started with
// --disallow-code-generation-from-strings; a candidate that needs eval is timed again without it.
// "Beside zod" leaves zod out as well: the console's forms already load it (the one schema per boundary,
// decision 008's rule), and a library that showed the schema's own messages would load it too.
// Prints a table and records it in docs/benchmarks.md.
//
//   npm run bench:console-settings            (… -- --runs 20)

import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { z } from "@/platform/zod";
import { generateDemoData } from "@/demo/generate";
import { sectionForm } from "@/console/settings/form-model";
import { withValueAt } from "@/sites/config-edits";
import { siteConfigSchema } from "@/sites/config-schema";
import { resolveSiteConfig, templateBaseConfig } from "@/sites/resolve-config";
import { sectionKeys } from "@/sites/setting-labels";
import { markdownTable, recordInBenchmarks } from "../lib/benchmarks-doc";

const runsIndex = process.argv.indexOf("--runs");
const runs = runsIndex >= 0 ? Math.max(3, Number(process.argv[runsIndex + 1]) || 10) : 10;
const root = process.cwd();
const work = mkdtempSync(path.join(os.tmpdir(), "bench-console-settings-"));

type Candidate = { name: string; module: string; input: "own" | "library" };

const candidates: Candidate[] = [
  { name: "own renderer (chosen)", module: "scripts/bench/settings-forms/own.ts", input: "own" },
  { name: "@rjsf/core + validator-ajv8", module: "scripts/bench/settings-forms/rjsf.ts", input: "library" },
  { name: "@jsonforms/react + vanilla", module: "scripts/bench/settings-forms/jsonforms.ts", input: "library" },
];

// ---------------------------------------------------------------------------------------------
// Inputs: the harbourside demo's configuration, its schema, and six broken copies

const demo = generateDemoData({ siteSlugs: ["harbourside"], carsPerSite: 1 }).sites[0];
if (!demo) throw new Error("no demo site");
const config = resolveSiteConfig(demo.template, demo.configOverrides);
const jsonSchema = z.toJSONSchema(siteConfigSchema, { io: "output", target: "draft-7", unrepresentable: "any" });
const broken: unknown[] = [
  withValueAt(config, ["labels", "soldTag"], "   "),
  withValueAt(config, ["identity", "nickname"], "unknown key"),
  withValueAt(config, ["theme", "colors", "primaryContrast"], config.theme.colors.primary),
  withValueAt(config, ["search", "priceSlider", "min"], config.search.priceSlider.max),
  withValueAt(config, ["identity", "abn"], "51 824 753 557"),
  withValueAt(config, ["header", "menus"], [config.header.menus[0], config.header.menus[0]]),
];
const inputs = {
  own: {
    sections: sectionKeys.map((key) => ({ key, model: sectionForm(key) })),
    config,
    base: templateBaseConfig(demo.template),
  },
  library: { schema: jsonSchema, config },
};

// ---------------------------------------------------------------------------------------------
// Bundles

/** The JavaScript a browser downloads for the form: React left out; with `withoutZod`, zod too (see below). */
async function browserBytes(candidate: Candidate, withoutZod = false): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: {
      contents: `export { WholeForm } from ${JSON.stringify(path.join(root, candidate.module))};`,
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    tsconfig: path.join(root, "tsconfig.json"),
    define: { "process.env.NODE_ENV": '"production"' },
    external: ["react", "react-dom", "react/jsx-runtime", "react-dom/client", ...(withoutZod ? ["zod"] : [])],
    logLevel: "silent",
  });
  const code = Buffer.concat(result.outputFiles.map((file) => Buffer.from(file.contents)));
  return { raw: code.length, gzip: gzipSync(code).length };
}

async function nodeBundle(candidate: Candidate): Promise<string> {
  const file = path.join(work, `${path.basename(candidate.module, ".ts")}.mjs`);
  await build({
    stdin: {
      contents: [
        `export { WholeForm, problems } from ${JSON.stringify(path.join(root, candidate.module))};`,
        `export { renderToString } from "react-dom/server";`,
        `export { createElement } from "react";`,
      ].join("\n"),
      resolveDir: root,
      loader: "ts",
    },
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    outfile: file,
    tsconfig: path.join(root, "tsconfig.json"),
    define: { "process.env.NODE_ENV": '"production"' },
    // CommonJS packages inside an ES module bundle ask for `require`.
    banner: { js: `import { createRequire } from "node:module"; const require = createRequire(import.meta.url);` },
    logLevel: "silent",
  });
  return file;
}

// ---------------------------------------------------------------------------------------------
// Rendering, in a child process

const runner = path.join(work, "runner.mjs");
writeFileSync(
  runner,
  `import { readFileSync, writeFileSync } from "node:fs";
const [bundle, inputFile, htmlFile, runs] = process.argv.slice(2);
const m = await import(bundle);
const input = JSON.parse(readFileSync(inputFile, "utf8"));
const render = () => m.renderToString(m.createElement(m.WholeForm, input.props));
let started = performance.now();
const html = render();
const cold = performance.now() - started;
const samples = [];
for (let run = 0; run < Number(runs); run += 1) {
  started = performance.now();
  render();
  samples.push(performance.now() - started);
}
const caught = input.broken.map((config) => m.problems(input.props.schema, config) > 0);
writeFileSync(htmlFile, html);
process.stdout.write(JSON.stringify({ cold, samples, caught }));
`,
);

type RenderResult = { cold: number; samples: number[]; caught: boolean[] };

function renderIn(
  bundle: string,
  candidate: Candidate,
  noEval: boolean,
): { result: RenderResult | null; html: string; error: string } {
  const inputFile = path.join(work, `${candidate.input}.json`);
  writeFileSync(inputFile, JSON.stringify({ props: inputs[candidate.input], broken }));
  const htmlFile = path.join(work, `${path.basename(bundle)}.html`);
  const child = spawnSync(
    process.execPath,
    [...(noEval ? ["--disallow-code-generation-from-strings"] : []), runner, bundle, inputFile, htmlFile, String(runs)],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (child.status !== 0)
    return {
      result: null,
      html: "",
      error: child.stderr.split("\n").find((line) => /Error/.test(line)) ?? child.stderr.slice(0, 200),
    };
  return { result: JSON.parse(child.stdout) as RenderResult, html: readFileSync(htmlFile, "utf8"), error: "" };
}

// ---------------------------------------------------------------------------------------------
// Fit, read from the rendered HTML

function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/`/g, "")
    .replace(/\s+/g, " ");
}

type SchemaNode = {
  description?: string;
  type?: unknown;
  enum?: unknown[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  items?: SchemaNode;
  additionalProperties?: unknown;
};

function schemaFacts(node: SchemaNode, facts = { descriptions: new Set<string>(), objects: 0, lists: 0 }) {
  if (node.description) facts.descriptions.add(node.description.replace(/`/g, "").replace(/\s+/g, " "));
  if (node.type === "object") facts.objects += 1;
  if (node.type === "array") facts.lists += 1;
  for (const child of Object.values(node.properties ?? {})) schemaFacts(child, facts);
  if (node.items) schemaFacts(node.items, facts);
  for (const option of node.anyOf ?? []) schemaFacts(option, facts);
  if (typeof node.additionalProperties === "object" && node.additionalProperties !== null) {
    schemaFacts(node.additionalProperties, facts);
  }
  return facts;
}

/** Values the form edits: every scalar of the configuration, list items included. */
function leafCount(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + leafCount(item), 0);
  if (value !== null && typeof value === "object")
    return Object.values(value).reduce((sum: number, item) => sum + leafCount(item), 0);
  return 1;
}

const facts = schemaFacts(jsonSchema as SchemaNode);
const leaves = leafCount(config);

function fit(html: string) {
  const text = textOf(html);
  const count = (pattern: RegExp) => (html.match(pattern) ?? []).length;
  return {
    controls: count(/<(input|select|textarea)\b(?![^>]*type="hidden")/g),
    descriptions: [...facts.descriptions].filter((description) => text.includes(description)).length,
    defaults: count(/Default:/g),
    selects: count(/<select\b/g),
    fieldsets: count(/<fieldset\b/g),
    addButtons: count(
      /<button\b[^>]*>(?:(?!<\/button>)[\s\S])*?(?:Add|\+)(?:(?!<\/button>)[\s\S])*?<\/button>|<button\b[^>]*(?:title|aria-label)="[^"]*Add/gi,
    ),
  };
}

// ---------------------------------------------------------------------------------------------

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => value.toFixed(1);
const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] ?? Number.NaN;

const rows: string[][] = [];
const fitRows: string[][] = [];
try {
  for (const candidate of candidates) {
    const bytes = await browserBytes(candidate);
    const besideZod = await browserBytes(candidate, true);
    const bundle = await nodeBundle(candidate);
    const strict = renderIn(bundle, candidate, true);
    const needsEval = strict.result === null;
    const rendered = needsEval ? renderIn(bundle, candidate, false) : strict;
    if (!rendered.result) throw new Error(`${candidate.name} did not render: ${rendered.error}`);
    const shown = fit(rendered.html);
    rows.push([
      candidate.name,
      kib(bytes.raw),
      kib(bytes.gzip),
      kib(besideZod.gzip),
      ms(rendered.result.cold),
      ms(median(rendered.result.samples)),
      kib(rendered.html.length),
    ]);
    fitRows.push([
      candidate.name,
      `${shown.controls} / ${leaves}`,
      `${shown.descriptions} / ${facts.descriptions.size}`,
      String(shown.defaults),
      String(shown.selects),
      `${shown.fieldsets} / ${facts.objects}`,
      `${shown.addButtons} / ${facts.lists}`,
      needsEval ? `no (${strict.error.trim().slice(0, 60)})` : "yes",
      `${rendered.result.caught.filter(Boolean).length} / ${broken.length}`,
    ]);
    console.log(`${candidate.name}: done`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

const speed = markdownTable([
  [
    "candidate",
    "client JS KiB",
    "gzip KiB",
    "gzip KiB beside zod",
    "first render ms",
    "warm render ms (median)",
    "HTML KiB",
  ],
  ...rows,
]);
const fitTable = markdownTable([
  [
    "candidate",
    "controls / values",
    "descriptions shown",
    "defaults shown",
    "selects",
    "fieldsets / objects",
    "add buttons / lists",
    "runs without eval",
    "broken configs caught",
  ],
  ...fitRows,
]);
const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}`;
const report = `Run of ${new Date().toISOString().slice(0, 10)} on ${machine}; the whole configuration (${sectionKeys.length} sections, ${leaves} values) of the harbourside demo, ${runs} warm renders each.

${speed}

${fitTable}`;
console.log(`\n${report}`);
recordInBenchmarks("console-settings", `## Console settings forms (\`npm run bench:console-settings\`)\n\n${report}`);
