"use client";

// The shopper's last searches (at most five, newest first) as links back to them: on the search page
// and on the watchlist page. Nothing shows until there is a search to go back to. The list lives in
// the browser, so the server renders nothing and the chips appear after hydration.

import { clearSearchHistory } from "./search-history";
import { useSearchHistory } from "./use-shopper-storage";

export function RecentSearches({
  siteSlug,
  title = "Recent searches",
  className,
}: {
  siteSlug: string;
  title?: string;
  className?: string;
}) {
  const searches = useSearchHistory(siteSlug);
  if (searches.length === 0) return null;
  return (
    <nav aria-label={title} className={className} data-testid="recent-searches">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-sm font-semibold">{title}</h2>
        <ul className="flex flex-wrap gap-2">
          {searches.map((search) => (
            <li key={search.url}>
              <a
                href={search.url}
                className="inline-flex min-h-8 items-center rounded-full border border-border bg-surface px-3 py-1 text-sm hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
              >
                {search.label}
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="text-sm text-muted underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary"
          onClick={() => clearSearchHistory(siteSlug)}
        >
          Clear
        </button>
      </div>
    </nav>
  );
}
