import { z } from "@/platform/zod";
import { leadFormTypes } from "@/leads/schemas";
import { reservationLeadFormType } from "@/checkout/reservation-notices";
import { onlinePaymentLeadFormType } from "@/checkout/online-payment/online-payments";
import { spinLeadFormType } from "@/promotions/spin-to-win";

// The leads inbox's filters, as the GET form sends them (decision 044): every value optional, an
// empty field the same as none, and a bad value a message for its field rather than an error page.

export const leadStatuses = ["new", "contacted", "appointment", "sold", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadStatusLabels: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  appointment: "Appointment",
  sold: "Sold",
  lost: "Lost",
};

/** Every kind of lead the platform writes: the forms' own, and the notices it writes itself. */
export const inboxLeadTypes = [
  ...leadFormTypes,
  reservationLeadFormType,
  onlinePaymentLeadFormType,
  spinLeadFormType,
] as const;

const typeLabels: Record<string, string> = {
  enquiry: "Enquiry",
  "vehicle-enquiry": "Vehicle enquiry",
  "test-drive": "Test drive",
  "request-photos": "Photo request",
  finance: "Finance",
  service: "Service",
  careers: "Careers",
  "rego-lookup": "Trade-in: rego lookup",
  valuation: "Trade-in: valuation",
  "offer-accepted": "Trade-in: offer accepted",
  "valuation-request": "Trade-in: valuation request",
  "online-purchase": "Online purchase",
  reservation: "Reservation",
  "online-payment": "Online payment",
  "spin-to-win": "Spin to win",
};

export function leadTypeLabel(formType: string): string {
  return typeLabels[formType] ?? formType;
}

export const inboxPageSize = 50;

const blank = (value: unknown) => {
  if (Array.isArray(value)) value = value[0];
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
};

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

/** A calendar day the database takes too: 31 February is refused here, not by PostgreSQL. */
function isRealDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  const year = Number(value.slice(0, 4));
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value && year >= 1900 && year <= 2999;
}

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Enter a date as YYYY-MM-DD");
const validDay = day.refine(isRealDay, "Enter a real date");
/** Typed text: no control characters (PostgreSQL refuses a NUL in text). */
const typed = (max: number, message: string) =>
  z
    .string()
    .max(max, message)
    .regex(/^[^\u0000-\u001f\u007f]*$/, "Use letters, digits and punctuation only");

/** A position in the list: the row's `created_at` (microseconds, UTC) and id. */
const cursor = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    "The page link is not valid; start from the first page",
  )
  .refine((value) => {
    const at = new Date(`${value.slice(0, 23)}Z`);
    return (
      isRealDay(value.slice(0, 10)) &&
      !Number.isNaN(at.getTime()) &&
      at.toISOString().slice(0, 23) === value.slice(0, 23)
    );
  }, "The page link is not valid; start from the first page");

export const inboxFilterSchema = z
  .object({
    site: optional(z.uuid({ error: "Choose a site from the list" })),
    dealership: optional(z.uuid({ error: "Choose a dealership from the list" })),
    type: optional(z.enum(inboxLeadTypes, { error: "Choose a type from the list" })),
    status: optional(z.enum(leadStatuses, { error: "Choose a status from the list" })),
    assignee: optional(
      z.union([z.literal("me"), z.literal("unassigned"), z.uuid()], { error: "Choose an assignee from the list" }),
    ),
    from: optional(validDay),
    to: optional(validDay),
    car: optional(typed(60, "A stock number is at most 60 characters")),
    q: optional(typed(100, "Search for at most 100 characters")),
    after: optional(cursor),
    before: optional(cursor),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && value.from > value.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "The end date is before the start date" });
    }
  });

export type InboxFilters = z.infer<typeof inboxFilterSchema>;
export type InboxFilterField = keyof InboxFilters;

export type ParsedInboxQuery =
  | { ok: true; filters: InboxFilters }
  | { ok: false; filters: InboxFilters; errors: Partial<Record<InboxFilterField, string>> };

/**
 * The inbox's query string read as filters. With a bad value the list is shown without that filter
 * (and the member sees the field's message), never an error page.
 */
export function parseInboxQuery(query: Record<string, string | string[] | undefined>): ParsedInboxQuery {
  const parsed = inboxFilterSchema.safeParse(query);
  if (parsed.success) return { ok: true, filters: parsed.data };
  const errors: Partial<Record<InboxFilterField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as InboxFilterField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  // The good fields still apply: drop each bad one and read the rest again.
  const rest: Record<string, unknown> = { ...query };
  for (const field of Object.keys(errors)) delete rest[field];
  const retry = inboxFilterSchema.safeParse(rest);
  return { ok: false, filters: retry.success ? retry.data : {}, errors };
}

/** The query string for these filters (paging cursors left out unless given). */
export function inboxQueryString(filters: InboxFilters, paging: { after?: string; before?: string } = {}): string {
  const params = new URLSearchParams();
  const keys: InboxFilterField[] = ["site", "dealership", "type", "status", "assignee", "from", "to", "car", "q"];
  for (const key of keys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (paging.after) params.set("after", paging.after);
  if (paging.before) params.set("before", paging.before);
  const text = params.toString();
  return text ? `?${text}` : "";
}
