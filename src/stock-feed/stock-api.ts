import "server-only";
import { and, eq } from "drizzle-orm";
import { getDb } from "@/platform/db";
import type { Db } from "@/platform/db/connect";
import { cars, dealerships } from "@/platform/db/schema";
import { env } from "@/platform/env";
import { jsonError } from "@/platform/http";
import { logger } from "@/platform/logger";
import { publishStockChange } from "@/stock/stock-events";
import type { Site } from "@/sites/get-site";
import { checkStockKey } from "./api-keys";
import { applyFeed, FeedTooLargeError, type FeedReport } from "./apply-feed";
import { parseStockCsv } from "./csv";
import { maxFeedCars, scalarText, stocknumPattern } from "./feed-car";
import { bulkFeedQuerySchema, oneCarQuerySchema, queryInput, queryProblem } from "./feed-query";
import { listFeedRuns, recordFeedRun } from "./feed-history";
import { feedHistoryQuerySchema } from "./feed-query";
import { fullFeedHoldMessage } from "./full-feed";

// The stock API (docs/stock-feed.md), for the site the request's host names (withSite, so every
// query acts for that site under row-level security):
//   PUT    /api/stock/{dealership_slug}/cars/{stocknum}   create or replace one car
//   DELETE /api/stock/{dealership_slug}/cars/{stocknum}   mark it sold (never deleted)
//   POST   /api/stock/{dealership_slug}/cars              many cars: a JSON array or a CSV file;
//          ?mode=full  the whole stock (cars it leaves out are marked sold); ?atomic=true all or nothing;
//          ?confirm_removals=N  applies a full feed held (409) for marking too many cars sold
//   ?dry_run=true (POST, PUT): the same answer, status included, with nothing stored (decision 033)
//   GET    /api/stock/{dealership_slug}/feeds             feed history: the latest feeds, newest first

/** One car's JSON. */
const maxCarBytes = 1_000_000;
/** A bulk body: 10,000 cars of a few kilobytes each. */
export const maxBulkBytes = 64 * 1024 * 1024;

type Params = { dealership: string; stocknum?: string };
type Dealership = { id: string; slug: string };

/**
 * What a handler needs besides the request: the app's database (acting for the request's site) and
 * whether demo keys count. The routes take the server's; the integration tests pass their own.
 */
export type StockApiDeps = { db: Db; demoMode: boolean };

async function serverDeps(): Promise<StockApiDeps> {
  return { db: await getDb(), demoMode: env().DEMO_MODE };
}

async function readText(request: Request, maxBytes: number): Promise<{ ok: true; text: string } | Response> {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) {
    return jsonError(413, `The request body must be at most ${maxBytes} bytes`);
  }
  let text: string;
  try {
    text = await request.text();
  } catch {
    return jsonError(400, "The request body could not be read");
  }
  if (Buffer.byteLength(text, "utf8") > maxBytes)
    return jsonError(413, `The request body must be at most ${maxBytes} bytes`);
  return { ok: true, text };
}

/** The dealership and the request's right to change its stock, or the answer that refuses. */
async function authorise(
  request: Request,
  site: Site,
  params: Params,
  deps: StockApiDeps | undefined,
): Promise<{ db: Db; dealership: Dealership } | Response> {
  const { db, demoMode } = deps ?? (await serverDeps());
  const [dealership] = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(and(eq(dealerships.siteId, site.id), eq(dealerships.slug, params.dealership)));
  if (!dealership) return jsonError(404, `No dealership '${params.dealership}' on this site`);
  const check = await checkStockKey(
    db,
    { siteId: site.id, dealershipId: dealership.id, dealershipSlug: dealership.slug },
    request.headers.get("authorization"),
    { demoMode },
  );
  if (!check.ok) {
    return jsonError(check.status, check.message, check.status === 401 ? { "www-authenticate": "Bearer" } : undefined);
  }
  return { db, dealership };
}

function reportBody(report: FeedReport) {
  const { stocknums: _stocknums, ...body } = report;
  return body;
}

/**
 * A bulk answer's status, the same for a dry run as for the real run it previews: 409 held, 422
 * refused (atomic with a bad row), 207 some rows stored, 200 all.
 */
function feedStatus(report: FeedReport, atomic: boolean): number {
  if (report.held) return 409;
  if (atomic && report.failed > 0) return 422;
  return report.failed > 0 ? 207 : 200;
}

/** PUT one car: 201 when it is new, 200 when it replaced the car of that stock number. */
export async function putStockCar(
  request: Request,
  site: Site,
  params: Params,
  deps?: StockApiDeps,
): Promise<Response> {
  const stocknum = params.stocknum ?? "";
  if (!stocknumPattern.test(stocknum)) return jsonError(400, "The stock number in the address is not valid");
  const query = oneCarQuerySchema.safeParse(queryInput(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, queryProblem(query.error));
  const allowed = await authorise(request, site, params, deps);
  if (allowed instanceof Response) return allowed;
  const body = await readText(request, maxCarBytes);
  if (body instanceof Response) return body;
  let car: unknown;
  try {
    car = JSON.parse(body.text);
  } catch {
    return jsonError(400, "The request body must be one car as JSON");
  }
  if (typeof car !== "object" || car === null || Array.isArray(car)) {
    return jsonError(400, "The request body must be one car as a JSON object (use POST …/cars for many)");
  }
  const given: unknown = Reflect.get(car, "stocknum");
  if (given !== undefined && given !== null && scalarText(given) !== stocknum) {
    return jsonError(400, `stocknum in the body differs from ${stocknum} in the address`);
  }
  const target = { siteId: site.id, dealershipId: allowed.dealership.id };
  const report = await applyFeed(allowed.db, target, [{ ...car, stocknum }], {
    mode: "upsert",
    atomic: true,
    dryRun: query.data.dry_run,
  });
  await recordFeedRun(allowed.db, target, { channel: "api_car", format: "json", mode: "upsert", atomic: true }, report);
  if (report.failed > 0) {
    return Response.json(
      { error: report.errors.join("; "), errors: report.errors, dry_run: report.dry_run },
      { status: 400 },
    );
  }
  // A dry run's new car has no row, so no address yet; a replaced car keeps its own.
  const [row] = await allowed.db
    .select({ slug: cars.slug })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.stocknum, stocknum)));
  if (report.applied) {
    logger.info("stock car written", { site: site.slug, dealership: allowed.dealership.slug, created: report.created });
  }
  return Response.json(
    {
      stocknum,
      slug: row?.slug,
      path: row ? `/cars/${row.slug}` : undefined,
      created: report.created === 1,
      applied: report.applied,
      dry_run: report.dry_run,
      ...(report.warnings.length > 0 ? { warnings: report.warnings } : {}),
    },
    { status: report.created === 1 ? 201 : 200 },
  );
}

/** DELETE one car: it is marked sold (today, or `?sold_date=YYYY-MM-DD`), never removed. */
export async function deleteStockCar(
  request: Request,
  site: Site,
  params: Params,
  deps?: StockApiDeps,
): Promise<Response> {
  const stocknum = params.stocknum ?? "";
  const searchParams = new URL(request.url).searchParams;
  // Refused rather than ignored: a sender who asked for a dry run must not get a sale.
  if (searchParams.has("dry_run")) {
    return jsonError(400, "dry_run is for feeds (POST …/cars, PUT …/cars/{stocknum}); a DELETE marks the car sold");
  }
  const allowed = await authorise(request, site, params, deps);
  if (allowed instanceof Response) return allowed;
  const soldDateParam = searchParams.get("sold_date");
  let soldAt = new Date();
  if (soldDateParam) {
    const parsed = /^\d{4}-\d{2}-\d{2}$/.test(soldDateParam) ? new Date(`${soldDateParam}T00:00:00Z`) : null;
    if (!parsed || Number.isNaN(parsed.getTime()) || parsed.getTime() > Date.now()) {
      return jsonError(400, "sold_date must be a date (YYYY-MM-DD), today or earlier");
    }
    soldAt = parsed;
  }
  const result = await allowed.db.transaction(async (tx) => {
    const [car] = await tx
      .select({ id: cars.id, status: cars.status, soldAt: cars.soldAt })
      .from(cars)
      .where(and(eq(cars.siteId, site.id), eq(cars.dealershipId, allowed.dealership.id), eq(cars.stocknum, stocknum)));
    if (!car) return null;
    if (car.status === "sold" && car.soldAt) return car.soldAt;
    await tx
      .update(cars)
      .set({ status: "sold", soldAt, updatedAt: new Date() })
      .where(and(eq(cars.siteId, site.id), eq(cars.id, car.id)));
    await publishStockChange(tx, site.id);
    return soldAt;
  });
  if (!result) return jsonError(404, `No car ${stocknum} in this dealership's stock`);
  return Response.json({ stocknum, status: "sold", sold_date: result.toISOString() });
}

/**
 * POST many cars: 200 when every row was stored, 207 when some were, 422 when an atomic feed stored
 * none, 409 when a full feed was held for marking too many cars sold (decision 033).
 */
export async function postStockCars(
  request: Request,
  site: Site,
  params: Params,
  deps?: StockApiDeps,
): Promise<Response> {
  const query = bulkFeedQuerySchema.safeParse(queryInput(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, queryProblem(query.error));
  const { mode, atomic, dry_run: dryRun, confirm_removals: confirmRemovals } = query.data;
  const allowed = await authorise(request, site, params, deps);
  if (allowed instanceof Response) return allowed;
  const body = await readText(request, maxBulkBytes);
  if (body instanceof Response) return body;

  const contentType = (request.headers.get("content-type") ?? "").toLowerCase();
  let rows: unknown[];
  let ignoredColumns: string[] | undefined;
  if (contentType.includes("csv")) {
    const csv = parseStockCsv(body.text);
    if (csv.error) return jsonError(400, csv.error);
    rows = csv.rows;
    ignoredColumns = csv.ignoredColumns;
  } else if (contentType.includes("json")) {
    let value: unknown;
    try {
      value = JSON.parse(body.text);
    } catch {
      return jsonError(400, "The request body must be JSON (an array of cars)");
    }
    const list = Array.isArray(value) ? value : (value as { cars?: unknown } | null)?.cars;
    if (!Array.isArray(list))
      return jsonError(400, "The request body must be a JSON array of cars (or { cars: [...] })");
    rows = list;
  } else {
    return jsonError(415, "Send the cars as application/json (an array) or text/csv");
  }
  // An empty full feed is a feed (it says the yard is empty) and meets the hold; anything else empty is no feed.
  if (rows.length === 0 && mode !== "full") return jsonError(400, "The feed holds no cars");
  if (rows.length > maxFeedCars)
    return jsonError(413, `A feed may hold at most ${maxFeedCars} cars; this one has ${rows.length}`);

  const target = { siteId: site.id, dealershipId: allowed.dealership.id };
  let report: FeedReport;
  try {
    report = await applyFeed(allowed.db, target, rows, { mode, atomic, dryRun, confirmRemovals });
  } catch (error) {
    if (error instanceof FeedTooLargeError) return jsonError(413, error.message);
    throw error;
  }
  const format = contentType.includes("csv") ? "csv" : "json";
  await recordFeedRun(allowed.db, target, { channel: "api", format, mode, atomic }, report);
  const fields = {
    site: site.slug,
    dealership: allowed.dealership.slug,
    mode,
    dry_run: dryRun,
    received: report.received,
    created: report.created,
    updated: report.updated,
    marked_sold: report.marked_sold,
    failed: report.failed,
    warnings: report.warnings.length,
  };
  if (report.held) logger.warn("stock feed held", { ...fields, ...report.held });
  else logger.info(dryRun ? "stock feed dry run" : "stock feed applied", fields);
  const held = report.held
    ? { error: fullFeedHoldMessage(report.held, (count) => `?mode=full&confirm_removals=${count}`) }
    : {};
  return Response.json(
    { ...held, ...reportBody(report), ...(ignoredColumns ? { ignored_columns: ignoredColumns } : {}) },
    { status: feedStatus(report, atomic) },
  );
}

/** GET the dealership's feed history: `?limit=` feeds (default 20, at most 100), newest first. */
export async function getFeedHistory(
  request: Request,
  site: Site,
  params: Params,
  deps?: StockApiDeps,
): Promise<Response> {
  const query = feedHistoryQuerySchema.safeParse(queryInput(new URL(request.url).searchParams));
  if (!query.success) return jsonError(400, queryProblem(query.error));
  const allowed = await authorise(request, site, params, deps);
  if (allowed instanceof Response) return allowed;
  const feeds = await listFeedRuns(
    allowed.db,
    { siteId: site.id, dealershipId: allowed.dealership.id },
    query.data.limit,
  );
  return Response.json({ dealership: allowed.dealership.slug, feeds }, { headers: { "cache-control": "no-store" } });
}
