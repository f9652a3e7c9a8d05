import path from "node:path";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { logger } from "@/platform/logger";
import { lockDataDir, type DataDirClaim } from "./data-dir-lock";
import * as schema from "./schema";
import { TenantPool } from "./tenant-pool";

// Opening the database, either way. No `server-only` marker here: the seed and benchmark scripts
// open the database too. Feature data modules, which the app imports, carry the marker.

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database =
  | { kind: "pglite"; db: Db; client: PGlite; close: () => Promise<void> }
  | { kind: "postgres"; db: Db; pool: pg.Pool; close: () => Promise<void> };

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; absent: an in-memory database (tests). */
  dataDir?: string | undefined;
  /**
   * Who opens the data folder, for its lock (decision 034): the server its address, a script its
   * command. Absent: the script file this process runs.
   */
  holder?: DataDirClaim | undefined;
};

export const migrationsFolder = path.join(process.cwd(), "drizzle");

/**
 * The role the app's request code connects as on a PostgreSQL server (decision 025): no superuser,
 * no BYPASSRLS, so the row-level security policies apply to it. The migration `0009_rls` creates it.
 */
export const appRole = "dealer_app";

/**
 * Where the app's request code connects: `APP_DATABASE_URL` when set, else DATABASE_URL's server and
 * database as the app role (user replaced, password dropped: a trust or peer login, as on a
 * development machine and in CI; production sets APP_DATABASE_URL with the role's password).
 */
export function appDatabaseUrl(databaseUrl: string, override?: string): string {
  if (override) return override;
  const url = new URL(databaseUrl);
  url.username = appRole;
  url.password = "";
  return url.toString();
}

/**
 * Opens a database as given: on a server, as DATABASE_URL's user, which owns the tables and runs the
 * migrations. That is the platform's handle (migrations, seeding, the delivery worker, scripts);
 * request code uses `openAppDatabase`, whose rows row-level security scopes to one site.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return open(options, pg.Pool);
}

/**
 * Opens the app's handle: on a server, a pool of the app role's connections that each act for the
 * tenant of the caller's context (tenant.ts). On PGlite, the same as `openDatabase` (one superuser
 * session; decision 025 says why row-level security is not enforced there).
 */
export async function openAppDatabase(options: DatabaseOptions): Promise<Database> {
  return open(options, TenantPool);
}

/**
 * Whether the database runs inside this process (PGlite): its statements then hold the event loop
 * while they run, so long work on it is done in short statements with turns between them.
 */
export function isEmbedded(db: Db): boolean {
  return Reflect.get(db, "$client") instanceof PGlite;
}

async function open(options: DatabaseOptions, Pool: typeof pg.Pool): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server drops (a restart, an administrator's terminate) is an event on the
    // pool; unheard, it would be an uncaught exception that stops the whole process. The pool replaces
    // the connection on next use, so a warning is all it needs.
    pool.on("error", (error) => {
      logger.warn("idle database connection lost", { error: error.message });
    });
    const db: Db = drizzlePg({ client: pool, schema, casing: "snake_case" });
    return { kind: "postgres", db, pool, close: () => pool.end() };
  }
  if (!options.dataDir) {
    const client = new PGlite();
    await client.waitReady;
    const db: Db = drizzlePglite({ client, schema, casing: "snake_case" });
    return { kind: "pglite", db, client, close: () => client.close() };
  }
  // A folder is opened by one process at a time (decision 034): every way in passes here, so none
  // can forget the lock.
  mkdirSync(options.dataDir, { recursive: true });
  const release = lockDataDir(options.dataDir, options.holder);
  let client: PGlite;
  try {
    client = new PGlite(path.resolve(options.dataDir));
    await client.waitReady;
  } catch (error) {
    release();
    throw error;
  }
  const db: Db = drizzlePglite({ client, schema, casing: "snake_case" });
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  return { kind: "pglite", db, client, close };
}

/**
 * Refuses a pair of server connections that would undo row-level security (decision 025): the app's
 * role must be held to it (no superuser, no BYPASSRLS), and the platform's must pass it, since FORCE
 * holds a table's owner to it too and the seed and the delivery worker work across sites.
 */
export async function checkDatabaseRoles(app: Database, platform: Database): Promise<void> {
  if (app.kind !== "postgres" || platform.kind !== "postgres") return;
  const roleOf = async (pool: pg.Pool) => {
    const result = await pool.query<{ name: string; passes: boolean }>(
      "select rolname as name, rolsuper or rolbypassrls as passes from pg_roles where rolname = current_user",
    );
    return result.rows[0] ?? { name: "(unknown)", passes: false };
  };
  const appRoleNow = await roleOf(app.pool);
  if (appRoleNow.passes) {
    throw new Error(
      `The app's database role ${appRoleNow.name} is a superuser or has BYPASSRLS, so row-level security would ` +
        `not apply to it: point APP_DATABASE_URL at a role without either, such as ${appRole} (decision 025).`,
    );
  }
  const platformRole = await roleOf(platform.pool);
  if (!platformRole.passes) {
    throw new Error(
      `DATABASE_URL's role ${platformRole.name} must be a superuser or have BYPASSRLS: it migrates, seeds and ` +
        `delivers leads for every site, past row-level security (decision 025).`,
    );
  }
}

/**
 * Gives the app role the password that `APP_DATABASE_URL` carries, so that a server which asks for
 * passwords (the official PostgreSQL image, a managed database) lets request code log in as it. The
 * migration creates the role without one; run by the migrate job, after the migrations, as the owner.
 * Nothing happens on PGlite, without an override, or when the override names another role.
 */
export async function setAppRolePassword(database: Database, appUrl: string | undefined): Promise<boolean> {
  if (database.kind !== "postgres" || !appUrl) return false;
  const url = new URL(appUrl);
  if (decodeURIComponent(url.username) !== appRole || !url.password) return false;
  const password = decodeURIComponent(url.password);
  // ALTER ROLE takes no bind parameters; the literal is quoted by the server's own quote_literal.
  const { rows } = await database.pool.query<{ literal: string }>("select quote_literal($1) as literal", [password]);
  await database.pool.query(`alter role ${appRole} password ${rows[0]!.literal}`);
  return true;
}

/**
 * Applies the SQL migrations in drizzle/ that the database has not had yet. On a PostgreSQL server the
 * processes that start together on a new database (the replicas, WEB_PROCESSES, the worker) take turns
 * under an advisory lock: the first applies them, the others find them applied. Without it two would
 * both create the first table and one would fail its start.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const client = await database.pool.connect();
    try {
      await client.query("select pg_advisory_lock(hashtext('dealer-platform:migrate'))");
      await migratePg(drizzlePg({ client, casing: "snake_case" }), { migrationsFolder });
    } finally {
      // A connection that cannot unlock is closed, not pooled: closing it ends its session's lock.
      const unlocked = await client.query("select pg_advisory_unlock(hashtext('dealer-platform:migrate'))").then(
        () => true,
        () => false,
      );
      client.release(!unlocked);
    }
  } else {
    await migratePglite(drizzlePglite({ client: database.client, casing: "snake_case" }), { migrationsFolder });
  }
}
