// What a lead form needs to know about its site, in a shape that crosses from the server to the
// browser: the form rules, the wording, the analytics ids, and the locations and dealerships to
// choose from (with their hours, so the browser can offer test-drive times).

import type { AnalyticsEventIds } from "@/sites/config-schema";
import type { OpeningHoursEntry } from "@/platform/db/json-types";
import type { LeadFormRules } from "./schemas";
import type { SpecialHoursEntry } from "./slots";

export type LeadFormSite = {
  slug: string;
  name: string;
  rules: LeadFormRules;
  privacyNotice: string;
  /** The published privacy policy the notice links to; null while the site has none. */
  privacyPolicyHref: string | null;
  successCategoryKey: string;
  eventIds: AnalyticsEventIds;
  /** Sites that mask phone numbers (shown with the locations). */
  maskPhone: boolean;
};

export type LeadLocationOption = {
  id: string;
  name: string;
  dealershipId: string;
  dealershipSlug: string;
  dealershipName: string;
  locationType: "sales" | "service" | "parts" | "";
  isPrimary: boolean;
  timeZone: string;
  openingHours: OpeningHoursEntry[];
  /** Only the entries that fall in the booking window. */
  specialHours: SpecialHoursEntry[];
};

export type LeadDealershipOption = { id: string; slug: string; name: string };

export type LeadFormContext = {
  site: LeadFormSite;
  locations: LeadLocationOption[];
  dealerships: LeadDealershipOption[];
};

/** The location a car's test drive is booked at: the car's own, else its dealership's first. */
export function bookingLocation(
  context: LeadFormContext,
  car: { location_id: string | null; dealership_id: string } | null,
  chosen: { locationId?: string | undefined; dealershipSlug?: string | undefined } = {},
): LeadLocationOption | null {
  const byId = (id: string | null | undefined) =>
    id ? (context.locations.find((location) => location.id === id) ?? null) : null;
  const firstOf = (matches: (location: LeadLocationOption) => boolean) => {
    const candidates = context.locations.filter(matches);
    return candidates.find((location) => location.locationType === "sales") ?? candidates[0] ?? null;
  };
  if (car) return byId(car.location_id) ?? firstOf((location) => location.dealershipId === car.dealership_id);
  return (
    byId(chosen.locationId) ??
    (chosen.dealershipSlug ? firstOf((location) => location.dealershipSlug === chosen.dealershipSlug) : null) ??
    (context.dealerships.length === 1 || context.locations.length === 1 ? firstOf(() => true) : null)
  );
}
