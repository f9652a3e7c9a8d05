import { describe, expect, it } from "vitest";
import { locationsSelling } from "./selling";

const locations = [
  { name: "Parramatta", manufacturers: ["Toyota"] },
  { name: "Dandenong", manufacturers: ["Ford", "Volkswagen"] },
  { name: "Trucks", manufacturers: ["Isuzu", "Hino"] },
  { name: "Ute", manufacturers: ["Subaru", "ISUZU"] },
  { name: "Service centre", manufacturers: [] },
];

describe("locationsSelling", () => {
  it("keeps the locations whose manufacturers name the make, whatever the case", () => {
    expect(locationsSelling(locations, "Isuzu").map((location) => location.name)).toEqual(["Trucks", "Ute"]);
    expect(locationsSelling(locations, "volkswagen").map((location) => location.name)).toEqual(["Dandenong"]);
  });

  it("finds none for a make no location sells", () => {
    expect(locationsSelling(locations, "Kia")).toEqual([]);
  });

  it("keeps every location for a brand with no make", () => {
    expect(locationsSelling(locations, null)).toHaveLength(locations.length);
  });
});
