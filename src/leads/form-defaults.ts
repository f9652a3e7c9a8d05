// What a form starts with: wording the product fixes for cars (in stock or not, photos), the finance
// form's prefill from its address, and the shopper's remembered details.

import { isInStock } from "@/cars/car";
import type { UserDetails } from "@/shopper/user-details";
import { findSimilarSubcategory, leadFieldsSchema, type FieldValue } from "./schemas";
import type { LeadCar } from "./payload";

export type FormValues = Record<string, FieldValue>;

function carLabel(car: Pick<LeadCar, "name" | "stocknum">): string {
  return `${car.name} (stock #${car.stocknum})`;
}

/** A car that is still for sale gets a question about it; one that is gone, a request for a similar one. */
export function vehicleEnquiryDefaults(car: Pick<LeadCar, "name" | "stocknum" | "status">): FormValues {
  if (isInStock(car.status)) {
    return { message: `I'm interested in the ${carLabel(car)}. Is it still available?` };
  }
  return {
    message: `I was interested in the ${carLabel(car)}, but it is no longer available. Could you let me know if you have something similar?`,
    subcategory: findSimilarSubcategory,
  };
}

export function requestPhotosText(car: Pick<LeadCar, "name" | "stocknum">): string {
  return `Please send me more photos of the ${carLabel(car)}.`;
}

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

/** The remembered details fill only the fields the shopper has not already got a value in. */
export function withUserDetails(values: FormValues, details: UserDetails | null): FormValues {
  if (!details) return values;
  const filled: FormValues = { ...values };
  for (const field of ["name", "last_name", "email", "phone", "postcode"] as const) {
    const current = filled[field];
    if ((current === undefined || current === "") && details[field] !== "") filled[field] = details[field];
  }
  return filled;
}

/** What to remember after a successful submission. */
export function userDetailsFrom(values: FormValues): Partial<UserDetails> {
  const pick = (field: keyof UserDetails) => {
    const value = values[field];
    return typeof value === "string" ? value : undefined;
  };
  return {
    name: pick("name"),
    last_name: pick("last_name"),
    email: pick("email"),
    phone: pick("phone"),
    postcode: pick("postcode"),
  };
}
