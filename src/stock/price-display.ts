// Which price a car shows, in the product's order: subscription price (when the site offers
// subscriptions and it is above 0), else the reduced price with the was-price, else the price when
// above 10, else 'PREORDER' for a pre-order, else the site's no-price text.

import { formatMoney } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";

export type PricedCar = {
  price: number;
  beforePrice: number | null;
  subscriptionPrice: number | null;
  preorder: boolean;
};

export type PriceDisplay =
  | { kind: "subscription"; amount: number }
  | { kind: "reduced"; amount: number; was: number }
  | { kind: "price"; amount: number }
  | { kind: "text"; text: string };

export type PriceDisplayOptions = {
  subscriptions: boolean;
  noPriceText: string;
  preorderText: string;
};

/** Prices at or below this are placeholders a feed sends for 'no price', never a real asking price. */
export const minimumShownPrice = 10;

export function priceDisplay(car: PricedCar, options: PriceDisplayOptions): PriceDisplay {
  if (options.subscriptions && car.subscriptionPrice !== null && car.subscriptionPrice > 0) {
    return { kind: "subscription", amount: car.subscriptionPrice };
  }
  const hasPrice = car.price > minimumShownPrice;
  if (hasPrice && car.beforePrice !== null && car.beforePrice !== car.price && car.beforePrice > car.price) {
    return { kind: "reduced", amount: car.price, was: car.beforePrice };
  }
  if (hasPrice) return { kind: "price", amount: car.price };
  if (car.preorder) return { kind: "text", text: options.preorderText };
  return { kind: "text", text: options.noPriceText };
}

/** The same as one line of text (favourites and the compare table): '$25,990 (was $27,990)'. */
export function priceText(car: PricedCar, config: SiteConfig): string {
  const display = priceDisplay(car, {
    subscriptions: config.features.subscriptions,
    noPriceText: config.labels.noPriceText,
    preorderText: config.labels.preorderText,
  });
  switch (display.kind) {
    case "subscription":
      return `${formatMoney(display.amount)} /week`;
    case "reduced":
      return `${formatMoney(display.amount)} (was ${formatMoney(display.was)})`;
    case "price":
      return formatMoney(display.amount);
    case "text":
      return display.text;
  }
}
