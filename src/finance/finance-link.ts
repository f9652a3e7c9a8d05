import { minimumShownPrice } from "@/cars/price";
import type { SiteConfig } from "@/sites/config-schema";

// The finance application's address for a car, one rule for the vehicle page's Finance button and
// the result card's Get Finance: the site's own finance link when it has one, else its finance form
// with the dealership, price, car, type and VIN filled in (the query the product documents), then
// the form's anchor.

export type FinanceLinkCar = {
  id: string;
  price: number;
  carType: string;
  dealershipSlug: string;
  vin: string | null;
};

export function financeApplicationHref(
  car: FinanceLinkCar,
  finance: Pick<SiteConfig["finance"], "defaultLink" | "applicationPath">,
): string {
  if (finance.defaultLink) return finance.defaultLink;
  const query = new URLSearchParams({ preferredDealership: car.dealershipSlug });
  // A placeholder price would prefill the form with a nonsense budget.
  if (car.price > minimumShownPrice) query.set("vehiclePriceBudget", String(car.price));
  query.set("car_id", car.id);
  query.set("car_type", car.carType);
  if (car.vin) query.set("vin", car.vin);
  return `${finance.applicationPath}?${query.toString()}#finance-form`;
}
