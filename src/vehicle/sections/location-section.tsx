import { directionsUrl, mapProviderFor } from "@/locations/map-provider";
import { locationPath } from "@/locations/location-paths";
import type { SiteConfig } from "@/sites/config-schema";
import { Link } from "@/ui/link";
import { Section } from "@/ui/section";
import type { CarDetail } from "../get-car";

/**
 * Where the car is kept, the target of the header's location link: the yard's address on the site's
 * map (drawn locally unless the site chose an embedded one), directions and the place's own map
 * link (links out; nothing is fetched for them), and the location's page with its hours.
 */
export function LocationSection({
  location,
  contact,
}: {
  location: CarDetail["location"];
  contact: Pick<SiteConfig["contact"], "mapProvider">;
}) {
  if (!location) return null;
  const map = mapProviderFor(contact.mapProvider).render(
    [
      {
        name: location.name,
        city: location.city,
        state: location.state,
        lat: location.lat,
        lng: location.lng,
        placeId: location.placeId,
        mapKey: location.mapKey,
      },
    ],
    { zoom: 15, title: `Map of ${location.name}`, className: "w-full rounded-site" },
  );
  const outLink = "font-semibold text-primary underline";
  return (
    <Section id="vehicle-map" titleId="location-title" title="Where to see it" tone="tinted">
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]" data-testid="vehicle-location">
        <div>{map}</div>
        <div className="space-y-2">
          <p className="font-semibold">{location.name}</p>
          <p>
            {location.street}, {location.city} {location.state} {location.postcode}
          </p>
          <p>
            <a href={directionsUrl(location)} target="_blank" rel="noopener noreferrer" className={outLink}>
              Get directions
            </a>
          </p>
          {location.placeUrl ? (
            <p>
              <a href={location.placeUrl} target="_blank" rel="noopener noreferrer" className={outLink}>
                View on map
              </a>
            </p>
          ) : null}
          <p>
            <Link href={locationPath(location.slug)} className={outLink}>
              Opening hours and contact
            </Link>
          </p>
        </div>
      </div>
    </Section>
  );
}
