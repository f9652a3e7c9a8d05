// The vehicle page's finance for one car: the summary it shows and the disclaimer that goes with it.
// One place, so the page and GET /api/finance/disclaimer say the same thing for the same car.

import { financeDisclaimer, financeDisplayFor, type FinanceDisplay } from "@/finance/finance-display";
import type { SiteConfig } from "@/sites/config-schema";
import type { CarDetail } from "./get-car";

/** The finance summary of the car's page, or null where the site or the car has none. */
export function carFinanceDisplay(detail: CarDetail, config: SiteConfig, now: Date): FinanceDisplay | null {
  if (!config.features.financeButton) return null;
  const { row } = detail;
  return financeDisplayFor(
    {
      make: row.make,
      year: row.year,
      price: row.price,
      status: row.status,
      reserved: row.reserved,
      dealershipSlug: detail.dealership.slug,
      dealershipName: detail.dealership.name,
      finance: { lenders: row.financeLenders, youxQuote: row.youxQuote },
      vin: row.vin,
      nvic: row.nvic,
    },
    config,
    now,
  );
}

/** The car's finance disclaimer: its lender's (or quote's) text where it has finance, else the site's. */
export function carFinanceDisclaimer(detail: CarDetail, config: SiteConfig, now: Date): string {
  return carFinanceDisplay(detail, config, now)?.disclaimer ?? financeDisclaimer(config.finance);
}
