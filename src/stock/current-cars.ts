import "server-only";
import { isInStock, type CarDocument } from "@/cars/car";
import type { Site } from "@/sites/get-site";
import { priceText } from "@/cars/price";
import { perStockVersion } from "./per-stock-version";
import { getStockIndex } from "./stock-index";

// What a shopper's saved cars are now: their price and whether they are still for sale. Read from the
// site's stock index (in memory), so the favourites page can ask for a hundred cars at no cost to the
// database. A car the index no longer holds (sold a while ago, or taken off the website) is absent.

/** The favourites list holds at most 100 cars; a longer question is not one the site asks. */
export const currentCarsLimit = 100;

export type CurrentCar = {
  id: string;
  slug: string;
  /** in_stock and coming_soon are for sale; anything else is sold. */
  forSale: boolean;
  reserved: boolean;
  /** The price as the result card says it ('$25,990', 'POA'). */
  price: string;
};

export type CurrentCarsQuery = { ok: true; ids: string[] } | { ok: false; error: string };

/** `ids=a,b,c`: one or more, at most the limit, each at most 100 characters. */
export function parseCurrentCarsQuery(params: URLSearchParams): CurrentCarsQuery {
  const raw = params.get("ids");
  if (raw === null || raw.trim() === "") return { ok: false, error: "ids is required (comma-separated car ids)" };
  const ids = [...new Set(raw.split(",").map((id) => id.trim()))].filter((id) => id !== "");
  if (ids.length > currentCarsLimit) return { ok: false, error: `at most ${currentCarsLimit} ids` };
  if (ids.some((id) => id.length > 100)) return { ok: false, error: "a car id is at most 100 characters" };
  return { ok: true, ids };
}

/** Each version of a site's listed stock by car id, made at its first look-up, not per request. */
const carsById = perStockVersion(
  (documents): ReadonlyMap<string, CarDocument> => new Map(documents.map((document) => [document.id, document])),
);

/** The site's listed cars among `ids`, in the order asked; unknown ids are left out. */
export async function currentCars(site: Site, ids: readonly string[]): Promise<CurrentCar[]> {
  const byId = carsById((await getStockIndex(site)).documents);
  return ids.flatMap((id) => {
    const car = byId.get(id);
    if (!car) return [];
    return [
      {
        id: car.id,
        slug: car.slug,
        forSale: isInStock(car.status),
        reserved: car.reserved,
        price: priceText(
          {
            price: car.price,
            beforePrice: car.before_price,
            subscriptionPrice: car.subscription_price,
            preorder: car.preorder,
            qualifier: car.price_qualifier,
          },
          site.config,
        ),
      },
    ];
  });
}
