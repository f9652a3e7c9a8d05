import { describe, expect, it } from "vitest";
import { priceHistoryHeadline, shownPriceChanges, summarisePriceHistory, type PriceChange } from "./price-history";

const on = (day: number) => new Date(Date.UTC(2026, 10, day, 2));
const change = (day: number, oldPrice: number, newPrice: number): PriceChange => ({
  changedAt: on(day),
  oldPrice,
  newPrice,
});

describe("summarisePriceHistory", () => {
  it("has nothing to show without a recorded change", () => {
    expect(summarisePriceHistory([], 29_990)).toBeNull();
  });

  it("lists the changes newest first and counts the drop from the first listed price", () => {
    const history = summarisePriceHistory([change(20, 30_990, 29_990), change(3, 31_990, 30_990)], 29_990);
    expect(history).toEqual({
      changes: [
        { changedAt: on(20).toISOString(), oldPrice: 30_990, newPrice: 29_990 },
        { changedAt: on(3).toISOString(), oldPrice: 31_990, newPrice: 30_990 },
      ],
      earlierChanges: 0,
      listedPrice: 31_990,
      currentPrice: 29_990,
      dropSinceListed: 2_000,
    });
  });

  it("counts no drop when the price is back up, or above where it was listed", () => {
    expect(summarisePriceHistory([change(1, 30_000, 28_000), change(2, 28_000, 30_000)], 30_000)).toMatchObject({
      dropSinceListed: 0,
    });
    expect(summarisePriceHistory([change(1, 30_000, 32_000)], 32_000)).toMatchObject({ dropSinceListed: 0 });
  });

  it("measures the drop to the car's own price, even one set outside the feed", () => {
    expect(summarisePriceHistory([change(1, 30_000, 29_000)], 27_500)).toMatchObject({
      listedPrice: 30_000,
      dropSinceListed: 2_500,
    });
  });

  it("leaves out placeholder prices ('price on application') and changes to the same price", () => {
    const history = summarisePriceHistory(
      [change(1, 0, 30_000), change(2, 30_000, 30_000), change(3, 30_000, 28_000)],
      28_000,
    );
    expect(history?.changes).toHaveLength(1);
    expect(history).toMatchObject({ listedPrice: 30_000, dropSinceListed: 2_000 });
    expect(summarisePriceHistory([change(1, 30_000, 0)], 0)).toBeNull();
    expect(summarisePriceHistory([change(1, 0, 25_000)], 25_000)).toBeNull();
  });

  it(`shows the latest ${shownPriceChanges} changes and counts the earlier ones`, () => {
    const changes = Array.from({ length: 8 }, (_, index) =>
      change(index + 1, 40_000 - index * 500, 39_500 - index * 500),
    );
    const history = summarisePriceHistory(changes, 36_000);
    expect(history?.changes).toHaveLength(shownPriceChanges);
    expect(history?.changes[0]).toMatchObject({ oldPrice: 36_500, newPrice: 36_000 });
    expect(history).toMatchObject({ earlierChanges: 3, listedPrice: 40_000, dropSinceListed: 4_000 });
  });
});

describe("priceHistoryHeadline", () => {
  it("says how much the price came down since listing, or where it was listed", () => {
    expect(priceHistoryHeadline({ listedPrice: 31_990, dropSinceListed: 2_000 })).toBe(
      "Reduced $2,000 since listed at $31,990",
    );
    expect(priceHistoryHeadline({ listedPrice: 31_990, dropSinceListed: 0 })).toBe("Listed at $31,990");
  });
});
