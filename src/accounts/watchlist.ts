import { and, count, desc, eq, inArray } from "drizzle-orm";
import { z } from "@/platform/zod";
import { isInStock } from "@/cars/car";
import type { Db } from "@/platform/db/connect";
import { cars, watchlistItems } from "@/platform/db/schema";
import { australianMobileE164 } from "@/platform/phone";
import type { Account } from "./session";
import { mergeSavedCars, watchlistLimit } from "./watchlist-rules";
import { carPictureUrl } from "@/platform/media/site-pictures";

// The signed-in shopper's watchlist: cars saved on one site, by the user the session names. The
// calls carry the phone number too (the product's contract); it must be the session's own.

export type WatchlistChange = "save" | "remove";

export const watchlistMessages = {
  invalid: "The request must name a phone_number and a car_id.",
  signedOut: "Please sign in to use your watchlist.",
  otherPhone: "This watchlist belongs to another phone number. Please sign in again.",
  carNotFound: "That car is not listed on this site.",
  sold: "This car has been sold, so it can no longer be added to your watchlist.",
  full: `Your watchlist holds ${watchlistLimit} cars. Please remove one to save another.`,
  invalidMerge: "The request must name carIds: a list of at most 100 car ids.",
} as const;

const changeSchema = z.object({
  phone_number: z.string().min(1).max(40),
  car_id: z.uuid(),
});

export type WatchlistResult =
  | { status: 200; body: { success: true; saved: boolean } }
  | { status: 400 | 401 | 403 | 404 | 409; body: { success: false; error: string } };

const failure = (status: 400 | 401 | 403 | 404 | 409, error: string): WatchlistResult => ({
  status,
  body: { success: false, error },
});

/**
 * Saves or removes a car. Idempotent: saving a saved car or removing one that is not saved answers
 * success with the state it leaves. A sold car can be removed but not newly saved.
 */
export async function changeWatchlist(
  db: Db,
  siteId: string,
  account: Account | null,
  input: unknown,
  change: WatchlistChange,
): Promise<WatchlistResult> {
  const parsed = changeSchema.safeParse(input);
  if (!parsed.success) return failure(400, watchlistMessages.invalid);
  if (!account) return failure(401, watchlistMessages.signedOut);
  if (australianMobileE164(parsed.data.phone_number) !== account.phone)
    return failure(403, watchlistMessages.otherPhone);

  const carId = parsed.data.car_id;
  if (change === "remove") {
    await db
      .delete(watchlistItems)
      .where(
        and(
          eq(watchlistItems.siteId, siteId),
          eq(watchlistItems.userId, account.userId),
          eq(watchlistItems.carId, carId),
        ),
      );
    return { status: 200, body: { success: true, saved: false } };
  }

  const [car] = await db
    .select({ status: cars.status, saved: watchlistItems.carId })
    .from(cars)
    .leftJoin(watchlistItems, and(eq(watchlistItems.carId, cars.id), eq(watchlistItems.userId, account.userId)))
    .where(and(eq(cars.siteId, siteId), eq(cars.id, carId), eq(cars.showOnDealerWebsite, true)))
    .limit(1);
  if (!car) return failure(404, watchlistMessages.carNotFound);
  if (car.saved) return { status: 200, body: { success: true, saved: true } };
  if (!isInStock(car.status)) return failure(409, watchlistMessages.sold);
  const [saved] = await db
    .select({ cars: count() })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.siteId, siteId), eq(watchlistItems.userId, account.userId)));
  if ((saved?.cars ?? 0) >= watchlistLimit) return failure(409, watchlistMessages.full);
  await db.insert(watchlistItems).values({ siteId, userId: account.userId, carId }).onConflictDoNothing();
  return { status: 200, body: { success: true, saved: true } };
}

const mergeSchema = z.object({ carIds: z.array(z.string().max(100)).max(watchlistLimit) });

export type WatchlistMergeResult =
  | { status: 200; body: { success: true; watchlist: string[]; added: number; skipped: number } }
  | { status: 400 | 401; body: { success: false; error: string } };

/**
 * The browser's saved cars (newest first) merged into the account's watchlist at sign-in
 * (`mergeSavedCars`): only this site's listed cars for sale are added, as a save would; ids of
 * other cars, sold ones and anything that is not a car id are passed over. Idempotent.
 */
export async function mergeIntoWatchlist(
  db: Db,
  siteId: string,
  account: Account | null,
  input: unknown,
): Promise<WatchlistMergeResult> {
  const parsed = mergeSchema.safeParse(input);
  if (!parsed.success) return { status: 400, body: { success: false, error: watchlistMessages.invalidMerge } };
  if (!account) return { status: 401, body: { success: false, error: watchlistMessages.signedOut } };
  const ids = parsed.data.carIds.filter((id) => z.uuid().safeParse(id).success);
  const listed =
    ids.length === 0
      ? []
      : await db
          .select({ id: cars.id, status: cars.status })
          .from(cars)
          .where(and(eq(cars.siteId, siteId), inArray(cars.id, ids), eq(cars.showOnDealerWebsite, true)));
  const forSale = new Set(listed.filter((car) => isInStock(car.status)).map((car) => car.id));
  const { add, skipped } = mergeSavedCars(
    await listWatchlistCarIds(db, siteId, account.userId),
    ids.filter((id) => forSale.has(id)),
  );
  if (add.length > 0) {
    // The newest browser car is saved last, so the garage (newest first) keeps the browser's order.
    const now = Date.now();
    await db
      .insert(watchlistItems)
      .values(add.map((carId, index) => ({ siteId, userId: account.userId, carId, createdAt: new Date(now - index) })))
      .onConflictDoNothing();
  }
  const watchlist = await listWatchlistCarIds(db, siteId, account.userId);
  return { status: 200, body: { success: true, watchlist, added: add.length, skipped } };
}

export async function listWatchlistCarIds(db: Db, siteId: string, userId: string): Promise<string[]> {
  const rows = await db
    .select({ carId: watchlistItems.carId })
    .from(watchlistItems)
    .where(and(eq(watchlistItems.siteId, siteId), eq(watchlistItems.userId, userId)));
  return rows.map((row) => row.carId);
}

export type WatchedCar = {
  id: string;
  slug: string;
  name: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  km: number;
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  priceType: string | null;
  status: string;
  reserved: boolean;
  imageUrl: string | null;
  savedAt: Date;
};

/** The saved cars with what they are now (price, status, reservation), most recently saved first. */
export async function listWatchlist(db: Db, siteId: string, userId: string): Promise<WatchedCar[]> {
  const rows = await db
    .select({
      id: cars.id,
      slug: cars.slug,
      name: cars.name,
      year: cars.year,
      make: cars.make,
      model: cars.model,
      badge: cars.badge,
      km: cars.km,
      price: cars.price,
      beforePrice: cars.beforePrice,
      subscriptionPrice: cars.subscriptionPrice,
      preorder: cars.preorder,
      priceType: cars.priceType,
      status: cars.status,
      reserved: cars.reserved,
      images: cars.images,
      photos: cars.photos,
      savedAt: watchlistItems.createdAt,
    })
    .from(watchlistItems)
    .innerJoin(cars, eq(cars.id, watchlistItems.carId))
    .where(and(eq(watchlistItems.siteId, siteId), eq(watchlistItems.userId, userId), eq(cars.siteId, siteId)))
    .orderBy(desc(watchlistItems.createdAt));
  return rows.map(({ images, photos, ...row }) => ({
    ...row,
    imageUrl: carPictureUrl({ images, photos }, 480, { thumb: true }),
  }));
}
