import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/demo/generate";
import { carValues, feedColumns, wasPrice } from "./apply-feed";
import { feedCarOfRow, type StoredCar } from "./car-as-feed";
import { parseFeedCar, sanitizeComments } from "./feed-car";

// A car written back through the feed keeps every column a feed owns: the console's stock editor
// depends on it (it changes a few fields and sends the whole car through applyFeed).

const now = new Date("2026-11-22T12:00:00Z");

/** A demo car as the database gives it back: every column, nulls and defaults filled in. */
function stored(row: ReturnType<typeof generateDemoData>["cars"][number]): StoredCar {
  return {
    locationId: null,
    tag: null,
    customRank: 0,
    beforePrice: null,
    msrp: null,
    offerPrice: null,
    subscriptionPrice: null,
    priceType: null,
    nvic: null,
    ...row,
  } as StoredCar;
}

describe("a stored car as a feed car", () => {
  const data = generateDemoData({ carsPerSite: 40, referenceDate: now });

  it("gives back every feed column of each demo car", () => {
    expect(data.cars.length).toBeGreaterThan(100);
    for (const row of data.cars.map(stored)) {
      const parsed = parseFeedCar(feedCarOfRow(row), 1);
      if (!parsed.ok) throw new Error(`${row.stocknum}: ${parsed.error.messages.join("; ")}`);
      const values = {
        ...carValues(parsed.car, {
          siteId: row.siteId,
          dealershipId: row.dealershipId,
          locationId: row.locationId,
          now,
          previousSoldAt: row.soldAt,
        }),
        beforePrice: wasPrice(parsed.car.before_price, parsed.car.price, row),
      };
      for (const column of feedColumns) {
        if (column === "updatedAt") continue;
        // An empty text is no text to a feed.
        const kept = (value: unknown) => (value === "" || value === undefined ? null : value);
        // Comments come back as a feed stores them: sanitised (the demo's `&` becomes `&amp;`, the same text).
        const expected =
          column === "dealerComments" && row.dealerComments ? sanitizeComments(row.dealerComments) : row[column];
        expect(kept(values[column]), `${row.stocknum} ${column}`).toEqual(kept(expected));
      }
    }
  });
});
