// Which buttons the vehicle page's sidebar shows, and where they lead: one pure function, so every
// condition of the product's sidebar is in one place and unit-tested.

import { isInStock } from "@/cars/car";
import type { SiteConfig } from "@/sites/config-schema";
import { pluginReportHref, pluginReports, type PluginReportKind } from "./reports/plugin-reports";

export type SidebarCar = {
  id: string;
  slug: string;
  status: string;
  reserved: boolean;
  price: number;
  carType: string;
  vin: string | null;
  nvic: string | null;
  historyReportUrl: string | null;
  checkoutEnabled: boolean;
  tradeInAllowed: boolean;
  dealershipSlug: string;
};

export type SidebarAction =
  | { kind: "enquire" }
  | { kind: "find-similar" }
  | { kind: "history-report"; href: string }
  | { kind: "plugin-report"; report: PluginReportKind; href: string }
  | { kind: "finance"; href: string }
  | { kind: "trade-in"; href: string }
  | { kind: "reserve"; href: string }
  | { kind: "online-purchase"; href: string }
  | { kind: "test-drive" }
  | { kind: "request-photos" }
  | { kind: "call" }
  | { kind: "print"; href: string }
  | { kind: "pdf" }
  | { kind: "share" };

/**
 * The Finance button's address: the site's own finance link when it has one, else the finance form
 * with the car and dealership filled in; a car with an NVIC goes to personalised finance instead.
 */
export function financeHref(car: SidebarCar, config: SiteConfig): string {
  if (car.nvic) return `/personalised/finance?car_id=${encodeURIComponent(car.id)}`;
  if (config.finance.defaultLink) return config.finance.defaultLink;
  const query = new URLSearchParams({
    preferredDealership: car.dealershipSlug,
    vehiclePriceBudget: String(car.price),
    car_id: car.id,
    car_type: car.carType,
    ...(car.vin ? { vin: car.vin } : {}),
  });
  return `/finance?${query.toString()}#finance-form`;
}

/** Reserving needs the site's checkout, the car's own permission, stock, and nobody else's hold on it. */
export function canReserve(car: SidebarCar, config: SiteConfig): boolean {
  return config.features.checkout && car.checkoutEnabled && car.status === "in_stock" && !car.reserved;
}

/** The sidebar's buttons in the product's order. Out of stock, the buying buttons give way to 'Find Me Something Similar'. */
export function sidebarActions(
  car: SidebarCar,
  config: SiteConfig,
  options: { hasLocation: boolean },
): SidebarAction[] {
  const { features } = config;
  const actions: SidebarAction[] = [];
  if (isInStock(car.status)) {
    actions.push({ kind: "enquire" });
    if (car.historyReportUrl && features.historyReports) {
      actions.push({ kind: "history-report", href: car.historyReportUrl });
    }
    for (const report of pluginReports(car, config.plugins)) {
      actions.push({ kind: "plugin-report", report, href: pluginReportHref(car.slug, report) });
    }
    if (features.financeButton) actions.push({ kind: "finance", href: financeHref(car, config) });
    if (features.tradeIn && car.tradeInAllowed) {
      actions.push({ kind: "trade-in", href: `/cars/trade-in?car_id=${encodeURIComponent(car.id)}` });
    }
    if (canReserve(car, config)) {
      actions.push({ kind: "reserve", href: `/cars/${car.slug}/${config.vehiclePage.checkoutPath}` });
      if (features.onlineSale) {
        actions.push({ kind: "online-purchase", href: `/checkout-journey?car_id=${encodeURIComponent(car.slug)}` });
      }
    }
    if (features.testDrive) actions.push({ kind: "test-drive" });
    actions.push({ kind: "request-photos" });
  } else {
    actions.push({ kind: "find-similar" });
  }
  if (options.hasLocation) actions.push({ kind: "call" });
  actions.push({ kind: "print", href: `/print?car_id=${encodeURIComponent(car.slug)}` });
  if (features.printPdf) actions.push({ kind: "pdf" });
  if (features.share) actions.push({ kind: "share" });
  return actions;
}
