import { z } from "@/platform/zod";

// How a feed reads each kind of value (feed-car.ts assembles the feed car from them): JSON numbers and
// booleans or the strings a CSV holds ("$25,990", "Yes"), each with the message that names what is
// wrong. Apart from feed-car.ts because the console's stock editor checks its fields in the browser
// with these same readers, and feed-car.ts brings the HTML sanitiser, which the browser need not load.

/** Whole dollars; above this a price is taken for a typing error. */
export const maxPrice = 5_000_000;
export const maxCommentsLength = 20_000;
/** Features (standard equipment): at most this many, each at most `maxFeatureLength` characters. */
export const maxFeatures = 500;
export const maxFeatureLength = 200;
/** A car's tag (the banner on its picture, e.g. 'Test Drive Only'). */
export const maxTagLength = 40;

export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === "string" && value.trim() === "") ? undefined : value;

/** A text field: trimmed, blank means absent. */
export const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" ? blankToUndefined(value.trim()) : blankToUndefined(value)),
    z.string({ error: "must be text" }).max(max, `must be at most ${max} characters`).optional(),
  );

/** "$25,990", "25990", 25990 → 25990; anything else stays as it is for the number check to refuse. */
export function numeric(value: unknown): unknown {
  if (typeof value !== "string") return blankToUndefined(value);
  const cleaned = value.trim().replace(/^\$/, "").replace(/[,\s]/g, "").replace(/km$/i, "");
  if (cleaned === "") return undefined;
  const number = Number(cleaned);
  return Number.isFinite(number) ? number : value;
}

export const wholeNumber = (min: number, max: number, unit = "") =>
  z.preprocess(
    numeric,
    z
      .number({ error: "must be a number" })
      .int(`must be a whole number${unit}`)
      .min(min, `must be at least ${min}`)
      .max(max, `must be at most ${max}`),
  );

export const dollars = () => wholeNumber(0, maxPrice, " of dollars");
export const decimal = (min: number, max: number) =>
  z.preprocess(
    numeric,
    z.number({ error: "must be a number" }).min(min, `must be at least ${min}`).max(max, `must be at most ${max}`),
  );

const yes = new Set(["true", "yes", "y", "1"]);
const no = new Set(["false", "no", "n", "0"]);
export const flag = () =>
  z.preprocess(
    (value) => {
      if (typeof value === "number") return value === 1 ? true : value === 0 ? false : value;
      if (typeof value !== "string") return blankToUndefined(value);
      const word = value.trim().toLowerCase();
      if (word === "") return undefined;
      return yes.has(word) ? true : no.has(word) ? false : value;
    },
    z.boolean({ error: "must be true or false (or yes/no)" }).optional(),
  );

/** ISO dates, or the Australian day-first 23/11/2026. */
export const calendarDate = () =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return blankToUndefined(value);
      const trimmed = value.trim();
      const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
      if (dayFirst) return `${dayFirst[3]}-${dayFirst[2]!.padStart(2, "0")}-${dayFirst[1]!.padStart(2, "0")}`;
      return blankToUndefined(trimmed.slice(0, 10));
    },
    z.iso.date({ error: "must be a date (YYYY-MM-DD or DD/MM/YYYY)" }).optional(),
  );

/** An image or video address: the dealer's CDN over http(s), or a path on this platform. */
export const address = () =>
  z
    .string({ error: "must be an address" })
    .trim()
    .max(2_000, "must be at most 2000 characters")
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) || /^\/[^\s/][^\s]*$/.test(value), {
      error: "must be an http(s) address or a path starting with /",
    });
export const optionalAddress = () => z.preprocess(blankToUndefined, address().optional());

/** A list given as a JSON array or as one CSV cell split on '|' (or ',' and ';' for simple words). */
export const list = <T extends z.ZodType>(item: T, separators: RegExp, max: number) =>
  z.preprocess(
    (value) => {
      if (typeof value !== "string") return blankToUndefined(value);
      const parts = value
        .split(separators)
        .map((part) => part.trim())
        .filter((part) => part !== "");
      return parts.length === 0 ? undefined : parts;
    },
    z.array(item, { error: "must be a list" }).max(max, `must hold at most ${max} entries`).optional(),
  );

/**
 * in_stock, coming_soon or sold; 'In Stock', 'available', 'Coming Soon' read as those; any other
 * word is kept and, as the specification says, treated as sold.
 */
export const status = z.preprocess(
  (value) => {
    if (typeof value !== "string") return blankToUndefined(value);
    const word = value
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, "_");
    if (word === "") return undefined;
    if (word === "available" || word === "instock" || word === "for_sale") return "in_stock";
    if (word === "incoming" || word === "in_transit" || word === "on_order") return "coming_soon";
    return word;
  },
  z
    .string({ error: "must be text" })
    .max(40, "must be at most 40 characters")
    .regex(/^[a-z0-9_]+$/, "must be a word such as in_stock, coming_soon or sold")
    .optional(),
);

/** Dealer comments before sanitising (feed-car.ts sanitises them): HTML text, blank means none. */
export const commentsText = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: "must be text (HTML)" })
      .max(maxCommentsLength, `must be at most ${maxCommentsLength} characters`)
      .optional(),
  );

/** Features as a list: a JSON array, or one CSV cell split on '|'. */
export const standardEquipment = () => list(z.string().trim().max(maxFeatureLength), /\|/, maxFeatures);
