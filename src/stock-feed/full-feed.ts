import { isInStock } from "@/cars/car";

// A full feed is the dealership's whole stock: a car of the dealership that it no longer names has
// been sold (or taken off sale). Only cars still for sale are marked; a sold car keeps its sale date.
// A row the feed names but that failed validation still counts as named: bad data about a car is
// not news that it sold.

/** The ids of the dealership's cars for sale that the full feed does not name. */
export function missingFromFullFeed(
  current: readonly { id: string; stocknum: string; status: string }[],
  named: ReadonlySet<string>,
): string[] {
  return current.filter((car) => isInStock(car.status) && !named.has(car.stocknum)).map((car) => car.id);
}
