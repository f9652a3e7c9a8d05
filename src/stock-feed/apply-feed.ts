import { and, eq, sql, type SQL } from "drizzle-orm";
import { isInStock } from "@/cars/car";
import { carTitle } from "@/cars/car-title";
import { isEmbedded, type Db } from "@/platform/db/connect";
import { inJson } from "@/platform/db/in-json";
import type { CarImage } from "@/platform/db/json-types";
import { yieldToEventLoop } from "@/platform/event-loop";
import { type carPriceChanges, cars, dealerships, locations } from "@/platform/db/schema";
import { slugify } from "@/platform/slugify";
import { publishStockChange } from "@/stock/stock-events";
import { maxFeedCars, parseFeedCar, type FeedCar, type RowError } from "./feed-car";
import { vinCheckDigitWarning } from "@/cars/vin";
import { unknownMakeWarning } from "@/cars/make-names";
import { photoSourceUrls, syncFeedPhotoUrls } from "@/media/car-photos";
import {
  defaultRemovalThresholdPercent,
  fullFeedHold,
  listedCount,
  missingFromFullFeed,
  type FullFeedHold,
} from "./full-feed";

// Applying a dealership's feed: the one code path of the stock API (one car or many) and
// `npm run import`. Rows are parsed first; the good ones are written in one transaction, which
// also records price changes and, for a full feed, marks the dealership's cars the feed no longer
// lists as sold (never deleted: sold cars keep their pages and feed the market comparison). Its
// commit numbers the change in the stock change log and announces it on `stock_changed`, and every
// server's search index takes the changed cars in place (decision 032).
// A full feed that would mark too much of the yard sold is held (full-feed.ts), and a dry run does
// everything a real run does and then rolls it back, so its counts are the real run's (decision 033).

export type FeedTarget = { siteId: string; dealershipId: string };

export type FeedOptions = {
  /** "full": the rows are the dealership's whole stock; its cars missing from them are marked sold. */
  mode: "upsert" | "full";
  /** All rows or none: one bad row stores nothing. */
  atomic: boolean;
  /** Report what the feed would do, store nothing and announce nothing. */
  dryRun?: boolean;
  /**
   * A full feed's confirmation: the exact number of cars it marks sold. It applies a feed that would
   * otherwise be held; any other number holds it.
   */
  confirmRemovals?: number;
  now?: Date;
  /**
   * Run first in the feed's transaction: a caller's precondition (the console's stock editor locks
   * the car and checks it is still the version its member saw). An error thrown here rolls the feed
   * back and reaches the caller.
   */
  beforeWrite?: (tx: Db) => Promise<void>;
  /** Run in the feed's transaction after its writes, only when they are to be kept (the console's audit line). */
  alsoInTransaction?: (tx: Db, report: FeedReport) => Promise<void>;
};

export type FeedReport = {
  /** Rows received. */
  received: number;
  created: number;
  updated: number;
  /** Cars of the dealership a full feed no longer lists, now sold. */
  marked_sold: number;
  price_changes: number;
  failed: number;
  /** False when nothing was stored: an atomic feed with a bad row, a held full feed, a dry run. */
  applied: boolean;
  /** A dry run: the counts are what the feed would do; nothing was stored. */
  dry_run: boolean;
  /** A full feed held back (nothing stored), with its counts; null otherwise. */
  held: FullFeedHold | null;
  /** One line per problem, "row 12: price must be a number". */
  errors: string[];
  /** The same problems grouped by row, with the row's stock number when it had one. */
  rows: RowError[];
  /** What was stored but looks wrong, one line per row: "row 3 (HS-1): vin … check digit …". */
  warnings: string[];
  /** Stock numbers written, in row order (created or updated). */
  stocknums: string[];
  /**
   * Photo URLs new to the site that the worker will fetch and process (a URL already processed is
   * reused at once); the cars show their current photos until then.
   */
  photos_queued: number;
};

type Existing = {
  id: string;
  stocknum: string;
  dealershipId: string;
  price: number;
  beforePrice: number | null;
  soldAt: Date | null;
};

/**
 * The was-price a car shows ('price drop': the reduced price with the earlier one struck through, and
 * a place in the special-offers search). The feed's own `before_price` when it gives one; else, from
 * the car's price history, the price it had before a drop (or its earlier was-price, when higher); a
 * car whose price rose past its was-price, or never dropped, shows none.
 */
export function wasPrice(
  feedBeforePrice: number | undefined,
  price: number,
  previous?: Pick<Existing, "price" | "beforePrice">,
): number | null {
  if (feedBeforePrice !== undefined) return feedBeforePrice;
  if (!previous) return null;
  const candidate = Math.max(previous.price, previous.beforePrice ?? 0);
  return price > 0 && candidate > price ? candidate : null;
}

/**
 * How a feed ends: stored; refused (an atomic feed with a bad row, a held full feed: nothing stored
 * and every count 0, as the real run answers, dry or not); or a dry run of a feed that would be stored.
 */
type Outcome = "applied" | "refused" | "dry_run";

/**
 * How large a feed's statements are, and whether it gives the event loop a turn between them. The
 * embedded database runs its statements in this process, each one a pause for every request: there
 * a statement writes 50 cars (about 25 ms) and a turn follows each. A server's statements leave the
 * event loop free while they run, so there they are larger and fewer.
 */
type Pace = { writeRows: number; lookupRows: number; between: () => Promise<void> };

const embeddedPace: Pace = { writeRows: 50, lookupRows: 1_000, between: yieldToEventLoop };
const serverPace: Pace = { writeRows: 500, lookupRows: 5_000, between: () => Promise.resolve() };

/** Feed rows checked between turns of the event loop. */
const rowsPerTurn = 200;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

function rowError(row: number, stocknum: string | null, message: string): RowError {
  return { row, stocknum, messages: [`row ${row}: ${message}`] };
}

export async function applyFeed(
  db: Db,
  target: FeedTarget,
  input: readonly unknown[],
  options: FeedOptions,
): Promise<FeedReport> {
  const now = options.now ?? new Date();
  const rowErrors: RowError[] = [];
  const parsed: { row: number; car: FeedCar }[] = [];
  const firstRowOf = new Map<string, number>();
  /** Every stock number the feed names, good row or bad: a bad row does not make its car 'missing'. */
  const named = new Set<string>();
  const warnings: string[] = [];

  if (input.length > maxFeedCars) {
    throw new FeedTooLargeError(`A feed may hold at most ${maxFeedCars} cars; this one has ${input.length}`);
  }
  for (let index = 0; index < input.length; index += 1) {
    // Checking a car takes about 0.1 ms: a large feed lets requests through every few hundred.
    if (index > 0 && index % rowsPerTurn === 0) await yieldToEventLoop();
    const row = index + 1;
    const result = parseFeedCar(input[index], row);
    if (!result.ok) {
      if (result.error.stocknum) named.add(result.error.stocknum);
      rowErrors.push(result.error);
      continue;
    }
    const { stocknum } = result.car;
    named.add(stocknum);
    const first = firstRowOf.get(stocknum);
    if (first !== undefined) {
      rowErrors.push(rowError(row, stocknum, `stocknum ${stocknum} appears again (first in row ${first})`));
      continue;
    }
    firstRowOf.set(stocknum, row);
    parsed.push({ row, car: result.car });
    const vinWarning = result.car.vin ? vinCheckDigitWarning(result.car.vin) : null;
    if (vinWarning) warnings.push(`row ${row} (${stocknum}): ${vinWarning}`);
    const makeWarning = unknownMakeWarning(result.car.make);
    if (makeWarning) warnings.push(`row ${row} (${stocknum}): ${makeWarning}`);
  }

  const report: FeedReport = {
    received: input.length,
    created: 0,
    updated: 0,
    marked_sold: 0,
    price_changes: 0,
    failed: 0,
    applied: false,
    dry_run: options.dryRun ?? false,
    held: null,
    errors: [],
    rows: rowErrors,
    warnings,
    stocknums: [],
    photos_queued: 0,
  };
  const finish = (outcome: Outcome) => {
    report.rows.sort((a, b) => a.row - b.row);
    report.failed = report.rows.length;
    report.errors = report.rows.flatMap((row) => row.messages);
    report.applied = outcome === "applied";
    if (outcome === "refused") {
      report.created = 0;
      report.updated = 0;
      report.marked_sold = 0;
      report.price_changes = 0;
      report.stocknums = [];
      report.photos_queued = 0;
    }
    return report;
  };
  if (options.atomic && rowErrors.length > 0) return finish("refused");

  try {
    await db.transaction(async (tx) => {
      await options.beforeWrite?.(tx);
      await writeFeed(tx, target, parsed, named, options, now, report, isEmbedded(db) ? embeddedPace : serverPace);
      if ((options.atomic && report.rows.length > 0) || report.held) throw new RollBack("refused");
      // The same statements as the real run, undone: nothing stored, and a rolled-back transaction
      // sends no notification and never runs the change log's commit-time trigger (migration 0015).
      if (options.dryRun) throw new RollBack("dry_run");
      await options.alsoInTransaction?.(tx, report);
      if (report.created + report.updated + report.marked_sold > 0) await publishStockChange(tx, target.siteId);
    });
  } catch (error) {
    if (error instanceof RollBack) return finish(error.outcome);
    throw error;
  }
  return finish("applied");
}

export class FeedTooLargeError extends Error {}

/** Thrown inside the transaction to roll it back; private, so no other error is mistaken for it. */
class RollBack extends Error {
  constructor(readonly outcome: Exclude<Outcome, "applied">) {
    super(`feed rolled back: ${outcome}`);
  }
}

async function writeFeed(
  tx: Db,
  target: FeedTarget,
  parsed: readonly { row: number; car: FeedCar }[],
  named: ReadonlySet<string>,
  options: FeedOptions,
  now: Date,
  report: FeedReport,
  pace: Pace,
): Promise<void> {
  const { siteId, dealershipId } = target;
  const stocknums = parsed.map((entry) => entry.car.stocknum);
  const existing = new Map<string, Existing>();
  for (const batch of chunks(stocknums, pace.lookupRows)) {
    const rows = await tx
      .select({
        id: cars.id,
        stocknum: cars.stocknum,
        dealershipId: cars.dealershipId,
        price: cars.price,
        beforePrice: cars.beforePrice,
        soldAt: cars.soldAt,
      })
      .from(cars)
      .where(and(eq(cars.siteId, siteId), inJson(cars.stocknum, batch)));
    for (const row of rows) existing.set(row.stocknum, row);
    // The embedded database answers without a turn of the event loop: one is given between statements.
    await pace.between();
  }
  const dealerLocations = await tx
    .select({ id: locations.id, slug: locations.slug, isPrimary: locations.isPrimary, type: locations.locationType })
    .from(locations)
    .where(and(eq(locations.siteId, siteId), eq(locations.dealershipId, dealershipId)));
  const defaultLocation =
    dealerLocations.find((location) => location.isPrimary) ??
    dealerLocations.find((location) => location.type === "sales") ??
    dealerLocations[0];
  const locationByKey = new Map<string, string>();
  for (const location of dealerLocations) {
    locationByKey.set(location.id, location.id);
    locationByKey.set(location.slug, location.id);
  }

  // New cars' addresses: the title and stock number, unique on the site (an existing car keeps its own).
  const wantedSlugs = parsed
    .filter((entry) => !existing.has(entry.car.stocknum))
    .map((entry) => ({ entry, slug: carSlug(entry.car) }));
  const takenSlugs = new Set<string>();
  for (const batch of chunks(
    wantedSlugs.map((wanted) => wanted.slug),
    pace.lookupRows,
  )) {
    const rows = await tx
      .select({ slug: cars.slug })
      .from(cars)
      .where(and(eq(cars.siteId, siteId), inJson(cars.slug, batch)));
    for (const row of rows) takenSlugs.add(row.slug);
    await pace.between();
  }
  const slugFor = new Map<string, string>();
  for (const { entry, slug } of wantedSlugs) {
    let candidate = slug;
    for (let n = 2; takenSlugs.has(candidate); n += 1) candidate = `${slug}-${n}`;
    takenSlugs.add(candidate);
    slugFor.set(entry.car.stocknum, candidate);
  }

  const inserts: (typeof cars.$inferInsert)[] = [];
  const priceChanges: (typeof carPriceChanges.$inferInsert)[] = [];
  for (const [index, { row, car }] of parsed.entries()) {
    if (index > 0 && index % rowsPerTurn === 0) await yieldToEventLoop();
    const found = existing.get(car.stocknum);
    if (found && found.dealershipId !== dealershipId) {
      report.rows.push(
        rowError(row, car.stocknum, `stocknum ${car.stocknum} belongs to another dealership of this site`),
      );
      continue;
    }
    let locationId = defaultLocation?.id ?? null;
    if (car.location_id) {
      const match = locationByKey.get(car.location_id);
      if (!match) {
        report.rows.push(
          rowError(row, car.stocknum, `location_id ${car.location_id} is not a location of this dealership`),
        );
        continue;
      }
      locationId = match;
    }
    const values = {
      ...carValues(car, { siteId, dealershipId, locationId, now, previousSoldAt: found?.soldAt ?? null }),
      beforePrice: wasPrice(car.before_price, car.price, found),
    };
    if (found) {
      report.updated += 1;
      if (found.price !== car.price) {
        priceChanges.push({ siteId, carId: found.id, oldPrice: found.price, newPrice: car.price, changedAt: now });
      }
    } else {
      report.created += 1;
    }
    inserts.push({ ...values, slug: found ? "" : slugFor.get(car.stocknum)!, createdAt: now });
    report.stocknums.push(car.stocknum);
  }
  if (options.atomic && report.rows.length > 0) return;

  // A full feed's removals are known before anything is written (the writes touch only cars it
  // names), so a held feed writes nothing at all.
  let missing: string[] = [];
  if (options.mode === "full") {
    const current = await tx
      .select({ id: cars.id, stocknum: cars.stocknum, status: cars.status })
      .from(cars)
      .where(and(eq(cars.siteId, siteId), eq(cars.dealershipId, dealershipId)));
    missing = missingFromFullFeed(current, named);
    const [dealership] = await tx
      .select({ thresholdPercent: dealerships.fullFeedRemovalThresholdPercent })
      .from(dealerships)
      .where(and(eq(dealerships.siteId, siteId), eq(dealerships.id, dealershipId)));
    report.held = fullFeedHold({
      received: report.received,
      wouldMarkSold: missing.length,
      listed: listedCount(current),
      thresholdPercent: dealership?.thresholdPercent ?? defaultRemovalThresholdPercent,
      confirmRemovals: options.confirmRemovals,
    });
    if (report.held) return;
  }

  for (const batch of chunks(inserts, pace.writeRows)) {
    await insertAsJson(tx, "cars", batch, sql`on conflict (site_id, stocknum) do update set ${updatedColumns}`);
    await pace.between();
    await syncPhotosOf(tx, siteId, batch, report);
    await pace.between();
  }
  for (const batch of chunks(priceChanges, pace.lookupRows / 4)) {
    await insertAsJson(tx, "car_price_changes", batch);
    await pace.between();
  }
  report.price_changes = priceChanges.length;

  for (const batch of chunks(missing, pace.writeRows)) {
    await tx
      .update(cars)
      .set({ status: "sold", soldAt: now, updatedAt: now })
      .where(and(eq(cars.siteId, siteId), inJson(cars.id, batch, "uuid")));
    await pace.between();
  }
  report.marked_sold = missing.length;
}

/**
 * Queues the photo URLs of the cars just written for the worker (decision 055): only a car whose
 * URLs changed is touched, and a URL the site already has processed is reused, not fetched.
 */
async function syncPhotosOf(
  tx: Db,
  siteId: string,
  batch: readonly { stocknum: string; images?: CarImage[] }[],
  report: FeedReport,
): Promise<void> {
  const ids = await tx
    .select({ id: cars.id, stocknum: cars.stocknum })
    .from(cars)
    .where(
      and(
        eq(cars.siteId, siteId),
        inJson(
          cars.stocknum,
          batch.map((car) => car.stocknum),
        ),
      ),
    );
  const idOf = new Map(ids.map((row) => [row.stocknum, row.id]));
  const entries = batch.flatMap((car) => {
    const carId = idOf.get(car.stocknum);
    return carId ? [{ carId, urls: photoSourceUrls(car.images ?? []) }] : [];
  });
  const synced = await syncFeedPhotoUrls(tx, siteId, entries);
  report.photos_queued += synced.queued;
}

/** `2021 Toyota Corolla Ascent Sport` and stock number `HS-10234` → `2021-toyota-corolla-ascent-sport-hs-10234`. */
export function carSlug(car: Pick<FeedCar, "year" | "make" | "model" | "badge" | "stocknum">): string {
  return slugify(`${carTitle(car)} ${car.stocknum}`);
}

function images(car: FeedCar): CarImage[] {
  const list: CarImage[] = (car.images ?? []).map((image) =>
    typeof image === "string"
      ? { url: image, thumbUrl: image }
      : { url: image.url, thumbUrl: image.thumb?.url ?? image.url },
  );
  if (car.primary_image_url) {
    const primary = car.primary_image_url;
    const rest = list.filter((image) => image.url !== primary);
    return [{ url: primary, thumbUrl: list.find((image) => image.url === primary)?.thumbUrl ?? primary }, ...rest];
  }
  return list;
}

/** The car's row from a parsed feed car (every column a feed owns; the rest keep their defaults). */
export function carValues(
  car: FeedCar,
  context: { siteId: string; dealershipId: string; locationId: string | null; now: Date; previousSoldAt: Date | null },
): Omit<typeof cars.$inferInsert, "slug"> {
  const status = car.status ?? "in_stock";
  const sold = !isInStock(status);
  return {
    siteId: context.siteId,
    dealershipId: context.dealershipId,
    locationId: context.locationId,
    stocknum: car.stocknum,
    name: carTitle(car),
    itemType: car.item_type ?? (car.caravan_specs ? "caravan" : "car"),
    carType: car.car_type === "demonstrator" ? "demo" : car.car_type,
    status,
    // A car that was already sold keeps the date it sold; one back in stock has none.
    soldAt: sold ? (context.previousSoldAt ?? context.now) : null,
    reserved: car.reserved ?? false,
    certified: car.certified ?? false,
    showOnDealerWebsite: car.show_on_dealer_website ?? true,
    tag: car.tag ?? null,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    series: car.series ?? null,
    colour: car.colour ?? null,
    interiorColour: car.interior_colour ?? null,
    km: car.km ?? 0,
    price: car.price,
    beforePrice: car.before_price ?? null,
    msrp: car.msrp ?? null,
    offerPrice: car.offer_price ?? null,
    subscriptionPrice: car.subscription_price ?? null,
    preorder: car.preorder ?? false,
    priceType: car.price_type ?? null,
    vin: car.vin ?? null,
    regplate: car.regplate ?? null,
    regoExpiry: car.rego_expiry ?? null,
    buildDate: car.build_date ?? null,
    complianceDate: car.compliance_date ?? null,
    drive: car.drive ?? null,
    seats: car.seats ?? null,
    doors: car.doors ?? null,
    engineSize: car.engine_size ?? null,
    engineSizeLitres: car.engine_size_litres ?? null,
    gearnum: car.gearnum ?? null,
    trans: car.trans ?? null,
    bodyconfiguration: car.bodyconfiguration ?? null,
    simpleBody: car.simple_body ?? car.bodyconfiguration ?? null,
    simpleDrive: car.simple_drive ?? car.drive ?? null,
    simpleFuel: car.simple_fuel ?? null,
    simpleTransmission: car.simple_transmission ?? null,
    city: car.city ?? null,
    state: car.state ?? null,
    privateSuburb: car.private_suburb ?? null,
    privatePostcode: car.private_postcode ?? null,
    carsalesTitle: car.carsales_title ?? null,
    historyReportUrl: car.file ?? null,
    dealerComments: car.dealercomments ?? null,
    standardEquipment: car.standardEquipment ?? [],
    images: images(car),
    videoUrl: car.video_url ?? null,
    externalVideoUrl: car.external_video_url ?? null,
    spinImages: car.spin_images ?? [],
    spinInteriorImage: car.spin_interior_image ?? null,
    spinCode: car.spin_code ?? null,
    hotspots: car.hotspots ?? [],
    variant: car.variant
      ? {
          cylinders: car.variant.cylinders ?? null,
          enginesize: car.variant.enginesize ?? null,
          enginesize_litres: car.variant.enginesize_litres ?? null,
          induction: car.variant.induction ?? null,
          fuelconsumptioncombined: car.variant.fuelconsumptioncombined ?? null,
          fuelcapacity: car.variant.fuelcapacity ?? null,
          grossvehiclemass: car.variant.grossvehiclemass ?? null,
          vehiclelength: car.variant.vehiclelength ?? null,
          vehicleheight: car.variant.vehicleheight ?? null,
          vehiclewidth: car.variant.vehiclewidth ?? null,
          towingcapacitybraked: car.variant.towingcapacitybraked ?? null,
          bodyconfiguration: car.variant.bodyconfiguration ?? null,
          torque: car.variant.torque ?? null,
          ancaprating: car.variant.ancaprating ?? null,
          geartype: car.variant.geartype ?? null,
        }
      : null,
    caravanSpecs: car.caravan_specs
      ? {
          body_width: car.caravan_specs.body_width ?? null,
          body_length: car.caravan_specs.body_length ?? null,
          tare_weight: car.caravan_specs.tare_weight ?? null,
          axle_type: car.caravan_specs.axle_type ?? null,
          sleeps: car.caravan_specs.sleeps ?? null,
          aggregate_trailer_mass: car.caravan_specs.aggregate_trailer_mass ?? null,
        }
      : null,
    financeLenders: car.finance_lenders ?? {},
    marketData: car.autograb_data
      ? {
          average_market_price: car.autograb_data.average_market_price ?? null,
          state_average_market_price: car.autograb_data.state_average_market_price ?? null,
          fill: car.autograb_data.fill ?? null,
          market_range_min: car.autograb_data.market_range_min ?? null,
          market_range_max: car.autograb_data.market_range_max ?? null,
          confidence: car.autograb_data.confidence ?? null,
          description: car.autograb_data.description ?? null,
        }
      : null,
    youxQuote: car.youxQuote ?? null,
    paymentProcessors: car.payment_processors ?? [],
    updatedAt: context.now,
  };
}

/** What a replacing write sets on a car that exists: every feed column, never its id, slug, creation or views. */
export const feedColumns = [
  "locationId",
  "name",
  "itemType",
  "carType",
  "status",
  "soldAt",
  "reserved",
  "certified",
  "showOnDealerWebsite",
  "tag",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "colour",
  "interiorColour",
  "km",
  "price",
  "beforePrice",
  "msrp",
  "offerPrice",
  "subscriptionPrice",
  "preorder",
  "priceType",
  "vin",
  "regplate",
  "regoExpiry",
  "buildDate",
  "complianceDate",
  "drive",
  "seats",
  "doors",
  "engineSize",
  "engineSizeLitres",
  "gearnum",
  "trans",
  "bodyconfiguration",
  "simpleBody",
  "simpleDrive",
  "simpleFuel",
  "simpleTransmission",
  "city",
  "state",
  "privateSuburb",
  "privatePostcode",
  "carsalesTitle",
  "historyReportUrl",
  "dealerComments",
  "standardEquipment",
  "images",
  "videoUrl",
  "externalVideoUrl",
  "spinImages",
  "spinInteriorImage",
  "spinCode",
  "hotspots",
  "variant",
  "caravanSpecs",
  "financeLenders",
  "marketData",
  "youxQuote",
  "paymentProcessors",
  "updatedAt",
] as const satisfies readonly (keyof typeof cars.$inferInsert)[];

/** A column's name in the database: the schema's keys in snake case, as the database client is set to. */
const columnName = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const updatedColumns = sql.raw(
  feedColumns.map((column) => `${columnName(column)} = excluded.${columnName(column)}`).join(", "),
);

/**
 * Inserts a batch of rows in one statement whose one parameter is the batch as JSON, read back
 * into rows of the table by `jsonb_populate_recordset`. Drizzle's `insert().values()` binds every
 * value of every row as its own parameter and checks each one's kind: for 400 cars of 65 columns
 * that took 150–200 ms of this process, in which no request was answered; the JSON takes a few.
 * Every row has the same keys (the first row's are the statement's columns).
 */
async function insertAsJson<Row extends object>(
  tx: Db,
  table: "cars" | "car_price_changes",
  batch: readonly Row[],
  onConflict?: SQL,
): Promise<void> {
  const [first] = batch;
  if (!first) return;
  const keys = Object.keys(first) as (keyof Row)[];
  const names = keys.map((key) => columnName(String(key)));
  const records = batch.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((key, index) => {
      record[names[index]!] = row[key] ?? null;
    });
    return record;
  });
  const columnList = sql.raw(names.join(", "));
  await tx.execute(sql`
    insert into ${sql.raw(table)} (${columnList})
    select ${columnList} from jsonb_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(records)}::jsonb)
    ${onConflict ?? sql``}`);
}
