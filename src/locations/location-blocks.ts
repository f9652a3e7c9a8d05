// Which locations a locations block lists (`contact.locationBlocks`): the primary one, those of a
// department (sales, service, parts, or service and parts together), all of them, or one location
// named by its slug or id; then optionally narrowed to a manufacturer's or a subtype's locations,
// with slugs added to or taken from the result.

import type { locationBlockSelections } from "@/sites/config-schema";

export type LocationBlockSelection = (typeof locationBlockSelections)[number];

export type LocationBlockFilter = {
  show: LocationBlockSelection;
  /** For "one": the location's slug (configs name slugs, which survive a reseed) or its id. */
  locationSlug: string | null;
  manufacturer: string | null;
  subtype: string | null;
  includeLocationSlugs: readonly string[];
  excludeLocationSlugs: readonly string[];
};

export type BlockLocation = {
  id: string;
  slug: string;
  locationType: "sales" | "service" | "parts" | "";
  locationSubtype: string | null;
  manufacturers: readonly string[];
  isPrimary: boolean;
};

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function selected<T extends BlockLocation>(locations: readonly T[], show: LocationBlockSelection, one: string | null) {
  switch (show) {
    case "primary": {
      const primary = locations.find((location) => location.isPrimary) ?? locations[0];
      return primary ? [primary] : [];
    }
    case "sales":
    case "service":
    case "parts":
      return locations.filter((location) => location.locationType === show);
    case "service-and-parts":
      return locations.filter((location) => location.locationType === "service" || location.locationType === "parts");
    case "all":
      return [...locations];
    case "one":
      return locations.filter((location) => one !== null && (location.slug === one || location.id === one));
  }
}

/** The locations a block lists, in the order given. */
export function filterLocationBlocks<T extends BlockLocation>(
  locations: readonly T[],
  filter: LocationBlockFilter,
): T[] {
  const { show, locationSlug, manufacturer, subtype, includeLocationSlugs, excludeLocationSlugs } = filter;
  const chosen = new Set(
    selected(locations, show, locationSlug).filter(
      (location) =>
        (manufacturer === null || location.manufacturers.some((name) => sameText(name, manufacturer))) &&
        (subtype === null || (location.locationSubtype !== null && sameText(location.locationSubtype, subtype))),
    ),
  );
  return locations.filter(
    (location) =>
      (chosen.has(location) || includeLocationSlugs.includes(location.slug)) &&
      !excludeLocationSlugs.includes(location.slug),
  );
}
