import { and, eq, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { cars } from "@/platform/db/schema";
import { applyFeed, type FeedReport } from "./apply-feed";
import { feedCarOfRow, type StoredCar } from "./car-as-feed";

// Changing a few fields of one car by hand (the console's stock editor), through the stock API's
// own path: the stored car is turned back into a feed car (car-as-feed.ts), the changed fields are
// set on it, and `applyFeed` writes it as the PUT of one car does. So the feed's schema checks the
// result, a price change is recorded in the price history, and the commit is numbered in the stock
// change log and announced on `stock_changed`, which keeps every search index fresh (decision 032).
//
// Two people may have the same car open: an edit names the version it was made on (the car's last
// change, to the microsecond), and the feed's transaction locks the car and refuses the edit when
// the car has changed since, rather than write over a change its author never saw.

/** Fields the stock editor changes, in the feed's names. */
export const editableCarFields = [
  "price",
  "status",
  "dealercomments",
  "standardEquipment",
  "tag",
  "certified",
] as const;
export type EditableCarField = (typeof editableCarFields)[number];

/** The new values of the fields to change; a field given as undefined is cleared. */
export type CarChanges = Partial<Record<EditableCarField, unknown>>;

/** A car's version: its last change to the microsecond, as text (a JavaScript date keeps milliseconds). */
export const carVersion = sql<string>`(extract(epoch from ${cars.updatedAt}) * 1000000)::bigint::text`;

export type CarTarget = { siteId: string; dealershipId: string; carId: string };

export type CarEditResult =
  | { kind: "saved"; before: StoredCar; after: StoredCar; report: FeedReport }
  | { kind: "not-found" }
  /** The car changed since the version the edit was made on: nothing was written. */
  | { kind: "stale" }
  /** The feed refused the car as it would be (its problems, without the row number). */
  | { kind: "refused"; problems: string[] };

class StaleCar extends Error {}

const ofTarget = (target: CarTarget) =>
  and(eq(cars.siteId, target.siteId), eq(cars.dealershipId, target.dealershipId), eq(cars.id, target.carId));

/** The car and its version, or null when the dealership has no such car. */
export async function readCarForEdit(db: Db, target: CarTarget): Promise<{ car: StoredCar; version: string } | null> {
  const [row] = await db.select({ car: cars, version: carVersion }).from(cars).where(ofTarget(target));
  return row ?? null;
}

export async function editCar(
  db: Db,
  target: CarTarget,
  edit: { version: string; changes: CarChanges },
  options: {
    /** Runs in the write's transaction with the car before and after (the console's audit line). */
    alsoInTransaction?: (tx: Db, change: { before: StoredCar; after: StoredCar }) => Promise<void>;
    now?: Date;
  } = {},
): Promise<CarEditResult> {
  const found = await readCarForEdit(db, target);
  if (!found) return { kind: "not-found" };
  if (found.version !== edit.version) return { kind: "stale" };
  const feedCar = feedCarOfRow(found.car);
  for (const field of editableCarFields) {
    if (!(field in edit.changes)) continue;
    const value = edit.changes[field];
    if (value === undefined) delete feedCar[field];
    else feedCar[field] = value;
  }
  let after: StoredCar | undefined;
  try {
    const report = await applyFeed(db, { siteId: target.siteId, dealershipId: target.dealershipId }, [feedCar], {
      mode: "upsert",
      atomic: true,
      now: options.now,
      beforeWrite: async (tx) => {
        const [locked] = await tx.select({ version: carVersion }).from(cars).where(ofTarget(target)).for("update");
        if (locked?.version !== edit.version) throw new StaleCar();
      },
      alsoInTransaction: async (tx) => {
        const [written] = await tx.select().from(cars).where(ofTarget(target));
        if (!written) throw new Error(`car ${target.carId} not found after its edit`);
        after = written;
        await options.alsoInTransaction?.(tx, { before: found.car, after: written });
      },
    });
    if (!report.applied || !after) {
      return { kind: "refused", problems: report.errors.map((line) => line.replace(/^row \d+: /, "")) };
    }
    return { kind: "saved", before: found.car, after, report };
  } catch (error) {
    if (error instanceof StaleCar) return { kind: "stale" };
    throw error;
  }
}
