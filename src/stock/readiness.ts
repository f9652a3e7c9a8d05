import "server-only";
import { getPlatformDatabase } from "@/platform/db";
import { checkDatabase, type DatabaseReadiness } from "@/platform/health";
import { listSites } from "@/sites/get-site";
import { warmStockIndexes } from "./stock-index";

// /api/health: ready when the database answers, this build's migrations are applied and this process
// holds a search index for every site (the first check starts building them, so a new replica joins
// the load balancer only once it can answer searches from memory).

export type Readiness = DatabaseReadiness & {
  ok: boolean;
  status: "ready" | "starting" | "unavailable";
  sites: number;
  searchIndexes: { ok: boolean; built: number; sites: number };
};

export async function checkReadiness(): Promise<Readiness> {
  const unavailable = (error: unknown): Readiness => ({
    ok: false,
    status: "unavailable",
    sites: 0,
    database: { ok: false, error: error instanceof Error ? error.message : String(error) },
    migrations: { ok: false, applied: 0, expected: 0 },
    searchIndexes: { ok: false, built: 0, sites: 0 },
  });
  let database;
  try {
    // The platform's connection: the app role (decision 025) may not read drizzle's migrations table.
    database = await getPlatformDatabase();
  } catch (error) {
    return unavailable(error);
  }
  const checks = await checkDatabase(database);
  if (!checks.database.ok || !checks.migrations.ok) {
    return {
      ...checks,
      ok: false,
      status: "unavailable",
      sites: 0,
      searchIndexes: { ok: false, built: 0, sites: 0 },
    };
  }
  const sites = await listSites();
  const indexes = warmStockIndexes(sites);
  const indexesOk = indexes.built === indexes.sites;
  return {
    ...checks,
    ok: indexesOk,
    status: indexesOk ? "ready" : "starting",
    sites: sites.length,
    searchIndexes: { ok: indexesOk, ...indexes },
  };
}
