import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./db/connect";
import { migrationsFolder } from "./db/connect";

// Readiness of this process's database: reachable, and every migration this build ships applied.
// Liveness needs none of it (a process that answers is alive; restarting it will not fix a database).

export type DatabaseReadiness = {
  database: { ok: boolean; error?: string };
  migrations: { ok: boolean; applied: number; expected: number };
};

/** How many migrations this build ships (drizzle/meta/_journal.json). */
export function expectedMigrations(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

export async function checkDatabase(database: Database, expected = expectedMigrations()): Promise<DatabaseReadiness> {
  try {
    await database.db.execute(sql`select 1`);
  } catch (error) {
    return {
      database: { ok: false, error: error instanceof Error ? error.message : String(error) },
      migrations: { ok: false, applied: 0, expected },
    };
  }
  let applied = 0;
  try {
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
    );
    applied = appliedCount(result);
  } catch {
    // No migrations table: nothing applied yet.
  }
  return { database: { ok: true }, migrations: { ok: applied >= expected, applied, expected } };
}

/** The count out of a raw result: both drivers answer `{ rows: [...] }`. */
function appliedCount(result: unknown): number {
  if (typeof result !== "object" || result === null || !("rows" in result) || !Array.isArray(result.rows)) return 0;
  const first: unknown = result.rows[0];
  if (typeof first !== "object" || first === null || !("applied" in first)) return 0;
  return Number(first.applied);
}
