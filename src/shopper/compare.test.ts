import { afterEach, describe, expect, it, vi } from "vitest";
import { clearCompare, compareLimit, isCompared, readCompare, toggleCompare } from "./compare";
import { installStorage } from "./memory-storage";
import { shopperKey } from "./storage";

afterEach(() => {
  vi.unstubAllGlobals();
});

const car = (n: number) => ({ id: `car-${n}`, name: `Car ${n}`, slug: `car-${n}` });

describe("compare", () => {
  it("toggles cars in and out", () => {
    installStorage();
    expect(toggleCompare("harbourside", car(1))).toBe(true);
    expect(isCompared("harbourside", "car-1")).toBe(true);
    expect(toggleCompare("harbourside", car(1))).toBe(false);
    expect(readCompare("harbourside")).toEqual([]);
  });

  it("holds three cars; a fourth drops the one picked longest ago", () => {
    installStorage();
    expect(compareLimit).toBe(3);
    for (const n of [1, 2, 3]) toggleCompare("harbourside", car(n));
    expect(toggleCompare("harbourside", car(4))).toBe(true);
    expect(readCompare("harbourside").map((entry) => entry.id)).toEqual(["car-4", "car-3", "car-2"]);
    expect(isCompared("harbourside", "car-1")).toBe(false);
  });

  it("clears, per site", () => {
    installStorage();
    toggleCompare("harbourside", car(1));
    toggleCompare("redgum", car(2));
    clearCompare("harbourside");
    expect(readCompare("harbourside")).toEqual([]);
    expect(readCompare("redgum")).toEqual([car(2)]);
  });

  it("treats garbage as an empty comparison", () => {
    const storage = installStorage();
    storage.setItem(shopperKey("harbourside", "compare"), '"car-1"');
    expect(readCompare("harbourside")).toEqual([]);
  });
});
