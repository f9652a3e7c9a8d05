// The car a lead is about, as its payload, routing and CRM document describe it: one projection of
// the cars table (joined to the car's dealership for its slug), used by the lead API and by the
// reservation notices, so a car reads the same in every lead the dealer gets.
import { cars, dealerships } from "@/platform/db/schema";
import type { LeadCar } from "../payload";

/** The columns a lead carries of its car, for a select from cars inner-joined to dealerships. */
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

/** The selected row as a LeadCar: a status other than in stock or coming soon (a feed's own) reads as sold. */
export function leadCarFrom(row: LeadCarRow): LeadCar {
  const status = row.status === "in_stock" || row.status === "coming_soon" ? row.status : "sold";
  return { ...row, status };
}
