// Which hours the opening-hours dropdown offers: one option per location type the site has (Sales,
// Service, Parts…), each the hours of the location that best stands for that type here — the page's
// own location for its type, else one of the same dealership, else the site's primary or first.

import type { OpeningHoursEntry } from "@/platform/db/json-types";
import { groupOpeningHours } from "./opening-hours";
import type { HoursOption } from "./components/opening-hours-table";

export type HoursLocation = {
  id: string;
  name: string;
  dealershipId: string;
  locationType: "sales" | "service" | "parts" | "";
  isPrimary: boolean;
  openingHours: OpeningHoursEntry[];
};

const typeOrder = ["sales", "service", "parts", ""] as const;
const typeLabels: Record<HoursLocation["locationType"], string> = {
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "": "Opening Hours",
};

export function hoursOptions(
  locations: readonly HoursLocation[],
  current: HoursLocation | null,
  closedText: string,
): HoursOption[] {
  const pool =
    current && !locations.some((location) => location.id === current.id) ? [current, ...locations] : locations;
  const options = typeOrder.flatMap((type): HoursOption[] => {
    const ofType = pool.filter((location) => location.locationType === type);
    const chosen =
      (current?.locationType === type ? current : null) ??
      ofType.find((location) => location.dealershipId === current?.dealershipId) ??
      ofType.find((location) => location.isPrimary) ??
      ofType[0];
    if (!chosen) return [];
    return [
      {
        key: type || "general",
        label: typeLabels[type],
        locationName: chosen.name,
        rows: groupOpeningHours(chosen.openingHours, closedText),
      },
    ];
  });
  // The page's own location first: its hours are what the shopper came for.
  const ownKey = current ? current.locationType || "general" : null;
  return [...options.filter((option) => option.key === ownKey), ...options.filter((option) => option.key !== ownKey)];
}
