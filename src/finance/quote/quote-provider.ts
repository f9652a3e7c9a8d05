// Finance quotes sit behind a small interface so production can swap in the real youX service by
// configuration; the platform itself runs and is tested with the local one, which prices a quote
// from the site's own finance settings and never touches the network.

import type { YouxQuote } from "@/platform/db/json-types";
import { benchmarkComparisonRate } from "../comparison-rate";
import { financeTerms, type FinanceConfig } from "../providers";
import { repayment } from "../repayment";
import type { QuoteRequest } from "./quote-schema";

export interface FinanceQuoteProvider {
  readonly name: string;
  quote(request: QuoteRequest): Promise<YouxQuote>;
}

const roundTo2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The site's advertised rate (its calculator default, inside its provider's range) on the full
 * purchase price with the site's quote balloon, its provider's fees added to the loan, repaid weekly
 * over the requested term. The comparison rate is the regulated $30,000 / 5 year benchmark's at that
 * rate and those fees, as a lender would publish it.
 */
export function localQuote(finance: FinanceConfig, request: QuoteRequest): YouxQuote {
  const terms = financeTerms(finance);
  const weekly = repayment({
    principal: request.purchasePrice,
    annualRatePercent: terms.defaultRate,
    termYears: request.loanTerm,
    frequency: "weekly",
    balloon: (request.purchasePrice * finance.quote.balloonPercent) / 100,
    fees: terms.fees,
  });
  return {
    weeklyRepaymentAmount: roundTo2(Math.max(0, weekly)),
    advertisedRate: roundTo2(terms.defaultRate),
    comparisonRate: roundTo2(benchmarkComparisonRate(terms.defaultRate, terms.fees)),
  };
}

export function localQuoteProvider(finance: FinanceConfig): FinanceQuoteProvider {
  return { name: "local", quote: (request) => Promise.resolve(localQuote(finance, request)) };
}
