// Every address of a site a search engine should know: the home page, each listed car, the landing
// searches its stock resolves (all stock, by type, dealership, make and model), its content pages and
// published posts, and its locations. Pure: the stock comes as the search index's documents, so the
// sitemap lists exactly the cars search and the car pages show.

import type { CarDocument } from "@/cars/car";
import { locationPath } from "@/locations/location-paths";
import type { SiteConfig } from "@/sites/config-schema";
import { absoluteUrl } from "@/sites/site-origin";
import { landingCatalogue, resolveLanding } from "@/stock/landing";
import { allStockPath, carPath, carTypeSearchPath, makeSearchPath, modelSearchPath } from "@/stock/search-urls";
import type { SitemapEntry } from "./sitemap";

export type SiteUrlSources = {
  origin: string;
  config: SiteConfig;
  /** The listed cars, as the search index holds them. */
  documents: readonly CarDocument[];
  /** Content pages and posts: one without a publication date is unpublished and left out. */
  content: readonly { path: string; kind: "page" | "post"; publishedAt: Date | null; updatedAt: Date }[];
  /** Slugs of the site's visible locations. */
  locationSlugs: readonly string[];
};

function landingPaths(documents: readonly CarDocument[], config: SiteConfig): string[] {
  const catalogue = landingCatalogue(documents);
  const carTypes = [...new Set(documents.map((car) => car.car_type))].sort();
  const candidates = [
    allStockPath,
    ...carTypes.map(carTypeSearchPath),
    ...[...catalogue.dealerships.keys()].sort().map((slug) => `/search/${slug}`),
    ...[...catalogue.makes.values()].sort().map(makeSearchPath),
    ...[...catalogue.models.values()]
      .sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model))
      .map(({ make, model }) => modelSearchPath(make, model)),
  ];
  // Only what the search page really answers (a used-only dealer has no new-cars landing).
  return candidates.filter((path) => resolveLanding(path.split("/").slice(2), catalogue, config) !== null);
}

export function listSiteUrls(sources: SiteUrlSources): SitemapEntry[] {
  const { origin } = sources;
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (path: string, lastmod?: Date) => {
    const loc = absoluteUrl(origin, path);
    if (seen.has(loc)) return;
    seen.add(loc);
    entries.push(lastmod ? { loc, lastmod } : { loc });
  };

  add("/");
  for (const path of landingPaths(sources.documents, sources.config)) add(path);
  for (const car of sources.documents) add(carPath(car.slug));
  for (const page of sources.content) {
    if (page.publishedAt === null) continue;
    add(`/${page.path.split("/").map(encodeURIComponent).join("/")}`, page.updatedAt);
  }
  for (const slug of sources.locationSlugs) add(locationPath(slug));
  return entries;
}
