import { describe, expect, it } from "vitest";
import { missingFromFullFeed } from "./full-feed";

describe("a full feed's sold cars", () => {
  const current = [
    { id: "1", stocknum: "A", status: "in_stock" },
    { id: "2", stocknum: "B", status: "coming_soon" },
    { id: "3", stocknum: "C", status: "sold" },
    { id: "4", stocknum: "D", status: "in_stock" },
  ];

  it("are the cars for sale it no longer names; sold ones stay as they were", () => {
    expect(missingFromFullFeed(current, new Set(["A"]))).toEqual(["2", "4"]);
  });

  it("leave out a car named on a bad row: bad data is not a sale", () => {
    expect(missingFromFullFeed(current, new Set(["A", "B", "D"]))).toEqual([]);
  });
});
