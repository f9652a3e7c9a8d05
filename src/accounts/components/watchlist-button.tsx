"use client";

// The watchlist's save control (a bookmark) on result cards and the vehicle page. Signed in: the
// car is saved or removed at once and the server asked after (on failure the change is undone and a
// browser alert gives the reason). Signed out: off to sign-in, and the save completes on the way back.

import { useEffect, useRef } from "react";
import { notify } from "@/ui/toast";
import { changeWatchlist, rememberPendingSave, takePendingSave, useAccount, WatchlistError } from "../account-store";
import { showsWatchlistControl, watchlistSignInHref } from "../watchlist-rules";
import { Icon } from "@/ui/icons";

export type WatchlistButtonProps = {
  car: { id: string; name: string; status: string };
  /** The site's garage page (`signIn.garagePath`), opened by the toast's 'View List'. */
  garagePath: string;
  className?: string;
};

/** globals.css: the round toggle shared with the other card controls. */
const buttonClass = "icon-toggle";

export function WatchlistButton({ car, garagePath, className }: WatchlistButtonProps) {
  const account = useAccount();
  const saved = account.status === "signed-in" && account.saved.has(car.id);
  const resumed = useRef(false);

  const toggle = async (save: boolean) => {
    try {
      await changeWatchlist(car.id, save);
    } catch (error) {
      window.alert(error instanceof WatchlistError ? error.message : String(error));
      return;
    }
    const viewList = { label: "View List", onClick: () => window.location.assign(garagePath) };
    if (save) {
      notify("Car Saved In Watchlist", {
        description: `${car.name} is now available in your watchlist.`,
        action: viewList,
      });
    } else {
      notify("Car Removed", { description: `${car.name} is no longer in your watchlist.`, action: viewList });
    }
  };

  // Back from sign-in with this car waiting to be saved: save it now.
  useEffect(() => {
    if (account.status !== "signed-in" || resumed.current) return;
    resumed.current = true;
    if (takePendingSave(car.id) && !account.saved.has(car.id)) void toggle(true);
    // toggle is recreated each render; this runs once, when the account is first known.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account.status]);

  // Until the account is known a sold car shows nothing (it may not be saved); a car for sale shows the control.
  if (!showsWatchlistControl(car.status, saved)) return null;
  const name = saved ? "Remove from watchlist" : "Save to watchlist";
  return (
    <button
      type="button"
      className={[buttonClass, className].filter(Boolean).join(" ")}
      aria-pressed={saved}
      aria-label={name}
      title={name}
      data-testid="watchlist-button"
      disabled={account.status === "unknown"}
      onClick={() => {
        if (account.status === "signed-in") {
          void toggle(!saved);
          return;
        }
        rememberPendingSave(car.id);
        window.location.assign(watchlistSignInHref(`${window.location.pathname}${window.location.search}`));
      }}
    >
      <Icon name="bookmark" filled={saved} />
    </button>
  );
}
