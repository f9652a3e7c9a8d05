import { env } from "@/platform/env";
import { logger } from "@/platform/logger";
import { migrateDatabase, openDatabase, type Database, type Db } from "./connect";

export type { Db } from "./connect";

// One database per server process, opened on first use and migrated. Seeding the demo dealers is
// the server's start-up step (src/instrumentation.ts), not the database's. Kept on globalThis so dev-mode module reloads reuse it
// (an embedded PGlite folder must only be opened once).

const globalKey = Symbol.for("dealer-platform.database");
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: Promise<Database> };

async function initialise(): Promise<Database> {
  const config = env();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  logger.info(
    `database ready (${database.kind === "postgres" ? "PostgreSQL server" : `PGlite in ${config.DATA_DIR}`})`,
  );
  return database;
}

export function getDatabase(): Promise<Database> {
  const holder: GlobalWithDatabase = globalThis;
  holder[globalKey] ??= initialise().catch((error: unknown) => {
    holder[globalKey] = undefined;
    throw error;
  });
  return holder[globalKey];
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}
