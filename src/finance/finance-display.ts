// The figures a car's finance estimate and finance summary show, where they come from, and the
// disclaimer that goes with them. The vehicle page and the result cards call one function each and
// hand the result to the components.

import type { CarDocument } from "@/cars/car";
import type { FinanceLenders, LenderEntry, YouxQuote } from "@/platform/db/json-types";
import { formatMoney } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";
import { carLoanBenchmark, comparisonRateWarning, formatRate } from "./comparison-rate";
import {
  financeLenderFor,
  isAvailableForFinance,
  isCardFinanceEligible,
  isQuotable,
  siteFinancesCar,
  type FinanceCar,
} from "./eligibility";
import { quoteRequestFor } from "./quote/fetch-quote";
import type { QuoteRequest } from "./quote/quote-schema";
import type { QuoteState } from "./quote/use-finance-quote";
import { convertRepayment } from "./repayment";

export type EstimateFigures = { weekly: number | null; interestRate: number | null; comparisonRate: number | null };

/** What the figures assume, said beside them. */
export type EstimateBasis = { termYears: number; depositPercent: number; balloonPercent: number };

export type FinanceDisplay = {
  /** Known when the page renders; a quote, once it arrives, replaces them. */
  figures: EstimateFigures;
  /** A youX quote to fetch in the browser, or null. */
  quoteRequest: QuoteRequest | null;
  basis: EstimateBasis;
  disclaimer: string;
  /** `finance.disclaimerShortenAt`. */
  disclaimerShortenAt: number;
};

const noFigures: EstimateFigures = { weekly: null, interestRate: null, comparisonRate: null };

/** A lender's weekly figure, or its monthly one re-expressed weekly when that is all it gave. */
export function figuresFromLender(lender: LenderEntry): EstimateFigures {
  const weekly =
    lender.paymentWeek !== null && lender.paymentWeek > 0
      ? lender.paymentWeek
      : lender.paymentMonth !== null && lender.paymentMonth > 0
        ? convertRepayment(lender.paymentMonth, "monthly", "weekly")
        : null;
  return { weekly, interestRate: lender.interestRate, comparisonRate: lender.comparisonRate };
}

export function figuresFromQuote(quote: YouxQuote): EstimateFigures {
  return {
    weekly: quote.weeklyRepaymentAmount,
    interestRate: quote.advertisedRate,
    comparisonRate: quote.comparisonRate,
  };
}

/** The figures to show now: a quote's when it came, else what the page had; loading while it is asked. */
export function currentFigures(
  display: FinanceDisplay,
  quote: QuoteState,
): { figures: EstimateFigures; loading: boolean } {
  if (quote.status === "done" && quote.quote !== null)
    return { figures: figuresFromQuote(quote.quote), loading: false };
  return { figures: display.figures, loading: quote.status === "loading" };
}

/** Weekly repayments show as whole dollars; '...' while a quote is on its way; '-' when unknown. */
export function weeklyText(weekly: number | null, loading: boolean): string {
  if (weekly !== null && weekly > 0) return formatMoney(weekly);
  return loading ? "..." : "-";
}

/** Rates show to two decimals; '...' while a quote is on its way; '-' when unknown. */
export function rateText(rate: number | null, loading: boolean): string {
  if (rate !== null) return formatRate(rate);
  return loading ? "..." : "-";
}

export function basisText(basis: EstimateBasis): string {
  const parts = [`${basis.termYears}-year term`];
  parts.push(basis.depositPercent > 0 ? `${basis.depositPercent}% deposit` : "no deposit");
  if (basis.balloonPercent > 0) parts.push(`${basis.balloonPercent}% balloon`);
  return parts.join(", ");
}

function lenderDetailsText(details: SiteConfig["finance"]["lenderDetails"]): string[] {
  const lines: string[] = [];
  if (details.panel) lines.push(`Lending panel: ${details.panel}.`);
  if (details.licenceNumber) lines.push(`Australian Credit Licence: ${details.licenceNumber}.`);
  if (details.phone) lines.push(`Call ${details.phone} for a personalised quote.`);
  return lines;
}

/**
 * The finance disclaimer: the lender's own text for its figures when it gave one, else the site's;
 * then the comparison-rate basis and the statutory warning (unless the text already carries it),
 * then who lends.
 */
export function financeDisclaimer(finance: SiteConfig["finance"], lenderText?: string): string {
  const lead = lenderText?.trim() ? lenderText.trim() : finance.disclaimer;
  const parts = [lead];
  if (!lead.includes("WARNING: This comparison rate")) {
    parts.push(`Comparison rates are based on ${carLoanBenchmark.label}.`, comparisonRateWarning);
  }
  parts.push(...lenderDetailsText(finance.lenderDetails));
  return parts.join(" ");
}

/** The disclaimer cut at `at` characters for its collapsed state. */
export function shortenDisclaimer(text: string, at: number): { text: string; shortened: boolean } {
  if (text.length <= at) return { text, shortened: false };
  return { text: `${text.slice(0, at).trimEnd()}…`, shortened: true };
}

/**
 * A fetched quote assumes other things than the site's estimate text describes (no deposit, a
 * balloon), so its disclaimer says what the quote assumes instead.
 */
export function quoteDisclaimerText(basis: EstimateBasis): string {
  const balloon =
    basis.balloonPercent > 0 ? ` with a ${basis.balloonPercent}% balloon payable at the end of the term` : "";
  return (
    `Weekly repayments are a quote on the full purchase price over a ${basis.termYears}-year term${balloon}, ` +
    "for a borrower with a great credit history. The quote is indicative only and is not an offer of credit; " +
    "subject to lender approval, and fees and charges apply."
  );
}

function estimateBasis(config: Pick<SiteConfig, "finance" | "features">): EstimateBasis {
  return { ...config.finance.estimate, balloonPercent: 0 };
}

function quoteBasis(config: Pick<SiteConfig, "finance" | "features">, request: QuoteRequest): EstimateBasis {
  return { termYears: request.loanTerm, depositPercent: 0, balloonPercent: config.finance.quote.balloonPercent };
}

function display(
  config: Pick<SiteConfig, "finance" | "features">,
  figures: EstimateFigures,
  basis: EstimateBasis,
  quoteRequest: QuoteRequest | null,
  lenderText?: string,
): FinanceDisplay {
  return {
    figures,
    quoteRequest,
    basis,
    disclaimer: financeDisclaimer(config.finance, lenderText),
    disclaimerShortenAt: config.finance.disclaimerShortenAt,
  };
}

export type VehicleFinanceCar = FinanceCar & {
  financeLenders: FinanceLenders;
  youxQuote: YouxQuote | null;
  vin?: string | null;
  nvic?: string | null;
  dealershipName: string;
};

/**
 * What the vehicle page's finance summary shows, or null for no summary. On a youX site a car's
 * stored quote wins; without one, a car that can be quoted asks for one (its figures stay '...'
 * meanwhile, and '-' if none comes: the lender entry's assume a deposit, the quote a balloon, and
 * they must not be mixed); otherwise the lender entry decides, as on every other site.
 */
export function vehicleFinanceDisplay(
  car: VehicleFinanceCar,
  config: Pick<SiteConfig, "finance" | "features">,
  now: Date,
): FinanceDisplay | null {
  const lender = financeLenderFor(car, car.financeLenders, config, now);
  const youx = config.finance.provider === "youx" && config.features.youxQuotes && siteFinancesCar(car, config);
  if (youx && car.youxQuote !== null && isAvailableForFinance(car)) {
    return display(config, figuresFromQuote(car.youxQuote), estimateBasis(config), null);
  }
  if (youx && isQuotable(car)) {
    const request = quoteRequestFor(car, {
      enabled: true,
      existingQuote: car.youxQuote,
      loanTermYears: config.finance.quote.loanTermYears,
    });
    if (request) {
      const basis = quoteBasis(config, request);
      return display(config, noFigures, basis, request, quoteDisclaimerText(basis));
    }
  }
  if (!lender) return null;
  return display(config, figuresFromLender(lender), estimateBasis(config), null, lender.disclaimer);
}

export type CardFinanceCar = Pick<
  CarDocument,
  "make" | "year" | "price" | "status" | "reserved" | "dealership_slug" | "dealership_name" | "weekly_price"
>;

/** What a result card's finance estimate shows, or null for none. */
export function cardFinanceDisplay(
  car: CardFinanceCar,
  config: Pick<SiteConfig, "finance" | "features">,
  now: Date,
): FinanceDisplay | null {
  const financeCar = {
    make: car.make,
    year: car.year,
    price: car.price,
    status: car.status,
    reserved: car.reserved,
    dealershipSlug: car.dealership_slug,
    dealershipName: car.dealership_name,
  };
  const youx = config.finance.provider === "youx" && config.features.youxQuotes;
  if (youx && siteFinancesCar(financeCar, config) && isQuotable(financeCar)) {
    const request = quoteRequestFor(financeCar, {
      enabled: true,
      existingQuote: null,
      loanTermYears: config.finance.quote.loanTermYears,
    });
    if (request) {
      const basis = quoteBasis(config, request);
      return display(config, noFigures, basis, request, quoteDisclaimerText(basis));
    }
  }
  if (!isCardFinanceEligible({ ...financeCar, weeklyPrice: car.weekly_price }, config, now)) return null;
  return display(config, { ...noFigures, weekly: car.weekly_price }, estimateBasis(config), null);
}
