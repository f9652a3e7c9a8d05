import type { CarDocument } from "@/cars/car";
import { formatMoney } from "@/platform/format";
import type { SearchClientConfig } from "@/stock/search-client-config";
import { priceDisplay, priceOptions, qualifierWords, type PriceQualifier } from "@/cars/price";

type PricedDocument = Pick<
  CarDocument,
  "price" | "before_price" | "subscription_price" | "preorder" | "price_qualifier"
>;

function Qualifier({ qualifier }: { qualifier: PriceQualifier }) {
  return qualifier ? <span className="text-sm font-normal text-muted"> {qualifierWords[qualifier]}</span> : null;
}

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
    qualifier: car.price_qualifier,
  };
  const display = priceDisplay(priced, priceOptions(config));
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
          {formatMoney(display.amount)}
          <Qualifier qualifier={display.qualifier} /> <span className="sr-only">was </span>
          <s className="text-sm font-normal text-muted">{formatMoney(display.was)}</s>
        </p>
      );
    case "price":
      return (
        <p data-testid="card-price" className={className}>
          {formatMoney(display.amount)}
          <Qualifier qualifier={display.qualifier} />
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
