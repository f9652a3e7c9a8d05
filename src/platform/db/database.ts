import { env } from "@/platform/env";
import { logger } from "@/platform/logger";
import {
  appDatabaseUrl,
  checkDatabaseRoles,
  migrateDatabase,
  openAppDatabase,
  openDatabase,
  type Database,
  type Db,
} from "./connect";

export type { Db } from "./connect";

// The server process's databases, opened on first use and migrated. Seeding the demo dealers is
// the server's start-up step (src/instrumentation.ts), not the database's. Kept on globalThis so dev-mode module reloads reuse it
// (an embedded PGlite folder must only be opened once).
//
// Two handles (decision 025). `getDb()` / `getDatabase()`: what request code uses; on a PostgreSQL
// server it connects as the app role, and row-level security shows it only the rows of the site its
// context acts for (src/platform/db/tenant.ts). `getPlatformDatabase()`: DATABASE_URL's own user,
// for the few jobs that span sites (migrating, seeding, the lead delivery worker and the
// reservation sweeper, signed payment events); keep its callers few: `grep -rn getPlatformD src`.

type Databases = { app: Database; platform: Database };

const globalKey = Symbol.for("dealer-platform.databases");
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: Promise<Databases> };

async function initialise(): Promise<Databases> {
  const config = env();
  // An embedded database's lock names this server's address, so a script refused beside it can say
  // where to send its work instead (decision 034).
  const address = `http://${config.ROOT_DOMAIN}${config.PORT === 80 ? "" : `:${config.PORT}`}`;
  const platform = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    holder: { address },
  });
  await migrateDatabase(platform);
  const app = config.DATABASE_URL
    ? await openAppDatabase({ databaseUrl: appDatabaseUrl(config.DATABASE_URL, config.APP_DATABASE_URL) })
    : platform;
  await checkDatabaseRoles(app, platform);
  logger.info(
    `database ready (${platform.kind === "postgres" ? "PostgreSQL server, row-level security on" : `PGlite in ${config.DATA_DIR}`})`,
  );
  return { app, platform };
}

function databases(): Promise<Databases> {
  const holder: GlobalWithDatabase = globalThis;
  holder[globalKey] ??= initialise().catch((error: unknown) => {
    holder[globalKey] = undefined;
    throw error;
  });
  return holder[globalKey];
}

/** The app's database: on a server, rows of the current tenant only. */
export async function getDatabase(): Promise<Database> {
  return (await databases()).app;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** DATABASE_URL's own user, past row-level security: only for work that spans sites (see above). */
export async function getPlatformDatabase(): Promise<Database> {
  return (await databases()).platform;
}
