// When a car may show finance figures. A repayment the dealer will not write would mislead, so
// finance shows only with lender data that has its rates, for a make and dealership the site
// finances, and when the provider's own rule for the car holds.

import type { FinanceProvider, LenderFigures } from "@/platform/db/json-types";
import type { SiteConfig } from "@/sites/config-schema";

export type FinanceCar = {
  make: string;
  year: number;
  price: number;
  /** in_stock, coming_soon, sold, or whatever a feed sends (treated as sold). */
  status: string;
  dealershipSlug: string | null;
  sold?: boolean;
  reserved?: boolean;
};

/** What a provider's rule asks of the lender's figures. */
export type LenderFacts = { hasComparisonRate: boolean; hasWeeklyPayment: boolean; hasMonthlyPayment: boolean };

/** Prices at or below this are placeholders, not something a lender will finance. */
export const minimumFinancedPrice = 500;
/** Taurus finances cars newer than this many years before the current year. */
export const taurusMaxAgeYears = 12;
/** The third-party quote wants a real price, above this. */
export const minimumQuotablePrice = 200;

/**
 * The calendar year in Sydney: a car's age turns over at the dealer's New Year, not UTC's. New Year
 * falls in daylight saving (UTC+11), so the year is UTC's eleven hours on; no Intl time zone, whose
 * first use costs a browser ~35 ms at page load (issue 16; the cards call this).
 */
export function currentYear(now: Date): number {
  return new Date(now.getTime() + sydneyNewYearOffsetMs).getUTCFullYear();
}

const sydneyNewYearOffsetMs = 11 * 60 * 60 * 1000;

/**
 * In stock and not sold: the product shows finance for cars in stock only, so a coming-soon car
 * shows its price without a repayment until it lands.
 */
export function isAvailableForFinance(car: Pick<FinanceCar, "status" | "sold">): boolean {
  return car.sold !== true && car.status === "in_stock";
}

function hasPayment(amount: number | null): boolean {
  return amount !== null && amount > 0;
}

/** The site finances this make and this dealership. */
export function siteFinancesCar(
  car: Pick<FinanceCar, "make" | "dealershipSlug">,
  config: Pick<SiteConfig, "finance" | "features">,
): boolean {
  const make = car.make.trim().toLowerCase();
  if (config.finance.excludedMakes.some((excluded) => excluded.trim().toLowerCase() === make)) return false;
  return car.dealershipSlug === null || !config.finance.excludedDealerships.includes(car.dealershipSlug);
}

/**
 * Each provider's own condition. youX is not in the product's list; it quotes any car in stock, so
 * its stored lender entries get the same rule as 360 Finance and AusLoans.
 */
export function meetsProviderRule(provider: FinanceProvider, car: FinanceCar, lender: LenderFacts, now: Date): boolean {
  const priced = car.price > minimumFinancedPrice;
  switch (provider) {
    case "taurus":
      return (
        car.year > currentYear(now) - taurusMaxAgeYears &&
        priced &&
        isAvailableForFinance(car) &&
        lender.hasComparisonRate
      );
    case "360-finance":
    case "ausloans":
    case "youx":
      return isAvailableForFinance(car);
    case "manual":
    case "angle":
    case "powertorque":
      return priced && isAvailableForFinance(car) && lender.hasWeeklyPayment;
    case "nissan-finance":
      return priced && isAvailableForFinance(car) && lender.hasMonthlyPayment;
  }
}

function lenderUsable(provider: FinanceProvider, car: FinanceCar, lender: LenderFigures | undefined, now: Date) {
  if (!lender || lender.interestRate === null || lender.comparisonRate === null) return false;
  const facts = {
    hasComparisonRate: true,
    hasWeeklyPayment: hasPayment(lender.paymentWeek),
    hasMonthlyPayment: hasPayment(lender.paymentMonth),
  };
  return meetsProviderRule(provider, car, facts, now);
}

/**
 * The lender entry whose figures the car shows, or null when it shows none. A Nissan with the
 * manufacturer's finance shows that first: it is the offer the brand advertises.
 */
export function financeLenderFor<Lender extends LenderFigures>(
  car: FinanceCar,
  lenders: Partial<Record<FinanceProvider, Lender>>,
  config: Pick<SiteConfig, "finance" | "features">,
  now: Date,
): Lender | null {
  const provider = config.finance.provider;
  if (provider === "none" || !siteFinancesCar(car, config)) return null;
  const candidates: FinanceProvider[] =
    car.make.trim().toLowerCase() === "nissan" && provider !== "nissan-finance"
      ? ["nissan-finance", provider]
      : [provider];
  for (const candidate of candidates) {
    const lender = lenders[candidate];
    if (lender && lenderUsable(candidate, car, lender, now)) return lender;
  }
  return null;
}

export function isFinanceEligible(
  car: FinanceCar,
  lenders: Partial<Record<FinanceProvider, LenderFigures>>,
  config: Pick<SiteConfig, "finance" | "features">,
  now: Date,
): boolean {
  return financeLenderFor(car, lenders, config, now) !== null;
}

/** Whether a third-party quote may be asked for the car: for sale now, not held for anyone, priced. */
export function isQuotable(car: Pick<FinanceCar, "status" | "sold" | "reserved" | "price">): boolean {
  return car.status === "in_stock" && car.sold !== true && car.reserved !== true && car.price > minimumQuotablePrice;
}
