// The browser side of the quote call. A quote is a nicety on top of the page: every failure — a
// refusal, a network error, a reply of the wrong shape — yields no quote and no noise.

import type { YouxQuote } from "@/platform/db/json-types";
import { isFiniteNumber, isJsonObject } from "@/platform/json-guards";
import { loanTermYearsRange, nvicPattern, selfAssessedCreditScore, vinPattern } from "./quote-limits";
import type { QuoteRequest } from "./quote-schema";

export const quotePath = "/api/youx/quote";

function isRate(value: unknown): value is number {
  return isFiniteNumber(value) && value >= 0;
}

/** The quote in a reply, or null when the body is not one; accepts what quote-schema.ts's quoteSchema does. */
export function readQuote(body: unknown): YouxQuote | null {
  if (!isJsonObject(body)) return null;
  const { weeklyRepaymentAmount, advertisedRate, comparisonRate } = body;
  return isRate(weeklyRepaymentAmount) && isRate(advertisedRate) && isRate(comparisonRate)
    ? { weeklyRepaymentAmount, advertisedRate, comparisonRate }
    : null;
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

export async function fetchQuote(request: QuoteRequest, options: { fetch?: Fetch; baseUrl?: string } = {}) {
  const send = options.fetch ?? fetch;
  try {
    const response = await send(`${options.baseUrl ?? ""}${quotePath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(request),
    });
    if (!response.ok) return null;
    return readQuote(await response.json());
  } catch {
    return null;
  }
}

function wellFormed(value: string | null | undefined, pattern: RegExp): string | null {
  const normalised = value?.trim().toUpperCase();
  return normalised && pattern.test(normalised) ? normalised : null;
}

export type QuoteCar = {
  price: number;
  year: number;
  vin?: string | null;
  nvic?: string | null;
  /** Who the shopper is dealing with: the selling dealership's name. */
  dealershipName: string;
};

/**
 * The request for a car, or null when none should be made: the site does not take quotes, the car
 * already has one, or it has no price to quote on.
 */
export function quoteRequestFor(
  car: QuoteCar,
  options: { enabled: boolean; existingQuote: YouxQuote | null; loanTermYears: number },
): QuoteRequest | null {
  if (!options.enabled || options.existingQuote !== null || !(car.price > 0)) return null;
  const loanTerm = Math.min(
    loanTermYearsRange.max,
    Math.max(loanTermYearsRange.min, Math.round(options.loanTermYears)),
  );
  return {
    purchasePrice: car.price,
    loanTerm,
    year: car.year,
    // A malformed identifier would only get the whole quote refused; the quote does not need it.
    vin: wellFormed(car.vin, vinPattern),
    nvic: wellFormed(car.nvic, nvicPattern),
    whoIsHelping: car.dealershipName,
    selfAssessedCreditScore,
  };
}
