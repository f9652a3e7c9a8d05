"use client";

// The save (heart, the one saved-cars list of decision 041) and compare toggles on a result card and
// the vehicle page. They live in the browser (its storage, the account's state), so the server
// renders them unpressed and they switch to the shopper's state right after hydration; on a card
// (`afterHydration`) they are left out of the server's HTML altogether and appear then, in the
// shopper's state: they sit over the picture, so nothing moves, and a page of 22 cards is 15 KB lighter.

import type { ReactNode } from "react";
import { isInStock } from "@/cars/car";
import { compareLimit, isCompared, readCompare, toggleCompare } from "@/shopper/compare";
import { notify } from "@/ui/toast";
import { SaveButton } from "@/accounts/components/save-button";
import type { Favourite } from "@/shopper/favourites";
import { useIsCompared } from "@/shopper/use-shopper-storage";
import { Icon } from "@/ui/icons";
import { useHydratedLater } from "@/ui/use-hydrated";

export type SaveControlsProps = {
  siteSlug: string;
  /** Only what the stores keep, plus what decides visibility: a card's props cross to the browser. */
  car: Favourite & { status: string; price: number };
  /** `features.favourites`: the save control keeps cars in this browser, for anyone. */
  favourites: boolean;
  /** `features.compare`. */
  compare: boolean;
  /** `search.resultCard.hideSaveControlsWhenNoPrice`. */
  hideWhenNoPrice: boolean;
  /** The site's `analytics.eventIds.favourite`. */
  favouriteEventId: number;
  /** `features.watchlist`: the saved cars follow the shopper into their account. */
  watchlist: boolean;
  /** The list page (`savedCarsPath`), where the save toast's 'View List' goes. */
  listPath: string;
  /** Rendered only once React has hydrated: none of it in the server's HTML. */
  afterHydration?: boolean;
  className?: string;
};

/** globals.css: the round toggle shared with the other card controls. */
const buttonClass = "icon-toggle";

/** A toggle with an icon: its name says what a press will do, aria-pressed what is the case now. */
function IconToggle({
  pressed,
  names,
  onPress,
  children,
}: {
  pressed: boolean;
  names: { pressed: string; unpressed: string };
  onPress: () => void;
  children: ReactNode;
}) {
  const name = pressed ? names.pressed : names.unpressed;
  return (
    <button
      type="button"
      className={buttonClass}
      aria-pressed={pressed}
      aria-label={name}
      title={name}
      onClick={onPress}
    >
      {children}
    </button>
  );
}

function CompareButton({ siteSlug, car }: { siteSlug: string; car: Favourite }) {
  const compared = useIsCompared(siteSlug, car.id);
  return (
    <IconToggle
      pressed={compared}
      names={{ pressed: "Remove from compare", unpressed: "Add to compare" }}
      onPress={() => {
        const before = readCompare(siteSlug);
        if (
          !toggleCompare(siteSlug, {
            id: car.id,
            name: car.name,
            slug: car.slug,
            primary_image_url: car.primary_image_url,
          })
        ) {
          notify("Removed from compare", { description: car.name });
          return;
        }
        // A full comparison drops the car picked longest ago; say so, or the shopper loses it unseen.
        const dropped = before.find((old) => !isCompared(siteSlug, old.id));
        notify("Added to compare", {
          description: dropped ? `${dropped.name} made room: you can compare ${compareLimit} at a time.` : car.name,
        });
      }}
    >
      <Icon name="compare" />
    </IconToggle>
  );
}

export function SaveControls({
  siteSlug,
  car,
  favourites,
  compare,
  hideWhenNoPrice,
  favouriteEventId,
  watchlist,
  listPath,
  afterHydration = false,
  className,
}: SaveControlsProps) {
  const hydrated = useHydratedLater();
  if (afterHydration && !hydrated) return null;
  // A car that cannot be bought is not worth comparing, and one tenant hides the controls on cars
  // without a price. The save control decides for itself: a saved car stays removable.
  const showCompare = isInStock(car.status) && !(hideWhenNoPrice && car.price <= 0) && compare;
  if (!showCompare && !favourites && !watchlist) return null;
  const { status: _status, price: _price, ...record } = car;
  return (
    <div className={["flex gap-2 empty:hidden", className].filter(Boolean).join(" ")}>
      <SaveButton
        siteSlug={siteSlug}
        car={car}
        favourites={favourites}
        watchlist={watchlist}
        hideWhenNoPrice={hideWhenNoPrice}
        eventId={favouriteEventId}
        listPath={listPath}
      />
      {showCompare ? <CompareButton siteSlug={siteSlug} car={record} /> : null}
    </div>
  );
}
