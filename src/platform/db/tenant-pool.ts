import pg from "pg";
import { currentTenant } from "./tenant";

// The app's connection pool on a PostgreSQL server (decision 025). Every checkout of a connection —
// a plain query (pg's Pool.query checks one out through connect()) or a Drizzle transaction — first
// points the session's `app.site_id` at the tenant of the caller's context (tenant.ts), or at ''
// when there is none, so the row-level security policies show only that site's rows. The tenant is
// read synchronously when the caller asks for a connection, before any of pg's own callbacks run.
//
// A connection remembers the tenant it was last pointed at, so a pool serving one site costs no
// extra round trip; a switch costs one `set_config`. The setting is session-wide (is_local false)
// and made outside any transaction, so a later rollback cannot undo it.

const tenantOfClient = Symbol("dealer-platform.tenant-of-client");
type TenantClient = pg.PoolClient & { [tenantOfClient]?: string };

type ConnectCallback = (error: Error | undefined, client?: pg.PoolClient, done?: (release?: unknown) => void) => void;

export class TenantPool extends pg.Pool {
  connect(): Promise<pg.PoolClient>;
  connect(callback: ConnectCallback): void;
  connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    const tenant = currentTenant() ?? "";
    const ready = super.connect().then(async (client: TenantClient) => {
      if (client[tenantOfClient] === tenant) return client;
      try {
        await client.query("select set_config('app.site_id', $1, false)", [tenant]);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      client[tenantOfClient] = tenant;
      return client;
    });
    if (!callback) return ready;
    ready.then(
      (client) => callback(undefined, client, (release?: unknown) => client.release(release as Error | boolean)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
    );
  }
}
