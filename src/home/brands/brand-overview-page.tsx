import "server-only";
import Image from "next/image";
import { Link } from "@/ui/link";
import { notFound, redirect } from "next/navigation";
import { requestSeconds } from "@/platform/clock";
import { listLocations } from "@/locations/queries";
import { LocationCardGrid } from "@/locations/components/location-card";
import { filterLocationBlocks } from "@/locations/location-blocks";
import { closedDayLabel } from "@/locations/opening-hours";
import { getBrandEntry } from "@/sites/content";
import type { Site } from "@/sites/get-site";
import { ResultCard } from "@/stock/components/result-card";
import { searchBrandStock } from "@/stock/brand-stock-search";
import { allStockPath } from "@/stock/search-urls";
import { ButtonLink } from "@/ui/button";
import { cardClass } from "@/ui/card";
import { Section } from "@/ui/section";

/** Cars shown on the page; the rest are a click away on the brand's search. */
export const brandStockPreview = 8;

/** The brand entry a /{brand}/overview path names, or the site's 404 (a brand with no page goes to its search). */
export async function requireBrandEntry(site: Site, slug: string) {
  const brand = await getBrandEntry(site, slug);
  if (!brand) notFound();
  return brand;
}

/**
 * A group site's brand page: banner and description, the brand's stock (the first results of its
 * search, with a link to the rest) and the group's locations that sell it.
 */
export async function BrandOverviewPage({ site, slug }: { site: Site; slug: string }) {
  const brand = await requireBrandEntry(site, slug);
  const [stock, locations] = await Promise.all([searchBrandStock(site, brand, brandStockPreview), listLocations(site)]);
  if (brand.skipPage) redirect(stock.search.href);
  // The group's locations that sell the brand's make; an own brand (no make) is sold at all of them.
  const selling = filterLocationBlocks(locations, {
    show: "all",
    locationSlug: null,
    manufacturer: stock.search.make,
    subtype: null,
    includeLocationSlugs: [],
    excludeLocationSlugs: [],
  });
  const { config } = site;
  const plural = config.labels.carNoun.plural.toLowerCase();
  const nowSeconds = requestSeconds();

  return (
    <>
      <section className="bg-gradient-to-br from-primary to-secondary text-primary-contrast" data-testid="brand-banner">
        <div className="mx-auto grid max-w-7xl items-center gap-6 px-4 py-10 md:grid-cols-[3fr_2fr]">
          <div className="flex flex-col gap-4">
            {brand.logoUrl ? (
              <Image
                src={brand.logoUrl}
                alt=""
                width={160}
                height={80}
                className="h-16 w-auto self-start rounded-site bg-surface p-2"
              />
            ) : null}
            <h1 className="text-4xl font-extrabold">{brand.title}</h1>
            <p className="max-w-2xl text-lg opacity-90" data-testid="brand-description">
              {brand.description}
            </p>
          </div>
          {brand.bannerUrl ? (
            <Image src={brand.bannerUrl} alt="" width={480} height={300} priority className="h-auto w-full" />
          ) : null}
        </div>
      </section>

      <Section
        titleId="brand-stock-title"
        title={`${brand.title} in stock`}
        size="lg"
        className="mx-auto max-w-7xl px-4 py-10"
        data-testid="brand-stock"
        aside={
          stock.count > 0 ? (
            <Link href={stock.search.href} className="font-semibold text-primary underline-offset-2 hover:underline">
              View all {stock.count} {brand.title} {plural}
            </Link>
          ) : null
        }
      >
        {stock.count > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {stock.hits.map((car) => (
              <li key={car.id}>
                <ResultCard car={car} site={{ slug: site.slug, config }} nowSeconds={nowSeconds} />
              </li>
            ))}
          </ul>
        ) : (
          <div className={cardClass({ tone: "tinted", padding: "lg", className: "text-center" })}>
            <p>
              No {brand.title} {plural} are listed right now.
            </p>
            <ButtonLink href={allStockPath} className="mt-4">
              Browse all {plural}
            </ButtonLink>
          </div>
        )}
      </Section>

      {selling.length > 0 ? (
        <Section
          titleId="brand-locations-title"
          title={`Where to find ${brand.title}`}
          size="lg"
          className="mx-auto max-w-7xl px-4 py-10"
          data-testid="brand-locations"
        >
          <LocationCardGrid
            locations={selling}
            maskPhone={config.contact.maskPhone}
            closedText={closedDayLabel(config.contact.closedDayText)}
            now={new Date(nowSeconds * 1000)}
          />
        </Section>
      ) : null}
    </>
  );
}
