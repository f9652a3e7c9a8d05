// The finance form's prefill from its address, read on the server with the lead schemas.

import type { FormValues } from "./form-defaults";
import { leadFieldsSchema } from "./schemas";

export type FinancePrefill = { values: FormValues; carId: string | null };

/**
 * The finance page's address carries what the vehicle page knew (`preferredDealership`,
 * `vehiclePriceBudget`, `car_id`, `car_type`, `vin`). Anything malformed, or a dealership the site
 * does not have, is left out rather than shown to the shopper as an error they did not make.
 */
export function financePrefill(params: URLSearchParams, dealershipSlugs: readonly string[]): FinancePrefill {
  const values: FormValues = {};
  const dealership = params.get("preferredDealership");
  if (dealership && dealershipSlugs.includes(dealership)) values.dealership_slug = dealership;
  const budget = leadFieldsSchema.shape.vehiclePriceBudget.safeParse(params.get("vehiclePriceBudget") ?? undefined);
  if (budget.success && budget.data !== undefined) values.vehiclePriceBudget = String(budget.data);
  const carType = leadFieldsSchema.shape.car_type.safeParse(params.get("car_type") ?? undefined);
  if (carType.success && carType.data !== undefined) values.car_type = carType.data;
  const vin = leadFieldsSchema.shape.vin.safeParse(params.get("vin") ?? undefined);
  if (vin.success && vin.data !== undefined) values.vin = vin.data.toUpperCase();
  const carId = params.get("car_id");
  const validCar = carId !== null && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(carId);
  return { values, carId: validCar ? carId : null };
}
