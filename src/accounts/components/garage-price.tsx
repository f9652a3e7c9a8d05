import { displayText, priceDisplay, priceOptions, priceQualifier } from "@/cars/price";
import { formatMoney } from "@/platform/format";
import type { SiteConfig } from "@/sites/config-schema";
import type { WatchedCar } from "../watchlist";

/** The car's price by the platform's one rule, the was-price struck through as on cards. */
export function GaragePrice({ car, config }: { car: WatchedCar; config: Pick<SiteConfig, "features" | "labels"> }) {
  const display = priceDisplay({ ...car, qualifier: priceQualifier(car.priceType) }, priceOptions(config));
  return (
    <p className="text-lg font-bold" data-testid="garage-price">
      {display.kind === "reduced" ? (
        <>
          {displayText({ ...display, kind: "price" })} <span className="sr-only">was </span>
          <s className="text-sm font-normal text-muted">{formatMoney(display.was)}</s>
        </>
      ) : (
        displayText(display)
      )}
    </p>
  );
}
