import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq, sql, type SQL } from "drizzle-orm";
import pg from "pg";
import {
  appDatabaseUrl,
  appRole,
  checkDatabaseRoles,
  migrateDatabase,
  openAppDatabase,
  openDatabase,
  setAppRolePassword,
  type Database,
  type Db,
} from "@/platform/db/connect";
import { cars, leads, siteDomains, sites } from "@/platform/db/schema";
import { registerTenantResolver, withoutTenant, withTenant } from "@/platform/db/tenant";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";

// Tenant isolation the database enforces (decision 025): the app's connections to a PostgreSQL
// server see only the rows of the site their context acts for, whatever the query forgets.

/** Tables with a site_id column that every site may read: the directory host resolution reads. */
const directoryTables = ["site_domains"];

type TableSecurity = { table: string; rls: boolean; forced: boolean; policies: number };

/** The rows of a raw query (both drivers answer with `rows`). */
async function rowsOf<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The database's message for a refused statement (Drizzle wraps the driver's error as its cause). */
async function refusal(statement: PromiseLike<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? cause.message : String(cause);
  }
  return "not refused";
}

async function tenantTableSecurity(db: Db): Promise<TableSecurity[]> {
  return rowsOf<TableSecurity>(
    db,
    sql`
    select c.relname as "table", c.relrowsecurity as rls, c.relforcerowsecurity as forced,
      (select count(*)::int from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname) as policies
    from information_schema.columns col
    join pg_class c on c.relname = col.table_name
    join pg_namespace n on n.oid = c.relnamespace and n.nspname = col.table_schema
    where col.table_schema = 'public' and col.column_name = 'site_id' and c.relkind = 'r'
    order by c.relname`,
  );
}

function expectEveryTenantTableForced(tables: TableSecurity[]) {
  // Guards against an empty query as much as a missing policy.
  expect(tables.map((row) => row.table)).toEqual(expect.arrayContaining(["cars", "leads", "reservations", "users"]));
  const unprotected = tables.filter((row) => !row.rls || !row.forced || row.policies === 0).map((row) => row.table);
  expect(unprotected, "tables with site_id but without forced row-level security and a policy").toEqual([]);
}

describe("row-level security on the embedded database", () => {
  it("the migrations force it on every table with a site_id, though PGlite's superuser session is not held to it", async () => {
    const database = await openDatabase({});
    try {
      await migrateDatabase(database);
      expectEveryTenantTableForced(await tenantTableSecurity(database.db));
    } finally {
      await database.close();
    }
    // Opening PGlite compiles its WebAssembly: most of a minute on a busy two-core machine.
  }, 180_000);
});

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)("row-level security on the PostgreSQL server", () => {
  const name = `it_rls_${randomBytes(6).toString("hex")}`;
  let admin: pg.Client;
  let platform: Database;
  let app: Database;
  let siteA: { id: string; slug: string };
  let siteB: { id: string; slug: string };
  let carsOfA: number;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl ?? "");
    url.pathname = `/${name}`;
    platform = await openDatabase({ databaseUrl: url.toString() });
    await migrateDatabase(platform);
    await seedDemoData(
      platform.db,
      generateDemoData({ siteSlugs: ["harbourside", "redgum"], carsPerSite: 5, referenceDate: new Date("2026-11-22") }),
    );
    const rows = await platform.db.select({ id: sites.id, slug: sites.slug }).from(sites).orderBy(sites.slug);
    [siteA, siteB] = rows as [typeof siteA, typeof siteB];
    const [countA] = await platform.db.select({ n: count() }).from(cars).where(eq(cars.siteId, siteA.id));
    carsOfA = countA?.n ?? 0;
    app = await openAppDatabase({ databaseUrl: appDatabaseUrl(url.toString()) });
  });

  afterAll(async () => {
    await app?.close().catch(() => undefined);
    await platform?.close().catch(() => undefined);
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  it("the migration creates the app role without superuser or BYPASSRLS, and the app connects as it", async () => {
    const role = await admin.query<{ rolsuper: boolean; rolbypassrls: boolean; rolcanlogin: boolean }>(
      "select rolsuper, rolbypassrls, rolcanlogin from pg_roles where rolname = $1",
      [appRole],
    );
    expect(role.rows).toEqual([{ rolsuper: false, rolbypassrls: false, rolcanlogin: true }]);
    const who = await rowsOf<{ user: string }>(app.db, sql`select current_user as "user"`);
    expect(who).toEqual([{ user: appRole }]);
  });

  it("the migrate step gives the app role the password APP_DATABASE_URL carries, and only that role", async () => {
    const storedPassword = async () =>
      (
        await admin.query<{ password: string | null }>(
          "select rolpassword as password from pg_authid where rolname = $1",
          [appRole],
        )
      ).rows[0]?.password ?? null;
    const server = new URL(appDatabaseUrl(serverUrl!));
    const before = await storedPassword();
    try {
      server.username = "someone_else";
      server.password = "secret";
      expect(await setAppRolePassword(platform, server.toString())).toBe(false);
      server.username = appRole;
      server.password = "";
      expect(await setAppRolePassword(platform, server.toString())).toBe(false);
      expect(await storedPassword()).toBe(before);

      server.password = encodeURIComponent("it's a p@ss");
      expect(await setAppRolePassword(platform, server.toString())).toBe(true);
      expect(await storedPassword()).toMatch(/^SCRAM-SHA-256\$/);
    } finally {
      // This machine's server trusts loopback logins; leave the shared role as the migration made it.
      await admin.query(`alter role ${appRole} password null`);
    }
  });

  it("the server refuses to start with an app role that passes row-level security", async () => {
    await expect(checkDatabaseRoles(app, platform)).resolves.toBeUndefined();
    expect(await refusal(checkDatabaseRoles(platform, platform))).toMatch(/APP_DATABASE_URL/);
    expect(await refusal(checkDatabaseRoles(app, app))).toMatch(
      /DATABASE_URL's role dealer_app must be a superuser or have BYPASSRLS/,
    );
  });

  it("every table with a site_id column has forced row-level security and a policy", async () => {
    expectEveryTenantTableForced(await tenantTableSecurity(platform.db));
  });

  it("a query without a site filter, inside a request for site A, returns site A's rows only", async () => {
    expect(carsOfA).toBeGreaterThan(0);
    const rows = await withTenant(siteA.id, () => app.db.select({ siteId: cars.siteId }).from(cars));
    expect(rows).toHaveLength(carsOfA);
    expect(new Set(rows.map((row) => row.siteId))).toEqual(new Set([siteA.id]));
    // A transaction takes its connection the same way.
    const inTransaction = await withTenant(siteB.id, () =>
      app.db.transaction(async (tx) => tx.select({ siteId: cars.siteId }).from(cars)),
    );
    expect(inTransaction.length).toBeGreaterThan(0);
    expect(new Set(inTransaction.map((row) => row.siteId))).toEqual(new Set([siteB.id]));
  });

  it("outside any tenant every tenant-owned table is empty to the app, though the directory stays readable", async () => {
    const tables = (await tenantTableSecurity(platform.db)).map((row) => row.table);
    for (const run of [<T>(fn: () => T) => fn(), withoutTenant]) {
      for (const table of tables) {
        const countRows = sql`select count(*)::int as n from ${sql.identifier(table)}`;
        const [seen] = await run(() => rowsOf<{ n: number }>(app.db, countRows));
        const [all] = await rowsOf<{ n: number }>(platform.db, countRows);
        if (directoryTables.includes(table)) expect(seen?.n, table).toBe(all?.n);
        else expect(seen?.n, table).toBe(0);
      }
    }
    expect(await app.db.select().from(cars)).toEqual([]);
    // Host resolution reads the directory before it knows the tenant.
    expect((await app.db.select().from(sites)).length).toBe(2);
    expect((await app.db.select().from(siteDomains)).length).toBeGreaterThanOrEqual(0);
  });

  it("site A's context cannot write a row of site B, nor change or delete one", async () => {
    const insertForB = withTenant(siteA.id, () =>
      app.db.insert(leads).values({
        siteId: siteB.id,
        idempotencyKey: randomUUID(),
        category: "General Enquiry",
        payload: { fields: {} } as never,
      }),
    );
    expect(await refusal(insertForB)).toMatch(/row-level security/);

    const [carOfB] = await platform.db.select().from(cars).where(eq(cars.siteId, siteB.id)).limit(1);
    if (!carOfB) throw new Error("site B has no car");
    const updated = await withTenant(siteA.id, () =>
      app.db.update(cars).set({ price: 1 }).where(eq(cars.id, carOfB.id)).returning({ id: cars.id }),
    );
    expect(updated).toEqual([]);
    const deleted = await withTenant(siteA.id, () =>
      app.db.delete(cars).where(eq(cars.id, carOfB.id)).returning({ id: cars.id }),
    );
    expect(deleted).toEqual([]);
    const [after] = await platform.db.select({ price: cars.price }).from(cars).where(eq(cars.id, carOfB.id));
    expect(after?.price).toBe(carOfB.price);

    // Moving one of A's own cars to B is refused too: the new row must still be A's.
    const [carOfA] = await platform.db.select().from(cars).where(eq(cars.siteId, siteA.id)).limit(1);
    if (!carOfA) throw new Error("site A has no car");
    expect(
      await refusal(
        withTenant(siteA.id, () => app.db.update(cars).set({ siteId: siteB.id }).where(eq(cars.id, carOfA.id))),
      ),
    ).toMatch(/row-level security/);
  });

  it("the app cannot change the site directory", async () => {
    expect(
      await refusal(
        withTenant(siteA.id, () => app.db.update(sites).set({ name: "Taken" }).where(eq(sites.id, siteB.id))),
      ),
    ).toMatch(/permission denied/);
  });

  it("interleaved requests of two sites on one pool each see their own rows", async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => {
        const site = index % 2 === 0 ? siteA : siteB;
        return withTenant(site.id, async () => {
          const rows = await app.db.select({ siteId: cars.siteId }).from(cars);
          return { site: site.id, seen: [...new Set(rows.map((row) => row.siteId))] };
        });
      }),
    );
    for (const answer of answers) expect(answer.seen).toEqual([answer.site]);
  });

  it("a page render's tenant comes from the resolver the site lookup registers", async () => {
    let requestSite: string | null = siteB.id;
    const unregister = registerTenantResolver(() => requestSite);
    try {
      const rows = await app.db.select({ siteId: cars.siteId }).from(cars);
      expect(new Set(rows.map((row) => row.siteId))).toEqual(new Set([siteB.id]));
      // An explicit scope wins over the request's.
      const scoped = await withTenant(siteA.id, () => app.db.select({ siteId: cars.siteId }).from(cars));
      expect(new Set(scoped.map((row) => row.siteId))).toEqual(new Set([siteA.id]));
      requestSite = null;
      expect(await app.db.select().from(cars)).toEqual([]);
    } finally {
      unregister();
    }
  });
});
