import { afterEach, describe, expect, it, vi } from "vitest";
import { installStorage } from "./memory-storage";
import { clearSearchHistory, readSearchHistory, recordSearch } from "./search-history";
import { shopperKey } from "./storage";

afterEach(() => {
  vi.unstubAllGlobals();
});

const search = (n: number, at = n) => ({ url: `/search?make=${n}`, label: `Search ${n}`, at });

describe("search history", () => {
  it("keeps the last five distinct searches, most recent first", () => {
    installStorage();
    for (let n = 1; n <= 7; n += 1) recordSearch("harbourside", search(n));
    expect(readSearchHistory("harbourside").map((entry) => entry.at)).toEqual([7, 6, 5, 4, 3]);
  });

  it("moves a repeated search to the top with its new label and time", () => {
    installStorage();
    recordSearch("harbourside", search(1));
    recordSearch("harbourside", search(2));
    recordSearch("harbourside", { ...search(1, 10), label: "Toyota" });
    expect(readSearchHistory("harbourside")).toEqual([{ url: "/search?make=1", label: "Toyota", at: 10 }, search(2)]);
  });

  it("is per site, clears, and reads garbage as empty", () => {
    const storage = installStorage();
    recordSearch("harbourside", search(1));
    expect(readSearchHistory("redgum")).toEqual([]);
    clearSearchHistory("harbourside");
    expect(readSearchHistory("harbourside")).toEqual([]);
    storage.setItem(shopperKey("harbourside", "search-history"), "[{}, 5, null]");
    expect(readSearchHistory("harbourside")).toEqual([]);
  });
});
