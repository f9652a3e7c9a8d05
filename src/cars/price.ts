// The one price rule: which price a car shows and how, for cards, the vehicle page, its print sheet
// and PDF, favourites, compare, the garage, the vehicle feeds and the JSON-LD alike. In the
// product's order: the subscription price (when the site offers subscriptions and it is above 0),
// else the reduced price with the was-price (a car on special offer), else the price when above 10,
// else 'PREORDER' for a pre-order, else the site's no-price text (price on application). A sale
// price carries the dealer's qualifier: drive away, or excluding government charges (Australian
// Consumer Law wants one total price, or the charges left out said plainly).

import type { CarDocument } from "./car";
import { formatMoney } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";

/** What the dealer's price type says the price includes; null when it says neither. */
export type PriceQualifier = CarDocument["price_qualifier"];

export type PricedCar = {
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
  /** From the dealer's price type (`priceQualifier`). */
  qualifier: PriceQualifier;
};

export type PriceDisplay =
  | { kind: "subscription"; amount: number }
  | { kind: "reduced"; amount: number; was: number; qualifier: PriceQualifier }
  | { kind: "price"; amount: number; qualifier: PriceQualifier }
  | { kind: "text"; text: string; reason: "preorder" | "no_price" };

export type PriceDisplayOptions = {
  subscriptions: boolean;
  noPriceText: string;
  preorderText: string;
};

/** Prices at or below this are placeholders a feed sends for 'no price', never a real asking price. */
export const minimumShownPrice = 10;

/**
 * The qualifier a dealer's price type states ("Drive Away", "DAP", "Ride Away", "Excl. Govt.
 * Charges", "EGC", "+ ORC"…); null for anything else or nothing.
 */
export function priceQualifier(priceType: string | null | undefined): PriceQualifier {
  if (!priceType || priceType.trim() === "") return null;
  const text = priceType.toLowerCase();
  if (/excl|\begc\b|plus|\+ ?orc/.test(text)) return "excl_govt_charges";
  return /drive|ride|tow|on.?road|incl|\bdap\b/.test(text) ? "drive_away" : null;
}

/** How a qualifier reads after the amount: "$25,990 drive away". */
export const qualifierWords: Record<Exclude<PriceQualifier, null>, string> = {
  drive_away: "drive away",
  excl_govt_charges: "excl. govt. charges",
};

export function priceDisplay(car: PricedCar, options: PriceDisplayOptions): PriceDisplay {
  if (options.subscriptions && car.subscriptionPrice !== null && car.subscriptionPrice > 0) {
    return { kind: "subscription", amount: car.subscriptionPrice };
  }
  const hasPrice = car.price > minimumShownPrice;
  if (isReducedPrice(car)) {
    return { kind: "reduced", amount: car.price, was: car.beforePrice!, qualifier: car.qualifier };
  }
  if (hasPrice) return { kind: "price", amount: car.price, qualifier: car.qualifier };
  if (car.preorder) return { kind: "text", text: options.preorderText, reason: "preorder" };
  return { kind: "text", text: options.noPriceText, reason: "no_price" };
}

/** A reduced price: a real price below the was-price (the car is then on special offer). */
export function isReducedPrice(car: Pick<PricedCar, "price" | "beforePrice">): boolean {
  return car.price > minimumShownPrice && car.beforePrice !== null && car.beforePrice > car.price;
}

/** The site's settings the rule reads. */
export function priceOptions(config: Pick<SiteConfig, "features" | "labels">): PriceDisplayOptions {
  return {
    subscriptions: config.features.subscriptions,
    noPriceText: config.labels.noPriceText,
    preorderText: config.labels.preorderText,
  };
}

/** The display as one line of text: '$25,990 drive away (was $27,990)', '$199 /week', 'Enquire for price.'. */
export function displayText(display: PriceDisplay): string {
  const qualified = (amount: number, qualifier: PriceQualifier) =>
    qualifier ? `${formatMoney(amount)} ${qualifierWords[qualifier]}` : formatMoney(amount);
  switch (display.kind) {
    case "subscription":
      return `${formatMoney(display.amount)} /week`;
    case "reduced":
      return `${qualified(display.amount, display.qualifier)} (was ${formatMoney(display.was)})`;
    case "price":
      return qualified(display.amount, display.qualifier);
    case "text":
      return display.text;
  }
}

/** A car's price as one line of text on a site (favourites, compare, the garage, the print sheet). */
export function priceText(car: PricedCar, config: Pick<SiteConfig, "features" | "labels">): string {
  return displayText(priceDisplay(car, priceOptions(config)));
}

/**
 * The price a car is for sale at, as feeds and structured data state it: the sale price (reduced,
 * with its was-price), never a weekly subscription figure; null when there is none a shopper could
 * pay (a placeholder price, a pre-order, price on application).
 */
export function salePrice(
  car: Omit<PricedCar, "subscriptionPrice">,
): { amount: number; was: number | null; qualifier: PriceQualifier } | null {
  const display = priceDisplay(
    { ...car, subscriptionPrice: null },
    { subscriptions: false, noPriceText: "", preorderText: "" },
  );
  if (display.kind === "reduced") return { amount: display.amount, was: display.was, qualifier: display.qualifier };
  if (display.kind === "price") return { amount: display.amount, was: null, qualifier: display.qualifier };
  return null;
}
