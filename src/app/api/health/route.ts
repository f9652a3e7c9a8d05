import { count } from "drizzle-orm";
import { getDb } from "@/platform/db";
import { sites } from "@/platform/db/schema";

export const dynamic = "force-dynamic";

/** Ready when the database is open, migrated and seeded; the start script waits on it. */
export async function GET() {
  const db = await getDb();
  const [row] = await db.select({ sites: count() }).from(sites);
  return Response.json({ ok: true, sites: row?.sites ?? 0 });
}
