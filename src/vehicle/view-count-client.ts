import { formatCount } from "@/platform/format";
import { isFiniteNumber, isJsonObject } from "@/platform/json-guards";
import type { CarViewReply, ChangedCarFields } from "./view-count";

// The browser's half of the GET /api/cars/{slug}/view.json contract in view-count.ts, without zod so
// the vehicle page does not ship it: ViewCounter builds the query and reads the reply with these.
// readCarViewReply accepts what view-count.ts's carViewReplySchema does (json-guards.test.ts).

export type RenderedListing = {
  photosCount: number;
  /** ISO date-time of the car's `updated_at` the page was rendered with. */
  updatedAt: string;
  /** The site's id; optional, but when sent the server checks it is the site the request is for. */
  websiteId?: string;
};

export function viewCountUrl(slug: string, rendered: RenderedListing): string {
  const query = new URLSearchParams({
    photos_count: String(rendered.photosCount),
    updated_at: rendered.updatedAt,
  });
  if (rendered.websiteId) query.set("website_id", rendered.websiteId);
  return `/api/cars/${encodeURIComponent(slug)}/view.json?${query.toString()}`;
}

function readChangedCarFields(body: unknown): ChangedCarFields | null {
  if (!isJsonObject(body)) return null;
  const { price, status, reserved, updated_at, photos_count } = body;
  const fields: ChangedCarFields = {};
  if (price !== undefined) {
    if (!isFiniteNumber(price)) return null;
    fields.price = price;
  }
  if (status !== undefined) {
    if (typeof status !== "string") return null;
    fields.status = status;
  }
  if (reserved !== undefined) {
    if (typeof reserved !== "boolean") return null;
    fields.reserved = reserved;
  }
  if (updated_at !== undefined) {
    if (typeof updated_at !== "string") return null;
    fields.updated_at = updated_at;
  }
  if (photos_count !== undefined) {
    if (!isFiniteNumber(photos_count)) return null;
    fields.photos_count = photos_count;
  }
  return fields;
}

/** The reply, or null when the body is not one. */
export function readCarViewReply(body: unknown): CarViewReply | null {
  if (!isJsonObject(body)) return null;
  const { views } = body;
  if (typeof views !== "number" || !Number.isSafeInteger(views) || views < 0) return null;
  const carFields = readChangedCarFields(body.car_fields);
  return carFields ? { views, car_fields: carFields } : null;
}

/**
 * Whether the shopper should be told to refresh: the car left stock, or its price moved, after the
 * page was rendered. The server reports price and status only when the car was updated since, so
 * without the rendered price any reported price counts as a change.
 */
export function hasListingChanged(fields: ChangedCarFields, rendered: { price?: number; status?: string }): boolean {
  const leftStock =
    fields.status !== undefined && fields.status !== "in_stock" && (rendered.status ?? "in_stock") === "in_stock";
  const priceChanged = fields.price !== undefined && fields.price !== rendered.price;
  return leftStock || priceChanged;
}

/** `Viewed 1,234 times`, `Viewed 1 time`. */
export function viewCountLabel(views: number): string {
  return `Viewed ${formatCount(views)} ${views === 1 ? "time" : "times"}`;
}
