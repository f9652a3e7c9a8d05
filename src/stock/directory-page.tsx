import { Button, ButtonLink } from "@/ui/button";
import { Field, inputClass } from "@/ui/field";
import "server-only";
import { Link } from "@/ui/link";
import Image from "next/image";
import { cardImageQuality } from "@/platform/media/image-loader";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import { requestSeconds } from "@/platform/clock";
import { getDb } from "@/platform/db";
import { manufacturers, models } from "@/platform/db/schema";
import type { Site } from "@/sites/get-site";
import { parseDirectoryQuery, searchDirectory, type DirectoryModel, type DirectoryResult } from "./directory";
import { accessoriesOwners, accessoriesPath } from "./accessories";
import { accessoriesProvider } from "./accessories-provider";
import { listModelsInStock } from "./queries";
import { isLiveSearchHref, landingCatalogue } from "./landing";
import { allStockPath, makeSearchPath, modelSearchPath } from "./search-urls";
import { getStockIndex } from "./stock-index";

/** Per site, the last ten directory answers. */
const caches = new Map<string, LRUCache<string, DirectoryResult>>();

/**
 * Where a model's card goes: the dealer's own page for it, else its stock search; a model with
 * nothing listed has no /search/{make}/{model} page, so then the make's search (or all stock).
 */
export async function modelHrefs(
  site: Site,
): Promise<(make: string, model: string, overrideUrl: string | null) => string> {
  const { documents } = await getStockIndex(site);
  const catalogue = landingCatalogue(documents);
  return (make, model, overrideUrl) =>
    [overrideUrl, modelSearchPath(make, model), makeSearchPath(make)].find(
      (href): href is string => href !== null && isLiveSearchHref(href, catalogue, site.config),
    ) ?? allStockPath;
}

async function directoryModels(site: Site): Promise<DirectoryModel[]> {
  const db = await getDb();
  const [rows, stock, modelHref] = await Promise.all([
    db
      .select({ manufacturer: manufacturers, model: models })
      .from(models)
      .innerJoin(manufacturers, eq(models.manufacturerId, manufacturers.id)),
    listModelsInStock(site),
    modelHrefs(site),
  ]);
  const sold = new Set(stock.map((entry) => entry.make));
  const counts = new Map(stock.map((entry) => [`${entry.make}|${entry.model}`, entry.count]));
  const listed = rows.filter((row) => sold.has(row.manufacturer.name));
  // No catalogue and no demo stand-in: no accessories pages to link (decision 037).
  const owners = accessoriesOwners(
    (accessoriesProvider() ? listed : []).map((row) => ({
      make: row.manufacturer.name,
      slug: row.model.slug,
      accessoriesCount: row.model.accessoriesCount,
    })),
  );
  return listed.map((row) => ({
    manufacturer: row.manufacturer.name,
    manufacturerSlug: row.manufacturer.slug,
    logoUrl: row.manufacturer.logoUrl,
    name: row.model.name,
    slug: row.model.slug,
    body: row.model.body,
    imageUrl: row.model.imageUrl,
    href: modelHref(row.manufacturer.name, row.model.name, row.model.overrideUrl),
    accessoriesHref: owners.get(row.model.slug) === row.manufacturer.name ? accessoriesPath(row.model.slug) : null,
    inStock: counts.get(`${row.manufacturer.name}|${row.model.name}`) ?? 0,
  }));
}

/** The directory's body types and how many models each has (the home page's body-type selector). */
export async function listDirectoryBodies(site: Site): Promise<{ body: string; count: number }[]> {
  const { facets } = searchDirectory(await directoryModels(site), {
    manufacturer: [],
    model: [],
    body: [],
    query: "",
    page: 1,
  });
  return Object.entries(facets.body).map(([body, count]) => ({ body, count }));
}

export async function DirectoryPage({ site, searchParams }: { site: Site; searchParams: URLSearchParams }) {
  const parsed = parseDirectoryQuery(searchParams);
  const query = parsed.ok ? parsed.query : { manufacturer: [], model: [], body: [], query: "", page: 1 };
  let cache = caches.get(site.id);
  if (!cache) {
    cache = new LRUCache<string, DirectoryResult>({ max: 10 });
    caches.set(site.id, cache);
  }
  // The minute is part of the key, so a cached answer never outlives a stock change by long.
  const key = `${Math.floor(requestSeconds() / 60)}:${JSON.stringify(query)}`;
  const result = cache.get(key) ?? searchDirectory(await directoryModels(site), query);
  cache.set(key, result);
  const pageHref = (page: number) => {
    const params = new URLSearchParams(searchParams);
    params.set("page", String(page));
    return `/models?${params.toString()}`;
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[16rem_1fr]">
      <form method="get" action="/models" className="space-y-4" aria-label="Model filters">
        <Field label="Search models">
          <input type="text" name="query" defaultValue={query.query} maxLength={100} className={inputClass} />
        </Field>
        <fieldset>
          <legend className="mb-1 font-semibold">Make</legend>
          {Object.entries(result.facets.manufacturer).map(([name, count]) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="manufacturer.name"
                value={name}
                defaultChecked={query.manufacturer.includes(name)}
              />
              <span className="flex-1">{name}</span>
              <span className="text-muted">{count}</span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend className="mb-1 font-semibold">Body type</legend>
          {Object.entries(result.facets.body).map(([name, count]) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="model.body" value={name} defaultChecked={query.body.includes(name)} />
              <span className="flex-1">{name}</span>
              <span className="text-muted">{count}</span>
            </label>
          ))}
        </fieldset>
        <Button type="submit" block>
          Apply
        </Button>
        <Link href="/models" className="block text-center text-sm text-primary underline">
          Clear filters
        </Link>
      </form>
      <section aria-labelledby="directory-title">
        <h1 id="directory-title" className="mb-4 text-2xl font-bold">
          Models ({result.count})
        </h1>
        {parsed.ok ? null : <p role="alert">{parsed.error}</p>}
        {result.count === 0 ? (
          <div className="rounded-site border border-border bg-surface-alt p-10 text-center">
            <h2 className="text-xl font-bold">{site.config.labels.noResultsTitle}</h2>
            <ButtonLink href="/models" className="mt-4">
              Clear Filters
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="directory-results">
            {result.hits.map((model) => (
              <li key={`${model.manufacturerSlug}-${model.slug}`} className="rounded-site border border-border p-4">
                <Link href={model.href} className="block">
                  {model.imageUrl ? (
                    <Image src={model.imageUrl} alt="" width={320} height={200} quality={cardImageQuality} />
                  ) : null}
                  <p className="text-sm text-muted">{model.manufacturer}</p>
                  <p className="font-semibold">{model.name}</p>
                  <p className="text-sm text-muted">
                    {model.body ?? ""} · {model.inStock} in stock
                  </p>
                </Link>
                {model.accessoriesHref ? (
                  <Link
                    href={model.accessoriesHref}
                    className="mt-2 inline-block text-sm font-semibold text-primary underline-offset-2 hover:underline"
                  >
                    Accessories<span className="sr-only"> for the {model.name}</span>
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {result.pages > 1 ? (
          <nav aria-label="Pages" className="mt-6 flex justify-center gap-2">
            {Array.from({ length: result.pages }, (_, index) => index + 1).map((page) => (
              <Link
                key={page}
                href={pageHref(page)}
                aria-current={page === result.page ? "page" : undefined}
                className="rounded-site border border-border px-3 py-1"
              >
                {page}
              </Link>
            ))}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
