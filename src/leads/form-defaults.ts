// What a form starts with: wording the product fixes for cars (in stock or not, photos) and the
// shopper's remembered details. The finance form's prefill from its address is ./finance-prefill.ts.

import { isInStock } from "@/cars/car";
import type { UserDetails } from "@/shopper/user-details";
import { findSimilarSubcategory, type FieldValue } from "./lead-fields";
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
