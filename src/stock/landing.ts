import type { CarDocument } from "@/cars/car";
import { slugify } from "@/platform/slugify";
import type { SiteConfig } from "@/sites/config-schema";
import type { KeywordFacet } from "./engine/types";
import { perStockVersion } from "./per-stock-version";

// Landing searches: the path names a starting refinement. /search/used-cars, /search/new-and-demo-cars,
// /search/{type}-cars, /search/{dealership_slug}, /search/{make}, /search/{make}/{model}; /cars/ and
// /search/new-used-and-demo-cars are all stock.

export type Landing = {
  title: string;
  /** Refinements the path stands for. */
  base: Partial<Record<KeywordFacet, string[]>>;
};

const carTypeLandings: Record<string, { types: ("new" | "used" | "demo")[]; title: string }> = {
  "new-used-and-demo-cars": { types: [], title: "New, Used and Demo" },
  "used-cars": { types: ["used"], title: "Used" },
  "new-cars": { types: ["new"], title: "New" },
  "demo-cars": { types: ["demo"], title: "Demo" },
  "new-and-demo-cars": { types: ["new", "demo"], title: "New and Demo" },
};

export type LandingCatalogue = {
  makes: Map<string, string>;
  models: Map<string, { make: string; model: string }>;
  dealerships: Map<string, string>;
};

/** Slug → display name for the makes, models and dealerships in a site's listable stock. */
/** The makes, models and dealerships a stock has landing pages for; made once per list of documents. */
export const landingCatalogue: (documents: readonly CarDocument[]) => LandingCatalogue = perStockVersion(catalogueOf);

function catalogueOf(documents: readonly CarDocument[]): LandingCatalogue {
  const makes = new Map<string, string>();
  const models = new Map<string, { make: string; model: string }>();
  const dealerships = new Map<string, string>();
  for (const car of documents) {
    const makeSlug = slugify(car.make);
    makes.set(makeSlug, car.make);
    models.set(`${makeSlug}/${slugify(car.model)}`, { make: car.make, model: car.model });
    dealerships.set(car.dealership_slug, car.dealership_name);
  }
  return { makes, models, dealerships };
}

export function resolveLanding(
  segments: readonly string[],
  catalogue: LandingCatalogue,
  config: SiteConfig,
): Landing | null {
  const plural = config.labels.carNoun.plural;
  const [first, second, ...rest] = segments.map((segment) => decodeURIComponent(segment).toLowerCase());
  if (rest.length > 0) return null;
  if (first === undefined) return { title: `All ${plural}`, base: {} };

  if (second === undefined) {
    const typed = carTypeLandings[first];
    if (typed) {
      // A used-only dealer has no new or demo landing.
      if (config.search.filters.usedOnly && typed.types.some((type) => type !== "used")) return null;
      return { title: `${typed.title} ${plural}`, base: typed.types.length > 0 ? { car_type: typed.types } : {} };
    }
    const dealership = catalogue.dealerships.get(first);
    if (dealership) return { title: `${plural} at ${dealership}`, base: { dealership_name: [dealership] } };
    const make = catalogue.makes.get(first);
    if (make) return { title: `${make} ${plural}`, base: { make: [make] } };
    return null;
  }

  const model = catalogue.models.get(`${first}/${second}`);
  if (model) return { title: `${model.make} ${model.model}`, base: { make: [model.make], model: [model.model] } };
  return null;
}

/**
 * Whether an address answers: anything outside /search does as far as this module knows; a /search
 * landing only when the site's stock resolves it (a model with nothing listed has no landing).
 */
export function isLiveSearchHref(href: string, catalogue: LandingCatalogue, config: SiteConfig): boolean {
  const path = href.replace(/[?#].*$/, "");
  if (path !== "/search" && !path.startsWith("/search/")) return true;
  const segments = path.split("/").slice(2).filter(Boolean);
  return resolveLanding(segments, catalogue, config) !== null;
}
