"use client";

// The one save control (a heart) on result cards, the vehicle page and the list page (decision 041).
// It saves to this browser's list at once, for anyone; signed in, the same press saves to the
// account's watchlist (optimistic, then the server; on failure undone, with a browser alert), and
// the control shows the account's state. Where the site keeps nothing in the browser (favourites
// off), a signed-out shopper is sent to sign-in and the save completes on the way back.

import { useEffect, useRef } from "react";
import { trackEvent } from "@/platform/analytics";
import { isFavourite, setFavourite, type Favourite } from "@/shopper/favourites";
import { useIsFavourite } from "@/shopper/use-shopper-storage";
import { Icon } from "@/ui/icons";
import { notify } from "@/ui/toast";
import { changeWatchlist, rememberPendingSave, takePendingSave, useAccount, WatchlistError } from "../account-store";
import { showsSaveControl, watchlistSignInHref } from "../watchlist-rules";

export type SaveButtonProps = {
  siteSlug: string;
  /** What the browser's list keeps, plus what decides whether the control shows. */
  car: Favourite & { status: string; price: number };
  /** `features.favourites`: saving without an account, in this browser. */
  favourites: boolean;
  /** `features.watchlist`: the list follows the shopper into their account. */
  watchlist: boolean;
  /** `search.resultCard.hideSaveControlsWhenNoPrice`. */
  hideWhenNoPrice: boolean;
  /** The site's `analytics.eventIds.favourite`, fired on every save. */
  eventId: number;
  /** The list page (`savedCarsPath`), opened by the toast's 'View List'. */
  listPath: string;
  className?: string;
};

/** globals.css: the round toggle shared with the other card controls. */
const buttonClass = "icon-toggle";

function announce(car: { name: string }, saved: boolean, listPath: string): void {
  const viewList = { label: "View List", onClick: () => window.location.assign(listPath) };
  if (saved) {
    notify("Car Saved In Watchlist", {
      description: `${car.name} is now available in your watchlist.`,
      action: viewList,
    });
  } else {
    notify("Car Removed", { description: `${car.name} is no longer in your watchlist.`, action: viewList });
  }
}

export function SaveButton(props: SaveButtonProps) {
  const { siteSlug, car, favourites, watchlist, hideWhenNoPrice, eventId, listPath, className } = props;
  const account = useAccount(watchlist);
  const inBrowser = useIsFavourite(siteSlug, car.id);
  const signedIn = account.status === "signed-in";
  const saved = signedIn ? account.saved.has(car.id) : favourites && inBrowser;
  const resumed = useRef(false);
  // The stored record is the spec's favourite; status and price only decide whether the control shows.
  const { status: _status, price: _price, ...record } = car;

  const save = async (next: boolean) => {
    const wasInBrowser = isFavourite(siteSlug, car.id);
    if (favourites) setFavourite(siteSlug, record, next);
    if (account.status === "signed-in") {
      try {
        await changeWatchlist(car.id, next);
      } catch (error) {
        if (favourites) setFavourite(siteSlug, record, wasInBrowser);
        window.alert(error instanceof WatchlistError ? error.message : String(error));
        return;
      }
    }
    // Only a save is a conversion signal; counting removals too would inflate it.
    if (next) trackEvent(eventId, { car_id: car.id, car_name: car.name });
    announce(car, next, listPath);
  };

  // Back from sign-in with this car waiting to be saved (a site without the browser's list): save it now.
  useEffect(() => {
    if (account.status !== "signed-in" || resumed.current) return;
    resumed.current = true;
    if (takePendingSave(car.id) && !account.saved.has(car.id)) void save(true);
    // save is recreated each render; this runs once, when the account is first known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account.status]);

  if (!favourites && !watchlist) return null;
  if (!showsSaveControl(car, { hideWhenNoPrice, saved })) return null;
  const name = saved ? "Remove from watchlist" : "Save to watchlist";
  return (
    <button
      type="button"
      className={[buttonClass, className].filter(Boolean).join(" ")}
      aria-pressed={saved}
      aria-label={name}
      title={name}
      data-testid="save-button"
      // Until the account is known the control cannot tell which list it shows.
      disabled={account.status === "unknown"}
      onClick={() => {
        if (signedIn || favourites) {
          void save(!saved);
          return;
        }
        rememberPendingSave(car.id);
        window.location.assign(watchlistSignInHref(`${window.location.pathname}${window.location.search}`));
      }}
    >
      <Icon name="heart" filled={saved} />
    </button>
  );
}
