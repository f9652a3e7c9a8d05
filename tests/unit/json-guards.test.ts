import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { readQuote } from "@/finance/quote/fetch-quote";
import { quoteSchema } from "@/finance/quote/quote-schema";
import { readCompare } from "@/shopper/compare";
import { readFavourites } from "@/shopper/favourites";
import { installStorage } from "@/shopper/memory-storage";
import { readSearchHistory } from "@/shopper/search-history";
import { listParser, shopperKey } from "@/shopper/storage";
import { readSuccessCategory } from "@/shopper/success-marker";
import { readUserDetails } from "@/shopper/user-details";
import { readViewedCars } from "@/shopper/viewed-cars";
import { readDeliveryQuote } from "@/vehicle/delivery";
import { carViewReplySchema, readCarViewReply } from "@/vehicle/view-count";
import { readComparisonReply } from "@/vehicle/vehicle-rules";
import { errorMessageIn } from "@/platform/json-guards";
import { readLeadResponse } from "@/leads/submit-client";
import { isSitePath } from "@/platform/media/site-pictures";

// Browser code reads API replies and stored values with hand-written checks instead of zod (to keep
// zod out of the page's JavaScript). Each must accept and produce exactly what the zod schema it
// stands for does: checked here against that schema on arbitrary JSON shaped like, and unlike, the
// real thing.

afterEach(() => {
  vi.unstubAllGlobals();
});

const scalar = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.constantFrom("", "in_stock", "sold"),
  fc.integer({ min: -3, max: 3 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 53, -0, 0.5),
  fc.boolean(),
  fc.constant(null),
);
const anyJson = fc.oneof(
  scalar,
  fc.array(scalar, { maxLength: 2 }),
  fc.dictionary(fc.string({ maxLength: 2 }), scalar, { maxKeys: 2 }),
);

/** Mostly a fitting value, sometimes anything. */
function field<T>(fitting: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: fitting, weight: 4 }, { arbitrary: anyJson, weight: 1 });
}

/** An object with some of the fields (any may be missing) and a stray key or two, or any JSON at all. */
function shaped(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const object = fc
    .tuple(fc.record(fields, { requiredKeys: [] }), fc.dictionary(fc.string({ maxLength: 3 }), scalar, { maxKeys: 2 }))
    .map(([known, stray]) => ({ ...stray, ...known }));
  return fc
    .oneof({ arbitrary: object, weight: 5 }, { arbitrary: anyJson, weight: 1 })
    .map((value) => JSON.parse(JSON.stringify(value)) as unknown);
}

const text = fc.string({ maxLength: 4 });
const number = fc.oneof(fc.integer({ min: -5, max: 100_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }));

function sameAsSchema<T>(arbitrary: fc.Arbitrary<unknown>, check: (json: unknown) => T, schema: z.ZodType) {
  fc.assert(
    fc.property(arbitrary, (json) => {
      const parsed = schema.safeParse(json);
      expect(check(json)).toStrictEqual(parsed.success ? parsed.data : null);
    }),
    { numRuns: 400 },
  );
}

describe("API reply checks", () => {
  it("errorMessageIn reads what z.object({ error: z.string() }) does", () => {
    const schema = z.object({ error: z.string() }).transform((reply) => reply.error);
    sameAsSchema(shaped({ error: field(text) }), errorMessageIn, schema);
  });

  it("readLeadResponse accepts what the lead API answer's schema did", () => {
    sameAsSchema(
      shaped({
        lead_id: field(text),
        error: field(text),
        fieldErrors: field(fc.dictionary(text, field(text), { maxKeys: 2 })),
      }),
      readLeadResponse,
      z.object({
        lead_id: z.string().optional(),
        error: z.string().optional(),
        fieldErrors: z.record(z.string(), z.string()).optional(),
      }),
    );
  });

  it("readDeliveryQuote accepts what the delivery calculator's schema did", () => {
    sameAsSchema(
      shaped({ name: field(text), price: field(number) }),
      readDeliveryQuote,
      z.object({ name: z.string(), price: z.number() }),
    );
  });

  it("readComparisonReply accepts and fills in what the price comparison's schema did", () => {
    const schema = z
      .object({
        fill: z.number().nullish(),
        listing_price: z.number().nullish(),
        market_range_min: z.number().nullish(),
        market_range_max: z.number().nullish(),
        confidence: z.number().nullish(),
        description: z.string().nullish(),
      })
      .transform((reply) => ({
        fill: reply.fill ?? undefined,
        listing_price: reply.listing_price ?? undefined,
        market_range_min: reply.market_range_min ?? undefined,
        market_range_max: reply.market_range_max ?? undefined,
        confidence: reply.confidence ?? undefined,
        description: reply.description ?? "",
      }));
    const orNull = (fitting: fc.Arbitrary<unknown>) => field(fc.oneof(fitting, fc.constant(null)));
    sameAsSchema(
      shaped({
        fill: orNull(number),
        listing_price: orNull(number),
        market_range_min: orNull(number),
        market_range_max: orNull(number),
        confidence: orNull(number),
        description: orNull(text),
      }),
      readComparisonReply,
      schema,
    );
  });

  it("readQuote accepts what quoteSchema does", () => {
    sameAsSchema(
      shaped({ weeklyRepaymentAmount: field(number), advertisedRate: field(number), comparisonRate: field(number) }),
      readQuote,
      quoteSchema,
    );
  });

  it("readCarViewReply accepts what carViewReplySchema does", () => {
    const carFields = shaped({
      price: field(number),
      status: field(text),
      reserved: field(fc.boolean()),
      updated_at: field(text),
      photos_count: field(fc.nat(50)),
    });
    sameAsSchema(
      shaped({ views: field(fc.oneof(fc.nat(), number)), car_fields: field(carFields) }),
      readCarViewReply,
      carViewReplySchema,
    );
  });
});

describe("stored value checks", () => {
  const storedId = z.union([z.string(), z.number()]).transform(String);
  const optionalText = z.string().nullable().catch(null);
  // A stored picture is kept only at the site's own address (a feed's outside URL is never drawn).
  const sitePicture = z
    .string()
    .nullable()
    .catch(null)
    .transform((value) => (value !== null && isSitePath(value) ? value : null));
  const id = field(fc.oneof(text, fc.integer()));
  const list = (entry: fc.Arbitrary<unknown>) =>
    fc.oneof({ arbitrary: fc.array(entry, { maxLength: 4 }), weight: 5 }, { arbitrary: anyJson, weight: 1 });

  function sameAsListSchema(
    name: string,
    entry: fc.Arbitrary<unknown>,
    read: (siteSlug: string) => unknown,
    schema: z.ZodType,
  ) {
    const storage = installStorage();
    const reference = listParser(schema);
    fc.assert(
      fc.property(list(entry), (json) => {
        storage.setItem(shopperKey("site", name), JSON.stringify(json));
        expect(read("site")).toStrictEqual(reference(json));
      }),
      { numRuns: 300 },
    );
  }

  it("compare entries are read as the zod schema did", () => {
    sameAsListSchema(
      "compare",
      shaped({
        id,
        name: field(text),
        slug: field(text),
        primary_image_url: field(fc.oneof(text, fc.constant(null), fc.constant("/media/car/suv/white/1.svg"))),
      }),
      readCompare,
      z.object({
        id: storedId,
        name: z.string(),
        slug: z.string(),
        primary_image_url: sitePicture,
      }),
    );
  });

  it("favourites are read as the zod schema did", () => {
    sameAsListSchema(
      "favourites",
      shaped({
        id,
        name: field(text),
        slug: field(text),
        make: field(text),
        model: field(text),
        primary_image_url: field(fc.oneof(text, fc.constant(null), fc.constant("/media/car/suv/white/1.svg"))),
      }),
      readFavourites,
      z.object({
        id: storedId,
        name: z.string(),
        slug: z.string(),
        make: z.string(),
        model: z.string(),
        primary_image_url: sitePicture,
      }),
    );
  });

  it("viewed cars are read as the zod schema did", () => {
    sameAsListSchema(
      "viewed-cars",
      shaped({
        id,
        stocknum: field(text),
        make: field(text),
        model: field(text),
        body: field(fc.oneof(text, fc.constant(null))),
        simple_body: field(fc.oneof(text, fc.constant(null))),
      }),
      readViewedCars,
      z.object({
        id: storedId,
        stocknum: z.string(),
        make: z.string(),
        model: z.string(),
        body: optionalText,
        simple_body: optionalText,
      }),
    );
  });

  it("search history is read as the zod schema did", () => {
    sameAsListSchema(
      "search-history",
      shaped({ url: field(text), label: field(text), at: field(number) }),
      readSearchHistory,
      z.object({ url: z.string().min(1), label: z.string(), at: z.number() }),
    );
  });

  it("user details are read as the zod schema did", () => {
    const storage = installStorage();
    const text = z.string().catch("");
    const schema = z.object({ name: text, last_name: text, email: text, phone: text, postcode: text });
    const details = shaped({
      name: field(fc.string()),
      last_name: field(fc.string()),
      email: field(fc.string()),
      phone: field(fc.string()),
      postcode: field(fc.string()),
    });
    fc.assert(
      fc.property(details, (json) => {
        storage.setItem(shopperKey("site", "user-details"), JSON.stringify(json));
        // As before: anything but an object is nothing stored; an object reads field by field.
        const isObject = typeof json === "object" && json !== null && !Array.isArray(json);
        const parsed = schema.safeParse(json);
        expect(readUserDetails("site")).toStrictEqual(isObject && parsed.success ? parsed.data : null);
      }),
      { numRuns: 300 },
    );
  });

  it("the success category is read as the zod schema did", () => {
    const storage = installStorage();
    const schema = z.string().min(1);
    fc.assert(
      fc.property(field(text), (json) => {
        storage.setItem(shopperKey("site", "lead-success-category"), JSON.stringify(json));
        const parsed = schema.safeParse(json);
        expect(readSuccessCategory("site")).toStrictEqual(parsed.success ? parsed.data : null);
      }),
      { numRuns: 300 },
    );
  });
});
