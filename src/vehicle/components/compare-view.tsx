"use client";

// The compare page's table and its controls. The server hands over the cars the address names;
// removing one takes it out of the shopper's picks and out of the address, so the page and the
// shareable link stay the same thing. On a phone the table scrolls sideways with the row names
// pinned to the left.

import Image from "next/image";
import { Link } from "@/ui/link";
import { useEffect, useId, useState } from "react";
import { comparePath, readCompare, removeCompared } from "@/shopper/compare";
import { useCompare } from "@/shopper/use-shopper-storage";
import { buttonClass } from "@/ui/button";
import { compareGroups, noValue, type CompareGroup, type ComparedVehicle } from "../compare";

/** Fewer than this and there is nothing to compare. */
const minimumCars = 2;

const cellClass = "border-b border-border px-2 py-2 align-top text-sm sm:px-3";
// On a 390 px phone the pinned row names (6 rem) and two cars (8 rem each) fill the screen's width,
// so two cars are seen side by side; wider screens give each more room.
const rowHeadClass =
  "sticky left-0 z-10 w-24 min-w-24 border-b border-r border-border px-2 py-2 text-left align-top text-xs font-semibold break-words sm:w-48 sm:min-w-48 sm:px-3 sm:text-sm";

function CompareTable({
  vehicles,
  groups,
  onlyDifferences,
  onRemove,
}: {
  vehicles: readonly ComparedVehicle[];
  groups: readonly CompareGroup[];
  onlyDifferences: boolean;
  onRemove: (vehicle: ComparedVehicle) => void;
}) {
  return (
    // Positioned, so the screen-reader-only text inside (absolutely placed) scrolls with the table
    // instead of widening the page.
    <div className="relative mt-4 overflow-x-auto rounded-site border border-border" data-testid="compare-scroll">
      <table className="w-full border-separate border-spacing-0" data-testid="compare-table">
        <caption className="sr-only">
          {vehicles.map((vehicle) => vehicle.name).join(", ")} side by side; rows that differ are marked.
        </caption>
        <thead>
          <tr>
            <td className={`${rowHeadClass} bg-surface`} />
            {vehicles.map((vehicle) => (
              <th
                key={vehicle.id}
                scope="col"
                className={`${cellClass} min-w-32 text-left font-normal sm:min-w-44`}
                data-testid="compare-column"
              >
                <div className="flex flex-col gap-2">
                  {vehicle.imageUrl ? (
                    // The photo's link is named by its picture: the car's name, as the link below it.
                    <Link href={`/cars/${vehicle.slug}`} className="block aspect-[4/3] w-full bg-surface-alt">
                      <Image
                        src={vehicle.imageUrl}
                        alt={vehicle.name}
                        width={240}
                        height={180}
                        className="h-full w-full rounded-site object-cover"
                      />
                    </Link>
                  ) : (
                    <div className="aspect-[4/3] w-full rounded-site bg-surface-alt" aria-hidden="true" />
                  )}
                  <Link href={`/cars/${vehicle.slug}`} className="font-semibold hover:underline">
                    {vehicle.name}
                  </Link>
                  {vehicle.availability ? (
                    <span
                      className="self-start rounded-site bg-secondary px-2 py-0.5 text-xs font-bold uppercase text-secondary-contrast"
                      data-testid="compare-availability"
                    >
                      {vehicle.availability}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className={buttonClass({ variant: "outline", size: "sm", className: "self-start" })}
                    onClick={() => onRemove(vehicle)}
                  >
                    Remove<span className="sr-only"> {vehicle.name}</span>
                  </button>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => {
          const rows = onlyDifferences ? group.rows.filter((row) => row.differs) : group.rows;
          if (rows.length === 0) return null;
          return (
            <tbody key={group.title} data-testid={`compare-group-${group.title.toLowerCase()}`}>
              <tr>
                <th
                  scope="colgroup"
                  colSpan={vehicles.length + 1}
                  className="border-b border-border bg-surface-alt px-3 py-2 text-left text-base font-bold"
                >
                  <span className="sticky left-3">{group.title}</span>
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.key} data-differs={row.differs ? "true" : "false"} data-testid="compare-row">
                  <th
                    scope="row"
                    className={`${rowHeadClass} ${row.differs ? "border-l-4 border-l-accent bg-surface-alt" : "bg-surface"}`}
                  >
                    {row.label}
                    {row.differs ? <span className="sr-only"> (differs)</span> : null}
                  </th>
                  {row.values.map((value, index) => (
                    <td
                      key={vehicles[index]?.id ?? index}
                      className={`${cellClass} ${row.differs ? "bg-surface-alt font-semibold" : ""}`}
                    >
                      {value ?? <span className="text-muted">{noValue}</span>}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}

export function CompareView({
  siteSlug,
  vehicles: given,
  missing,
  hasIds,
  favourites,
}: {
  siteSlug: string;
  /** The cars the address names, in its order; the page keys this view by them. */
  vehicles: readonly ComparedVehicle[];
  /** Cars the address named that the site no longer lists. */
  missing: number;
  /** False on a bare /compare: the shopper's picks are then read from the browser. */
  hasIds: boolean;
  /** `features.favourites`: whether to point at the favourites page. */
  favourites: boolean;
}) {
  const stored = useCompare(siteSlug);
  const [vehicles, setVehicles] = useState(given);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const toggleId = useId();
  const groups = compareGroups(vehicles);

  // A bare /compare (a menu link, a bookmark) becomes the address of the shopper's picks.
  const opening = !hasIds && stored.length > 0;
  useEffect(() => {
    if (!hasIds) {
      const picks = readCompare(siteSlug);
      if (picks.length > 0) window.location.replace(comparePath([...picks].reverse()));
    }
  }, [hasIds, siteSlug]);

  // The table needs nothing new from the server to lose a column: the address follows, so it can
  // still be shared as shown.
  const remove = (vehicle: ComparedVehicle) => {
    const rest = vehicles.filter((other) => other.id !== vehicle.id);
    removeCompared(siteSlug, vehicle.id);
    setVehicles(rest);
    window.history.replaceState(window.history.state, "", comparePath(rest));
  };

  if (opening) {
    return (
      <p className="mt-4 text-muted" role="status">
        Opening your comparison…
      </p>
    );
  }

  const differences = groups.reduce((count, group) => count + group.rows.filter((row) => row.differs).length, 0);

  return (
    <div data-testid="compare-page">
      {missing > 0 ? (
        <p className="mt-4 rounded-site border border-border bg-surface-alt p-3 text-sm" role="status">
          {missing === 1
            ? "One of the cars in this comparison is no longer listed."
            : `${missing} of the cars in this comparison are no longer listed.`}
        </p>
      ) : null}
      {vehicles.length < minimumCars ? (
        <div className="mt-4 rounded-site border border-border bg-surface-alt p-6" data-testid="compare-too-few">
          <h2 className="text-lg font-bold">
            {vehicles.length === 0 ? "No cars to compare yet" : "Add another car to compare"}
          </h2>
          <p className="mt-2 text-muted">
            Compare 2 to 4 cars side by side: press the compare button on a car in the search results or on its page,
            and it waits for you in the tray at the bottom of the screen.
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Link href="/search" className={buttonClass()}>
              Search our stock
            </Link>
            {favourites ? (
              <Link href="/favourites" className={buttonClass({ variant: "outline" })}>
                Your favourites
              </Link>
            ) : null}
          </div>
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
          <p className="text-muted" data-testid="compare-summary">
            {vehicles.length} cars, {differences === 1 ? "1 difference" : `${differences} differences`} highlighted
          </p>
          <label htmlFor={toggleId} className="flex items-center gap-2 text-sm font-medium">
            <input
              id={toggleId}
              type="checkbox"
              className="h-4 w-4 accent-primary"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
            />
            Show only differences
          </label>
        </div>
      )}
      {vehicles.length > 0 ? (
        <CompareTable vehicles={vehicles} groups={groups} onlyDifferences={onlyDifferences} onRemove={remove} />
      ) : null}
    </div>
  );
}
