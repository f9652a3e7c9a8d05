"use client";

// The compare tray: once the shopper has picked a car to compare, a bar along the bottom of the
// search and vehicle pages lists the picks and leads to the compare page, so the compare button
// visibly does something. It is fixed to the viewport, so it moves nothing on the page; a spacer of
// its height at the end of the page keeps the footer reachable above it. On a phone's vehicle page
// it sits above the sticky call-to-action bar (which publishes its height as --sticky-cta-height).

import Image from "next/image";
import { Link } from "@/ui/link";
import { clearCompare, compareLimit, comparePath, removeCompared } from "@/shopper/compare";
import { useCompare } from "@/shopper/use-shopper-storage";
import { buttonClass } from "@/ui/button";

/** Fewer than this and there is nothing to compare yet. */
export const compareMinimum = 2;

export function CompareTray({ siteSlug }: { siteSlug: string }) {
  const cars = useCompare(siteSlug);
  if (cars.length === 0) return null;
  // Oldest first, the order the shopper picked them in, so a new pick joins at the end.
  const picked = [...cars].reverse();
  const ready = picked.length >= compareMinimum;
  return (
    <>
      <div aria-hidden="true" className="col-span-full h-28 sm:h-20 print:hidden" data-testid="compare-tray-spacer" />
      <section
        aria-label="Cars to compare"
        data-testid="compare-tray"
        className="fixed inset-x-0 z-40 border-t border-border bg-surface/95 shadow-2xl backdrop-blur print:hidden"
        style={{ bottom: "var(--sticky-cta-height, 0px)" }}
      >
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-2 sm:flex-row sm:items-center sm:gap-4">
          <ul className="flex min-w-0 flex-1 gap-2 overflow-x-auto" data-testid="compare-tray-cars">
            {picked.map((car) => (
              <li
                key={car.id}
                className="flex shrink-0 items-center gap-2 rounded-site border border-border bg-surface py-1 pl-1 pr-1 text-sm"
              >
                {car.primary_image_url ? (
                  <Image
                    src={car.primary_image_url}
                    alt=""
                    width={48}
                    height={36}
                    className="h-9 w-12 rounded-site object-cover"
                  />
                ) : (
                  <span aria-hidden="true" className="h-9 w-12 rounded-site bg-surface-alt" />
                )}
                <Link href={`/cars/${car.slug}`} className="max-w-[12rem] truncate hover:underline">
                  {car.name}
                </Link>
                <button
                  type="button"
                  className="inline-flex h-8 w-8 items-center justify-center rounded-full text-muted hover:bg-surface-alt hover:text-text focus-visible:outline-2 focus-visible:outline-primary"
                  aria-label={`Remove ${car.name} from compare`}
                  onClick={() => removeCompared(siteSlug, car.id)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
          <div className="flex shrink-0 items-center gap-2">
            <p className="text-xs text-muted sm:max-w-[9rem]" data-testid="compare-tray-hint">
              {ready ? `Up to ${compareLimit} cars side by side` : "Add another car to compare"}
            </p>
            <button
              type="button"
              className={buttonClass({ variant: "ghost", size: "sm" })}
              onClick={() => clearCompare(siteSlug)}
            >
              Clear
            </button>
            {/* Below two cars the page would only say so: the link waits, but stays in the tab order
                with its reason, rather than vanishing. */}
            <Link
              href={comparePath(picked)}
              aria-disabled={ready ? undefined : "true"}
              className={buttonClass({ size: "sm", className: ready ? undefined : "pointer-events-none opacity-60" })}
              onClick={(event) => {
                if (!ready) event.preventDefault();
              }}
            >
              Compare ({picked.length})
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
