import type { CarDetail } from "../get-car";

/** Where the car is kept; the target of the header's location link. */
export function LocationSection({ location }: { location: CarDetail["location"] }) {
  if (!location) return null;
  return (
    <section id="vehicle-map" aria-labelledby="location-title" className="rounded-site bg-surface-alt p-4">
      <h2 id="location-title" className="text-xl font-bold">
        Where to see it
      </h2>
      <p>
        {location.name}: {location.street}, {location.city} {location.state} {location.postcode}
      </p>
    </section>
  );
}
