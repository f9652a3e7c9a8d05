// Where a location's own page lives. The same page answers /locations/{slug}, /contact-us/{slug} and
// /our-location/{slug} (the addresses dealers' menus and old links use); cards link to the first.

export const locationPagePrefixes = ["/locations", "/contact-us", "/our-location"] as const;

export function locationPath(slug: string): string {
  return `/locations/${slug}`;
}
