import { cars, dealerships } from "@/platform/db/schema";
import type { LeadCar } from "../payload";

// What a lead records of its car, read the same way wherever a lead is made: a form on the site
// (submit.ts) or a reservation's notice to the dealer (checkout/reservation-notices.ts). Select
// `leadCarColumns` from cars joined to their dealership, then shape the row with `leadCarOf`.

export const leadCarColumns = {
  id: cars.id,
  slug: cars.slug,
  stocknum: cars.stocknum,
  name: cars.name,
  year: cars.year,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  body: cars.simpleBody,
  car_type: cars.carType,
  status: cars.status,
  tag: cars.tag,
  price: cars.price,
  dealership_id: cars.dealershipId,
  dealership_slug: dealerships.slug,
  location_id: cars.locationId,
  vin: cars.vin,
};

type LeadCarRow = Omit<LeadCar, "status"> & { status: string };

/** The lead's car from a `leadCarColumns` row: any status but in stock or coming soon reads as sold. */
export function leadCarOf(row: LeadCarRow): LeadCar {
  const status = row.status === "in_stock" || row.status === "coming_soon" ? row.status : "sold";
  return { ...row, status };
}
