import "server-only";
import { notFound } from "next/navigation";
import type { Site } from "@/sites/get-site";
import { BrandGrid } from "./brand-grid";
import { loadBrandGrids } from "./brand-grids";

/** A group site's /brands: every brand grid the site has. A site with none has no such page. */
export async function BrandsPage({ site }: { site: Site }) {
  const grids = await loadBrandGrids(site);
  if (grids.length === 0) notFound();
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="text-3xl font-extrabold">Our Brands</h1>
        <p className="mt-2 text-muted">
          Every brand sold across {site.name}: choose one to see its {site.config.labels.carNoun.plural.toLowerCase()}{" "}
          and where to find it.
        </p>
      </div>
      {grids.map((grid) => (
        <BrandGrid key={grid.kind} kind={grid.kind} title={grid.title} brands={grid.brands} />
      ))}
    </>
  );
}
