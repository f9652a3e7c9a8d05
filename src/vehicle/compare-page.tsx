import "server-only";
import { isInStock } from "@/cars/car";
import { carTitle } from "@/cars/car-title";
import { figuresText, settledFigures } from "@/finance/finance-display";
import { formatOdometer } from "@/platform/format";
import type { Site } from "@/sites/get-site";
import { priceQualifier, priceText } from "@/cars/price";
import type { ComparedVehicle } from "./compare";
import { CompareView } from "./components/compare-view";
import { carFinanceDisplay } from "./car-finance";
import { getCarDetailById, type CarDetail } from "./get-car";
import { visibleSpecRows } from "./vehicle-rules";

function availability(detail: CarDetail): string | null {
  const { row } = detail;
  if (!isInStock(row.status)) return "Sold";
  if (row.reserved) return "Reserved";
  return row.status === "coming_soon" ? "Coming soon" : null;
}

function engineText(detail: CarDetail): string | null {
  const { row } = detail;
  if (row.engineSizeLitres !== null && row.engineSizeLitres > 0) return `${row.engineSizeLitres.toFixed(1)} L`;
  if (row.engineSize !== null && row.engineSize > 0) return `${row.engineSize} cc`;
  return null;
}

/** One car's column, every value as the shopper reads it. */
export function comparedVehicle(detail: CarDetail, site: Site, now: Date): ComparedVehicle {
  const { row, document } = detail;
  const inStock = isInStock(row.status);
  // The car's one finance figure, as its card and its page show it.
  const display = inStock ? carFinanceDisplay(detail, site.config, now) : null;
  const finance = display ? figuresText(settledFigures(display, site.config.finance)) : null;
  return {
    id: row.id,
    slug: row.slug,
    name: carTitle(row),
    imageUrl: document.primary_image_url,
    inStock,
    availability: availability(detail),
    overview: {
      price: inStock
        ? priceText(
            {
              price: row.price,
              beforePrice: row.beforePrice,
              subscriptionPrice: row.subscriptionPrice,
              preorder: row.preorder,
              qualifier: priceQualifier(row.priceType),
            },
            site.config,
          )
        : "Sold",
      finance,
      km: formatOdometer(row.km),
      year: String(row.year),
      body: document.body,
      transmission: document.transmission,
      fuel: document.fuel,
      engine: engineText(detail),
      seats: row.seats === null ? null : String(row.seats),
      colour: row.colour,
    },
    features: row.standardEquipment,
    specifications: visibleSpecRows(row.specifications).map((spec) => ({
      group: spec.group,
      label: spec.label,
      value: spec.value,
    })),
  };
}

/**
 * /compare?ids=a,b,c: the cars the address names, read from the server, so a shared address shows the
 * same table to whoever opens it. Without ids the browser fills them in from the shopper's picks.
 */
export async function ComparePage({ site, ids, hasIds }: { site: Site; ids: readonly string[]; hasIds: boolean }) {
  const details = await Promise.all(ids.map((id) => getCarDetailById(site, id)));
  const now = new Date();
  const vehicles = details
    .filter((detail): detail is CarDetail => detail !== null)
    .map((detail) => comparedVehicle(detail, site, now));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold">Compare {site.config.labels.carNoun.plural.toLowerCase()}</h1>
      <CompareView
        key={ids.join(",")}
        siteSlug={site.slug}
        vehicles={vehicles}
        missing={ids.length - vehicles.length}
        hasIds={hasIds}
        favourites={site.config.features.favourites}
      />
    </div>
  );
}
