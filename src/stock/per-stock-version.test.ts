import { describe, expect, it } from "vitest";
import type { CarDocument } from "@/cars/car";
import { perStockVersion } from "./per-stock-version";

describe("perStockVersion", () => {
  it("derives once per version of the stock, and again for the next version", () => {
    let passes = 0;
    const count = perStockVersion((documents) => {
      passes += 1;
      return { cars: documents.length };
    });
    const before: readonly CarDocument[] = [];
    const first = count(before);
    expect(count(before)).toBe(first);
    expect(passes).toBe(1);
    const after: readonly CarDocument[] = [];
    expect(count(after)).not.toBe(first);
    expect(passes).toBe(2);
  });
});
