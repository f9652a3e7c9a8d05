import { formatDate } from "@/platform/format";
import { isFiniteNumber, isJsonObject } from "@/platform/json-guards";
import { slugify } from "@/platform/slugify";
import type { MarketData, SpecificationRow } from "@/platform/db/json-types";
import type { CarDocument } from "@/cars/car";

type ItemType = CarDocument["item_type"];

// The vehicle page's rules, kept pure so each is tested on its own.

/** 'Expires on {date}'; 'Unregistered' on the sites that say so when there is no rego; nothing once past. */
export function regoText(
  regoExpiry: string | null,
  options: { unregisteredText: boolean; today: string },
): string | null {
  if (!regoExpiry) return options.unregisteredText ? "Unregistered" : null;
  if (regoExpiry < options.today) return null;
  return `Expires on ${formatDate(regoExpiry)}`;
}

/** Weekly fuel cost = distance / 100 × consumption × price. */
export function weeklyFuelCost(input: { kmPerWeek: number; litresPer100Km: number; pricePerLitre: number }): number {
  return (Math.max(0, input.kmPerWeek) / 100) * Math.max(0, input.litresPer100Km) * Math.max(0, input.pricePerLitre);
}

/** Electric cars buy no fuel. */
export function showsFuelCalculator(fuel: string | null): boolean {
  return fuel?.toLowerCase() !== "electric";
}

/** Specification rows with a value to show. */
export function visibleSpecRows(rows: readonly SpecificationRow[]): SpecificationRow[] {
  return rows.filter((row) => row.value.trim() !== "" && row.value.trim() !== "-");
}

export const metresPerFoot = 0.3048;

export function feetToMetres(feet: number): number {
  return Math.round(feet * metresPerFoot * 100) / 100;
}

/** The announcement bar: shown when the car is kept in another city than the primary location's. */
export function locationAnnouncement(carCity: string | null, primaryCity: string | null): string | null {
  if (!carCity || !primaryCity || carCity.toLowerCase() === primaryCity.toLowerCase()) return null;
  return `This vehicle is located in ${carCity}.`;
}

export type Crumb = { label: string; href: string };

const itemTypeNouns: Record<ItemType, string> = { car: "Cars", caravan: "Caravans", motorcycle: "Motorcycles" };

/**
 * Home > type > make > model > body; used-car dealers link under /used-car instead of /search. The
 * type names what the item is ('Used Caravans', 'New Motorcycles'); a caravan's or motorcycle's
 * crumbs are the same landing searches narrowed to its item type, so each lands on a listing of
 * its kind.
 */
export function breadcrumb(
  car: { carType: string; itemType: ItemType; make: string; model: string; body: string | null },
  prefix: "/search" | "/used-car",
): Crumb[] {
  const typeLabel = `${car.carType.charAt(0).toUpperCase()}${car.carType.slice(1)} ${itemTypeNouns[car.itemType]}`;
  const make = slugify(car.make);
  const model = slugify(car.model);
  const href = (path: string, query: Record<string, string> = {}) => {
    const params = new URLSearchParams(query);
    if (car.itemType !== "car") params.set("item_type", car.itemType);
    const search = params.toString();
    return search ? `${prefix}${path}?${search}` : `${prefix}${path}`;
  };
  const crumbs: Crumb[] = [
    { label: "Home", href: "/" },
    { label: typeLabel, href: href(`/${car.carType}-cars`) },
    { label: car.make, href: href(`/${make}`) },
    { label: car.model, href: href(`/${make}/${model}`) },
  ];
  if (car.body) crumbs.push({ label: car.body, href: href(`/${make}/${model}`, { body: car.body }) });
  return crumbs;
}

export type PriceComparison = {
  fill: number;
  listing_price: number;
  market_range_min: number;
  market_range_max: number;
  confidence: number;
  description: string;
};

function isNumberOrNothing(value: unknown): value is number | null | undefined {
  return value === null || value === undefined || isFiniteNumber(value);
}

/**
 * The figures in a reply of GET /api/cars/{slug}/autogauge: any may be missing (null or absent), and
 * showsPriceComparison decides whether they are enough to show. Null when the body is not such a
 * reply (a figure of the wrong type, say).
 */
export function readComparisonReply(body: unknown): Partial<PriceComparison> | null {
  if (!isJsonObject(body)) return null;
  const { fill, listing_price, market_range_min, market_range_max, confidence, description } = body;
  if (
    !isNumberOrNothing(fill) ||
    !isNumberOrNothing(listing_price) ||
    !isNumberOrNothing(market_range_min) ||
    !isNumberOrNothing(market_range_max) ||
    !isNumberOrNothing(confidence) ||
    !(description === null || description === undefined || typeof description === "string")
  )
    return null;
  return {
    fill: fill ?? undefined,
    listing_price: listing_price ?? undefined,
    market_range_min: market_range_min ?? undefined,
    market_range_max: market_range_max ?? undefined,
    confidence: confidence ?? undefined,
    description: description ?? "",
  };
}

/** Shown only with all five figures, confidence above 0.2 and a market top not below the listing price. */
export function showsPriceComparison(data: Partial<PriceComparison> | null): data is PriceComparison {
  if (!data) return false;
  const { fill, listing_price, market_range_min, market_range_max, confidence } = data;
  if ([fill, listing_price, market_range_min, market_range_max, confidence].some((value) => value == null))
    return false;
  return (confidence ?? 0) > 0.2 && (market_range_max ?? 0) >= (listing_price ?? 0);
}

/** 'Below market' only when at least 500 under the average (state if known) and under the state average. */
/** The car's market average from its market data: the state's when given, else the national one. */
export function marketAverageOf(market: MarketData | null): number | null {
  return market?.state_average_market_price ?? market?.average_market_price ?? null;
}

export function showsMarketIndicator(price: number, market: MarketData | null): boolean {
  if (!market || price <= 0) return false;
  const average = marketAverageOf(market);
  if (average == null || price > average - 500) return false;
  return market.state_average_market_price == null || price < market.state_average_market_price;
}

export type VehicleSection =
  | "keyInformation"
  | "video"
  | "comments"
  | "assurances"
  | "delivery"
  | "details"
  | "features"
  | "fuelCalculator"
  | "specifications"
  | "reserveOnline"
  | "whyBuyFromUs"
  | "protectYourCar"
  | "financeCalculator"
  | "location";

export type SectionLayout = "standard" | "one-dealer";

const sectionOrders: Record<SectionLayout, readonly VehicleSection[]> = {
  standard: [
    "keyInformation",
    "video",
    "comments",
    "reserveOnline",
    "assurances",
    "delivery",
    "details",
    "features",
    "fuelCalculator",
    "specifications",
    "financeCalculator",
    "location",
  ],
  // The one-dealer page: Key information, Our Comments, Reserve Online, Why Buy From Us?, Protect Your
  // Car, Car Summary, All Specifications; then the blocks the site switches on, ending with the
  // calculator and the location the summary and location line link to.
  "one-dealer": [
    "keyInformation",
    "comments",
    "reserveOnline",
    "whyBuyFromUs",
    "protectYourCar",
    "details",
    "features",
    "specifications",
    "assurances",
    "video",
    "delivery",
    "fuelCalculator",
    "financeCalculator",
    "location",
  ],
};

/** The main column's sections, in the layout's order (each still shows only when it has content). */
export function vehicleSectionOrder(layout: SectionLayout): readonly VehicleSection[] {
  return sectionOrders[layout];
}

const sectionTitles: Record<
  SectionLayout,
  Record<"keyInformation" | "comments" | "details" | "specifications", string>
> = {
  standard: {
    keyInformation: "Key information",
    comments: "Dealer comments",
    details: "Details",
    specifications: "All specifications",
  },
  "one-dealer": {
    keyInformation: "Key information",
    comments: "Our Comments",
    details: "Car Summary",
    specifications: "All Specifications",
  },
};

/** The headings that differ between layouts. */
export function vehicleSectionTitles(layout: SectionLayout) {
  return sectionTitles[layout];
}
