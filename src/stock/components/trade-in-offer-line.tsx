import type { CarDocument } from "@/cars/car";
import { formatMoney } from "@/platform/format";
import type { SearchClientConfig } from "@/stock/search-client-config";
import { tradeInOffered } from "@/sites/trade-in";

// The car's price with the dealer's trade-in offer applied (the stock feed's `offer_price`), under
// its price on the result card and the vehicle page, where the site offers trade-in and the car takes one.

type OfferedDocument = Pick<CarDocument, "price" | "trade_in_allowed"> & { offer_price?: number | null };

/** The amount to show, or null when no trade-in offer applies to the car on this site. */
export function tradeInOfferPrice(car: OfferedDocument, config: Parameters<typeof tradeInOffered>[0]): number | null {
  const offer = car.offer_price;
  if (offer === undefined || offer === null || offer <= 0) return null;
  if (!tradeInOffered(config) || !car.trade_in_allowed) return null;
  return offer;
}

export function TradeInOfferLine({ car, config }: { car: OfferedDocument; config: SearchClientConfig }) {
  const offer = tradeInOfferPrice(car, config);
  if (offer === null) return null;
  return (
    <p data-testid="car-trade-in-offer" className="text-sm font-semibold text-primary">
      {formatMoney(offer)} with your trade-in
    </p>
  );
}
