import type { CarDocument } from "@/cars/car";
import { formatMoney } from "@/platform/format";
import type { SearchClientConfig } from "@/stock/search-client-config";
import { priceDisplay } from "../price-display";

type PricedDocument = Pick<CarDocument, "price" | "before_price" | "subscription_price" | "preorder">;

/**
 * A car's price as the product shows it (subscription, reduced with was-price, price, or text), on
 * its result card and its vehicle page alike.
 */
export function PriceLine({ car, config }: { car: PricedDocument; config: SearchClientConfig }) {
  const priced = {
    price: car.price,
    beforePrice: car.before_price,
    subscriptionPrice: car.subscription_price,
    preorder: car.preorder,
  };
  const display = priceDisplay(priced, {
    subscriptions: config.features.subscriptions,
    noPriceText: config.labels.noPriceText,
    preorderText: config.labels.preorderText,
  });
  const className = "text-lg font-bold text-primary";
  switch (display.kind) {
    case "subscription":
      return (
        <p data-testid="card-price" className={className}>
          {formatMoney(display.amount)}
          <span className="text-sm font-normal text-muted"> /week</span>
        </p>
      );
    case "reduced":
      return (
        <p data-testid="card-price" className={className}>
          {formatMoney(display.amount)} <span className="sr-only">was </span>
          <s className="text-sm font-normal text-muted">{formatMoney(display.was)}</s>
        </p>
      );
    case "price":
      return (
        <p data-testid="card-price" className={className}>
          {formatMoney(display.amount)}
        </p>
      );
    case "text":
      return (
        <p data-testid="card-price" className={className}>
          {display.text}
        </p>
      );
  }
}
