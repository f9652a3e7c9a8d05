import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { withTenant } from "@/platform/db/tenant";
import {
  addUploadedPhotos,
  arrangeCarPhotos,
  handPhotosBackToFeed,
  type ConsolePhotoResult,
  type UploadedFile,
} from "@/media/console-photos";
import type { MediaStorage } from "@/media/storage";
import { cars, dealerships } from "@/platform/db/schema";
import { normaliseStatus } from "@/stock/listing-rules";
import { createStockKey, listStockKeys, revokeStockKey } from "@/stock-feed/api-keys";
import type { StoredCar } from "@/stock-feed/car-as-feed";
import { editCar, readCarForEdit, type CarChanges, type CarTarget } from "@/stock-feed/car-edit";
import { canAccessDealership, canAccessSite, type StaffScope } from "../../roles";
import { recordStaffAudit, type StaffAuditAction } from "../../server/audit";
import { carSiteId } from "../../server/car-site";
import { carEditSchema, carFormErrors, type CarFormErrors } from "../car-form-schema";
import { createKeySchema, type KeyFormState } from "../key-form-schema";
import { canChangeStock } from "../stock-scope";

// The stock room's changes. Each finds the car or key in the member's reach afresh, checks their
// role there (a salesperson changes nothing), then acts for the site (withTenant) through the stock
// modules' own functions: a car's edit through editCar (the stock API's apply path), a key through
// api-keys.ts. The audit line, with before and after, is written in the change's own transaction.

export type StockEditor = { staffAccountId: string; scope: StaffScope };

export const stockMessages = {
  notFound: "No such car in your stock.",
  readOnly: "A salesperson can read the stock but not change it. The dealership's manager can.",
  stale: "This car changed since you opened it. Nothing was saved: open it again to see the change, then make yours.",
  useMarkSold: "To mark the car sold, use Mark sold, which asks you to confirm.",
  notAStatus: "Status must be in stock or coming soon.",
  alreadySold: "This car is sold already.",
  keyNotFound: "No such key.",
  keysReadOnly: "Only the dealership's manager, the group admin or the operator keep its stock API keys.",
  keyRevoked: "This key was revoked already.",
} as const;

export type StockChangeResult = { kind: "saved" } | { kind: "refused"; errors: CarFormErrors };

const refused = (form: string): StockChangeResult => ({ kind: "refused", errors: { form } });

/** The car the member may change, read in its site's scope; or why not. */
async function changeableCar(
  db: Db,
  editor: StockEditor,
  carId: string,
): Promise<{ target: CarTarget; car: StoredCar } | { refused: string }> {
  const siteId = await carSiteId(carId);
  if (!siteId || !canAccessSite(editor.scope, siteId)) return { refused: stockMessages.notFound };
  const found = await withTenant(siteId, async () => {
    const [placed] = await db
      .select({ dealershipId: cars.dealershipId })
      .from(cars)
      .where(and(eq(cars.siteId, siteId), eq(cars.id, carId)));
    return placed ? readCarForEdit(db, { siteId, dealershipId: placed.dealershipId, carId }) : null;
  });
  if (!found || !canAccessDealership(editor.scope, siteId, found.car.dealershipId)) {
    return { refused: stockMessages.notFound };
  }
  if (!canChangeStock(editor.scope, siteId, found.car.dealershipId)) return { refused: stockMessages.readOnly };
  return { target: { siteId, dealershipId: found.car.dealershipId, carId }, car: found.car };
}

/** The fields an audit line records of a car, in the feed's names. */
const audited = {
  price: (car: StoredCar) => car.price,
  before_price: (car: StoredCar) => car.beforePrice,
  status: (car: StoredCar) => car.status,
  sold_at: (car: StoredCar) => car.soldAt?.toISOString() ?? null,
  dealercomments: (car: StoredCar) => car.dealerComments,
  standardEquipment: (car: StoredCar) => car.standardEquipment,
  tag: (car: StoredCar) => car.tag,
  certified: (car: StoredCar) => car.certified,
} as const;

/** Before and after of the fields that changed, each with the car's id and stock number. */
export function carAuditChange(before: StoredCar, after: StoredCar) {
  const changed = Object.entries(audited).filter(
    ([, read]) => JSON.stringify(read(before)) !== JSON.stringify(read(after)),
  );
  const record = (car: StoredCar) => ({
    carId: car.id,
    stocknum: car.stocknum,
    ...Object.fromEntries(changed.map(([name, read]) => [name, read(car)])),
  });
  return { before: record(before), after: record(after) };
}

async function writeCarChange(
  db: Db,
  editor: StockEditor,
  target: CarTarget,
  version: string,
  changes: CarChanges,
  action: StaffAuditAction,
): Promise<StockChangeResult> {
  const result = await withTenant(target.siteId, () =>
    editCar(
      db,
      target,
      { version, changes },
      {
        alsoInTransaction: (tx, change) =>
          recordStaffAudit(tx, {
            action,
            staffAccountId: editor.staffAccountId,
            siteId: target.siteId,
            ...carAuditChange(change.before, change.after),
          }),
      },
    ),
  );
  switch (result.kind) {
    case "saved":
      return { kind: "saved" };
    case "not-found":
      return refused(stockMessages.notFound);
    case "stale":
      return refused(stockMessages.stale);
    case "refused":
      return refused(`The stock feed's checks refused the car: ${result.problems.join("; ")}.`);
  }
}

/** Price, status, comments, features and badges, as the form sent them. */
export async function saveCarEdit(
  db: Db,
  editor: StockEditor,
  edit: { carId: string; version: string; input: unknown },
): Promise<StockChangeResult> {
  const parsed = carEditSchema.safeParse(edit.input);
  if (!parsed.success) return { kind: "refused", errors: carFormErrors(parsed.error) };
  const found = await changeableCar(db, editor, edit.carId);
  if ("refused" in found) return refused(found.refused);
  const status = parsed.data.status;
  // Selling is its own step, with a confirmation; an unknown word a feed sent may stay as it is.
  if (status !== undefined && status !== found.car.status) {
    if (normaliseStatus(status) === "sold") return { kind: "refused", errors: { status: stockMessages.useMarkSold } };
    if (status !== "in_stock" && status !== "coming_soon") {
      return { kind: "refused", errors: { status: stockMessages.notAStatus } };
    }
  }
  // Every field of the form is set: one left blank is cleared.
  const changes: CarChanges = {
    price: parsed.data.price,
    status: status ?? found.car.status,
    dealercomments: parsed.data.dealercomments,
    standardEquipment: parsed.data.standardEquipment,
    tag: parsed.data.tag,
    certified: parsed.data.certified ?? false,
  };
  return writeCarChange(db, editor, found.target, edit.version, changes, "stock-car-edited");
}

/** Marks the car sold today, as the stock API's DELETE does, after the member confirmed it. */
export async function markCarSold(
  db: Db,
  editor: StockEditor,
  edit: { carId: string; version: string },
): Promise<StockChangeResult> {
  const found = await changeableCar(db, editor, edit.carId);
  if ("refused" in found) return refused(found.refused);
  if (normaliseStatus(found.car.status) === "sold") return refused(stockMessages.alreadySold);
  return writeCarChange(db, editor, found.target, edit.version, { status: "sold" }, "stock-car-sold");
}

/** A new stock API key for a dealership the member changes the stock of; the key in clear, this once. */
export async function createDealershipKey(
  db: Db,
  editor: StockEditor,
  input: { name: unknown; place: unknown },
): Promise<KeyFormState> {
  const parsed = createKeySchema.safeParse(input);
  if (!parsed.success) {
    const errors: KeyFormState["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "name" ? "name" : "place";
      errors[field] ??= issue.message;
    }
    return { errors };
  }
  const [siteId = "", dealershipId = ""] = parsed.data.place.toLowerCase().split(":");
  if (!canChangeStock(editor.scope, siteId, dealershipId)) return { errors: { place: stockMessages.keysReadOnly } };
  const made = await withTenant(siteId, async () => {
    const [dealership] = await db
      .select({ name: dealerships.name, slug: dealerships.slug })
      .from(dealerships)
      .where(and(eq(dealerships.siteId, siteId), eq(dealerships.id, dealershipId)));
    if (!dealership) return null;
    return db.transaction(async (tx) => {
      const { id, key, prefix } = await createStockKey(tx, { siteId, dealershipId }, parsed.data.name);
      await recordStaffAudit(tx, {
        action: "stock-key-created",
        staffAccountId: editor.staffAccountId,
        siteId,
        before: null,
        after: {
          keyId: id,
          name: parsed.data.name,
          prefix,
          dealershipId,
          dealership: dealership.slug,
        },
      });
      return { key, dealership: dealership.name };
    });
  });
  if (!made) return { errors: { place: "Choose the dealership the key is for" } };
  return { errors: {}, created: { key: made.key, name: parsed.data.name, dealership: made.dealership } };
}

/** Revokes a key of a dealership the member changes the stock of; it stops working at once. */
export async function revokeDealershipKey(
  db: Db,
  editor: StockEditor,
  input: { siteId: string; keyId: string },
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { siteId, keyId } = input;
  if (!canAccessSite(editor.scope, siteId)) return { ok: false, message: stockMessages.keyNotFound };
  return withTenant(siteId, async () => {
    const key = (await listStockKeys(db, siteId)).find((candidate) => candidate.id === keyId);
    if (!key || !canAccessDealership(editor.scope, siteId, key.dealershipId)) {
      return { ok: false, message: stockMessages.keyNotFound };
    }
    if (!canChangeStock(editor.scope, siteId, key.dealershipId)) {
      return { ok: false, message: stockMessages.keysReadOnly };
    }
    if (key.revokedAt) return { ok: false, message: stockMessages.keyRevoked };
    return db.transaction(async (tx) => {
      if (!(await revokeStockKey(tx, keyId))) return { ok: false as const, message: stockMessages.keyRevoked };
      const record = { keyId, name: key.label, prefix: key.prefix, dealershipId: key.dealershipId };
      await recordStaffAudit(tx, {
        action: "stock-key-revoked",
        staffAccountId: editor.staffAccountId,
        siteId,
        before: { ...record, revoked: false },
        after: { ...record, revoked: true },
      });
      return { ok: true as const };
    });
  });
}

export type PhotoChangeResult = { ok: true; message: string } | { ok: false; message: string; problems: string[] };

/** A photo list as an audit line keeps it: each photo's hash (or, not yet fetched, its URL) in order. */
const auditedPhotos = (rows: readonly { contentHash: string | null; sourceUrl: string | null }[]) =>
  rows.map((row) => row.contentHash ?? row.sourceUrl);

function photoAudit(
  editor: StockEditor,
  car: StoredCar,
  action: StaffAuditAction,
  extra: Record<string, unknown> = {},
) {
  return async (
    tx: Db,
    change: {
      before: readonly { contentHash: string | null; sourceUrl: string | null }[];
      after: readonly { contentHash: string | null; sourceUrl: string | null }[];
    },
  ) => {
    const record = { carId: car.id, stocknum: car.stocknum };
    await recordStaffAudit(tx, {
      action,
      staffAccountId: editor.staffAccountId,
      siteId: car.siteId,
      before: { ...record, photos: auditedPhotos(change.before) },
      after: { ...record, photos: auditedPhotos(change.after), ...extra },
    });
  };
}

function photoOutcome(result: ConsolePhotoResult, saved: string): PhotoChangeResult {
  return result.kind === "saved"
    ? { ok: true, message: saved }
    : { ok: false, message: result.message, problems: result.problems };
}

/** Photos a member uploaded, added after the car's others; refused whole when a file is not a photo. */
export async function uploadCarPhotos(
  db: Db,
  editor: StockEditor,
  storage: MediaStorage,
  upload: { carId: string; files: readonly UploadedFile[]; maxBytes: number },
): Promise<PhotoChangeResult> {
  const found = await changeableCar(db, editor, upload.carId);
  if ("refused" in found) return { ok: false, message: found.refused, problems: [] };
  const names = upload.files.map((file) => file.name.slice(0, 200));
  const result = await withTenant(found.target.siteId, () =>
    addUploadedPhotos(db, storage, found.target, upload.files, {
      maxBytes: upload.maxBytes,
      alsoInTransaction: photoAudit(editor, found.car, "stock-photos-uploaded", { uploaded: names }),
    }),
  );
  const count = upload.files.length === 1 ? "1 photo" : `${upload.files.length} photos`;
  return photoOutcome(result, `Added ${count}. The dealer's website shows them once they are processed.`);
}

/**
 * The car's photos in a new order, some left out (deleted) or none: `deleted` says which the member
 * asked for, for the audit line and the message.
 */
export async function arrangeStockCarPhotos(
  db: Db,
  editor: StockEditor,
  edit: { carId: string; photoIds: readonly string[]; deleting: boolean },
): Promise<PhotoChangeResult> {
  const found = await changeableCar(db, editor, edit.carId);
  if ("refused" in found) return { ok: false, message: found.refused, problems: [] };
  const result = await withTenant(found.target.siteId, () =>
    arrangeCarPhotos(db, found.target, edit.photoIds, {
      alsoInTransaction: photoAudit(
        editor,
        found.car,
        edit.deleting ? "stock-photos-deleted" : "stock-photos-arranged",
      ),
    }),
  );
  return photoOutcome(result, edit.deleting ? "Photo deleted." : "Photos put in the new order.");
}

/** The car takes its stock feed's photos again; the console's arrangement is dropped. */
export async function restoreFeedPhotos(
  db: Db,
  editor: StockEditor,
  edit: { carId: string },
): Promise<PhotoChangeResult> {
  const found = await changeableCar(db, editor, edit.carId);
  if ("refused" in found) return { ok: false, message: found.refused, problems: [] };
  const result = await withTenant(found.target.siteId, () =>
    handPhotosBackToFeed(db, found.target, {
      alsoInTransaction: photoAudit(editor, found.car, "stock-photos-feed-restored"),
    }),
  );
  return photoOutcome(result, "The car shows its feed's photos again, once they are processed.");
}
