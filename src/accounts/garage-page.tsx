import Image from "next/image";
import { Link } from "@/ui/link";
import type { ReactNode } from "react";
import { isInStock } from "@/cars/car";
import { formatOdometer } from "@/platform/format";
import type { Site } from "@/sites/get-site";
import { Badge } from "@/ui/badge";
import { ButtonLink } from "@/ui/button";
import { Section } from "@/ui/section";
import { GarageItem } from "./components/garage-item";
import { GaragePrice } from "./components/garage-price";
import { SaveButton } from "./components/save-button";
import type { Account } from "./session";
import { watchedCars } from "./server/runtime";
import type { WatchedCar } from "./watchlist";
import { savedCarsPath } from "./watchlist-rules";

function statusBadge(car: WatchedCar): ReactNode {
  if (!isInStock(car.status)) return <Badge tone="secondary">Sold</Badge>;
  if (car.reserved) return <Badge tone="secondary">Reserved</Badge>;
  if (car.status === "coming_soon") return <Badge tone="primary">Coming soon</Badge>;
  return <Badge tone="success">Available</Badge>;
}

/**
 * The garage (/my-garage or the site's own name for it): the signed-in shopper's watchlist with each
 * car's price and status as they are now. `recentSearches` is the slot for the shopper's recent
 * searches, which another part of the product supplies.
 */
export async function GaragePage({
  site,
  account,
  recentSearches,
}: {
  site: Site;
  account: Account;
  recentSearches?: ReactNode;
}) {
  const carsSaved = await watchedCars(site, account);
  const { config } = site;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-1 text-3xl font-bold">My Garage</h1>
      <p className="mb-8 text-muted">Signed in as {account.phone.replace(/^\+61/, "0")}.</p>
      <Section title="Watchlist" titleId="garage-watchlist" className="mb-10">
        {carsSaved.length === 0 ? (
          <div className="flex flex-col items-start gap-3">
            <p>Your watchlist is empty. Save a car with the heart on its card or page and it shows here.</p>
            <ButtonLink href="/search/new-used-and-demo-cars">Browse our stock</ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {carsSaved.map((car) => (
              <GarageItem key={car.id} carId={car.id}>
                <article
                  aria-labelledby={`garage-${car.id}`}
                  className="flex h-full flex-col overflow-hidden rounded-site border border-border bg-surface shadow-sm"
                  data-status={isInStock(car.status) ? (car.reserved ? "reserved" : "available") : "sold"}
                >
                  <div className="relative aspect-[4/3] bg-surface-alt">
                    {car.imageUrl ? (
                      <Image
                        src={car.imageUrl}
                        alt=""
                        width={400}
                        height={300}
                        className={`h-full w-full object-cover ${isInStock(car.status) ? "" : "opacity-60 grayscale"}`}
                      />
                    ) : null}
                    <span className="absolute left-2 top-2">{statusBadge(car)}</span>
                    <SaveButton
                      className="absolute right-2 top-2"
                      siteSlug={site.slug}
                      car={{
                        id: car.id,
                        name: car.name,
                        slug: car.slug,
                        make: car.make,
                        model: car.model,
                        primary_image_url: car.imageUrl,
                        status: car.status,
                        price: car.price,
                      }}
                      favourites={config.features.favourites}
                      watchlist
                      hideWhenNoPrice={config.search.resultCard.hideSaveControlsWhenNoPrice}
                      eventId={config.analytics.eventIds.favourite}
                      listPath={savedCarsPath(config)}
                    />
                  </div>
                  <div className="flex flex-1 flex-col gap-1 p-4">
                    <h3 id={`garage-${car.id}`} className="font-semibold">
                      <Link href={`/cars/${car.slug}`} className="hover:underline">
                        {car.name}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted">{formatOdometer(car.km)}</p>
                    <GaragePrice car={car} config={config} />
                    <Link
                      href={`/cars/${car.slug}`}
                      className="mt-auto pt-2 text-sm font-semibold text-primary underline"
                    >
                      {isInStock(car.status) ? "View details" : "See the car (sold)"}
                    </Link>
                  </div>
                </article>
              </GarageItem>
            ))}
          </ul>
        )}
      </Section>
      {/* Recent searches: the shopper's last searches go here when that part of the product provides them. */}
      {recentSearches ? <div data-slot="garage-recent-searches">{recentSearches}</div> : null}
    </div>
  );
}
