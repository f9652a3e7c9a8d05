import { BudgetWidget } from "@/home/budget-widget";
import { PriceRangeWidget } from "@/home/price-range-widget";
import { pickBodyTypes, priceSliderRange, summariseStockPrices, type StockPrices } from "@/home/budget";
import type { CarDocument } from "@/cars/car";
import { perStockVersion } from "@/stock/per-stock-version";
import { getStockIndex } from "@/stock/stock-index";
import type { Site } from "@/sites/get-site";

const headingId = "budget-widget-title";

/** Each version of a site's stock summarised once per price floor, not on every home page render. */
const pricesByFloor = perStockVersion(() => new Map<number, StockPrices>());

function stockPrices(documents: readonly CarDocument[], minPriceFilter: number): StockPrices {
  const byFloor = pricesByFloor(documents);
  let prices = byFloor.get(minPriceFilter);
  if (!prices) {
    prices = summariseStockPrices(documents, minPriceFilter);
    byFloor.set(minPriceFilter, prices);
  }
  return prices;
}

/**
 * The home page's budget search: the budget widget and the price slider, bounded by the site's own
 * stock (its cheapest car decides when a budget finds nothing).
 */
export async function BudgetWidgetSection({ site }: { site: Site }) {
  const { config } = site;
  if (!config.budgetWidget.enabled) return null;
  const { documents } = await getStockIndex(site);
  const stock = stockPrices(documents, config.budgetWidget.minPriceFilter);

  return (
    <section aria-labelledby={headingId} className="bg-surface-alt" data-testid="budget-section">
      <div className="mx-auto grid max-w-7xl items-start gap-6 px-4 py-10 lg:grid-cols-[3fr_2fr]">
        <BudgetWidget
          headingId={headingId}
          widget={config.budgetWidget}
          carNoun={config.labels.carNoun}
          bodyTypes={config.home.showBodyTypePicker ? pickBodyTypes(config.budgetWidget, stock) : []}
          lowestPrice={stock.lowestPrice}
        />
        <PriceRangeWidget
          range={priceSliderRange(config.budgetWidget)}
          sortByHighestPrice={config.search.sortOptions.highestPrice}
          carNounPlural={config.labels.carNoun.plural}
        />
      </div>
    </section>
  );
}
