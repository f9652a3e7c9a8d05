// The budget search: what a shopper can spend from a repayment and a deposit, the body types they
// pick from, and the search addresses the budget widget and the price slider lead to.

import { isInStock, type CarDocument } from "@/cars/car";
import type { BodyTypeName, SiteConfig } from "@/sites/config-schema";
import { bodyTypeNames } from "@/sites/config-vocabularies";
import { allStockPath } from "@/stock/search-urls";

export type BudgetWidgetConfig = SiteConfig["budgetWidget"];

export const budgetInputRange = { min: 0, max: 1_000_000 } as const;

/** A repayment or deposit as typed: a number within 0 to 1,000,000; anything else is 0. */
export function coerceBudgetInput(raw: string | number): number {
  const value = typeof raw === "number" ? raw : Number(raw.replace(/[$,\s]/g, ""));
  if (!Number.isFinite(value) || (typeof raw === "string" && raw.trim() === "")) return 0;
  return Math.min(budgetInputRange.max, Math.max(budgetInputRange.min, value));
}

/**
 * What the repayments add up to over the term, plus the deposit. Deliberately no interest: it is a
 * rough "cars around this price" guide, and its terms say so.
 */
export function budgetAmount(input: {
  repayment: number;
  deposit: number;
  frequency: BudgetWidgetConfig["frequency"];
  termYears: number;
}): number {
  const perYear = input.frequency === "weekly" ? 52 : 12;
  return coerceBudgetInput(input.repayment) * perYear * input.termYears + coerceBudgetInput(input.deposit);
}

export function defaultRepayment(
  widget: Pick<BudgetWidgetConfig, "frequency" | "defaultRepaymentWeekly" | "defaultRepaymentMonthly">,
): number {
  return widget.frequency === "weekly" ? widget.defaultRepaymentWeekly : widget.defaultRepaymentMonthly;
}

type BodyTypeWords = { label: string; plural: string };

/** How each body type reads, and the `body` facet value its cars carry (the label). */
export const bodyTypeWords: Record<BodyTypeName, BodyTypeWords> = {
  "4x4": { label: "4x4", plural: "4x4s" },
  bus: { label: "Bus", plural: "Buses" },
  cabChassis: { label: "Cab Chassis", plural: "Cab Chassis" },
  convertible: { label: "Convertible", plural: "Convertibles" },
  coupe: { label: "Coupe", plural: "Coupes" },
  ev: { label: "EV", plural: "EVs" },
  hardtop: { label: "Hardtop", plural: "Hardtops" },
  hatch: { label: "Hatch", plural: "Hatches" },
  hatchback: { label: "Hatchback", plural: "Hatchbacks" },
  motorhome: { label: "Motorhome", plural: "Motorhomes" },
  lightTruck: { label: "Light Truck", plural: "Light Trucks" },
  peopleMover: { label: "People Mover", plural: "People Movers" },
  prestige: { label: "Prestige", plural: "Prestige Cars" },
  sedan: { label: "Sedan", plural: "Sedans" },
  softtop: { label: "Softtop", plural: "Softtops" },
  suv: { label: "SUV", plural: "SUVs" },
  ute: { label: "Ute", plural: "Utes" },
  van: { label: "Van", plural: "Vans" },
  wagon: { label: "Wagon", plural: "Wagons" },
  stationWagon: { label: "Station Wagon", plural: "Station Wagons" },
};

const squeeze = (text: string) => text.replace(/[\s_-]/g, "").toLowerCase();

export function bodyTypeForFacetValue(value: string): BodyTypeName | null {
  const wanted = squeeze(value);
  return (
    bodyTypeNames.find((name) => squeeze(name) === wanted || squeeze(bodyTypeWords[name].label) === wanted) ?? null
  );
}

/** The picture of a body type, a drawing in `public/body/`. */
export function bodyTypeImage(name: BodyTypeName): string {
  return `/body/${name}.svg`;
}

export type BodyTypeOption = {
  name: BodyTypeName;
  label: string;
  plural: string;
  image: string;
  /** The cheapest car of this body the widget would find, or null when there is none. */
  lowestPrice: number | null;
};

export type StockPrices = {
  /** Lowest and highest price of the cars the widget would find. */
  lowestPrice: number | null;
  highestPrice: number | null;
  byBody: Map<string, { count: number; lowestPrice: number }>;
};

/** Prices of the cars still for sale that a widget search includes (priced above `minPriceFilter`). */
export function summariseStockPrices(
  documents: readonly Pick<CarDocument, "price" | "status" | "body">[],
  minPriceFilter: number,
): StockPrices {
  let lowestPrice: number | null = null;
  let highestPrice: number | null = null;
  const byBody = new Map<string, { count: number; lowestPrice: number }>();
  for (const car of documents) {
    if (!isInStock(car.status) || !(car.price > minPriceFilter)) continue;
    lowestPrice = lowestPrice === null ? car.price : Math.min(lowestPrice, car.price);
    highestPrice = highestPrice === null ? car.price : Math.max(highestPrice, car.price);
    if (car.body === null) continue;
    const key = squeeze(car.body);
    const entry = byBody.get(key);
    if (entry) {
      entry.count += 1;
      entry.lowestPrice = Math.min(entry.lowestPrice, car.price);
    } else {
      byBody.set(key, { count: 1, lowestPrice: car.price });
    }
  }
  return { lowestPrice, highestPrice, byBody };
}

/**
 * The picker's body types: the site's own list, or else the commonest in stock (ties by name), up to
 * the site's limit. A listed type with no stock still shows: the shopper learns there is none.
 */
export function pickBodyTypes(widget: BudgetWidgetConfig, stock: StockPrices): BodyTypeOption[] {
  const chosen: BodyTypeName[] =
    widget.customBodyTypes ??
    [...stock.byBody.entries()]
      .map(([key, entry]) => ({ name: bodyTypeForFacetValue(key), count: entry.count }))
      .filter((entry): entry is { name: BodyTypeName; count: number } => entry.name !== null)
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
      .map((entry) => entry.name);
  return chosen.slice(0, widget.bodyTypeLimit).map((name) => ({
    name,
    ...bodyTypeWords[name],
    image: bodyTypeImage(name),
    lowestPrice: stock.byBody.get(squeeze(bodyTypeWords[name].label))?.lowestPrice ?? null,
  }));
}

/** The search for a budget: cars above the widget's floor up to the budget, of the chosen body. */
export function budgetSearchUrl(input: { budget: number; minPriceFilter: number; body: string | null }): string {
  // The floor is exclusive ("price above 1000") and prices are whole dollars.
  const min = Math.floor(input.minPriceFilter) + 1;
  const max = Math.max(min, Math.floor(input.budget));
  const params = new URLSearchParams({ price: `${min}-${max}` });
  if (input.body !== null) params.set("body", input.body);
  return `${allStockPath}?${params.toString()}`;
}

/** The search for a price range, dearest first (when the site offers that sort). */
export function priceRangeSearchUrl(range: readonly [number, number], sortByHighestPrice: boolean): string {
  const params = new URLSearchParams({ price: `${Math.round(range[0])}-${Math.round(range[1])}` });
  if (sortByHighestPrice) params.set("sortBy", "highestPrice");
  return `${allStockPath}?${params.toString()}`;
}

export type SliderRange = { min: number; max: number; step: number };

/**
 * The price slider runs over the widget's range: the product's default $5,000 to $250,000 in steps
 * of $500, which a site may override. Not the dearest car in stock: a range that moves with the
 * stock would move the shopper's budget under them.
 */
export function priceSliderRange(widget: BudgetWidgetConfig): SliderRange {
  return { min: widget.sliderMin, max: widget.sliderMax, step: widget.sliderStep };
}
