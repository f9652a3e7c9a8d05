// What each finance provider brings of its own: a fee schedule and, for some, lending limits.
//
// The product names its limits by "one provider" or "one brand" without saying which. Mapped here:
// - Angle (a provider): rates 7.5–14.5% and a $5,000 minimum price — the pairing the leisure demo
//   dealer already carries in its config — and its $1,300 establishment fee.
// - Nissan Finance (the one brand with captive finance among the providers): rates 4–20%, a $5,000
//   minimum, and the brand's four-part fee schedule (395 + 6 + 912.25 once, 8 a month).
// - Powertorque: the remaining range seen, 9.95–19.95%, fits an asset-finance lender best.
// - Taurus: its $1,360.50 establishment fee; rates from the site.
// - youX, 360 Finance, AusLoans and Manual: no fees (the product lists none for them) and the
//   site's own ranges.
//
// Layering: platform defaults ← provider profile ← the site's own config. A site that keeps the
// platform's default interest range or price range gets its provider's; a site that sets its own
// keeps it. A site's non-zero `establishmentFee` replaces the provider's schedule with that one fee.

import type { FinanceProviderName, SiteConfig } from "@/sites/config-schema";
import { defaultInterestRange, defaultPurchasePriceRange } from "@/sites/finance-range-defaults";
import { angleFees, brandFinanceFees, establishmentOnly, noFees, taurusFees, type FeeSchedule } from "./fees";

export type FinanceConfig = SiteConfig["finance"];
export type SteppedRange = { min: number; max: number; step: number };

export type ProviderProfile = {
  label: string;
  fees: FeeSchedule;
  interestRange?: SteppedRange;
  minPurchasePrice?: number;
};

export const providerProfiles: Record<FinanceProviderName, ProviderProfile> = {
  youx: { label: "youX", fees: noFees },
  taurus: { label: "Taurus", fees: taurusFees },
  "360-finance": { label: "360 Finance", fees: noFees },
  ausloans: { label: "AusLoans", fees: noFees },
  manual: { label: "our lending panel", fees: noFees },
  angle: {
    label: "Angle Finance",
    fees: angleFees,
    interestRange: { min: 7.5, max: 14.5, step: 0.5 },
    minPurchasePrice: 5_000,
  },
  powertorque: { label: "Powertorque", fees: noFees, interestRange: { min: 9.95, max: 19.95, step: 0.5 } },
  "nissan-finance": {
    label: "Nissan Finance",
    fees: brandFinanceFees,
    interestRange: { min: 4, max: 20, step: 0.5 },
    minPurchasePrice: 5_000,
  },
  none: { label: "our lending panel", fees: noFees },
};

export type FinanceTerms = {
  fees: FeeSchedule;
  interestRange: SteppedRange;
  purchasePriceRange: { min: number; max: number };
  /** The site's default rate, moved into the interest range if a provider's range excludes it. */
  defaultRate: number;
};

function sameRange(a: { min: number; max: number; step?: number }, b: { min: number; max: number; step?: number }) {
  return a.min === b.min && a.max === b.max && a.step === b.step;
}

export function clampTo(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, value));
}

/** The fees and limits that apply to a site's finance, after layering its provider's profile. */
export function financeTerms(finance: FinanceConfig): FinanceTerms {
  const profile = providerProfiles[finance.provider];
  const interestRange =
    profile.interestRange && sameRange(finance.interestRange, defaultInterestRange)
      ? profile.interestRange
      : finance.interestRange;
  const purchasePriceRange =
    profile.minPurchasePrice !== undefined && sameRange(finance.purchasePriceRange, defaultPurchasePriceRange)
      ? { min: profile.minPurchasePrice, max: finance.purchasePriceRange.max }
      : finance.purchasePriceRange;
  const fees =
    finance.establishmentFee > 0 ? establishmentOnly("Site establishment fee", finance.establishmentFee) : profile.fees;
  return { fees, interestRange, purchasePriceRange, defaultRate: clampTo(finance.defaultRate, interestRange) };
}
