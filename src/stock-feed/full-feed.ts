import { isInStock } from "@/cars/car";

// A full feed is the dealership's whole stock: a car of the dealership that it no longer names has
// been sold (or taken off sale). Only cars still for sale are marked; a sold car keeps its sale date.
// A row the feed names but that failed validation still counts as named: bad data about a car is
// not news that it sold.
//
// A full feed can also be wrong as a whole: an export cut short or empty names few cars or none,
// and would mark the yard sold. So a full feed that would mark more than the dealership's threshold
// of its listed cars sold, or that holds no rows at all, is held (nothing stored) until it is sent
// again with the exact number it marks sold (decision 033).

/** The ids of the dealership's cars for sale that the full feed does not name. */
export function missingFromFullFeed(
  current: readonly { id: string; stocknum: string; status: string }[],
  named: ReadonlySet<string>,
): string[] {
  return current.filter((car) => isInStock(car.status) && !named.has(car.stocknum)).map((car) => car.id);
}

/** The dealership's listed cars: those for sale (in stock or coming soon), the base of the threshold. */
export function listedCount(current: readonly { status: string }[]): number {
  return current.filter((car) => isInStock(car.status)).length;
}

/** The share of its listed cars a full feed may mark sold unconfirmed, unless the dealership sets its own. */
export const defaultRemovalThresholdPercent = 20;

/** A full feed held back: nothing was stored. Field names as the stock API answers them. */
export type FullFeedHold = {
  /** No rows at all; more than the threshold; or a confirmation that is not the number. */
  reason: "empty_feed" | "over_threshold" | "wrong_confirmation";
  /** Cars the feed would mark sold: the number to confirm with. */
  would_mark_sold: number;
  /** The dealership's listed cars (in stock or coming soon) before the feed. */
  listed: number;
  threshold_percent: number;
  /** The confirmation sent, when it was not the number; otherwise null. */
  confirmed: number | null;
};

/** The most cars a full feed may mark sold unconfirmed: the threshold's share of the listed cars, rounded down. */
export function removalLimit(listed: number, thresholdPercent: number): number {
  return Math.floor((listed * thresholdPercent) / 100);
}

/**
 * Whether a full feed must be held, and why; null to apply it. A confirmation decides alone: the
 * exact number applies whatever the threshold, any other number holds even a feed within it (what
 * the sender reviewed is not what this feed does).
 */
export function fullFeedHold(feed: {
  received: number;
  wouldMarkSold: number;
  listed: number;
  thresholdPercent: number;
  confirmRemovals: number | undefined;
}): FullFeedHold | null {
  const hold = (reason: FullFeedHold["reason"]): FullFeedHold => ({
    reason,
    would_mark_sold: feed.wouldMarkSold,
    listed: feed.listed,
    threshold_percent: feed.thresholdPercent,
    confirmed: reason === "wrong_confirmation" ? (feed.confirmRemovals ?? null) : null,
  });
  if (feed.confirmRemovals !== undefined) {
    return feed.confirmRemovals === feed.wouldMarkSold ? null : hold("wrong_confirmation");
  }
  // An empty export is the commonest failure of a dealer's system: never taken as 'everything sold'.
  if (feed.received === 0) return hold("empty_feed");
  if (feed.wouldMarkSold > removalLimit(feed.listed, feed.thresholdPercent)) return hold("over_threshold");
  return null;
}

function carsText(count: number): string {
  return count === 1 ? "1 car" : `${count} cars`;
}

/**
 * The hold in words for the sender, ending with how to confirm; `confirmWith(n)` is the channel's
 * way to say it (`?confirm_removals=n` for the API, `--confirm-removals n` for `npm run import`).
 */
export function fullFeedHoldMessage(hold: FullFeedHold, confirmWith: (count: number) => string): string {
  const { would_mark_sold: count, listed, threshold_percent: threshold } = hold;
  const confirm = confirmWith(count);
  switch (hold.reason) {
    case "empty_feed":
      return (
        `Held: this full feed holds no cars, so it would mark every car listed now sold (${carsText(listed)}). ` +
        `An empty export is the commonest failure of a dealer system, so an empty full feed is always held. ` +
        `Nothing was stored. If the dealership really has no cars for sale, send it again with ${confirm}.`
      );
    case "over_threshold":
      return (
        `Held: this full feed would mark ${count} of the ${carsText(listed)} listed now sold, more than this ` +
        `dealership's limit of ${threshold} % (${carsText(removalLimit(listed, threshold))}). Nothing was stored. ` +
        `Check the feed is complete; if those cars have gone, send it again with ${confirm}.`
      );
    case "wrong_confirmation":
      return (
        `Held: the confirmation was ${carsText(hold.confirmed ?? 0)}, but this full feed would mark ${count} of the ` +
        `${carsText(listed)} listed now sold. Nothing was stored. Check the feed; if ${count} is right, send it again with ${confirm}.`
      );
  }
}
