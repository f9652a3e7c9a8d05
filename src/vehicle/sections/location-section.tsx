import type { CarDetail } from "../get-car";
import { Section } from "@/ui/section";

/** Where the car is kept; the target of the header's location link. */
export function LocationSection({ location }: { location: CarDetail["location"] }) {
  if (!location) return null;
  return (
    <Section id="vehicle-map" titleId="location-title" title="Where to see it" tone="tinted">
      <p>
        {location.name}: {location.street}, {location.city} {location.state} {location.postcode}
      </p>
    </Section>
  );
}
