// `npm run stock-key -- create --site {slug} --dealership {slug} [--label "DMS export"]`: a new stock
// API key for a dealership, printed once (only its SHA-256 is stored, decision 022).
// `npm run stock-key -- list [--site {slug}]`: every key (its first characters, not the key).
// `npm run stock-key -- revoke <key id>`: the key stops working at once.
// On the embedded database it refuses while a server holds the folder (decision 034): stop `npm start`
// first. Demo mode's `demo-{dealership}` keys need none of this.
import { eq } from "drizzle-orm";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { sites } from "@/platform/db/schema";
import { EnvError, parseEnv } from "@/platform/env";
import { createStockKey, listDemoStockKeys, listStockKeys, revokeStockKey } from "@/stock-feed/api-keys";
import { holdEmbeddedDatabase, stopTheServerFirst } from "./lib/embedded-database";
import { findStockTarget, option } from "./lib/stock-target";

const [command, ...args] = process.argv.slice(2);
function usage(message: string): never {
  console.error(
    `${message}\nUsage: npm run stock-key -- create --site <slug> --dealership <slug> [--label <text>]\n` +
      `       npm run stock-key -- list [--site <slug>]\n       npm run stock-key -- revoke <key id>`,
  );
  process.exit(2);
}
if (command !== "create" && command !== "list" && command !== "revoke")
  usage(`Unknown command: ${command ?? "(none)"}`);

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}
holdEmbeddedDatabase(
  config,
  "npm run stock-key",
  stopTheServerFirst(
    "npm run stock-key",
    "In demo mode the stock API needs no new key: each demo dealership takes demo-{dealership} (npm start prints them).",
  ),
);

const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  await migrateDatabase(database);
  const db = database.db;
  if (command === "create") {
    const siteSlug = option(args, "site");
    const dealershipSlug = option(args, "dealership");
    if (!siteSlug || !dealershipSlug) usage("create needs --site and --dealership.");
    const target = await findStockTarget(db, siteSlug, dealershipSlug);
    if (typeof target === "string") usage(target);
    const label = option(args, "label") ?? "stock feed";
    const { id, key } = await createStockKey(db, target, label);
    console.log(
      `Key ${id} for ${dealershipSlug} on ${siteSlug} (${label}). Keep it now; it is not shown again:\n${key}`,
    );
  } else if (command === "list") {
    const siteSlug = option(args, "site");
    let siteId: string | undefined;
    if (siteSlug) {
      const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.slug, siteSlug));
      if (!site) usage(`No site '${siteSlug}'.`);
      siteId = site.id;
    }
    const keys = await listStockKeys(db, siteId);
    if (config.DEMO_MODE) {
      // Demo mode (docs/stock-feed.md): every dealership also takes its demo key, as npm start prints.
      console.log("Demo keys (demo mode is on; they stop working when it is off):");
      for (const demo of await listDemoStockKeys(db, siteId)) {
        console.log(`  ${demo.site}/${demo.dealership}  ${demo.key}`);
      }
      console.log("Issued keys:");
    }
    if (keys.length === 0) console.log("No stock API keys.");
    for (const key of keys) {
      const state = key.revokedAt ? `revoked ${key.revokedAt.toISOString()}` : "active";
      const used = key.lastUsedAt ? `last used ${key.lastUsedAt.toISOString()}` : "never used";
      console.log(`${key.id}  ${key.site}/${key.dealership}  ${key.prefix}…  "${key.label}"  ${state}, ${used}`);
    }
  } else {
    const id = args[0];
    if (!id || !/^[0-9a-f-]{36}$/i.test(id)) usage("revoke needs the key's id (from list).");
    if (await revokeStockKey(db, id)) console.log(`Key ${id} revoked.`);
    else {
      console.error(`No active key ${id}.`);
      process.exitCode = 1;
    }
  }
} finally {
  await database.close();
}
