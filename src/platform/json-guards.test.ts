import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { readQuote } from "@/finance/quote/fetch-quote";
import { quoteSchema } from "@/finance/quote/quote-schema";
import { readDeliveryQuote } from "@/vehicle/delivery";
import { carViewReplySchema, readCarViewReply } from "@/vehicle/view-count";
import { readComparisonReply } from "@/vehicle/vehicle-rules";
import { errorMessageIn } from "./json-guards";

// Browser code reads API replies with hand-written checks instead of zod (to keep
// zod out of the page's JavaScript). Each must accept and produce exactly what the zod schema it
// stands for does: checked here against that schema on arbitrary JSON shaped like, and unlike, the
// real thing.

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
