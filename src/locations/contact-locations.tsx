import { requestSeconds } from "@/platform/clock";
import type { Site } from "@/sites/get-site";
import { Section } from "@/ui/section";
import { HolidayHoursDialog } from "./components/holiday-hours-dialog";
import { LocationCard } from "./components/location-card";
import { OpeningHoursTable } from "./components/opening-hours-table";
import { ReviewsBadge, ReviewsList } from "./components/reviews";
import { hoursOptions } from "./hours-options";
import { filterLocationBlocks } from "./location-blocks";
import { LocationSummary, zoneNote } from "./location-page";
import { staticMapProvider } from "./map-provider";
import { applicableSpecialHours, closedDayLabel, dateInState } from "./opening-hours";
import { getReviewSummary, listLocations, listReviews, listSpecialHours } from "./queries";
import { reviewsToShow } from "./reviews";

// The contact page's locations column: the reviews badge, a card per location (each linking to its
// page), the opening hours by department and the primary location's holiday hours.

/** `withBadge` false where the page shows the reviews badge already (the single layout's location section). */
export async function ContactLocations({
  site,
  withMap = false,
  withBadge = true,
}: {
  site: Site;
  withMap?: boolean;
  withBadge?: boolean;
}) {
  const { contact, reviews } = site.config;
  const locations = filterLocationBlocks(await listLocations(site), contact.locationBlocks);
  const primary = locations[0];
  if (!primary) return null;
  const now = new Date(requestSeconds() * 1000);
  const { state } = primary.address;
  const [special, summary] = await Promise.all([
    contact.showHolidayHours ? listSpecialHours(site, [primary.id], dateInState(now, state)) : Promise.resolve([]),
    getReviewSummary(site),
  ]);
  const closedText = closedDayLabel(contact.closedDayText);
  return (
    <div className="flex flex-col gap-6">
      {withMap
        ? staticMapProvider.render(
            locations.map((location) => ({
              name: location.name,
              city: location.address.city,
              state: location.address.state,
              lat: location.address.lat,
              lng: location.address.lng,
              placeId: location.map.placeId,
              mapKey: location.map.mapKey,
            })),
            {
              zoom: contact.mapDefaultZoom,
              title: "Map of our locations",
              className: "h-64 w-full rounded-site border border-border",
            },
          )
        : null}
      {withBadge && contact.showGoogleReviewsBadge && reviews.enabled && summary.averageRating !== null ? (
        <div>
          <ReviewsBadge averageRating={summary.averageRating} count={summary.count} />
        </div>
      ) : null}
      <Section titleId="contact-locations" title="Our Locations" size="lg" data-testid="contact-locations">
        <ul className="space-y-4">
          {locations.map((location) => (
            <li key={location.id}>
              <LocationCard location={location} maskPhone={contact.maskPhone} closedText={closedText} now={now} />
            </li>
          ))}
        </ul>
      </Section>
      <Section titleId="contact-hours" title="Hours" tone="outline">
        <OpeningHoursTable options={hoursOptions(locations, null, closedText)} zoneNote={zoneNote(state, now)} />
        <div className="mt-4">
          <HolidayHoursDialog rows={applicableSpecialHours(special, state, now)} locationName={primary.name} />
        </div>
      </Section>
    </div>
  );
}

/** The contact page's single-location section: the primary location's map and details. */
export async function PrimaryLocationSummary({ site }: { site: Site }) {
  const { contact, reviews } = site.config;
  const [primary] = filterLocationBlocks(await listLocations(site), contact.locationBlocks);
  if (!primary) return null;
  const summary = contact.showGoogleReviewsBadge && reviews.enabled ? await getReviewSummary(site, primary.id) : null;
  return (
    <Section titleId="primary-location-title" title={primary.name} size="lg" data-testid="primary-location">
      <LocationSummary location={primary} contact={contact} now={new Date(requestSeconds() * 1000)} reviews={summary} />
    </Section>
  );
}

/** The site's reviews at or above its minimum rating, at most its review count; none when reviews are off. */
export async function SiteReviews({ site }: { site: Site }) {
  const { reviews } = site.config;
  if (!reviews.enabled) return null;
  const shown = reviewsToShow(await listReviews(site), reviews.minimumRating, reviews.googleReviewsCount);
  return <ReviewsList reviews={shown} titleId="site-reviews-title" />;
}
