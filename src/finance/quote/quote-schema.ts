// The youX quote call's request and reply, as the server checks them. Browser code builds requests
// from the limits in quote-limits.ts and reads replies with fetch-quote.ts's readQuote, which
// accepts what quoteSchema does, so this module (and zod) stays out of the browser.

import { z } from "@/platform/zod";
import {
  loanTermYearsRange,
  maxQuotePurchasePrice,
  maxWhoIsHelpingLength,
  nvicPattern,
  selfAssessedCreditScore,
  vinPattern,
} from "./quote-limits";

/** "x is required" for a missing field, else the field's own wording. */
function typeError(field: string, expected: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined ? `${field} is required` : `${field} must be ${expected}`;
}

/** A car without the identifier sends it empty: that is the same as not sending it. */
const emptyAsAbsent = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);

export const quoteRequestSchema = z.strictObject(
  {
    purchasePrice: z
      .number({ error: typeError("purchasePrice", "a number") })
      .positive("purchasePrice must be above 0")
      .max(maxQuotePurchasePrice, `purchasePrice must be at most ${maxQuotePurchasePrice}`),
    loanTerm: z
      .number({ error: typeError("loanTerm", "a number of years") })
      .int("loanTerm must be a whole number of years")
      .min(loanTermYearsRange.min, `loanTerm must be at least ${loanTermYearsRange.min} year`)
      .max(loanTermYearsRange.max, `loanTerm must be at most ${loanTermYearsRange.max} years`),
    year: z
      .number({ error: typeError("year", "a number") })
      .int("year must be a whole number")
      .min(1900, "year must be 1900 or later")
      .refine((year) => year <= new Date().getFullYear() + 1, "year must not be after next year"),
    vin: z.preprocess(
      emptyAsAbsent,
      z
        .string({ error: typeError("vin", "a string") })
        .regex(vinPattern, "vin must be 17 letters and digits (no I, O or Q)")
        .nullable()
        .optional(),
    ),
    nvic: z.preprocess(
      emptyAsAbsent,
      z
        .string({ error: typeError("nvic", "a string") })
        .regex(nvicPattern, "nvic must be 1 to 10 capital letters and digits")
        .nullable()
        .optional(),
    ),
    whoIsHelping: z
      .string({ error: typeError("whoIsHelping", "a string") })
      .trim()
      .min(1, "whoIsHelping must not be blank")
      .max(maxWhoIsHelpingLength, `whoIsHelping must be at most ${maxWhoIsHelpingLength} characters`),
    selfAssessedCreditScore: z.literal(selfAssessedCreditScore, {
      error: `selfAssessedCreditScore must be "${selfAssessedCreditScore}"`,
    }),
  },
  { error: "The request body must be a JSON object" },
);

export type QuoteRequest = z.output<typeof quoteRequestSchema>;

export const quoteSchema = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
});

/** One line naming every problem, for a 400 reply. */
export function describeQuoteRequestError(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      if (issue.code === "unrecognized_keys")
        return `Unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.join(", ")}`;
      return issue.message;
    })
    .join("; ");
}
