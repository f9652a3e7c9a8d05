import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase, openDatabase, type Database } from "@/platform/db/connect";
import { sites } from "@/platform/db/schema";
import { generateDemoData } from "@/demo/generate";
import { seedDemoData } from "@/demo/seed";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { LeadSite } from "../server/submit";

// Databases for the lead integration tests: an in-memory PGlite always, and a uniquely named
// database on the PostgreSQL server when DATABASE_URL is set (dropped again afterwards).

export type TestBackend = { name: string; open: () => Promise<TestDatabase> };

export type TestDatabase = {
  database: Database;
  /** Opens another connection pool to the same database (a second process); null on PGlite. */
  reopen: (() => Promise<Database>) | null;
  /** Closes and, on the server, drops the database. */
  dispose: () => Promise<void>;
};

export function testBackends(): TestBackend[] {
  const backends: TestBackend[] = [
    {
      name: "PGlite",
      open: async () => {
        const database = await openDatabase({});
        await migrateDatabase(database);
        return {
          database,
          reopen: null,
          dispose: async () => {
            await database.close().catch(() => undefined);
          },
        };
      },
    },
  ];
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    backends.push({
      name: "PostgreSQL server",
      open: async () => {
        const name = `it_leads_${randomBytes(6).toString("hex")}`;
        const admin = new pg.Client({ connectionString: serverUrl });
        await admin.connect();
        await admin.query(`create database "${name}"`);
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const databaseUrl = url.toString();
        const database = await openDatabase({ databaseUrl });
        await migrateDatabase(database);
        const extra: Database[] = [];
        return {
          database,
          reopen: async () => {
            const another = await openDatabase({ databaseUrl });
            extra.push(another);
            return another;
          },
          dispose: async () => {
            for (const open of [database, ...extra]) {
              // pg's pool resolves end() before its connections finish closing; the drop below
              // then terminates them, which is expected here and not an error.
              if (open.kind === "postgres") open.pool.on("error", () => undefined);
              await open.close().catch(() => undefined);
            }
            await admin.query(`drop database if exists "${name}" with (force)`);
            await admin.end();
          },
        };
      },
    });
  }
  return backends;
}

/** Seeds a few demo dealers (a handful of cars each) and returns them as the lead code sees a site. */
export async function seedLeadSites(database: Database): Promise<Record<string, LeadSite>> {
  const data = generateDemoData({ siteSlugs: ["harbourside", "redgum", "southern-cross"], carsPerSite: 6 });
  await seedDemoData(database.db, data);
  const rows = await database.db.select().from(sites);
  return Object.fromEntries(
    rows.map((row) => [
      row.slug,
      { id: row.id, slug: row.slug, name: row.name, config: resolveSiteConfig(row.template, row.configOverrides) },
    ]),
  );
}
