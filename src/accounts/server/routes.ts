import "server-only";
import { getDb } from "@/platform/db";
import { logger } from "@/platform/logger";
import type { Site } from "@/sites/get-site";
import type { WatchlistChange } from "../watchlist";
import {
  handleCodeCheck,
  handleCodeRequest,
  handleSavedCarsMerge,
  handleSessionProbe,
  handleSignOut,
  handleWatchlistChange,
} from "./http";
import { smsProvider } from "./runtime";

// The API routes' bodies: the HTTP handlers against the server's database; a database that cannot
// be reached answers 503 with a message rather than Next's bare 500.

function unavailable(error: unknown): Response {
  logger.error("account request failed: the database is unavailable", { error: String(error) });
  return Response.json(
    { error: "Sorry, this is not available just now. Please try again in a minute." },
    { status: 503, headers: { "cache-control": "no-store" } },
  );
}

async function withDb(work: (db: Awaited<ReturnType<typeof getDb>>) => Promise<Response>): Promise<Response> {
  try {
    return await work(await getDb());
  } catch (error) {
    return unavailable(error);
  }
}

export const postCodeRequest = (request: Request, site: Site) =>
  withDb(async (db) => handleCodeRequest(request, { db, site, sms: await smsProvider() }));

export const postCodeCheck = (request: Request, site: Site) => withDb((db) => handleCodeCheck(request, { db, site }));

export const postSignOut = (request: Request, site: Site) => withDb((db) => handleSignOut(request, { db, site }));

export const getSessionProbe = (request: Request, site: Site) =>
  withDb((db) => handleSessionProbe(request, { db, site }));

const noWatchlist = () =>
  Response.json(
    { success: false, error: "This site has no watchlist." },
    { status: 404, headers: { "cache-control": "no-store" } },
  );

/** The watchlist calls, on a site that has the watchlist; elsewhere 404. */
export const postWatchlistChange = (request: Request, site: Site, change: WatchlistChange) =>
  site.config.features.watchlist ? withDb((db) => handleWatchlistChange(request, { db, site }, change)) : noWatchlist();

/** The browser's saved cars into the account's watchlist at sign-in, on a site that has the watchlist. */
export const postSavedCarsMerge = (request: Request, site: Site) =>
  site.config.features.watchlist ? withDb((db) => handleSavedCarsMerge(request, { db, site })) : noWatchlist();
