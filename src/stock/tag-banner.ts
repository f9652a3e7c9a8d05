// The one banner a car's picture carries. Only one shows, so the product fixes a priority: what a
// shopper most needs to know first (it is electric, it is already spoken for) beats marketing
// ("New Arrival"). A car that is no longer for sale always says so, whatever else is true of it.

import { isInStock, type CarDocument } from "@/cars/car";

export type TagBannerKind =
  "electric" | "hybrid" | "reserved" | "certified" | "custom" | "coming-soon" | "just-arrived" | "sold";

export type TagBanner = { kind: TagBannerKind; text: string };

export type TagBannerCar = Pick<
  CarDocument,
  "status" | "fuel" | "reserved" | "certified" | "car_type" | "tag" | "created_at_timestamp"
>;

export type TagBannerOptions = {
  /** The site's `features.electricTag`. */
  electricTag: boolean;
  /** The site's `search.filters.justArrivedDays`; 0 switches the just-arrived tag off. */
  justArrivedDays: number;
  labels: {
    soldTag: string;
    comingSoonTag: string;
    reservedTag: string;
    certifiedTag: string;
    /** The just-arrived tag. */
    defaultCarTag: string;
  };
  /** Unix seconds; passed in so a server render and its tests agree on "now". */
  nowSeconds: number;
};

const secondsPerDay = 86_400;

function fuelBanner(fuel: string | null): TagBanner | null {
  // Feeds are not consistent about case, so "ELECTRIC" and "electric" must both count.
  switch (fuel?.trim().toLowerCase()) {
    case "electric":
      return { kind: "electric", text: "ELECTRIC" };
    case "hybrid":
    case "phev":
      return { kind: "hybrid", text: "HYBRID" };
    default:
      return null;
  }
}

/**
 * A car created exactly `justArrivedDays` days ago still counts as just arrived. One created
 * "in the future" (a feed clock ahead of ours) is as new as it gets, so it counts too.
 */
function isJustArrived(createdAtSeconds: number, justArrivedDays: number, nowSeconds: number): boolean {
  if (justArrivedDays <= 0) return false;
  return nowSeconds - createdAtSeconds <= justArrivedDays * secondsPerDay;
}

export function tagBanner(car: TagBannerCar, options: TagBannerOptions): TagBanner | null {
  const { labels } = options;
  if (!isInStock(car.status)) return { kind: "sold", text: labels.soldTag };

  if (options.electricTag) {
    const banner = fuelBanner(car.fuel);
    if (banner) return banner;
  }
  if (car.reserved) return { kind: "reserved", text: labels.reservedTag };
  // A certified new car is meaningless: the certified-used programme is for used cars only.
  if (car.certified && car.car_type === "used") return { kind: "certified", text: labels.certifiedTag };
  const customTag = car.tag?.trim();
  if (customTag) return { kind: "custom", text: customTag };
  if (car.status === "coming_soon") return { kind: "coming-soon", text: labels.comingSoonTag };
  if (isJustArrived(car.created_at_timestamp, options.justArrivedDays, options.nowSeconds)) {
    return { kind: "just-arrived", text: labels.defaultCarTag };
  }
  return null;
}
