import { z } from "zod";
import { formatCount } from "@/platform/format";

// The contract of GET /api/cars/{slug}/view.json, written once: the browser (ViewCounter) builds the
// query and reads the reply with it, and the server (views.ts) parses the same query.

const photosCountMessage = "photos_count must be a non-negative whole number";
const updatedAtMessage = "updated_at must be an ISO date-time, e.g. 2026-05-01T09:30:00.000Z";

/** What the page was rendered with, as the query carries it. */
export const viewQuerySchema = z.object({
  photos_count: z
    .string({ error: photosCountMessage })
    .regex(/^\d{1,9}$/, photosCountMessage)
    .transform(Number),
  updated_at: z.iso.datetime({ offset: true, error: updatedAtMessage }).transform((value) => new Date(value)),
  website_id: z.string().trim().min(1, "website_id must not be empty").optional(),
});

export type ViewQuery = z.infer<typeof viewQuerySchema>;

/** The query parameters as the schema reads them (the first of a repeated parameter). */
export function viewQueryInput(params: URLSearchParams): Record<string, string | undefined> {
  return {
    photos_count: params.get("photos_count") ?? undefined,
    updated_at: params.get("updated_at") ?? undefined,
    website_id: params.get("website_id") ?? undefined,
  };
}

/** The car's current values that differ from what the page was rendered with; `{}` when none do. */
export const changedCarFieldsSchema = z.object({
  price: z.number().optional(),
  status: z.string().optional(),
  reserved: z.boolean().optional(),
  updated_at: z.string().optional(),
  photos_count: z.number().optional(),
});

export type ChangedCarFields = z.infer<typeof changedCarFieldsSchema>;

export const carViewReplySchema = z.object({
  views: z.number().int().nonnegative(),
  car_fields: changedCarFieldsSchema,
});

export type CarViewReply = z.infer<typeof carViewReplySchema>;

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
