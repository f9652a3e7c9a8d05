import "server-only";
import { getDb, type Db } from "@/platform/db";
import { jsonError } from "@/platform/http";
import { logger } from "@/platform/logger";
import type { Site } from "@/sites/get-site";
import { handleCatalogue, handleRegoLookup, handleValuation } from "./http";

// The trade-in API against the server's database, for the thin route files under
// src/app/api/trade-in. A database that cannot be reached answers 503, never 500.

async function withDb(answer: (db: Db) => Promise<Response>): Promise<Response> {
  let db: Db;
  try {
    db = await getDb();
  } catch (error) {
    logger.error("trade-in: the database is unavailable", { error: String(error) });
    return jsonError(503, "The valuation service is unavailable just now; please try again shortly", {
      "cache-control": "no-store",
    });
  }
  return answer(db);
}

export function postRegoLookup(request: Request): Promise<Response> {
  return withDb((db) => handleRegoLookup(request, { db }));
}

export function postValuation(request: Request, site: Site): Promise<Response> {
  return withDb((db) => handleValuation(request, { db, site }));
}

export function getCatalogue(request: Request): Promise<Response> {
  return withDb((db) => handleCatalogue(request, { db }));
}

export { valueTradeIn } from "./value-trade-in";
export { lookupRego } from "./rego-lookup";
export { catalogueChoices } from "./catalogue";
