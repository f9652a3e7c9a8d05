import { Section } from "@/ui/section";
import { Link } from "@/ui/link";
import { requestSeconds } from "@/platform/clock";
import type { Site } from "@/sites/get-site";
import { listSlides } from "@/sites/content";
import { getReviewSummary, listLocations } from "@/locations/queries";
import { LocationCard } from "@/locations/components/location-card";
import { LocationCarousel } from "@/locations/components/location-carousel";
import { closedDayLabel } from "@/locations/opening-hours";
import { ResultCard } from "@/stock/components/result-card";
import { listFeaturedStock } from "@/stock/featured";
import { allStockPath, carTypeSearchPath } from "@/stock/search-urls";
import { BudgetWidgetSection } from "./budget-widget-section";
import { BodyTypeSelector } from "./body-type-selector";
import { BrandGrid } from "./brands/brand-grid";
import { loadBrandGrids } from "./brands/brand-grids";
import { HeroCarousel } from "./hero-carousel";
import { salesClock, salesThisMonth } from "./sales-counter";
import { SalesCounterBanner } from "./sales-counter-banner";

const featuredCount = 8;

function quickLinks(site: Site): { label: string; href: string }[] {
  const { features, search, labels } = site.config;
  const links: { label: string; href: string }[] = [];
  if (!search.filters.usedOnly) {
    links.push({ label: `New ${labels.carNoun.plural}`, href: carTypeSearchPath("new") });
  }
  links.push({ label: `Used ${labels.carNoun.plural}`, href: carTypeSearchPath("used") });
  if (!search.filters.usedOnly) {
    links.push({ label: `Demo ${labels.carNoun.plural}`, href: carTypeSearchPath("demo") });
  }
  if (features.caravans) links.push({ label: "Caravans", href: "/cars/?item_type=caravan" });
  if (features.motorcycles) links.push({ label: "Motorcycles", href: "/cars/?item_type=motorcycle" });
  links.push({ label: `All ${labels.carNoun.plural}`, href: allStockPath });
  return links;
}

export async function HomePage({ site }: { site: Site }) {
  const { config } = site;
  const [slides, featured, locations, reviews, brandGrids] = await Promise.all([
    listSlides(site),
    listFeaturedStock(site, featuredCount),
    listLocations(site),
    getReviewSummary(site),
    loadBrandGrids(site),
  ]);
  const hero = slides[0];
  const { salesCounter } = config.home;
  const nowSeconds = requestSeconds();
  const showReviews =
    config.reviews.enabled && reviews.averageRating !== null && reviews.averageRating >= config.reviews.minimumRating;

  return (
    <>
      <section className="bg-gradient-to-br from-primary to-secondary text-primary-contrast" data-testid="home-hero">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-16">
          {config.home.heroSlides && slides.length > 1 ? (
            <>
              <h1 className="sr-only">{site.name}</h1>
              <HeroCarousel slides={slides} />
            </>
          ) : (
            <>
              <h1 className="text-4xl font-extrabold">{hero?.name ?? site.name}</h1>
              <p className="max-w-2xl text-lg opacity-90">{hero?.description ?? config.identity.tagline}</p>
            </>
          )}
          <ul className="mt-4 flex flex-wrap gap-3">
            {quickLinks(site).map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="inline-block rounded-site bg-surface px-4 py-2 font-semibold text-primary shadow hover:opacity-90"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      {salesCounter.enabled ? (
        <SalesCounterBanner
          rule={{ timeZone: salesCounter.timeZone, unitsPerDay: salesCounter.unitsPerDay }}
          refreshSeconds={salesCounter.refreshSeconds}
          initialCount={salesThisMonth(new Date(nowSeconds * 1000), salesCounter)}
          clock={salesClock(new Date(nowSeconds * 1000), salesCounter)}
          noun={config.labels.carNoun.plural.toLowerCase()}
        />
      ) : null}

      {config.home.statsBanners.length > 0 ? (
        <section aria-label="About us in numbers" className="bg-surface-alt" data-testid="stats-banners">
          <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-8 text-center sm:grid-cols-3">
            {config.home.statsBanners.map((banner) => (
              <li key={banner.label} className="rounded-site bg-surface p-6 shadow-sm">
                <p className="text-4xl font-extrabold text-primary">{banner.value}</p>
                <p className="text-muted">{banner.label}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {config.home.showBudgetWidget && config.budgetWidget.enabled ? <BudgetWidgetSection site={site} /> : null}

      <BodyTypeSelector site={site} />

      {brandGrids.map((grid) => (
        <BrandGrid key={grid.kind} kind={grid.kind} title={grid.title} brands={grid.brands} />
      ))}

      <Section
        titleId="featured-title"
        title={config.home.featuredListTitle}
        size="lg"
        className="mx-auto max-w-7xl px-4 py-10"
        aside={
          <Link href={allStockPath} className="font-semibold text-primary underline-offset-2 hover:underline">
            View all {config.labels.carNoun.plural.toLowerCase()}
          </Link>
        }
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="featured-stock">
          {featured.map((car) => (
            <li key={car.id}>
              <ResultCard car={car} site={{ slug: site.slug, config }} nowSeconds={nowSeconds} />
            </li>
          ))}
        </ul>
      </Section>

      {config.home.showLocations && locations.length > 0 ? (
        <LocationCarousel title={config.contact.locationCarouselTitle}>
          {[...locations]
            .sort((a, b) => a.name.localeCompare(b.name))
            .map((location) => (
              <LocationCard
                key={location.id}
                location={location}
                maskPhone={config.contact.maskPhone}
                closedText={closedDayLabel(config.contact.closedDayText)}
                now={new Date(nowSeconds * 1000)}
              />
            ))}
        </LocationCarousel>
      ) : null}

      {showReviews && reviews.averageRating !== null ? (
        <section className="mx-auto max-w-7xl px-4 py-8 text-center" data-testid="reviews-summary">
          <p className="text-lg">
            Rated <strong>{reviews.averageRating.toFixed(1)}</strong> out of 5 from {reviews.count} Google reviews
          </p>
        </section>
      ) : null}

      {config.home.disclaimer ? (
        <section className="mx-auto max-w-7xl px-4 py-6 text-xs text-muted" data-testid="home-disclaimer">
          {config.home.disclaimer}
        </section>
      ) : null}
    </>
  );
}
