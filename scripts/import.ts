// `npm run import -- --site {slug} --dealership {slug} --file stock.csv [--full] [--atomic] [--dry-run]
// [--confirm-removals N]`: a dealership's stock file (CSV, or JSON with a .json name) applied through
// the same code as the stock API (src/stock-feed/apply-feed.ts), with the same dry run and the same
// hold of a full feed that would mark too many cars sold (decision 033). Exit status: 0 stored (or a
// dry run that would be), 1 nothing stored (an atomic file with a bad row), 2 a usage error, 3 held.
// On DATABASE_URL the running servers hear the change at once (stock_changed); the embedded database
// belongs to one process, so stop `npm start` first or push through the API instead
// (docs/stock-feed.md).
import { readFile } from "node:fs/promises";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import { EnvError, parseEnv } from "@/platform/env";
import { applyFeed } from "@/stock-feed/apply-feed";
import { recordFeedRun } from "@/stock-feed/feed-history";
import { parseStockCsv } from "@/stock-feed/csv";
import { confirmRemovalsSchema } from "@/stock-feed/feed-query";
import { fullFeedHoldMessage } from "@/stock-feed/full-feed";
import { holdEmbeddedDatabase, stockApiInstead } from "./lib/embedded-database";
import { findStockTarget, option } from "./lib/stock-target";

const args = process.argv.slice(2);
function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run import -- --site <site slug> --dealership <dealership slug> --file <stock.csv|stock.json> [--full] [--atomic] [--dry-run] [--confirm-removals N]`,
  );
  process.exit(2);
}
const siteSlug = option(args, "site");
const dealershipSlug = option(args, "dealership");
const file = option(args, "file");
if (!siteSlug || !dealershipSlug || !file) usage("--site, --dealership and --file are required.");
const mode = args.includes("--full") ? "full" : "upsert";
const atomic = args.includes("--atomic");
const dryRun = args.includes("--dry-run");
let confirmRemovals: number | undefined;
if (args.includes("--confirm-removals")) {
  if (mode !== "full") usage("--confirm-removals is for a full feed (--full): only a full feed marks cars sold.");
  const confirmed = confirmRemovalsSchema.safeParse(option(args, "confirm-removals") ?? "");
  if (!confirmed.success) usage("--confirm-removals takes a whole number of cars: the number the held import names.");
  confirmRemovals = confirmed.data;
}

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}
holdEmbeddedDatabase(config, "npm run import", stockApiInstead(args));

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
// An empty full file says the yard is empty: it meets the hold like any full feed (decision 033).
if (rows.length === 0 && mode !== "full") usage(`${file} holds no cars.`);

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const target = await findStockTarget(database.db, siteSlug, dealershipSlug);
  if (typeof target === "string") usage(target);
  const started = performance.now();
  // The platform's connection passes row-level security; acting for the site keeps the import to it all the same.
  const format = file.toLowerCase().endsWith(".json") ? "json" : "csv";
  const report = await withTenant(target.siteId, async () => {
    const applied = await applyFeed(database.db, target, rows, { mode, atomic, dryRun, confirmRemovals });
    await recordFeedRun(database.db, target, { channel: "import", format, mode, atomic }, applied);
    return applied;
  });
  const seconds = (performance.now() - started) / 1000;
  // What the real run does (or did): a dry run's verdict and exit status are the real run's.
  const refused = report.held !== null || (atomic && report.failed > 0);
  const verdict = report.dry_run
    ? report.held
      ? "Dry run: the real run would be held"
      : `Dry run, nothing stored; the real run would ${refused ? "store nothing" : "give"}`
    : report.held
      ? "Held, nothing stored"
      : report.applied
        ? "Applied"
        : "Nothing stored";
  console.log(
    `${verdict}: ${report.received} rows, ${report.created} created, ${report.updated} updated, ` +
      `${report.marked_sold} marked sold, ${report.price_changes} price changes, ${report.failed} failed (${seconds.toFixed(1)} s).`,
  );
  if (report.photos_queued > 0) {
    console.log(`  ${report.photos_queued} photos queued: the worker fetches and processes them in the background.`);
  }
  for (const line of report.errors.slice(0, 100)) console.log(`  ${line}`);
  for (const line of report.warnings.slice(0, 100)) console.log(`  warning: ${line}`);
  if (report.errors.length > 100) console.log(`  … and ${report.errors.length - 100} more`);
  if (report.held) console.error(fullFeedHoldMessage(report.held, (count) => `--confirm-removals ${count}`));
  process.exitCode = report.held ? 3 : refused ? 1 : 0;
} finally {
  await database.close();
}
