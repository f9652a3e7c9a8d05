// Which buttons the vehicle page's sidebar shows, and where they lead: one pure function, so every
// condition of the product's sidebar is in one place and unit-tested.

import { financeApplicationHref } from "@/finance/finance-link";
import { tradeInOffered } from "@/sites/trade-in";
import { isInStock } from "@/cars/car";
import { leadDialogHash } from "@/leads/dialog-anchors";
import type { LeadModalKind } from "@/leads/components/lead-modal-forms";
import { telHref } from "@/locations/masked-phone";
import type { SiteConfig, VehicleSidebarButtonName } from "@/sites/config-schema";
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

/** The actions whose button opens a lead dialog, and which dialog: the one place that says so. */
export const actionDialogs = {
  enquire: "enquiry",
  "find-similar": "enquiry",
  "test-drive": "test-drive",
  "request-photos": "request-photos",
} as const satisfies Partial<Record<SidebarAction["kind"], LeadModalKind>>;

export type DialogActionKind = keyof typeof actionDialogs;

/**
 * The Finance button's address: the site's own finance link when it has one, else the finance form
 * with the car and dealership filled in; a car with an NVIC goes to personalised finance instead.
 */
export function financeHref(car: SidebarCar, config: SiteConfig): string {
  if (car.nvic) return `/personalised/finance?car_id=${encodeURIComponent(car.id)}`;
  return financeApplicationHref(car, config.finance);
}

/** Reserving needs the site's checkout, the car's own permission, stock, and nobody else's hold on it. */
export function canReserve(car: SidebarCar, config: SiteConfig): boolean {
  return config.features.checkout && car.checkoutEnabled && car.status === "in_stock" && !car.reserved;
}

/** The buttons that buy or ask about an in-stock car; out of stock they give way to 'Find Me Something Similar'. */
const buyingButtons: ReadonlySet<VehicleSidebarButtonName> = new Set([
  "enquire",
  "history-report",
  "finance",
  "trade-in",
  "reserve",
  "online-purchase",
  "test-drive",
]);

/** What one configured button shows for this car: nothing when a per-car or per-site rule rules it out. */
function buttonActions(
  name: VehicleSidebarButtonName,
  car: SidebarCar,
  config: SiteConfig,
  options: { hasPhone: boolean },
): SidebarAction[] {
  const { features } = config;
  switch (name) {
    case "enquire":
      return [{ kind: "enquire" }];
    case "history-report":
      // The site's plugin reports (Autogauge, Car Analysis, PPSR) follow the history report.
      return [
        ...(car.historyReportUrl && features.historyReports
          ? [{ kind: "history-report", href: car.historyReportUrl } as const]
          : []),
        ...pluginReports(car, config.plugins).map(
          (report) => ({ kind: "plugin-report", report, href: pluginReportHref(car.slug, report) }) as const,
        ),
      ];
    case "finance":
      return features.financeButton ? [{ kind: "finance", href: financeHref(car, config) }] : [];
    case "trade-in":
      return tradeInOffered(config) && car.tradeInAllowed
        ? [{ kind: "trade-in", href: `/cars/trade-in?car_id=${encodeURIComponent(car.id)}` }]
        : [];
    case "reserve":
      return canReserve(car, config)
        ? [{ kind: "reserve", href: `/cars/${car.slug}/${config.vehiclePage.checkoutPath}` }]
        : [];
    case "online-purchase":
      return canReserve(car, config) && features.onlineSale
        ? [{ kind: "online-purchase", href: `/checkout-journey?car_id=${encodeURIComponent(car.slug)}` }]
        : [];
    case "test-drive":
      return features.testDrive ? [{ kind: "test-drive" }] : [];
    case "call":
      return options.hasPhone ? [{ kind: "call" }] : [];
    case "print":
      return [
        { kind: "print", href: `/print?car_id=${encodeURIComponent(car.slug)}` },
        ...(features.printPdf ? [{ kind: "pdf" } as const] : []),
      ];
    case "share":
      return features.share ? [{ kind: "share" }] : [];
  }
}

/**
 * The buttons of `buttons` (the site's `buttonSets.vehicleSidebar` unless given, e.g. the sticky
 * bar's set), in that order, each only where its rules allow. Out of stock the car shows only 'Find
 * Me Something Similar' (the product's rule: no Call, Print or Share beside it either), wherever the
 * set has a button at all; in stock, 'Request Photos' follows the last buying button, the site's
 * plugin report downloads follow the Car History Report's place, and the PDF download follows Print.
 */
export function sidebarActions(
  car: SidebarCar,
  config: SiteConfig,
  options: { hasPhone: boolean },
  buttons: readonly VehicleSidebarButtonName[] = config.buttonSets.vehicleSidebar,
): SidebarAction[] {
  if (!isInStock(car.status)) return buttons.length > 0 ? [{ kind: "find-similar" }] : [];
  const lastBuying = buttons.findLastIndex((name) => buyingButtons.has(name));
  return buttons.flatMap((name, index): SidebarAction[] => {
    if (!buyingButtons.has(name)) return buttonActions(name, car, config, options);
    const own = buttonActions(name, car, config, options);
    return index === lastBuying ? [...own, { kind: "request-photos" }] : own;
  });
}

/**
 * One button of the sticky call-to-action bar: a link; where the button opens a dialog, to that
 * dialog's anchor (which opens it), and to the sidebar (`#vehicle-sidebar`) for Share.
 */
export type StickyBarButton = { kind: SidebarAction["kind"]; label: string; href: string };

/** The sidebar's element id: the sticky bar's Share links to it, and the bar shows once it has scrolled by. */
export const vehicleSidebarId = "vehicle-sidebar";

const sidebarAnchor = `#${vehicleSidebarId}`;

/**
 * The sticky bar's set: the site's `buttonSets.stickyBar`, with Reserve after its own buttons on
 * every site that reserves online (features.checkout) whether or not its set names it, since on a
 * phone the sidebar's Reserve is far down the page. A car that cannot be reserved shows no Reserve.
 */
export function stickyBarSet(config: SiteConfig): readonly VehicleSidebarButtonName[] {
  const set = config.buttonSets.stickyBar;
  return config.features.checkout && !set.includes("reserve") ? [...set, "reserve"] : set;
}

/**
 * The sticky bar's buttons: the site's `buttonSets.stickyBar`, under the same per-car rules as the
 * sidebar. The call button dials the car's location, and is left out on masking sites (the number
 * is revealed only by a click the dealer counts) or when there is no number.
 */
export function stickyBarButtons(car: SidebarCar, config: SiteConfig, phone: string | null): StickyBarButton[] {
  const { labels } = config;
  const actions = sidebarActions(car, config, { hasPhone: phone !== null }, stickyBarSet(config));
  return actions.flatMap((action): StickyBarButton[] => {
    const button = (label: string, href = sidebarAnchor) => [{ kind: action.kind, label, href }];
    switch (action.kind) {
      case "enquire":
        return button(labels.enquireButton, leadDialogHash(actionDialogs.enquire));
      case "find-similar":
        return button(labels.findSimilarButton, leadDialogHash(actionDialogs["find-similar"]));
      case "history-report":
        return button(labels.historyReportButton, action.href);
      case "finance":
        return button(labels.financeButton, action.href);
      case "trade-in":
        return button(labels.sidebarTradeInButton, action.href);
      case "reserve":
        return button(labels.reserveButton, action.href);
      case "online-purchase":
        return button(labels.onlinePurchaseButton, action.href);
      case "test-drive":
        return button(labels.testDriveButton, leadDialogHash(actionDialogs["test-drive"]));
      case "call":
        return phone && !config.contact.maskPhone ? button(labels.callButton, telHref(phone)) : [];
      case "print":
        return button(labels.printButton, action.href);
      case "share":
        return button(labels.shareButton);
      case "plugin-report":
      case "request-photos":
      case "pdf":
        return [];
    }
  });
}
