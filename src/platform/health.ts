import "server-only";
import { count } from "drizzle-orm";
import { getDb } from "./db";
import { sites } from "./db/schema";

export type Health = { ok: true; sites: number };

/** Ready when the database is open, migrated and seeded: the start script waits for this to answer. */
export async function checkHealth(): Promise<Health> {
  const db = await getDb();
  const [row] = await db.select({ sites: count() }).from(sites);
  return { ok: true, sites: row?.sites ?? 0 };
}
