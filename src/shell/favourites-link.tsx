"use client";

// The header's way to the one list page (decision 041): a heart with the number of cars saved, the
// account's when signed in, this browser's otherwise. The number appears after hydration (the server
// cannot see the browser's storage or the account) in a badge laid over the icon, so its arrival
// moves nothing.

import { Link } from "@/ui/link";
import { useAccount } from "@/accounts/account-store";
import { useFavourites } from "@/shopper/use-shopper-storage";

export function FavouritesLink({
  siteSlug,
  href,
  watchlist,
  className,
}: {
  siteSlug: string;
  /** The list page (`savedCarsPath`). */
  href: string;
  /** `features.watchlist`: signed in, the account's list is the one counted. */
  watchlist: boolean;
  className?: string;
}) {
  const inBrowser = useFavourites(siteSlug).length;
  const account = useAccount(watchlist);
  const count = account.status === "signed-in" ? account.saved.size : inBrowser;
  const label = count === 0 ? "Watchlist" : `Watchlist (${count})`;
  return (
    <Link
      href={href}
      aria-label={label}
      title={label}
      data-testid="favourites-link"
      className={[
        "relative inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.6a4.3 4.3 0 0 1 7.5 2.7c0 5.6-7.5 10.2-7.5 10.2Z"
          fill={count > 0 ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 ? (
        <span
          aria-hidden="true"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold leading-5 text-text"
        >
          {count}
        </span>
      ) : null}
    </Link>
  );
}
