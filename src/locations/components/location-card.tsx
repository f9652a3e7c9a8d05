import { Link } from "@/ui/link";
import { cardClass } from "@/ui/card";
import { PhoneLink } from "../phone-link";
import { locationPath } from "../location-paths";
import { todaysHours } from "../opening-hours";
import type { Location } from "../queries";

// The location cards: with 3 or more, three to a row on large screens; with fewer, wider cards.

export function locationGridClass(count: number): string {
  if (count >= 3) return "grid gap-4 md:grid-cols-2 lg:grid-cols-3";
  if (count === 2) return "grid gap-6 md:grid-cols-2";
  return "grid max-w-3xl gap-6";
}

export function LocationCard({
  location,
  maskPhone,
  closedText,
  now,
  distanceKm,
}: {
  location: Location;
  maskPhone: boolean;
  closedText: string;
  now: Date;
  distanceKm?: number;
}) {
  const today = todaysHours(location.openingHours, location.address.state, now, closedText);
  return (
    <article
      className={cardClass({ padding: "lg", className: "flex h-full flex-col gap-2" })}
      data-testid="location-card"
    >
      <h3 className="text-lg font-semibold">
        <Link href={locationPath(location.slug)} className="text-primary underline-offset-2 hover:underline">
          {location.name}
        </Link>
      </h3>
      <p className="text-sm text-muted">
        {location.dealershipName}
        {location.locationSubtype ? ` · ${location.locationSubtype}` : ""}
      </p>
      {distanceKm === undefined ? null : (
        <p className="text-sm font-semibold" data-testid="location-distance">
          {distanceKm < 10 ? distanceKm.toFixed(1) : Math.round(distanceKm)} km away
        </p>
      )}
      <address className="not-italic">
        {location.address.street}
        <br />
        {location.address.city} {location.address.state} {location.address.postcode}
      </address>
      <p>
        <PhoneLink phone={location.phone} masked={maskPhone} className="font-semibold text-primary underline" />
      </p>
      <p className="text-sm">
        <span className="font-semibold">Today ({today.day}):</span> {today.hours}
      </p>
    </article>
  );
}

export function LocationCardGrid({
  locations,
  maskPhone,
  closedText,
  now,
}: {
  locations: readonly Location[];
  maskPhone: boolean;
  closedText: string;
  now: Date;
}) {
  return (
    <ul className={locationGridClass(locations.length)} data-testid="location-grid">
      {locations.map((location) => (
        <li key={location.id}>
          <LocationCard location={location} maskPhone={maskPhone} closedText={closedText} now={now} />
        </li>
      ))}
    </ul>
  );
}
