import { formatMoney } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";
import { priceDisplay, type PricedCar } from "../price-display";

/** A car's price as the product shows it (subscription, reduced with was-price, price, or text). */
export function PriceLine({ car, config }: { car: PricedCar; config: SiteConfig }) {
  const display = priceDisplay(car, {
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
          {formatMoney(display.amount)}{" "}
          <s className="text-sm font-normal text-muted" aria-label={`was ${formatMoney(display.was)}`}>
            {formatMoney(display.was)}
          </s>
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
