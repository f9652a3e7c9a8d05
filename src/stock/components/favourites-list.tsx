"use client";

// The list page's cars saved in this browser (decision 041: /favourites, or the garage signed out),
// newest first, each with its price and availability now (asked of /api/cars/current, so a car sold
// since it was saved says so), and a way to remove it.

import Image from "next/image";
import { Link } from "@/ui/link";
import { useEffect, useState, useSyncExternalStore } from "react";
import { removeFavourite, type Favourite } from "@/shopper/favourites";
import { useFavourites } from "@/shopper/use-shopper-storage";
import { buttonClass } from "@/ui/button";
import type { CurrentCar } from "../current-cars";

/** Nothing changes whether this is the browser, so there is nothing to listen to. */
const subscribeToNothing = () => () => undefined;

/** False on the server and while hydrating: the stored list is unknown until then. */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function isCurrentCar(value: unknown): value is CurrentCar {
  return (
    typeof value === "object" &&
    value !== null &&
    "id" in value &&
    typeof value.id === "string" &&
    "forSale" in value &&
    typeof value.forSale === "boolean" &&
    "price" in value &&
    typeof value.price === "string"
  );
}

/** The answer's cars by id; null when the request failed (the list then shows without prices). */
async function fetchCurrent(ids: readonly string[], signal: AbortSignal): Promise<Map<string, CurrentCar> | null> {
  const response = await fetch(`/api/cars/current?ids=${ids.map(encodeURIComponent).join(",")}`, { signal });
  if (!response.ok) return null;
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("cars" in body) || !Array.isArray(body.cars)) return null;
  return new Map(body.cars.filter(isCurrentCar).map((car) => [car.id, car]));
}

type Current = { key: string; cars: Map<string, CurrentCar> | null };

function Availability({ current, known }: { current: CurrentCar | undefined; known: boolean }) {
  if (!known) return null;
  const text =
    current === undefined ? "No longer listed" : !current.forSale ? "Sold" : current.reserved ? "Reserved" : null;
  if (text === null) return null;
  return (
    <span
      className="rounded-site bg-secondary px-2 py-0.5 text-xs font-bold uppercase text-secondary-contrast"
      data-testid="favourite-availability"
    >
      {text}
    </span>
  );
}

type HeadingLevel = "h2" | "h3";

function FavouriteItem({
  favourite,
  current,
  known,
  onRemove,
  heading: Heading,
}: {
  favourite: Favourite;
  current: CurrentCar | undefined;
  known: boolean;
  onRemove: () => void;
  heading: HeadingLevel;
}) {
  const href = `/cars/${current?.slug ?? favourite.slug}`;
  const gone = known && current === undefined;
  return (
    <li
      className="flex gap-4 rounded-site border border-border bg-surface p-3"
      data-testid="favourite"
      data-car-id={favourite.id}
    >
      <div className="h-20 w-28 shrink-0 overflow-hidden rounded-site bg-surface-alt sm:h-24 sm:w-32">
        {favourite.primary_image_url ? (
          <Image
            src={favourite.primary_image_url}
            alt=""
            width={128}
            height={96}
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Heading className="font-semibold">
          {gone ? (
            favourite.name
          ) : (
            <Link href={href} className="hover:underline">
              {favourite.name}
            </Link>
          )}
        </Heading>
        <p className="text-sm text-muted">
          {favourite.make} {favourite.model}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {current?.forSale ? (
            <p className="font-bold text-primary" data-testid="favourite-price">
              {current.price}
            </p>
          ) : null}
          <Availability current={current} known={known} />
        </div>
      </div>
      <div className="shrink-0">
        <button type="button" className={buttonClass({ variant: "outline", size: "sm" })} onClick={onRemove}>
          Remove<span className="sr-only"> {favourite.name}</span>
        </button>
      </div>
    </li>
  );
}

/** `heading`: the level of each car's name (h3 where the list sits under a section's h2). */
export function FavouritesList({ siteSlug, heading = "h2" }: { siteSlug: string; heading?: HeadingLevel }) {
  const inBrowser = useInBrowser();
  const favourites = useFavourites(siteSlug);
  const ids = favourites.map((favourite) => favourite.id);
  const key = ids.join(",");
  const [current, setCurrent] = useState<Current | null>(null);

  useEffect(() => {
    if (key === "") return;
    const controller = new AbortController();
    fetchCurrent(key.split(","), controller.signal).then(
      (cars) => setCurrent({ key, cars }),
      (error: unknown) => {
        if (!controller.signal.aborted) console.warn("could not fetch the favourites' prices", error);
      },
    );
    return () => controller.abort();
  }, [key]);

  if (!inBrowser) {
    return (
      <p className="mt-6 text-muted" role="status">
        Loading your watchlist…
      </p>
    );
  }

  if (favourites.length === 0) {
    return (
      <div className="mt-6 rounded-site border border-border bg-surface-alt p-6" data-testid="favourites-empty">
        <p className="text-lg font-bold">Your watchlist is empty</p>
        <p className="mt-2 text-muted">
          Press the heart on any car in our stock to keep it here. It stays in this browser; no account needed.
        </p>
        <Link href="/search" className={buttonClass({ className: "mt-4" })}>
          Search our stock
        </Link>
      </div>
    );
  }

  // The prices of a list that has since changed still apply to the cars both lists hold.
  const cars = current?.cars ?? null;
  return (
    <>
      <p className="mt-2 text-muted" data-testid="favourites-count">
        {favourites.length === 1 ? "1 car" : `${favourites.length} cars`} saved in this browser
      </p>
      <ul className="mt-4 grid gap-3 lg:grid-cols-2" data-testid="favourites-list">
        {favourites.map((favourite) => (
          <FavouriteItem
            key={favourite.id}
            favourite={favourite}
            current={cars?.get(favourite.id)}
            known={cars !== null && current !== null && current.key.split(",").includes(favourite.id)}
            onRemove={() => removeFavourite(siteSlug, favourite.id)}
            heading={heading}
          />
        ))}
      </ul>
    </>
  );
}
