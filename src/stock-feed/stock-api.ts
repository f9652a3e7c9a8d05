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

// The stock API (docs/stock-feed.md), for the site the request's host names (withSite, so every
// query acts for that site under row-level security):
//   PUT    /api/stock/{dealership_slug}/cars/{stocknum}   create or replace one car
//   DELETE /api/stock/{dealership_slug}/cars/{stocknum}   mark it sold (never deleted)
//   POST   /api/stock/{dealership_slug}/cars              many cars: a JSON array or a CSV file;
//          ?mode=full  the whole stock (cars it leaves out are marked sold); ?atomic=true all or nothing

/** One car's JSON. */
const maxCarBytes = 1_000_000;
/** A bulk body: 10,000 cars of a few kilobytes each. */
export const maxBulkBytes = 64 * 1024 * 1024;

type Params = { dealership: string; stocknum?: string };
type Dealership = { id: string; slug: string };

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
): Promise<{ db: Db; dealership: Dealership } | Response> {
  const db = await getDb();
  const [dealership] = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(dealerships)
    .where(and(eq(dealerships.siteId, site.id), eq(dealerships.slug, params.dealership)));
  if (!dealership) return jsonError(404, `No dealership '${params.dealership}' on this site`);
  const check = await checkStockKey(
    db,
    { siteId: site.id, dealershipId: dealership.id, dealershipSlug: dealership.slug },
    request.headers.get("authorization"),
    { demoMode: env().DEMO_MODE },
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

/** PUT one car: 201 when it is new, 200 when it replaced the car of that stock number. */
export async function putStockCar(request: Request, site: Site, params: Params): Promise<Response> {
  const stocknum = params.stocknum ?? "";
  if (!stocknumPattern.test(stocknum)) return jsonError(400, "The stock number in the address is not valid");
  const allowed = await authorise(request, site, params);
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
  const report = await applyFeed(
    allowed.db,
    { siteId: site.id, dealershipId: allowed.dealership.id },
    [{ ...car, stocknum }],
    { mode: "upsert", atomic: true },
  );
  if (!report.applied) {
    return Response.json({ error: report.errors.join("; "), errors: report.errors }, { status: 400 });
  }
  const [row] = await allowed.db
    .select({ slug: cars.slug })
    .from(cars)
    .where(and(eq(cars.siteId, site.id), eq(cars.stocknum, stocknum)));
  logger.info("stock car written", { site: site.slug, dealership: allowed.dealership.slug, created: report.created });
  return Response.json(
    { stocknum, slug: row?.slug, path: row ? `/cars/${row.slug}` : undefined, created: report.created === 1 },
    { status: report.created === 1 ? 201 : 200 },
  );
}

/** DELETE one car: it is marked sold (today, or `?sold_date=YYYY-MM-DD`), never removed. */
export async function deleteStockCar(request: Request, site: Site, params: Params): Promise<Response> {
  const stocknum = params.stocknum ?? "";
  const allowed = await authorise(request, site, params);
  if (allowed instanceof Response) return allowed;
  const soldDateParam = new URL(request.url).searchParams.get("sold_date");
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

/** POST many cars: 200 when every row was stored, 207 when some were, 422 when an atomic feed stored none. */
export async function postStockCars(request: Request, site: Site, params: Params): Promise<Response> {
  const url = new URL(request.url);
  const mode = url.searchParams.get("mode") ?? "upsert";
  if (mode !== "upsert" && mode !== "full") return jsonError(400, "mode must be 'full' or left out");
  const atomicParam = url.searchParams.get("atomic") ?? "false";
  if (atomicParam !== "true" && atomicParam !== "false") return jsonError(400, "atomic must be true or false");
  const allowed = await authorise(request, site, params);
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
  if (rows.length === 0) return jsonError(400, "The feed holds no cars");
  if (rows.length > maxFeedCars)
    return jsonError(413, `A feed may hold at most ${maxFeedCars} cars; this one has ${rows.length}`);

  let report: FeedReport;
  try {
    report = await applyFeed(allowed.db, { siteId: site.id, dealershipId: allowed.dealership.id }, rows, {
      mode,
      atomic: atomicParam === "true",
    });
  } catch (error) {
    if (error instanceof FeedTooLargeError) return jsonError(413, error.message);
    throw error;
  }
  logger.info("stock feed applied", {
    site: site.slug,
    dealership: allowed.dealership.slug,
    mode,
    received: report.received,
    created: report.created,
    updated: report.updated,
    marked_sold: report.marked_sold,
    failed: report.failed,
  });
  const status = !report.applied ? 422 : report.failed > 0 ? 207 : 200;
  return Response.json(
    { ...reportBody(report), ...(ignoredColumns ? { ignored_columns: ignoredColumns } : {}) },
    { status },
  );
}
