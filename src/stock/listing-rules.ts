import type { CarStatus } from "@/cars/car";
import type { SiteConfig } from "@/sites/config-schema";

// Which of a site's cars are listed at all, before any shopper refinement: shown on the dealer
// website; in stock or coming soon, plus cars sold within the recent-sold window; and the site's own
// rules (in-stock only, stock-age hold, used only, certified only, excluded stock numbers, makes whose
// new cars are not listed).

export type ListingRules = SiteConfig["search"]["filters"];

export type ListingCandidate = {
  status: string;
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
  carType: "new" | "used" | "demo";
  certified: boolean;
  make: string;
  stocknum: string;
  createdAt: Date;
};

const dayMs = 86_400_000;

/** The product treats any status other than in_stock and coming_soon as sold. */
export function normaliseStatus(status: string): CarStatus {
  return status === "in_stock" || status === "coming_soon" ? status : "sold";
}

/**
 * When a car is listed, as instants in milliseconds, both ends included: from the end of the
 * stock-age hold (or always), until the end of the recent-sold window (or for ever). null: never
 * (hidden, the site's rules leave it out, or sold with no sale date). The search index keeps the
 * times and lists or drops the car as the clock passes them, with no rebuild (decision 032).
 */
export function listingWindow(car: ListingCandidate, rules: ListingRules): { from: number; until: number } | null {
  if (!car.showOnDealerWebsite) return null;
  const status = normaliseStatus(car.status);
  if (rules.inStockOnly && status !== "in_stock") return null;
  let until = Number.POSITIVE_INFINITY;
  if (status === "sold") {
    // A sold car with no sale date cannot be placed in the window, so it is not listed.
    if (!car.soldAt) return null;
    until = car.soldAt.getTime() + rules.recentlySoldDays * dayMs;
  }
  // Stock-age hold: a car is listed once it has been in stock this many days (0: at once).
  const from =
    rules.stockAgeFilter > 0 ? car.createdAt.getTime() + rules.stockAgeFilter * dayMs : Number.NEGATIVE_INFINITY;
  if (rules.usedOnly && car.carType !== "used") return null;
  if (rules.certifiedOnly && !car.certified) return null;
  if (rules.excludedStockNumbers.some((stocknum) => stocknum.toLowerCase() === car.stocknum.toLowerCase())) {
    return null;
  }
  if (car.carType === "new" && rules.excludedNewMakes.some((make) => make.toLowerCase() === car.make.toLowerCase())) {
    return null;
  }
  return from <= until ? { from, until } : null;
}

export function isListable(car: ListingCandidate, rules: ListingRules, now: Date): boolean {
  const window = listingWindow(car, rules);
  return window !== null && window.from <= now.getTime() && now.getTime() <= window.until;
}

const priceBands = [10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
const weeklyBands = [100, 150, 200, 250, 300, 400, 500];

function bandLabel(value: number, bands: readonly number[], format: (n: number) => string, suffix = ""): string {
  const first = bands[0] ?? 0;
  if (value < first) return `Under ${format(first)}${suffix}`;
  for (let index = 1; index < bands.length; index += 1) {
    const upper = bands[index] ?? 0;
    if (value < upper) return `${format(bands[index - 1] ?? 0)} - ${format(upper)}${suffix}`;
  }
  return `${format(bands[bands.length - 1] ?? 0)}+${suffix}`;
}

const money = (amount: number) => `$${new Intl.NumberFormat("en-AU").format(amount)}`;

/** The price_range facet value: `$20,000 - $30,000`, `Under $10,000`, `$100,000+`. */
export function priceRangeLabel(price: number): string {
  return bandLabel(price, priceBands, money);
}

/** The weekly_price_range facet value: `$150 - $200/wk`. */
export function weeklyPriceRangeLabel(weekly: number): string {
  return bandLabel(weekly, weeklyBands, money, "/wk");
}
