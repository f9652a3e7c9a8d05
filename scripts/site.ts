// `npm run site -- <command>`: onboarding from the shell (decision 049), for moving a group's sites at
// once. The same schema and the same domain functions as the console's /sites pages.
//
//   create --file site.json    one site (an object) or several (an array), in the console form's
//                              shape (docs/examples/site.json); all are created, or none
//   pause --slug x             the site answers every page with its holding page (503)
//   resume --slug x            the site is live again
//
// A site's `theme.logoFile` (a path, from the JSON file's folder) is read and kept as the console's
// upload would keep it. Runs against DATABASE_URL (the servers hear of each change at once), or the
// embedded database while no server holds it. Each change is in the audit log, with no staff member.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createSites, prepareNewSites } from "@/console/sites/server/onboarding";
import { setSiteStatus, type StatusMove } from "@/console/sites/server/site-status";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { EnvError, parseEnv } from "@/platform/env";
import { logoMediaTypes } from "@/sites/logo-data";
import { holdEmbeddedDatabase } from "./lib/embedded-database";

const commands = ["create", "pause", "resume"] as const;
const usage = "Usage: npm run site -- create --file <site.json> | pause --slug <slug> | resume --slug <slug>";
const actor = { staffAccountId: null, by: "npm run site" };

function fail(message: string, code = 2): never {
  console.error(`${message}\n${usage}`);
  process.exit(code);
}

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
};
const command = commands.find((candidate) => candidate === args[0]);
if (!command) fail(`Unknown command: ${args[0] ?? "(none)"}`);
const file = option("file");
const slug = option("slug")?.trim();
if (command === "create" && !file) fail("create needs --file: a JSON file with one site or a list of them.");
if (command !== "create" && !slug) fail(`${command} needs --slug: the site's slug.`);

/** The file's sites, each with its `theme.logoFile` read into the data: URL the console's upload makes. */
function readSites(file: string): unknown[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch (error) {
    console.error(`${file} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const sites = Array.isArray(parsed) ? parsed : [parsed];
  return sites.map((site: unknown, index) => withLogoFile(site, path.dirname(file), index));
}

function withLogoFile(site: unknown, folder: string, index: number): unknown {
  if (typeof site !== "object" || site === null || !("theme" in site)) return site;
  const { theme } = site;
  if (typeof theme !== "object" || theme === null || !("logoFile" in theme)) return site;
  const { logoFile, ...rest } = theme;
  if (typeof logoFile !== "string") return site;
  const extension = path.extname(logoFile).slice(1).toLowerCase().replace("jpeg", "jpg");
  const mediaType = Object.entries(logoMediaTypes).find(([, known]) => known === extension)?.[0];
  if (!mediaType) {
    console.error(`Site ${index + 1}: theme.logoFile ${logoFile} is not a .png, .jpg, .webp or .svg file.`);
    process.exit(1);
  }
  let bytes: Buffer;
  try {
    bytes = readFileSync(path.resolve(folder, logoFile));
  } catch {
    console.error(`Site ${index + 1}: theme.logoFile ${logoFile} could not be read.`);
    process.exit(1);
  }
  return { ...site, theme: { ...rest, logo: `data:${mediaType};base64,${bytes.toString("base64")}` } };
}

/** A site's name for a message: its slug or name as the file gives them, else its place in the file. */
function nameOf(site: unknown, index: number): string {
  const given =
    typeof site === "object" && site !== null
      ? ["name" in site ? site.name : undefined, "slug" in site ? site.slug : undefined]
      : [];
  const label = given.find((value): value is string => typeof value === "string" && value.trim() !== "");
  return `Site ${index + 1}${label ? ` (${label})` : ""}`;
}

let config;
try {
  config = parseEnv(process.env);
} catch (error) {
  console.error(error instanceof EnvError ? error.message : String(error));
  process.exit(1);
}
holdEmbeddedDatabase(
  config,
  "npm run site",
  (server) =>
    `Stop the server first (Ctrl-C where it runs, or kill ${server.pid}), or make the change in the console: ` +
    `${new URL(server.address).protocol}//console.${new URL(server.address).host}/sites.`,
);
const raws = command === "create" && file ? readSites(file) : [];
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
let exitCode = 0;
try {
  await migrateDatabase(database);
  const { db } = database;
  if (command === "create") {
    const prepared = await prepareNewSites(db, raws, { rootDomain: config.ROOT_DOMAIN });
    if (!prepared.ok) {
      console.error("Nothing was created. Fix these and run it again:");
      prepared.errors.forEach((errors, index) => {
        const lines = Object.entries(errors);
        if (lines.length === 0) return;
        console.error(`${nameOf(raws[index], index)}:`);
        for (const [field, message] of lines) console.error(`  ${field}: ${message}`);
      });
      exitCode = 1;
    } else {
      const created = await createSites(db, prepared.sites, actor);
      if (!created.ok) {
        console.error("Nothing was created:");
        for (const [field, message] of Object.entries(created.errors)) console.error(`  ${field}: ${message}`);
        exitCode = 1;
      } else {
        for (const site of created.sites) {
          console.log(
            `Created ${site.name} (${site.slug}), live: ${site.dealerships} dealership(s), ${site.locations} location(s), ` +
              `domains ${site.domains.join(", ")}; configuration version 1.`,
          );
        }
        console.log(`${created.sites.length} site(s) created.`);
      }
    }
  } else if (slug) {
    const move: StatusMove = command;
    const outcome = await setSiteStatus(db, { slug }, move, actor);
    if (!outcome.ok) {
      console.error(`${slug}: ${outcome.message}`);
      exitCode = 1;
    } else {
      console.log(
        outcome.site.status === "paused"
          ? `${outcome.site.name} (${slug}) is paused: every page shows the holding page (503), and it is out of feeds and sitemaps.`
          : `${outcome.site.name} (${slug}) is live again.`,
      );
    }
  }
} finally {
  await database.close();
}
process.exit(exitCode);
