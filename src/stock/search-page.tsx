import { notFound } from "next/navigation";
import { requestSeconds } from "@/platform/clock";
import type { FacetName } from "@/sites/config-schema";
import type { Site } from "@/sites/get-site";
import { SearchExperience } from "./components/search-experience";
import { visibleFacets } from "./facets";
import { listPromoCards } from "./queries";
import { getSearchPage } from "./search-service";
import { allStockPath } from "./search-urls";
import { specialOffersCategory } from "./documents";
import { searchClientConfig } from "@/stock/search-client-config";
import { packedCardSearchResult } from "./card-document";

export type SearchPageProps = {
  site: Site;
  /** The landing segments of /search/...; none on /cars/ and /special-offers. */
  segments?: readonly string[];
  searchParams: URLSearchParams;
  /** The path the shopper is on (the landing path). */
  pathname: string;
  variant: "cars" | "offers";
};

/** Offers search: categories, price and text, over cars on special offer. */
const offersFacets: readonly FacetName[] = ["categories", "price"];
const offersLanding = { title: "Special Offers", base: { categories: [specialOffersCategory] } };

/** The first page, rendered on the server (indexable); refinements then run in the browser. */
export async function SearchPage({ site, segments = [], searchParams, pathname, variant }: SearchPageProps) {
  const [page, promos] = await Promise.all([
    getSearchPage(site, segments, searchParams, variant === "offers" ? offersLanding : undefined),
    listPromoCards(site),
  ]);
  if (!page) notFound();
  const title = variant === "offers" ? "Special Offers" : page.landing.title;
  const landingHasBase = Object.keys(page.landing.base).length > 0;
  const facets = variant === "offers" ? offersFacets : visibleFacets(site.config);
  return (
    <SearchExperience
      site={{ slug: site.slug, config: searchClientConfig(site.config) }}
      pathname={{
        landing: pathname,
        // Once refined, a landing search is written on the all-stock path with its refinements spelt out.
        refined: variant === "offers" || !landingHasBase ? pathname : allStockPath,
      }}
      title={title}
      initialState={page.state}
      initialResult={packedCardSearchResult(page.result, facets)}
      promos={promos}
      nowSeconds={requestSeconds()}
      variant={variant}
      facets={facets}
      pathBase={variant === "offers" ? offersLanding.base : undefined}
    />
  );
}
