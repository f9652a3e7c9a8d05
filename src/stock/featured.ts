import type { CarDocument } from "@/cars/car";
import "server-only";
import type { Site } from "@/sites/get-site";
import { findByFilter } from "./engine";
import { getStockIndex } from "./stock-index";

/** In-stock cars for featured lists (the home page), highest custom rank first, from the site's index. */
export async function listFeaturedStock(site: Site, limit: number): Promise<CarDocument[]> {
  const stock = await getStockIndex(site);
  return findByFilter(stock.index, "status:in_stock", limit);
}
