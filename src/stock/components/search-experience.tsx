"use client";

import { Button } from "@/ui/button";
import { useHydratedLater } from "@/ui/use-hydrated";
import { useNearViewport } from "@/ui/use-near-viewport";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { trackEvent } from "@/platform/analytics";
import { RecentSearches } from "@/shopper/recent-searches";
import { recordSearch } from "@/shopper/search-history";
import type { FacetName } from "@/sites/config-schema";
import type { SearchClientConfig } from "@/stock/search-client-config";
import {
  unpackCardSearchResult,
  type CardDocument,
  type CardSearchResult,
  type PackedCardSearchResult,
} from "../card-document";
import {
  activePromos,
  collapseSoldRuns,
  interleavePromos,
  placePromosAtPositions,
  type PromoCard,
  type ResultGridItem,
} from "../result-list";
import type { KeywordFacet } from "../engine/types";
import {
  emptySearchState,
  hasRefinements,
  searchStateToParams,
  searchUrl,
  withBaseFilters,
  withoutBaseFilters,
  type SearchState,
} from "../search-state";
import { searchLabel } from "../search-label";
import { carPath } from "../search-urls";
import { carTitle } from "@/cars/car-title";
import { CompareTraySlot } from "./compare-tray-slot";
import { FacetPanel } from "./facet-panel";
import { PromoCardView } from "./promo-card";
import { ResultCard } from "./result-card";

const noPathBase: Partial<Record<KeywordFacet, string[]>> = {};

/**
 * How much of the grid the server's HTML holds: two rows of the widest layout and four of the
 * two-column one, more than a phone or a laptop shows at load. The rest of the first page renders
 * from the results the page already carries, below the fold, so nothing the shopper sees moves;
 * each card left out of the HTML is 2.3 KB less to download and parse (the search page within
 * 100 KB), and a visitor without script gets the rest as links (`RestOfGridLinks`).
 */
const serverRenderedItems = 8;

/**
 * The rest of the first page is built once the end of the HTML's cards comes this near the screen:
 * at once on a desktop or laptop, where eight cards are two to four rows, and on a phone (one
 * column, eight cards about 4,500 px) only as the shopper scrolls towards them, so a phone's load
 * builds, lays out and fetches pictures for eight cards, not 21.
 */
const restOfGridMargin = "2500px 0px";

type HistoryEntry = { searchState: SearchState };

function isHistoryEntry(value: unknown): value is HistoryEntry {
  return typeof value === "object" && value !== null && "searchState" in value;
}

/** The shape /api/search answers; checked before the page trusts a response. */
function isSearchResult(value: unknown): value is CardSearchResult {
  return (
    typeof value === "object" &&
    value !== null &&
    "count" in value &&
    typeof value.count === "number" &&
    "hits" in value &&
    Array.isArray(value.hits) &&
    "facets" in value &&
    "facetStats" in value &&
    "pages" in value
  );
}

function Pagination({
  state,
  result,
  pathname,
  config,
  onPage,
}: {
  state: SearchState;
  result: CardSearchResult;
  pathname: string;
  config: SearchClientConfig;
  onPage: (page: number) => void;
}) {
  if (result.pages <= 1) return null;
  const first = Math.max(1, Math.min(state.page - 2, result.pages - 4));
  const pages = Array.from({ length: Math.min(5, result.pages) }, (_, index) => first + index);
  const link = (page: number, label: string, current = false) => (
    <a
      key={`${label}-${page}`}
      href={searchUrl(pathname, { ...state, page }, config)}
      aria-current={current ? "page" : undefined}
      className={`rounded-site border px-3 py-1 ${current ? "border-primary bg-primary text-primary-contrast" : "border-border"}`}
      onClick={(event) => {
        event.preventDefault();
        onPage(page);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Pages" className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {state.page > 1 ? link(state.page - 1, "Previous") : null}
      {pages.map((page) => link(page, String(page), page === state.page))}
      {state.page < result.pages ? link(state.page + 1, "Next") : null}
    </nav>
  );
}

/** The page's cards, cars and promos in their places; dimmed while the next results load. */
function ResultGrid({
  items,
  loading,
  site,
  nowSeconds,
  largestCarId,
}: {
  items: ResultGridItem<CardDocument>[];
  loading: boolean;
  site: { slug: string; config: SearchClientConfig };
  nowSeconds: number;
  /** The first car's picture is the page's largest: it loads first. */
  largestCarId: string | undefined;
}) {
  return (
    <ul
      className={`grid gap-6 sm:grid-cols-2 xl:grid-cols-3 ${loading ? "opacity-60 transition-opacity" : ""}`}
      data-testid="search-results"
    >
      {items.map((item, index) =>
        item.kind === "car" ? (
          <li key={item.car.id}>
            <ResultCard
              car={item.car}
              site={site}
              nowSeconds={nowSeconds}
              priority={index < 3}
              largest={item.car.id === largestCarId}
              headingLevel={2}
            />
          </li>
        ) : (
          <li key={`promo-${item.promo.id}`}>
            <PromoCardView promo={item.promo} />
          </li>
        ),
      )}
    </ul>
  );
}

/**
 * Without script the rest of the first page's grid is never built: its cars as plain links, so every
 * car of the page is still one click away (the next page starts after them). Only in the HTML.
 */
function RestOfGridLinks({ items }: { items: ResultGridItem<CardDocument>[] }) {
  return (
    <noscript>
      <h2>More on this page</h2>
      <ul>
        {items.flatMap((item) =>
          item.kind === "car"
            ? [
                <li key={item.car.id}>
                  <a href={carPath(item.car.slug)}>
                    {carTitle({ year: item.car.year, make: item.car.make, model: item.car.model })}
                  </a>
                </li>,
              ]
            : [],
        )}
      </ul>
    </noscript>
  );
}

/**
 * The search page after its server render: refinements update the URL (history.pushState) and fetch
 * /api/search, without a reload. While a request runs, or after it fails, the previous results stay.
 * Back and forward restore the state kept with each history entry.
 */
export function SearchExperience({
  site,
  pathname,
  title,
  initialState,
  initialResult,
  promos,
  nowSeconds,
  variant,
  facets,
  pathBase = noPathBase,
}: {
  site: { slug: string; config: SearchClientConfig };
  /** Where refinements are written: the landing path while it still applies, else the all-stock path. */
  pathname: { landing: string; refined: string };
  title: string;
  initialState: SearchState;
  initialResult: PackedCardSearchResult;
  promos: readonly PromoCard[];
  nowSeconds: number;
  variant: "cars" | "offers";
  facets: readonly FacetName[];
  /**
   * Refinements the refined path itself stands for (the offers page's category): kept when filters are
   * cleared, and left out of the URL because the path says them.
   */
  pathBase?: Partial<Record<KeywordFacet, string[]>>;
}) {
  const { config } = site;
  const [state, setState] = useState(initialState);
  const firstResult = useMemo(() => unpackCardSearchResult(initialResult), [initialResult]);
  const [result, setResult] = useState(firstResult);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const inFlight = useRef<AbortController | null>(null);
  const resultsTop = useRef<HTMLDivElement>(null);

  // Each result set the shopper sees is one search view (fired when it arrives, not when the
  // refinement is asked for); refined searches go into the search history.
  const showResults = useCallback(
    (shown: SearchState, shownResult: CardSearchResult) => {
      trackEvent(config.analytics.eventIds.searchView, { count: shownResult.count, page: shown.page });
      if (hasRefinements(shown)) {
        recordSearch(site.slug, {
          url: `${window.location.pathname}${window.location.search}`,
          label: searchLabel(shown, title),
          at: Date.now(),
        });
      }
    },
    [config.analytics.eventIds.searchView, site.slug, title],
  );

  const load = useCallback(
    async (next: SearchState) => {
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setLoading(true);
      try {
        const response = await fetch(`/api/search?${searchStateToParams(next, config).toString()}`, {
          signal: controller.signal,
        });
        const body: unknown = await response.json();
        // A newer search started while this one's answer was read: its numbers are not the filters' now.
        if (controller.signal.aborted) return;
        if (!response.ok) {
          const message =
            typeof body === "object" && body !== null && "error" in body && typeof body.error === "string"
              ? body.error
              : "Search failed";
          throw new Error(message);
        }
        if (!isSearchResult(body)) throw new Error("Search failed");
        setResult(body);
        setError(null);
        showResults(next, body);
      } catch (caught) {
        if (controller.signal.aborted) return;
        setError(caught instanceof Error ? caught.message : "Search failed");
      } finally {
        if (inFlight.current === controller) setLoading(false);
      }
    },
    [config, showResults],
  );

  const apply = useCallback(
    (next: SearchState) => {
      setState(next);
      const target = searchUrl(pathname.refined, withoutBaseFilters(next, pathBase), config);
      window.history.pushState({ searchState: next } satisfies HistoryEntry, "", target);
      void load(next);
    },
    [config, load, pathname.refined, pathBase],
  );
  const clearedState = withBaseFilters(emptySearchState(config), pathBase);

  useEffect(() => {
    const current: unknown = window.history.state;
    const kept = typeof current === "object" && current !== null ? current : {};
    window.history.replaceState({ ...kept, searchState: initialState }, "");
    const onPop = (event: PopStateEvent) => {
      const restored = isHistoryEntry(event.state) ? event.state.searchState : initialState;
      setState(restored);
      void load(restored);
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [initialState, load]);

  // The first result set is a search view, and the search history keeps a refined one.
  useEffect(() => {
    showResults(initialState, firstResult);
  }, [initialState, firstResult, showResults]);

  // To the top of the results, below the site header (which is pinned once the page has scrolled).
  const scrollToResults = (behavior: ScrollBehavior) => {
    const section = resultsTop.current;
    if (!section) return;
    const headerHeight = document.querySelector("header")?.offsetHeight ?? 0;
    const top = section.getBoundingClientRect().top + window.scrollY - headerHeight;
    window.scrollTo({ top: Math.max(top, 0), behavior });
  };

  const cars = config.search.collapseSoldRuns ? collapseSoldRuns(result.hits) : result.hits;
  const shownPromos = activePromos(promos, {
    now: new Date(nowSeconds * 1000),
    display: variant === "offers" ? "offers" : "search",
  });
  // A site with an every-N rule spaces promos out; otherwise each promo sits at its own position.
  const grid = config.search.promoCards.enabled
    ? interleavePromos(cars, shownPromos, { ...config.search.promoCards, seed: state.page })
    : placePromosAtPositions(cars, shownPromos);
  const nouns = result.count === 1 ? config.labels.carNoun.singular : config.labels.carNoun.plural;
  const hydrated = useHydratedLater();
  const gridEnd = useRef<HTMLDivElement>(null);
  // A result the shopper asked for (a refinement, a page, back or forward) is shown whole at once.
  const refined = result !== firstResult;
  // Watched only once hydrated, so it is never true in the HTML or at hydration.
  const gridEndNear = useNearViewport(gridEnd, restOfGridMargin, hydrated && !refined);
  const wholeGrid = refined || gridEndNear;

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[18rem_1fr]">
      <div className="lg:hidden">
        <Button variant="outline" block aria-expanded={filtersOpen} onClick={() => setFiltersOpen((open) => !open)}>
          {filtersOpen ? "Hide filters" : "Filter and sort"}
        </Button>
      </div>
      <aside className={`${filtersOpen ? "block" : "hidden"} lg:block`} data-testid="facet-panel">
        <FacetPanel
          config={config}
          facets={facets}
          state={state}
          result={result}
          onChange={apply}
          clearedState={clearedState}
          onShowResults={() => {
            // The panel closes first, so the scroll is measured on the page the shopper will see.
            flushSync(() => setFiltersOpen(false));
            scrollToResults("smooth");
            // On a desktop the results are already on screen, updated as the filters change: the
            // button takes the shopper to them (focus on their heading, with its count), there as on a phone.
            document.getElementById("search-title")?.focus({ preventScroll: true });
          }}
        />
      </aside>
      <section aria-labelledby="search-title" aria-busy={loading} ref={resultsTop}>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h1 id="search-title" className="text-2xl font-bold" tabIndex={-1}>
            {title}
          </h1>
          <p className="text-muted" data-testid="result-count">
            {result.count} {nouns}
          </p>
        </div>
        {error ? (
          <p role="alert" className="mb-4 rounded-site border border-border bg-surface-alt p-3 text-sm">
            We couldn&apos;t update the results: {error}. The results below are from your previous search.
          </p>
        ) : null}
        {result.count === 0 ? (
          <div className="rounded-site border border-border bg-surface-alt p-10 text-center" data-testid="no-results">
            <h2 className="text-xl font-bold">{config.labels.noResultsTitle}</h2>
            <p className="mt-2 text-muted">{variant === "cars" ? config.labels.noResultsText : null}</p>
            <Button className="mt-4" onClick={() => apply(clearedState)}>
              Clear Filters
            </Button>
          </div>
        ) : (
          <ResultGrid
            items={wholeGrid ? grid : grid.slice(0, serverRenderedItems)}
            loading={loading}
            site={site}
            nowSeconds={nowSeconds}
            largestCarId={cars[0]?.id}
          />
        )}
        {!wholeGrid && grid.length > serverRenderedItems ? (
          <>
            <div ref={gridEnd} aria-hidden="true" data-testid="rest-of-grid" />
            <RestOfGridLinks items={grid.slice(serverRenderedItems)} />
          </>
        ) : null}
        <Pagination
          state={state}
          result={result}
          pathname={pathname.refined}
          config={config}
          onPage={(page) => {
            apply({ ...state, page });
            scrollToResults("auto");
          }}
        />
        {/* Below the results, so chips that appear after hydration move nothing the shopper sees. */}
        <RecentSearches siteSlug={site.slug} className="mt-8 border-t border-border pt-4" />
      </section>
      {config.features.compare ? <CompareTraySlot siteSlug={site.slug} /> : null}
    </div>
  );
}
