import { describe, expect, it } from "vitest";
import { pickSimilar, similarIdQuery, similarPriceBand, similarSearchQueries } from "./similar-cars";

describe("similar cars", () => {
  it("bands by ±10,000 under 50,000 and ±25,000 from there, never below zero", () => {
    expect(similarPriceBand(30_000)).toEqual({ min: 20_000, max: 40_000 });
    expect(similarPriceBand(49_999)).toEqual({ min: 39_999, max: 59_999 });
    expect(similarPriceBand(50_000)).toEqual({ min: 25_000, max: 75_000 });
    expect(similarPriceBand(5_000)).toEqual({ min: 0, max: 15_000 });
  });

  it("asks for in-stock cars in the band, ten a query, leaving the car itself out", () => {
    const queries = similarSearchQueries({ id: "car-1", price: 30_000, body: "SUV" }, false);
    expect(queries).toEqual([{ filter: "status:in_stock AND price:20000 TO 40000", limit: 10, excludeIds: ["car-1"] }]);
  });

  it("matches the body first where the site says so, with any body as the top-up", () => {
    const queries = similarSearchQueries({ id: "car-1", price: 30_000, body: 'People "Mover"' }, true);
    expect(queries.map((query) => query.filter)).toEqual([
      'status:in_stock AND price:20000 TO 40000 AND body:"People \\"Mover\\""',
      "status:in_stock AND price:20000 TO 40000",
    ]);
  });

  it("takes the same-body list only when it has three or more, and shows at most six", () => {
    const cars = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}` }));
    expect(pickSimilar([{ hits: cars(2, "body") }, { hits: cars(10, "any") }]).map((car) => car.id)).toEqual(
      cars(6, "any").map((car) => car.id),
    );
    expect(pickSimilar([{ hits: cars(3, "body") }, { hits: cars(10, "any") }])).toHaveLength(3);
    expect(pickSimilar([{ hits: cars(9, "any") }])).toHaveLength(6);
    expect(pickSimilar([])).toEqual([]);
  });

  it("turns the dealer's list into one in-stock query without the car itself; none without a list", () => {
    const subject = { id: "self", price: 30_000, body: null };
    expect(similarIdQuery(subject, [])).toBeNull();
    expect(similarIdQuery(subject, ["self"])).toBeNull();
    expect(similarIdQuery(subject, ["a", "self", "a", "b"])?.filter).toBe('status:in_stock AND (id:"a" OR id:"b")');
  });
});
