import "server-only";
import type { BrandGridKind } from "@/sites/config-schema";
import { listBrandEntries } from "@/sites/content";
import type { Site } from "@/sites/get-site";
import { brandHref } from "@/stock/brand-stock";
import { siteMakes } from "@/stock/brand-stock-search";
import type { BrandTile } from "./brand-grid";

export type BrandGridData = { kind: BrandGridKind; title: string; brands: BrandTile[] };

/**
 * The site's brand grids in its configured order, each with its brand entries as tiles (a tile links
 * to the brand's overview, or to its search when the brand has no page); a grid with none is left out.
 */
export async function loadBrandGrids(site: Site): Promise<BrandGridData[]> {
  const grids = site.config.home.brandGrids;
  if (grids.length === 0) return [];
  const [entries, makes] = await Promise.all([listBrandEntries(site), siteMakes(site)]);
  return grids
    .map((grid) => ({
      kind: grid.kind,
      title: grid.title,
      brands: entries
        .filter((entry) => entry.kind === grid.kind)
        .map((entry) => ({ id: entry.id, title: entry.title, logoUrl: entry.logoUrl, href: brandHref(entry, makes) })),
    }))
    .filter((grid) => grid.brands.length > 0);
}
