import type { CarStatus } from "@/cars/car";
import type { SiteConfig } from "@/sites/config-schema";

// Which of a site's cars are listed at all, before any shopper refinement: shown on the dealer
// website; in stock or coming soon, plus cars sold within the recent-sold window; and the site's own
// rules (in-stock only, stock-age hold, used only, certified only, excluded stock numbers, makes whose
// new cars are not listed).
//
// The rules are one list (`listingRules`): each says when it lets a car be listed and, in words, why
// it does or does not. The search index's window (`listingWindow`) is every rule's window at once,
// and the console's explanation (`explainListing`) is each rule's verdict on its own, so the two can
// never disagree.

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

/** Instants in milliseconds, both ends included; infinite for an open end. */
type Window = { from: number; until: number };
const always: Window = { from: Number.NEGATIVE_INFINITY, until: Number.POSITIVE_INFINITY };

export type ListingRuleId =
  | "shown-on-website"
  | "for-sale-or-recently-sold"
  | "in-stock-only"
  | "stock-age-hold"
  | "used-only"
  | "certified-only"
  | "excluded-stock-number"
  | "excluded-new-make";

type ListingRule = {
  id: ListingRuleId;
  /** When this rule lets the car be listed, or null when it never does. */
  window: (car: ListingCandidate, rules: ListingRules) => Window | null;
  /** The rule's verdict in words: why the car meets it (`meets`) or fails it, at `now`. */
  says: (car: ListingCandidate, rules: ListingRules, meets: boolean, now: number) => string;
};

const days = (count: number) => (count === 1 ? "1 day" : `${count} days`);
const carTypeWords = { new: "new", used: "used", demo: "a demonstrator" } as const;

/** Every rule a car must meet to be listed, in the order the console explains them. */
export const listingRules: readonly ListingRule[] = [
  {
    id: "shown-on-website",
    window: (car) => (car.showOnDealerWebsite ? always : null),
    says: (_car, _rules, meets) =>
      meets ? "Listed: show on dealer website is on" : "Hidden: show on dealer website is off",
  },
  {
    id: "for-sale-or-recently-sold",
    window: (car, rules) => {
      if (normaliseStatus(car.status) !== "sold") return always;
      // A sold car with no sale date cannot be placed in the window, so it is not listed.
      if (!car.soldAt) return null;
      return { from: Number.NEGATIVE_INFINITY, until: car.soldAt.getTime() + rules.recentlySoldDays * dayMs };
    },
    says: (car, rules, meets, now) => {
      const status = normaliseStatus(car.status);
      if (status === "in_stock") return "Listed: in stock";
      if (status === "coming_soon") return "Listed: coming soon";
      // Any other word a feed sends is a sale too; the verdict says so.
      const note = car.status === "sold" ? "" : ` (status “${car.status}” counts as sold)`;
      if (!car.soldAt) return `Hidden: sold, with no sale date${note}`;
      if (meets) {
        const ago = Math.max(0, Math.floor((now - car.soldAt.getTime()) / dayMs));
        return `Listed: sold ${ago === 0 ? "today" : `${days(ago)} ago`}; sold cars stay listed for ${days(rules.recentlySoldDays)}${note}`;
      }
      return rules.recentlySoldDays === 0
        ? `Hidden: sold; this site lists no sold cars${note}`
        : `Hidden: sold more than ${days(rules.recentlySoldDays)} ago${note}`;
    },
  },
  {
    id: "in-stock-only",
    window: (car, rules) => (!rules.inStockOnly || normaliseStatus(car.status) === "in_stock" ? always : null),
    says: (car, rules, meets) => {
      if (!rules.inStockOnly) return "Listed: this site lists cars that are not in stock too";
      return meets
        ? "Listed: in stock, as this site lists in-stock cars only"
        : `Hidden: this site lists in-stock cars only, and this car is ${normaliseStatus(car.status) === "coming_soon" ? "coming soon" : "sold"}`;
    },
  },
  {
    id: "stock-age-hold",
    // A car is listed once it has been in stock this many days (0: at once).
    window: (car, rules) =>
      rules.stockAgeFilter > 0
        ? { from: car.createdAt.getTime() + rules.stockAgeFilter * dayMs, until: Number.POSITIVE_INFINITY }
        : always,
    says: (car, rules, meets, now) => {
      if (rules.stockAgeFilter <= 0) return "Listed: this site lists new arrivals at once";
      const inStock = Math.max(0, Math.floor((now - car.createdAt.getTime()) / dayMs));
      return meets
        ? `Listed: in stock ${days(inStock)}, past this site's ${rules.stockAgeFilter}-day hold`
        : `Hidden: in stock ${days(inStock)}; this site lists a car once it has been in stock ${days(rules.stockAgeFilter)}`;
    },
  },
  {
    id: "used-only",
    window: (car, rules) => (!rules.usedOnly || car.carType === "used" ? always : null),
    says: (car, rules, meets) => {
      if (!rules.usedOnly) return "Listed: this site lists new and demonstrator cars too";
      return meets
        ? "Listed: a used car, as this site lists used cars only"
        : `Hidden: this site lists used cars only, and this car is ${carTypeWords[car.carType]}`;
    },
  },
  {
    id: "certified-only",
    window: (car, rules) => (!rules.certifiedOnly || car.certified ? always : null),
    says: (_car, rules, meets) => {
      if (!rules.certifiedOnly) return "Listed: this site lists cars that are not certified too";
      return meets
        ? "Listed: certified, as this site lists certified cars only"
        : "Hidden: this site lists certified cars only, and this car is not certified";
    },
  },
  {
    id: "excluded-stock-number",
    window: (car, rules) =>
      rules.excludedStockNumbers.some((stocknum) => stocknum.toLowerCase() === car.stocknum.toLowerCase())
        ? null
        : always,
    says: (car, _rules, meets) =>
      meets
        ? `Listed: stock number ${car.stocknum} is not on this site's excluded list`
        : `Hidden: stock number ${car.stocknum} is on this site's excluded list`,
  },
  {
    id: "excluded-new-make",
    window: (car, rules) =>
      car.carType === "new" && rules.excludedNewMakes.some((make) => make.toLowerCase() === car.make.toLowerCase())
        ? null
        : always,
    says: (car, rules, meets) => {
      if (!meets) return `Hidden: this site does not list new ${car.make} cars`;
      if (rules.excludedNewMakes.length === 0) return "Listed: this site lists new cars of every make";
      return car.carType === "new"
        ? `Listed: this site lists new ${car.make} cars`
        : `Listed: not a new car, so the makes this site leaves out of new stock do not apply`;
    },
  },
];

/**
 * When a car is listed, as instants in milliseconds, both ends included: from the end of the
 * stock-age hold (or always), until the end of the recent-sold window (or for ever). null: never
 * (hidden, the site's rules leave it out, or sold with no sale date). Every rule's window at once;
 * the search index keeps the times and lists or drops the car as the clock passes them, with no
 * rebuild (decision 032).
 */
export function listingWindow(car: ListingCandidate, rules: ListingRules): Window | null {
  let from = Number.NEGATIVE_INFINITY;
  let until = Number.POSITIVE_INFINITY;
  for (const rule of listingRules) {
    const window = rule.window(car, rules);
    if (!window) return null;
    from = Math.max(from, window.from);
    until = Math.min(until, window.until);
  }
  return from <= until ? { from, until } : null;
}

export function isListable(car: ListingCandidate, rules: ListingRules, now: Date): boolean {
  const window = listingWindow(car, rules);
  return window !== null && window.from <= now.getTime() && now.getTime() <= window.until;
}

export type ListingVerdict = { rule: ListingRuleId; meets: boolean; says: string };

/**
 * Why a car is or is not listed now: each rule's verdict, in words. The car is listed exactly when
 * it meets them all (the same rules as `listingWindow`, so this never disagrees with the search).
 */
export function explainListing(
  car: ListingCandidate,
  rules: ListingRules,
  now: Date,
): { listed: boolean; verdicts: ListingVerdict[] } {
  const at = now.getTime();
  const verdicts = listingRules.map((rule) => {
    const window = rule.window(car, rules);
    const meets = window !== null && window.from <= at && at <= window.until;
    return { rule: rule.id, meets, says: rule.says(car, rules, meets, at) };
  });
  return { listed: verdicts.every((verdict) => verdict.meets), verdicts };
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
