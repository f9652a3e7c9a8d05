import { sql } from "drizzle-orm";
import type { Database, Db } from "@/platform/db/connect";

// Stock changes travel as PostgreSQL notifications, so every server process (each with its own
// in-memory indexes) hears them: LISTEN/NOTIFY on a PostgreSQL server, the same on embedded PGlite.

/** The NOTIFY channel that tells every server process a site's stock changed. */
export const stockChangedChannel = "stock_changed";

/** Call after changing a site's cars (feed import, sale, price change): its indexes rebuild. */
export async function publishStockChange(db: Db, siteId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${stockChangedChannel}, ${siteId})`);
}

/**
 * Calls `onChange(siteId)` for every stock change published on this database. `onLost` is told when
 * a server connection drops (changes may then have been missed). Returns a function that stops.
 */
export async function subscribeStockChanges(
  database: Database,
  onChange: (siteId: string) => void,
  onLost: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (database.kind === "pglite") {
    return database.client.listen(stockChangedChannel, (payload) => {
      if (payload) onChange(payload);
    });
  }
  // A dedicated connection: LISTEN belongs to one session, and a pooled query would lose it.
  const client = await database.pool.connect();
  let released = false;
  const release = (error?: Error) => {
    if (released) return;
    released = true;
    client.release(error);
  };
  client.on("notification", (message) => {
    if (message.channel === stockChangedChannel && message.payload) onChange(message.payload);
  });
  client.on("error", (error) => {
    release(error);
    onLost(error);
  });
  await client.query(`listen ${stockChangedChannel}`);
  return async () => {
    if (released) return;
    await client.query(`unlisten ${stockChangedChannel}`);
    release();
  };
}
