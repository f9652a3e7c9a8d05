import type { CarDocument } from "@/cars/car";
import "server-only";
import type { Site } from "@/sites/get-site";
import { brandSearch, summariseMakes, type BrandRef, type BrandSearch, type MakeKinds } from "./brand-stock";
import { getSearchPage } from "./search-service";
import { perStockVersion } from "./per-stock-version";
import { getStockIndex } from "./stock-index";

const makesOf = perStockVersion(summariseMakes);

/** The makes in a site's listable stock and the kinds of vehicle under each (kept per index build). */
export async function siteMakes(site: Site): Promise<MakeKinds> {
  return makesOf((await getStockIndex(site)).documents);
}

export type BrandStock = { search: BrandSearch; count: number; hits: CarDocument[] };

/** A brand's stock: the first results of the very search its 'View all' link opens. */
export async function searchBrandStock(site: Site, brand: BrandRef, limit: number): Promise<BrandStock> {
  const search = brandSearch(brand, await siteMakes(site));
  const page = await getSearchPage(site, search.segments, search.params);
  return {
    search,
    count: page?.result.count ?? 0,
    hits: page ? page.result.hits.slice(0, limit) : [],
  };
}
