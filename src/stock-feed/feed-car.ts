import sanitizeHtml from "sanitize-html";
import { normaliseMake } from "@/cars/make-names";
import { z } from "@/platform/zod";
import {
  address,
  blankToUndefined,
  calendarDate,
  commentsText,
  decimal,
  dollars,
  flag,
  list,
  maxTagLength,
  numeric,
  optionalAddress,
  standardEquipment,
  status,
  text,
  wholeNumber,
} from "./feed-fields";

export { maxCommentsLength, maxPrice } from "./feed-fields";

// One car as a dealer's stock system sends it: the stock API's JSON body, each CSV row once its
// columns are named (csv.ts), and `npm run import` all parse through `feedCarSchema`. Its JSON names
// are the Car field names of the product specification (§3), so a feed written from that document
// needs no mapping. Unknown fields are ignored (feeds carry many we do not show); system fields
// (id, slug, path, views, created_at, photos_count) are the platform's and are ignored when sent.
//
// Values may come as JSON numbers and booleans or as the strings a CSV holds ("$25,990", "Yes"), so
// each field reads both; a value that is neither names its field in the error.

/** At most this many cars in one bulk request or import file. */
export const maxFeedCars = 10_000;
/** A stock number is a URL segment of the stock API, so it keeps to letters, digits, '.', '_' and '-'. */
export const stocknumPattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;
export const maxKm = 3_000_000;
export const oldestYear = 1900;
/** Model years run up to one ahead of the calendar year (a 2027 model sold in 2026). */
export function newestYear(now: Date = new Date()): number {
  return now.getUTCFullYear() + 1;
}

/** The tags dealer comments keep, without any attribute; the vehicle page shows the same set. */
export const dealerCommentTags = ["p", "ul", "ol", "li", "strong", "b", "em", "i", "br"];

/** Removes every tag but simple formatting, every attribute, and the content of script and style. */
export function sanitizeComments(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: dealerCommentTags,
    allowedAttributes: {},
    disallowedTagsMode: "discard",
    nonTextTags: ["script", "style", "textarea", "option", "noscript"],
  }).trim();
}

/** The spec's images: each `{ url, thumb: { url } }`, or an address alone. */
const imageEntry = z.union([address(), z.object({ url: address(), thumb: z.object({ url: address() }).optional() })]);

const carTypes = { new: "new", used: "used", demo: "demo", demonstrator: "demo" } as const;
const carType = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
  z.enum(Object.keys(carTypes) as [keyof typeof carTypes], { error: "must be new, used or demo" }),
);

const itemType = z.preprocess(
  (value) => (typeof value === "string" ? blankToUndefined(value.trim().toLowerCase()) : blankToUndefined(value)),
  z.enum(["car", "caravan", "motorcycle"], { error: "must be car, caravan or motorcycle" }).optional(),
);

const nullableNumber = decimal(-1e9, 1e9).nullable().optional();
const variantSchema = z.object({
  cylinders: nullableNumber,
  enginesize: nullableNumber,
  enginesize_litres: nullableNumber,
  induction: text(60).nullable(),
  fuelconsumptioncombined: nullableNumber,
  fuelcapacity: nullableNumber,
  grossvehiclemass: nullableNumber,
  vehiclelength: nullableNumber,
  vehicleheight: nullableNumber,
  vehiclewidth: nullableNumber,
  towingcapacitybraked: nullableNumber,
  bodyconfiguration: text(60).nullable(),
  torque: nullableNumber,
  ancaprating: nullableNumber,
  geartype: text(60).nullable(),
});

const caravanSpecsSchema = z.object({
  body_width: nullableNumber,
  body_length: nullableNumber,
  tare_weight: nullableNumber,
  axle_type: text(60).nullable(),
  sleeps: nullableNumber,
  aggregate_trailer_mass: nullableNumber,
});

const hotspotSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  placement: z.enum(["exterior", "interior"]).default("exterior"),
  title: z.string().max(200).default(""),
  description: z.string().max(2_000).default(""),
  anchors: z
    .array(z.object({ frame: z.number().int().min(0), posX: z.number(), posY: z.number() }))
    .max(500)
    .default([]),
});

const lenderSchema = z.looseObject({
  interestRate: nullableNumber,
  comparisonRate: nullableNumber,
  paymentWeek: nullableNumber,
  paymentMonth: nullableNumber,
  termYears: nullableNumber,
  termMonths: nullableNumber,
  deposit: nullableNumber,
  balloon: nullableNumber,
  establishmentFees: nullableNumber,
  totalPayable: nullableNumber,
  disclaimer: z.string().max(5_000).nullable().optional(),
});

export const feedCarSchema = z.object({
  // Identity
  stocknum: z.preprocess(
    (value) => (typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : value),
    z
      .string({ error: "is required" })
      .min(1, "is required")
      .regex(stocknumPattern, "must be 1 to 40 letters, digits, '.', '_' or '-'"),
  ),
  vin: z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.trim().toUpperCase()) : blankToUndefined(value)),
    z
      .string({ error: "must be text" })
      .regex(/^[A-HJ-NPR-Z0-9]{17}$/, "must be 17 letters and digits (no I, O or Q)")
      .optional(),
  ),
  regplate: text(12),
  rego_expiry: calendarDate(),
  build_date: calendarDate(),
  compliance_date: calendarDate(),
  item_type: itemType,
  year: z.preprocess(
    numeric,
    z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(oldestYear, `must be ${oldestYear} or later`)
      .refine((year) => year <= newestYear(), { error: () => `must be ${newestYear()} or earlier` }),
  ),
  // The catalogue's spelling when it knows the make ('bmw' → 'BMW'); else as sent, which applyFeed warns of.
  make: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim() : value),
      z.string({ error: "is required" }).min(1, "is required").max(60),
    )
    .transform((make) => normaliseMake(make).make),
  model: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z.string({ error: "is required" }).min(1, "is required").max(80),
  ),
  badge: text(80),
  series: text(80),
  colour: text(60),
  interior_colour: text(60),
  km: wholeNumber(0, maxKm, " of kilometres").optional(),
  // Prices, whole dollars
  price: dollars(),
  before_price: dollars().optional(),
  /** The manufacturer's recommended price of a new car (shown to Google as vehicle_msrp). */
  msrp: dollars().optional(),
  subscription_price: dollars().optional(),
  offer_price: dollars().optional(),
  preorder: flag(),
  price_type: text(40),
  // Status
  car_type: carType,
  status,
  tag: text(maxTagLength),
  reserved: flag(),
  certified: flag(),
  show_on_dealer_website: flag(),
  // Specs
  drive: text(40),
  seats: wholeNumber(0, 99).optional(),
  doors: wholeNumber(0, 9).optional(),
  engine_size: wholeNumber(0, 20_000, " of cc").optional(),
  engine_size_litres: decimal(0, 20).optional(),
  gearnum: wholeNumber(0, 20).optional(),
  trans: text(60),
  bodyconfiguration: text(60),
  simple_body: text(40),
  simple_drive: text(40),
  simple_fuel: text(40),
  simple_transmission: text(40),
  location_id: text(80),
  city: text(80),
  state: text(40),
  private_suburb: text(80),
  private_postcode: text(10),
  carsales_title: text(200),
  file: optionalAddress(),
  dealercomments: commentsText().transform((html) => (html === undefined ? undefined : sanitizeComments(html))),
  standardEquipment: standardEquipment(),
  // Media by address
  images: list(imageEntry, /[|\s,;]+/, 200),
  primary_image_url: optionalAddress(),
  video_url: optionalAddress(),
  external_video_url: optionalAddress(),
  spin_images: list(address(), /[|\s,;]+/, 200),
  spin_code: text(80),
  spin_interior_image: optionalAddress(),
  hotspots: z.array(hotspotSchema, { error: "must be a list" }).max(100).optional(),
  // Variant, caravan and lender data
  variant: variantSchema.nullable().optional(),
  caravan_specs: caravanSpecsSchema.nullable().optional(),
  finance_lenders: z.record(z.string(), lenderSchema, { error: "must be an object keyed by provider" }).optional(),
  youxQuote: z
    .object({
      weeklyRepaymentAmount: decimal(0, 1e6),
      advertisedRate: decimal(0, 100),
      comparisonRate: decimal(0, 100),
    })
    .nullable()
    .optional(),
  // The specification's two averages, and (a platform extension) the rest of the market data feed's
  // answer, so a car written back through the feed (the console's stock editor) keeps all of it.
  autograb_data: z
    .object({
      state_average_market_price: nullableNumber,
      average_market_price: nullableNumber,
      fill: nullableNumber,
      market_range_min: nullableNumber,
      market_range_max: nullableNumber,
      confidence: nullableNumber,
      description: text(2_000).nullable(),
    })
    .nullable()
    .optional(),
  payment_processors: list(z.string().trim().max(40), /[|,;]+/, 10),
});

/** A feed car as parsed: spec names, numbers as numbers, comments sanitised. */
export type FeedCar = z.infer<typeof feedCarSchema>;

/** A string or number as trimmed text; anything else (an object, a list) is null. */
export function scalarText(value: unknown): string | null {
  if (typeof value === "string") return value.trim() || null;
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

/** A row's problems, one line per field: "row 12: price must be a number". */
export type RowError = { row: number; stocknum: string | null; messages: string[] };

function fieldName(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
    "",
  );
}

/** Where in a row a text holds the NUL character, which no PostgreSQL text can store; null when none does. */
function nulPath(value: unknown, path: PropertyKey[] = []): PropertyKey[] | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (typeof value !== "object" || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, [...path, Array.isArray(value) ? Number(key) : key]);
    if (found) return found;
  }
  return null;
}

/** Parses one feed row; `row` is its 1-based position in the request or file (for messages). */
export function parseFeedCar(input: unknown, row: number): { ok: true; car: FeedCar } | { ok: false; error: RowError } {
  const stocknum = typeof input === "object" && input !== null ? scalarText(Reflect.get(input, "stocknum")) : null;
  const nul = nulPath(input);
  if (nul) {
    return {
      ok: false,
      error: { row, stocknum, messages: [`row ${row}: ${fieldName(nul)} must not contain the NUL character`] },
    };
  }
  const result = feedCarSchema.safeParse(input);
  if (result.success) return { ok: true, car: result.data };
  const messages = result.error.issues.map((issue) =>
    issue.path.length === 0
      ? `row ${row}: must be an object of car fields`
      : `row ${row}: ${fieldName(issue.path)} ${issue.message}`,
  );
  return { ok: false, error: { row, stocknum, messages: [...new Set(messages)] } };
}
