import { requestSeconds } from "@/platform/clock";
import type { Site } from "@/sites/get-site";
import { Button } from "@/ui/button";
import { Field, inputClass } from "@/ui/field";
import { Section } from "@/ui/section";
import { LocationCard, locationGridClass } from "./components/location-card";
import { mapProviderFor, staticMapProvider } from "./map-provider";
import { closedDayLabel } from "./opening-hours";
import { nearestLocations, searchPostcode } from "./postcodes";
import { listLocations, type Location } from "./queries";

// /dealer-locator: a postcode search over the site's locations, nearest first by great-circle
// distance, with a map of them and their cards. A plain GET form, so it works before any script.

export async function DealerLocatorPage({ site, postcode }: { site: Site; postcode: string | null }) {
  const { contact } = site.config;
  const locations = await listLocations(site);
  const search = searchPostcode(postcode);
  const now = new Date(requestSeconds() * 1000);
  const closedText = closedDayLabel(contact.closedDayText);
  const listed: { location: Location; distanceKm?: number }[] =
    search.status === "found"
      ? nearestLocations(search.place, locations)
      : [...locations].sort((a, b) => a.name.localeCompare(b.name)).map((location) => ({ location }));
  const places = listed.map(({ location }) => ({
    name: location.name,
    city: location.address.city,
    state: location.address.state,
    lat: location.address.lat,
    lng: location.address.lng,
    placeId: location.map.placeId,
    mapKey: location.map.mapKey,
  }));
  // An embed shows one place; several are drawn locally.
  const provider = places.length === 1 ? mapProviderFor(contact.mapProvider) : staticMapProvider;

  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="dealer-locator">
      <h1 className="mb-6 text-3xl font-bold">Dealer Locator</h1>
      <form method="get" action="/dealer-locator" className="mb-6 flex flex-wrap items-end gap-3" role="search">
        <Field id="dealer-locator-postcode" label="Your postcode" className="w-48">
          <input
            type="text"
            id="dealer-locator-postcode"
            name="postcode"
            inputMode="numeric"
            maxLength={4}
            defaultValue={postcode ?? ""}
            className={inputClass}
            autoComplete="postal-code"
            aria-invalid={search.status === "invalid" ? true : undefined}
            aria-describedby={search.status === "invalid" ? "dealer-locator-postcode-error" : undefined}
          />
        </Field>
        <Button type="submit">Find nearest</Button>
        {search.status === "invalid" ? (
          <p
            id="dealer-locator-postcode-error"
            role="alert"
            className="w-full text-sm font-medium text-red-700"
            data-testid="postcode-error"
          >
            {search.message}
          </p>
        ) : null}
      </form>
      {search.status === "found" ? (
        <p className="mb-4" data-testid="postcode-place">
          Nearest to {search.place.locality} {search.place.state} {search.place.postcode}
        </p>
      ) : null}
      <div className="mb-8">
        {provider.render(places, {
          zoom: contact.mapDefaultZoom,
          title: "Map of our locations",
          // Several places show whole at the drawing's own proportions; one fills a band.
          className: `${places.length > 1 ? "h-auto" : "h-80"} w-full rounded-site border border-border`,
        })}
      </div>
      <Section
        titleId="dealer-locator-results"
        title={search.status === "found" ? "Nearest locations" : "Our locations"}
      >
        <ol className={locationGridClass(listed.length)} data-testid="dealer-locator-results">
          {listed.map(({ location, distanceKm }) => (
            <li key={location.id}>
              <LocationCard
                location={location}
                maskPhone={contact.maskPhone}
                closedText={closedText}
                now={now}
                distanceKm={distanceKm}
              />
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
