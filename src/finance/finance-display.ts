// The figures a car's finance estimate and finance summary show, where they come from, and the
// disclaimer that goes with them. The vehicle page and the result cards call one function each and
// hand the result to the components.

import type { CarDocument } from "@/cars/car";
import type {
  CarFinanceFacts,
  FinanceLenders,
  FinanceProvider,
  LenderEntry,
  LenderFigures,
  YouxQuote,
} from "@/platform/db/json-types";
import { formatMoney } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";
import { carLoanBenchmark, comparisonRateWarning, formatRate } from "./comparison-rate";
import { financeLenderFor, isAvailableForFinance, isQuotable, siteFinancesCar, type FinanceCar } from "./eligibility";
import { quoteRequestFor } from "./quote/fetch-quote";
import { localQuote } from "./quote/quote-provider";
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
export function figuresFromLender(lender: LenderFigures): EstimateFigures {
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

/**
 * The figures a page rendered whole on the server prints (/compare, the print sheet and its PDF):
 * where a card would ask for a quote in the browser, the quote the quote endpoint answers with.
 */
export function settledFigures(display: FinanceDisplay, finance: SiteConfig["finance"]): EstimateFigures {
  return display.quoteRequest === null ? display.figures : figuresFromQuote(localQuote(finance, display.quoteRequest));
}

/** One line for the figures: "$105/wk at 8.49% p.a. (comparison rate 9.73% p.a.)"; null with no repayment. */
export function figuresText(figures: EstimateFigures): string | null {
  if (figures.weekly === null || !(figures.weekly > 0)) return null;
  const rate = figures.interestRate === null ? "" : ` at ${formatRate(figures.interestRate)} p.a.`;
  const comparison =
    figures.comparisonRate === null ? "" : ` (comparison rate ${formatRate(figures.comparisonRate)} p.a.)`;
  return `${formatMoney(figures.weekly)}/wk${rate}${comparison}`;
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

export type FinanceDisplayCar = FinanceCar & {
  finance: CarFinanceFacts;
  vin?: string | null;
  nvic?: string | null;
  dealershipName: string;
};

/**
 * The one finance figure a car shows under the site's default assumptions, or null for none: its
 * result card, its page, /compare, the garage and its PDF all ask this function, so they say the
 * same repayment and comparison rate. On a youX site a car's stored quote wins; without one, a car
 * that can be quoted asks for one (its figures stay '...' meanwhile, and '-' if none comes: the
 * lender entry's assume a deposit, the quote a balloon, and they must not be mixed); otherwise the
 * lender entry decides, as on every other site.
 */
export function financeDisplayFor(
  car: FinanceDisplayCar,
  config: Pick<SiteConfig, "finance" | "features">,
  now: Date,
): FinanceDisplay | null {
  const lender = financeLenderFor(car, car.finance.lenders, config, now);
  const youx = config.finance.provider === "youx" && config.features.youxQuotes && siteFinancesCar(car, config);
  const stored = car.finance.youxQuote;
  if (youx && stored !== null && isAvailableForFinance(car)) {
    return display(config, figuresFromQuote(stored), estimateBasis(config), null);
  }
  if (youx && isQuotable(car)) {
    const request = quoteRequestFor(car, {
      enabled: true,
      existingQuote: stored,
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
  "make" | "year" | "price" | "status" | "reserved" | "dealership_slug" | "dealership_name" | "vin" | "finance"
>;

const noFacts: CarFinanceFacts = { lenders: {}, youxQuote: null };

/** What a result card's finance estimate shows, or null for none: the car's one figure. */
export function cardFinanceDisplay(
  car: CardFinanceCar,
  config: Pick<SiteConfig, "finance" | "features">,
  now: Date,
): FinanceDisplay | null {
  return financeDisplayFor(
    {
      make: car.make,
      year: car.year,
      price: car.price,
      status: car.status,
      reserved: car.reserved,
      dealershipSlug: car.dealership_slug,
      dealershipName: car.dealership_name,
      vin: car.vin,
      finance: car.finance ?? noFacts,
    },
    config,
    now,
  );
}

/**
 * The finance facts a search document keeps of a car: the lender entries that can apply on a site
 * whose provider is `provider` (its own and, for a Nissan, the brand's), without their texts, and a
 * stored quote where the site quotes through youX.
 */
export function financeFactsOf(
  car: { make: string; financeLenders: FinanceLenders; youxQuote: YouxQuote | null },
  provider: string,
): CarFinanceFacts {
  const lenders: CarFinanceFacts["lenders"] = {};
  const wanted = car.make.trim().toLowerCase() === "nissan" ? [provider, "nissan-finance"] : [provider];
  for (const [name, entry] of Object.entries(car.financeLenders) as [FinanceProvider, LenderEntry][]) {
    if (!wanted.includes(name) || !entry) continue;
    const { interestRate, comparisonRate, paymentWeek, paymentMonth } = entry;
    lenders[name] = { interestRate, comparisonRate, paymentWeek, paymentMonth };
  }
  return { lenders, youxQuote: provider === "youx" ? car.youxQuote : null };
}
