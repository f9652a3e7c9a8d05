import { afterEach, describe, expect, it, vi } from "vitest";
import {
  clearCompare,
  compareLimit,
  comparePath,
  removeCompared,
  isCompared,
  readCompare,
  toggleCompare,
} from "./compare";
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

  it("holds four cars; a fifth drops the one picked longest ago", () => {
    installStorage();
    expect(compareLimit).toBe(4);
    for (const n of [1, 2, 3, 4]) toggleCompare("harbourside", car(n));
    expect(toggleCompare("harbourside", car(5))).toBe(true);
    expect(readCompare("harbourside").map((entry) => entry.id)).toEqual(["car-5", "car-4", "car-3", "car-2"]);
    expect(isCompared("harbourside", "car-1")).toBe(false);
  });

  it("keeps a thumbnail when given one and reads entries stored without it", () => {
    const storage = installStorage();
    toggleCompare("harbourside", { ...car(1), primary_image_url: "/media/car/1.jpg" });
    expect(readCompare("harbourside")[0]?.primary_image_url).toBe("/media/car/1.jpg");
    storage.setItem(shopperKey("harbourside", "compare"), JSON.stringify([car(2)]));
    expect(readCompare("harbourside")).toEqual([{ ...car(2), primary_image_url: null }]);
  });

  it("removes one car and names the cars in a shareable compare address", () => {
    installStorage();
    for (const n of [1, 2, 3]) toggleCompare("harbourside", car(n));
    removeCompared("harbourside", "car-2");
    expect(comparePath(readCompare("harbourside"))).toBe("/compare?ids=car-3,car-1");
    expect(comparePath([])).toBe("/compare");
  });

  it("clears, per site", () => {
    installStorage();
    toggleCompare("harbourside", car(1));
    toggleCompare("redgum", car(2));
    clearCompare("harbourside");
    expect(readCompare("harbourside")).toEqual([]);
    expect(readCompare("redgum")).toEqual([{ ...car(2), primary_image_url: null }]);
  });

  it("treats garbage as an empty comparison", () => {
    const storage = installStorage();
    storage.setItem(shopperKey("harbourside", "compare"), '"car-1"');
    expect(readCompare("harbourside")).toEqual([]);
  });
});
