import type { NavLink } from "./nav-menu";
import { slugify } from "@/platform/slugify";
import { allStockPath, makeSearchPath, modelSearchPath } from "@/stock/search-urls";

// The header's Vehicles menu (the product's "models dropdown"), sized for real stock (decision 056):
// its makes are the site's configured brands (matched by slug, as make searches are), else the
// best-stocked few; it lists their models when they fit, else the makes themselves; and when stock of
// other makes is left out it ends with a link to the search page, whose make filter lists every
// make. A 40-make used yard gets a short menu, not one link per model or make in stock.

/** The most models the menu lists; makes with more models in stock are listed as makes. */
export const modelsMenuLimit = 30;
/** How many makes a site without configured brands shows: its best-stocked ones. */
export const menuMakesLimit = 8;
export const allMakesLabel = "All makes";

type StockModel = { make: string; model: string; count: number };

/** The makes the menu is about: the configured brands that have stock, else the best-stocked makes. */
function menuMakes(models: readonly StockModel[], brands: readonly string[], makeLimit: number): string[] {
  const carsByMake = new Map<string, number>();
  for (const entry of models) carsByMake.set(entry.make, (carsByMake.get(entry.make) ?? 0) + entry.count);
  const stocked = new Map([...carsByMake.keys()].map((make) => [slugify(make), make]));
  const branded = brands.flatMap((brand) => stocked.get(slugify(brand)) ?? []);
  if (branded.length > 0) return [...new Set(branded)];
  return [...carsByMake]
    .sort(([a, aCars], [b, bCars]) => bCars - aCars || a.localeCompare(b))
    .slice(0, makeLimit)
    .map(([make]) => make);
}

/**
 * The Vehicles menu's links. `models` are the models in stock with their car counts; `brands` the
 * site's configured brands (the brands mega-menu's), in their order.
 */
export function modelsMenuLinks(
  models: readonly StockModel[],
  brands: readonly string[] = [],
  limits: { models?: number; makes?: number } = {},
): NavLink[] {
  const makes = menuMakes(models, brands, limits.makes ?? menuMakesLimit);
  const shownMakes = new Set(makes);
  const shownModels = models
    .filter((entry) => shownMakes.has(entry.make))
    .sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
  const links: NavLink[] =
    shownModels.length <= (limits.models ?? modelsMenuLimit)
      ? shownModels.map((entry) => ({
          label: `${entry.make} ${entry.model}`,
          href: modelSearchPath(entry.make, entry.model),
        }))
      : makes.map((make) => ({ label: make, href: makeSearchPath(make) }));
  const leftOut = models.some((entry) => !shownMakes.has(entry.make));
  return leftOut ? [...links, { label: allMakesLabel, href: allStockPath }] : links;
}
