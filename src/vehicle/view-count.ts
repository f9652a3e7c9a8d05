import { z } from "@/platform/zod";

// The contract of GET /api/cars/{slug}/view.json, written once: the server (views.ts) parses the
// query with these schemas; the browser (ViewCounter) builds the query and reads the reply with
// view-count-client.ts, which holds its half without zod and is re-exported here.

export {
  hasListingChanged,
  readCarViewReply,
  viewCountLabel,
  viewCountUrl,
  type RenderedListing,
} from "./view-count-client";

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
