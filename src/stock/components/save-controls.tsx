"use client";

// The heart and compare toggles on a result card. They live in the browser's storage, so the
// server renders them unpressed and they switch to the shopper's state right after hydration; on a
// card (`afterHydration`) they are left out of the server's HTML altogether and appear then, in the
// shopper's state: they sit over the picture, so nothing moves, and a page of 22 cards is 15 KB lighter.

import type { ReactNode } from "react";
import { isInStock } from "@/cars/car";
import { trackEvent } from "@/platform/analytics";
import { compareLimit, isCompared, readCompare, toggleCompare } from "@/shopper/compare";
import { notify } from "@/ui/toast";
import { WatchlistButton } from "@/accounts/components/watchlist-button";
import { toggleFavourite, type Favourite } from "@/shopper/favourites";
import { useIsCompared, useIsFavourite } from "@/shopper/use-shopper-storage";
import { Icon } from "@/ui/icons";
import { useHydratedLater } from "@/ui/use-hydrated";

export type SaveControlsProps = {
  siteSlug: string;
  /** Only what the stores keep, plus what decides visibility: a card's props cross to the browser. */
  car: Favourite & { status: string; price: number };
  /** `features.favourites`. */
  favourites: boolean;
  /** `features.compare`. */
  compare: boolean;
  /** `search.resultCard.hideSaveControlsWhenNoPrice`. */
  hideWhenNoPrice: boolean;
  /** The site's `analytics.eventIds.favourite`. */
  favouriteEventId: number;
  /** `features.watchlist`: the signed-in watchlist's control beside the others. */
  watchlist: boolean;
  /** `signIn.garagePath`, where the watchlist's toast sends 'View List'. */
  garagePath: string;
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

function FavouriteButton({ siteSlug, car, eventId }: { siteSlug: string; car: Favourite; eventId: number }) {
  const saved = useIsFavourite(siteSlug, car.id);
  return (
    <IconToggle
      pressed={saved}
      names={{ pressed: "Remove from favourites", unpressed: "Save to favourites" }}
      onPress={() => {
        const nowSaved = toggleFavourite(siteSlug, car);
        // Only a save is a conversion signal; counting removals too would inflate it.
        if (nowSaved) trackEvent(eventId, { car_id: car.id, car_name: car.name });
        notify(nowSaved ? "Saved to favourites" : "Removed from favourites", { description: car.name });
      }}
    >
      <Icon name="heart" filled={saved} />
    </IconToggle>
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
  garagePath,
  afterHydration = false,
  className,
}: SaveControlsProps) {
  const hydrated = useHydratedLater();
  if (afterHydration && !hydrated) return null;
  // A car that cannot be bought is not worth saving, and one tenant hides the controls on cars
  // without a price. The watchlist decides for itself: a sold car stays removable while it is saved.
  const forSale = isInStock(car.status) && !(hideWhenNoPrice && car.price <= 0);
  const showFavourite = forSale && favourites;
  const showCompare = forSale && compare;
  if (!showFavourite && !showCompare && !watchlist) return null;
  // The stores keep the favourite's fields; status and price only decide whether the controls show.
  const { status, price: _price, ...saved } = car;
  return (
    <div className={["flex gap-2", className].filter(Boolean).join(" ")}>
      {showFavourite ? <FavouriteButton siteSlug={siteSlug} car={saved} eventId={favouriteEventId} /> : null}
      {showCompare ? <CompareButton siteSlug={siteSlug} car={saved} /> : null}
      {watchlist ? <WatchlistButton car={{ id: car.id, name: car.name, status }} garagePath={garagePath} /> : null}
    </div>
  );
}
