import type { NavLink } from "./nav-menu";
import { allStockPath, modelSearchPath } from "@/stock/search-urls";

/** The most models the Vehicles dropdown lists; past it, the best-stocked ones and a link to all stock. */
export const modelsMenuLimit = 30;

type StockModel = { make: string; model: string; count: number };

/**
 * The Vehicles menu's links: the models in stock (the product's "models dropdown"), each to its own
 * search, in make then model order. A dealer with more models than fit shows its best-stocked ones
 * and ends the list with every car in stock.
 */
export function modelsMenuLinks(models: readonly StockModel[], limit = modelsMenuLimit): NavLink[] {
  const shown =
    models.length <= limit
      ? [...models]
      : [...models].sort((a, b) => b.count - a.count || a.make.localeCompare(b.make)).slice(0, limit);
  const links = shown
    .sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model))
    .map((entry) => ({ label: `${entry.make} ${entry.model}`, href: modelSearchPath(entry.make, entry.model) }));
  return models.length > limit ? [...links, { label: "All vehicles", href: allStockPath }] : links;
}
