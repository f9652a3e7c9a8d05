import type { CarDocument } from "@/cars/car";
import "server-only";
import type { Site } from "@/sites/get-site";
import { brandSearch, summariseMakes, type BrandRef, type BrandSearch, type MakeKinds } from "./brand-stock";
import { getSearchPage } from "./search-service";
import { getStockIndex } from "./stock-index";

const makesByDocuments = new WeakMap<readonly CarDocument[], MakeKinds>();

/** The makes in a site's listable stock and the kinds of vehicle under each (kept per index build). */
export async function siteMakes(site: Site): Promise<MakeKinds> {
  const { documents } = await getStockIndex(site);
  let makes = makesByDocuments.get(documents);
  if (!makes) {
    makes = summariseMakes(documents);
    makesByDocuments.set(documents, makes);
  }
  return makes;
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
