import type { CarDocument } from "@/cars/car";
import { slugify } from "@/platform/slugify";
import type { BrandGridKind } from "@/sites/config-schema";
import { allStockPath } from "./search-urls";

// A group site's brand (a brand_entries row: "Toyota", "Isuzu Trucks", "Honda Motorcycles",
// "Southern Cross Certified") as a stock search. The brand names no make of its own, so its make is
// the one whose slug its slug is or starts with ("isuzu-trucks" → Isuzu), among the makes the site has
// in stock; when that make also comes as other kinds of vehicle (Isuzu utes and trucks, Honda cars and
// motorcycles), the search is narrowed to the brand's kind where the search can say it. A brand with no
// make in stock (an own brand, or a make with nothing listed) searches all stock, so a link to it never
// lands on a missing /search/{make} page.

/** The categories value the stock feed gives light trucks (see the demo generator). */
export const truckCategory = "Trucks";

export type StockKind = "car" | "truck" | "motorcycle" | "caravan";

export function stockKindOf(car: Pick<CarDocument, "item_type" | "categories">): StockKind {
  if (car.item_type !== "car") return car.item_type;
  return car.categories.includes(truckCategory) ? "truck" : "car";
}

/** Per make slug: the make's name, the kinds of vehicle listed under it, and the models of each kind. */
export type MakeKinds = ReadonlyMap<
  string,
  { name: string; kinds: ReadonlySet<StockKind>; models: ReadonlyMap<StockKind, ReadonlySet<string>> }
>;

export function summariseMakes(
  documents: readonly Pick<CarDocument, "make" | "model" | "item_type" | "categories">[],
): MakeKinds {
  const makes = new Map<string, { name: string; kinds: Set<StockKind>; models: Map<StockKind, Set<string>> }>();
  for (const car of documents) {
    const slug = slugify(car.make);
    const entry = makes.get(slug) ?? {
      name: car.make,
      kinds: new Set<StockKind>(),
      models: new Map<StockKind, Set<string>>(),
    };
    const kind = stockKindOf(car);
    entry.kinds.add(kind);
    const models = entry.models.get(kind) ?? new Set<string>();
    models.add(car.model);
    entry.models.set(kind, models);
    makes.set(slug, entry);
  }
  return makes;
}

export type BrandRef = { kind: BrandGridKind; slug: string };

export type BrandSearch = {
  /** The make the brand sells, when the site has it in stock. */
  make: string | null;
  /** The landing path's segments under /search. */
  segments: string[];
  /** Refinements beyond the landing path, as the search page reads them. */
  params: URLSearchParams;
  /** The search page's address: landing path plus refinements. */
  href: string;
};

/** The make slug a brand slug is, or starts with followed by a hyphen; the longest such. */
export function brandMakeSlug(brandSlug: string, makeSlugs: Iterable<string>): string | null {
  let best: string | null = null;
  for (const make of makeSlugs) {
    if ((brandSlug === make || brandSlug.startsWith(`${make}-`)) && (best === null || make.length > best.length)) {
      best = make;
    }
  }
  return best;
}

type Make = MakeKinds extends ReadonlyMap<string, infer Entry> ? Entry : never;

/** The search refinements that keep a brand's kind out of the make's other kinds, as name-value pairs. */
function narrowing(kind: BrandGridKind, make: Make): [string, string][] {
  const others = [...make.kinds].filter((other) => other !== kind);
  if (others.length === 0) return [];
  if (kind === "motorcycle") return [["item_type", "motorcycle"]];
  if (kind === "truck") return [["categories", truckCategory]];
  if (kind !== "car") return [];
  const pairs: [string, string][] = [];
  if (others.some((other) => other === "motorcycle" || other === "caravan")) pairs.push(["item_type", "car"]);
  // Utes and light trucks are both item_type car, and share body types (a D-Max cab chassis): the
  // cars' models part them (D-Max, MU-X from N Series), unless a model is sold as both, when the
  // search cannot and does not try.
  if (others.includes("truck")) {
    const carModels = [...(make.models.get("car") ?? [])].sort();
    const truckModels = make.models.get("truck") ?? new Set<string>();
    if (carModels.length > 0 && carModels.every((model) => !truckModels.has(model))) {
      for (const model of carModels) pairs.push(["model", model]);
    }
  }
  return pairs;
}

export function brandSearch(brand: BrandRef, makes: MakeKinds): BrandSearch {
  const makeSlug = brandMakeSlug(brand.slug, makes.keys());
  const make = makeSlug === null ? undefined : makes.get(makeSlug);
  if (makeSlug === null || make === undefined) {
    return { make: null, segments: [], params: new URLSearchParams(), href: allStockPath };
  }
  const params = new URLSearchParams(narrowing(brand.kind, make));
  const query = params.toString();
  return {
    make: make.name,
    segments: [makeSlug],
    params,
    href: `/search/${makeSlug}${query ? `?${query}` : ""}`,
  };
}

export type BrandLinkRef = BrandRef & { skipPage: boolean };

/** Where a brand tile goes: its overview page, or straight to its search when it has no page. */
export function brandHref(brand: BrandLinkRef, makes: MakeKinds): string {
  return brand.skipPage ? brandSearch(brand, makes).href : brandOverviewPath(brand.slug);
}

export function brandOverviewPath(slug: string): string {
  return `/${slug}/overview`;
}
