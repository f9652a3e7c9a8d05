import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { requestSeconds } from "@/platform/clock";
import type { SiteConfig } from "@/sites/config-schema";
import type { Site } from "@/sites/get-site";
import { cardClass } from "@/ui/card";
import { Section } from "@/ui/section";
import { HolidayHoursDialog } from "./components/holiday-hours-dialog";
import { OpeningHoursTable } from "./components/opening-hours-table";
import { ReviewsBadge, ReviewsList } from "./components/reviews";
import { hoursOptions } from "./hours-options";
import { directionsUrl, mapProviderFor } from "./map-provider";
import { applicableSpecialHours, closedDayLabel, dateInState, timeZoneLabel, todaysHours } from "./opening-hours";
import { PhoneLink } from "./phone-link";
import {
  getLocationBySlug,
  getReviewSummary,
  listLocations,
  listReviews,
  listSpecialHours,
  type Location,
  type ReviewSummary,
} from "./queries";
import { reviewsToShow } from "./reviews";
import { timeZoneForState } from "@/platform/australian-states";

// One location's page (/locations/{slug}, /contact-us/{slug}, /our-location/{slug}): its map,
// address, phones, today's hours, the week's hours by department, holiday hours, directions, its
// reviews, and the enquiry form the route hands in for it.

/** "Times in AEDT (Sydney time)." */
export function zoneNote(state: string, now: Date): string {
  const city = timeZoneForState(state).split("/")[1]?.replace(/_/g, " ") ?? state;
  return `Times in ${timeZoneLabel(now, state)} (${city} time).`;
}

function secondPhoneLabel(phone: string): string {
  return /^04/.test(phone.replace(/\s/g, "")) ? "Mobile" : "Hotline";
}

export async function LocationPage({
  site,
  slug,
  enquiry,
}: {
  site: Site;
  slug: string;
  /** The enquiry form for this location, from the leads layer. */
  enquiry?: (location: Location) => ReactNode;
}) {
  const location = await getLocationBySlug(site, slug);
  if (!location) notFound();
  const { contact, reviews: reviewSettings } = site.config;
  const now = new Date(requestSeconds() * 1000);
  const { state } = location.address;
  const [locations, special, summary, reviews] = await Promise.all([
    listLocations(site),
    contact.showHolidayHours ? listSpecialHours(site, [location.id], dateInState(now, state)) : Promise.resolve([]),
    getReviewSummary(site, location.id),
    reviewSettings.enabled ? listReviews(site, location.id) : Promise.resolve([]),
  ]);
  const closedText = closedDayLabel(contact.closedDayText);
  const holidays = applicableSpecialHours(special, state, now);
  const shownReviews = reviewsToShow(reviews, reviewSettings.minimumRating, reviewSettings.googleReviewsCount);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10" data-testid="location-page">
      <h1 className="text-3xl font-bold">{location.name}</h1>
      <p className="mb-6 text-muted">
        {location.dealershipName}
        {location.locationSubtype ? ` · ${location.locationSubtype}` : ""}
      </p>
      <LocationSummary
        location={location}
        contact={contact}
        now={now}
        reviews={contact.showGoogleReviewsBadge && reviewSettings.enabled ? summary : null}
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <Section titleId="location-hours-title" title="Hours" tone="outline">
          <OpeningHoursTable options={hoursOptions(locations, location, closedText)} zoneNote={zoneNote(state, now)} />
          <div className="mt-4">
            <HolidayHoursDialog rows={holidays} locationName={location.name} />
          </div>
        </Section>
        {enquiry ? (
          <Section titleId="location-enquiry-title" title={`Enquire at ${location.name}`}>
            {enquiry(location)}
          </Section>
        ) : null}
      </div>

      {shownReviews.length > 0 ? (
        <div className="mt-10">
          <ReviewsList reviews={shownReviews} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * The single-location section: the map beside the address, phones (the second number a 1300 line or a
 * mobile), today's hours in the location's zone, the licence, directions and the reviews badge.
 */
export function LocationSummary({
  location,
  contact,
  now,
  reviews,
}: {
  location: Location;
  contact: SiteConfig["contact"];
  now: Date;
  reviews: ReviewSummary | null;
}) {
  const { state } = location.address;
  const today = todaysHours(location.openingHours, state, now, closedDayLabel(contact.closedDayText));
  const map = mapProviderFor(contact.mapProvider).render(
    [
      {
        name: location.name,
        city: location.address.city,
        state,
        lat: location.address.lat,
        lng: location.address.lng,
        placeId: location.map.placeId,
        mapKey: location.map.mapKey,
      },
    ],
    {
      zoom: contact.mapDefaultZoom,
      title: `Map of ${location.name}`,
      className: "h-72 w-full rounded-site border border-border lg:h-full",
    },
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="min-h-72">{map}</div>
      <div className={cardClass({ padding: "lg", className: "flex flex-col gap-3" })} data-testid="location-contact">
        <address className="not-italic">
          {location.address.street}
          <br />
          {location.address.city} {location.address.state} {location.address.postcode}
        </address>
        <p>
          <span className="font-semibold">Phone: </span>
          <PhoneLink phone={location.phone} masked={contact.maskPhone} className="text-primary underline" />
        </p>
        {location.landlinePhone ? (
          <p>
            <span className="font-semibold">{secondPhoneLabel(location.landlinePhone)}: </span>
            <PhoneLink phone={location.landlinePhone} masked={contact.maskPhone} className="text-primary underline" />
          </p>
        ) : null}
        <p data-testid="todays-hours">
          <span className="font-semibold">Today ({today.day}): </span>
          {today.hours}
        </p>
        {location.dealerLicenseNumber ? (
          <p className="text-sm text-muted">Dealer licence {location.dealerLicenseNumber}</p>
        ) : null}
        <p>
          <a
            href={directionsUrl({ name: location.name, ...location.address })}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold text-primary underline"
          >
            Get directions
          </a>
        </p>
        {reviews && reviews.averageRating !== null ? (
          <ReviewsBadge averageRating={reviews.averageRating} count={reviews.count} />
        ) : null}
      </div>
    </div>
  );
}
