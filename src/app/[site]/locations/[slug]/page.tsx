import type { Metadata } from "next";
import { LocationEnquiry } from "@/leads/pages/lead-pages";
import { LocationPage } from "@/locations/location-page";
import { getLocationBySlug } from "@/locations/queries";
import { locationPath } from "@/locations/location-paths";
import { pageShareMetadata } from "@/seo/page-metadata";
import { getSiteForPage } from "@/sites/get-site";
import { requireSite } from "@/sites/site-page";

// One location's page; /contact-us/{slug} and /our-location/{slug} render this same route.

type LocationRouteProps = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: LocationRouteProps): Promise<Metadata> {
  const { site: key, slug } = await params;
  const site = await getSiteForPage(key);
  const location = site ? await getLocationBySlug(site, slug) : null;
  // The location's name carries the dealer's already: without the site's suffix the title stays
  // within the 60–70 characters a results page shows.
  if (!site || !location) return {};
  const title = `${location.name} – Hours and Directions`;
  const { street, city, state, postcode } = location.address;
  const description = [street, city, state, postcode].filter(Boolean).join(", ");
  return {
    title: { absolute: title },
    ...(await pageShareMetadata(site, { path: locationPath(slug), title, description: description || undefined })),
  };
}

export default async function LocationRoute({ params }: LocationRouteProps) {
  const site = await requireSite(params);
  const { slug } = await params;
  return (
    <LocationPage site={site} slug={slug} enquiry={(location) => <LocationEnquiry site={site} location={location} />} />
  );
}
