// `npm run seed -- [--cars N] [--sites a,b] [--reset]`: writes the demo dealers into DATABASE_URL
// (or the embedded database in DATA_DIR). On the embedded database it refuses while a server holds
// the folder (decision 034): stop the server first.
import { parseArgs } from "node:util";
import { z } from "zod";
import { seedReferenceDate } from "@/demo/bootstrap";
import { migrateDatabase, openDatabase } from "@/platform/db/connect";
import { demoSiteSlugs, generateDemoData } from "@/demo/generate";
import { existingSiteSlugs, seedDemoData } from "@/demo/seed";
import { demoPhotoDir, demoPhotoSets } from "@/demo/demo-photos";
import { seedDemoPhotos } from "@/media/demo-photos";
import { mediaStorageFromEnv } from "@/media/storage";
import { EnvError, parseEnv } from "@/platform/env";
import { holdEmbeddedDatabase, stopTheServerFirst } from "./lib/embedded-database";

const usage = `Usage: npm run seed -- [--cars N] [--sites ${demoSiteSlugs.join(",")}] [--reset]

  --cars N      stock items per site (default: SEED_CARS_PER_SITE, else 300 to 600 by site)
  --sites a,b   only these demo sites (default: all)
  --reset       replace these sites if the database already has them`;

const maxCars = 200_000;

const argsSchema = z.object({
  cars: z
    .string()
    .regex(/^\d+$/, "--cars must be a whole number, e.g. --cars 500")
    .transform(Number)
    .pipe(z.number().max(maxCars, `--cars must be at most ${maxCars}`))
    .optional(),
  sites: z
    .string()
    .transform((value) => [
      ...new Set(
        value
          .split(",")
          .map((slug) => slug.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z.string().refine((slug) => demoSiteSlugs.includes(slug), {
            error: (issue) => `unknown site "${String(issue.input)}"; the demo sites are ${demoSiteSlugs.join(", ")}`,
          }),
        )
        .min(1, "--sites needs at least one site slug"),
    )
    .optional(),
  reset: z.boolean().default(false),
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArgs() {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: process.argv.slice(2),
      options: { cars: { type: "string" }, sites: { type: "string" }, reset: { type: "boolean" } },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`);
  }
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) fail(`${parsed.error.issues.map((issue) => issue.message).join("\n")}\n\n${usage}`);
  return parsed.data;
}

function readEnv() {
  try {
    return parseEnv(process.env);
  } catch (error) {
    fail(error instanceof EnvError ? error.message : String(error));
  }
}

const args = readArgs();
const env = readEnv();
holdEmbeddedDatabase(
  env,
  "npm run seed",
  stopTheServerFirst("npm run seed", "(A server on an empty folder seeds the demo dealers itself as it starts.)"),
);
const started = performance.now();
const slugs = args.sites ?? [...demoSiteSlugs];
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const where = database.kind === "postgres" ? "the PostgreSQL server" : `PGlite in ${env.DATA_DIR}`;
try {
  await migrateDatabase(database);
  const existing = await existingSiteSlugs(database.db, slugs);
  if (existing.length > 0 && !args.reset) {
    process.exitCode = 1;
    console.error(
      `${where} already has the demo site${existing.length > 1 ? "s" : ""} ${existing.join(", ")}. ` +
        `Run again with --reset to replace ${existing.length > 1 ? "them" : "it"} (cars, leads and users included).`,
    );
  } else {
    const generating = performance.now();
    const data = generateDemoData({
      referenceDate: seedReferenceDate(),
      carsPerSite: args.cars ?? env.SEED_CARS_PER_SITE,
      siteSlugs: slugs,
    });
    const generatedMs = performance.now() - generating;
    const summary = await seedDemoData(database.db, data, { replace: args.reset });
    // The photographed demo cars (decision 055): originals into the media store, pending lists that
    // the worker (the server's, or `npm run worker`) processes.
    const photos = await seedDemoPhotos(database.db, mediaStorageFromEnv(env), demoPhotoSets(data), demoPhotoDir);
    if (existing.length > 0) console.log(`Replaced ${existing.join(", ")}.`);
    console.log(`Seeded ${slugs.join(", ")} into ${where}:`);
    for (const [table, rows] of Object.entries(summary))
      console.log(`  ${table.padEnd(14)} ${String(rows).padStart(7)}`);
    if (photos && photos.rows > 0)
      console.log(
        `  ${"car photos".padEnd(14)} ${String(photos.rows).padStart(7)} pending, of ${photos.stored + photos.alreadyStored} ` +
          `photographs (${photos.stored} newly stored); the worker processes them`,
      );
    const totalMs = performance.now() - started;
    console.log(`Done in ${(totalMs / 1000).toFixed(1)} s (generating ${(generatedMs / 1000).toFixed(1)} s).`);
  }
} finally {
  await database.close();
}
