import { sql } from "drizzle-orm";
import type { Database, Db } from "@/platform/db/connect";

// Stock changes travel as PostgreSQL notifications, so every server process (each with its own
// in-memory indexes) hears them: LISTEN/NOTIFY on a PostgreSQL server, the same on embedded PGlite.

/** The NOTIFY channel that tells every server process a site's stock changed. */
export const stockChangedChannel = "stock_changed";

/**
 * The channel a site's config, domains, dealerships, locations, reviews or content pages announce a
 * change on: triggers of migration 0014 send it, whoever writes (the app, a script, an operator's
 * SQL). The payload is the site's id, or `*` for the catalogue every site shares.
 */
export const siteChangedChannel = "site_changed";

export type SiteChange = { channel: typeof stockChangedChannel | typeof siteChangedChannel; siteId: string };

/** Call after changing a site's cars (feed import, sale, price change): its indexes rebuild. */
export async function publishStockChange(db: Db, siteId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${stockChangedChannel}, ${siteId})`);
}

const channels = [stockChangedChannel, siteChangedChannel] as const;

/**
 * Calls `onChange` for every stock or site change published on this database. `onLost` is told when
 * a server connection drops (changes may then have been missed). Returns a function that stops.
 */
export async function subscribeSiteChanges(
  database: Database,
  onChange: (change: SiteChange) => void,
  onLost: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (database.kind === "pglite") {
    const stops = await Promise.all(
      channels.map((channel) =>
        database.client.listen(channel, (payload) => {
          if (payload) onChange({ channel, siteId: payload });
        }),
      ),
    );
    return async () => {
      await Promise.all(stops.map((stop) => stop()));
    };
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
    const channel = channels.find((name) => name === message.channel);
    if (channel && message.payload) onChange({ channel, siteId: message.payload });
  });
  client.on("error", (error) => {
    release(error);
    onLost(error);
  });
  for (const channel of channels) await client.query(`listen ${channel}`);
  return async () => {
    if (released) return;
    for (const channel of channels) await client.query(`unlisten ${channel}`);
    release();
  };
}
