import { formatMoney } from "@/platform/format";
import { minimumShownPrice } from "@/cars/price";

// The car's own price history beside the market comparison: what the dealer's feed changed and
// when (table car_price_changes, written by src/stock-feed/apply-feed.ts), and how far the price has
// come down since the car was listed. Pure: get-car.ts loads the changes, the block renders this.

/** One recorded change of the car's price, as stored. */
export type PriceChange = { changedAt: Date; oldPrice: number; newPrice: number };

/** What the vehicle page shows; plain data (ISO dates) so it passes to the client block as it is. */
export type PriceHistory = {
  /** The latest changes, newest first, at most `shownPriceChanges`. */
  changes: { changedAt: string; oldPrice: number; newPrice: number }[];
  /** Changes older than those shown. */
  earlierChanges: number;
  /** The price before the first recorded change: what the car was listed at. */
  listedPrice: number;
  currentPrice: number;
  /** How much cheaper the car is now than when listed; 0 when it is not. */
  dropSinceListed: number;
};

/** The page lists this many changes; the headline still counts from the first one. */
export const shownPriceChanges = 5;
/** The detail query reads at most this many changes, newest first (a car rarely has more than a few). */
export const loadedPriceChanges = 100;

const isRealPrice = (price: number) => price > minimumShownPrice;

/**
 * The car's price history, or null when it has none worth showing: no recorded change between two
 * real prices (a placeholder price such as 0 for 'price on application' is no price to compare), or
 * no real price now. The current price is the car's own, so a change made outside the feed still
 * counts in the drop since listed.
 */
export function summarisePriceHistory(changes: readonly PriceChange[], currentPrice: number): PriceHistory | null {
  if (!isRealPrice(currentPrice)) return null;
  const real = changes
    .filter((change) => isRealPrice(change.oldPrice) && isRealPrice(change.newPrice))
    .filter((change) => change.oldPrice !== change.newPrice)
    .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime());
  const first = real[0];
  if (!first) return null;
  const newestFirst = real.slice().reverse();
  return {
    changes: newestFirst.slice(0, shownPriceChanges).map((change) => ({
      changedAt: change.changedAt.toISOString(),
      oldPrice: change.oldPrice,
      newPrice: change.newPrice,
    })),
    earlierChanges: Math.max(0, real.length - shownPriceChanges),
    listedPrice: first.oldPrice,
    currentPrice,
    dropSinceListed: Math.max(0, first.oldPrice - currentPrice),
  };
}

/** 'Reduced $2,000 since listed at $31,990', or 'Listed at $31,990' when it is not cheaper now. */
export function priceHistoryHeadline(history: Pick<PriceHistory, "listedPrice" | "dropSinceListed">): string {
  if (history.dropSinceListed > 0)
    return `Reduced ${formatMoney(history.dropSinceListed)} since listed at ${formatMoney(history.listedPrice)}`;
  return `Listed at ${formatMoney(history.listedPrice)}`;
}
