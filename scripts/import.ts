// `npm run import -- --site {slug} --dealership {slug} --file stock.csv [--full] [--atomic]`: a
// dealership's stock file (CSV, or JSON with a .json name) applied through the same code as the stock
// API (src/stock-feed/apply-feed.ts). On DATABASE_URL the running servers hear the change at once
// (stock_changed); the embedded database belongs to one process, so stop `npm start` first or push
// through the API instead (docs/stock-feed.md).
import { readFile } from "node:fs/promises";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { EnvError, parseEnv } from "@/platform/env";
import { applyFeed } from "@/stock-feed/apply-feed";
import { parseStockCsv } from "@/stock-feed/csv";
import { findStockTarget, option } from "./lib/stock-target";

const args = process.argv.slice(2);
function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run import -- --site <site slug> --dealership <dealership slug> --file <stock.csv|stock.json> [--full] [--atomic]`,
  );
  process.exit(2);
}
const siteSlug = option(args, "site");
const dealershipSlug = option(args, "dealership");
const file = option(args, "file");
if (!siteSlug || !dealershipSlug || !file) usage("--site, --dealership and --file are required.");

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}

let content: string;
try {
  content = await readFile(file, "utf8");
} catch (error) {
  usage(`Cannot read ${file}: ${(error as Error).message}`);
}
let rows: unknown[];
if (file.toLowerCase().endsWith(".json")) {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    usage(`${file} is not JSON.`);
  }
  const list = Array.isArray(value) ? value : (value as { cars?: unknown } | null)?.cars;
  if (!Array.isArray(list)) usage(`${file} must hold a JSON array of cars (or { "cars": [...] }).`);
  rows = list;
} else {
  const csv = parseStockCsv(content);
  if (csv.error) usage(csv.error);
  if (csv.ignoredColumns.length > 0) console.log(`Ignored columns: ${csv.ignoredColumns.join(", ")}`);
  rows = csv.rows;
}
if (rows.length === 0) usage(`${file} holds no cars.`);

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const target = await findStockTarget(database.db, siteSlug, dealershipSlug);
  if (typeof target === "string") usage(target);
  const started = performance.now();
  // The platform's connection passes row-level security; acting for the site keeps the import to it all the same.
  const report = await withTenant(target.siteId, () =>
    applyFeed(database.db, target, rows, {
      mode: args.includes("--full") ? "full" : "upsert",
      atomic: args.includes("--atomic"),
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${report.applied ? "Applied" : "Nothing stored"}: ${report.received} rows, ${report.created} created, ${report.updated} updated, ` +
      `${report.marked_sold} marked sold, ${report.price_changes} price changes, ${report.failed} failed (${seconds.toFixed(1)} s).`,
  );
  for (const line of report.errors.slice(0, 100)) console.log(`  ${line}`);
  if (report.errors.length > 100) console.log(`  … and ${report.errors.length - 100} more`);
  process.exitCode = report.applied ? 0 : 1;
} finally {
  await database.close();
}
