import { describe, expect, it } from "vitest";
import { filterLocationBlocks, type BlockLocation, type LocationBlockFilter } from "./location-blocks";

const place = (
  slug: string,
  locationType: BlockLocation["locationType"],
  manufacturers: string[],
  locationSubtype: string | null,
  isPrimary = false,
): BlockLocation => ({ id: `id-${slug}`, slug, locationType, manufacturers, locationSubtype, isPrimary });

const locations = [
  place("toyota-sales", "sales", ["Toyota"], "New and Used Sales"),
  place("toyota-service", "service", ["Toyota"], "Service and Parts"),
  place("mazda-sales", "sales", ["Mazda"], "New Car Sales", true),
  place("parts-depot", "parts", ["Toyota", "Mazda"], "Parts"),
  place("truck-sales", "sales", ["Isuzu"], "Truck Sales"),
];

const filter = (overrides: Partial<LocationBlockFilter>): LocationBlockFilter => ({
  show: "all",
  locationSlug: null,
  manufacturer: null,
  subtype: null,
  includeLocationSlugs: [],
  excludeLocationSlugs: [],
  ...overrides,
});

const slugs = (overrides: Partial<LocationBlockFilter>) =>
  filterLocationBlocks(locations, filter(overrides)).map((location) => location.slug);

describe("filterLocationBlocks", () => {
  it("selects all, the primary, or a department", () => {
    expect(slugs({})).toEqual(locations.map((location) => location.slug));
    expect(slugs({ show: "primary" })).toEqual(["mazda-sales"]);
    expect(slugs({ show: "sales" })).toEqual(["toyota-sales", "mazda-sales", "truck-sales"]);
    expect(slugs({ show: "service" })).toEqual(["toyota-service"]);
    expect(slugs({ show: "parts" })).toEqual(["parts-depot"]);
    expect(slugs({ show: "service-and-parts" })).toEqual(["toyota-service", "parts-depot"]);
  });

  it("takes the first location as primary when none is marked", () => {
    expect(filterLocationBlocks(locations.slice(0, 2), filter({ show: "primary" })).map((l) => l.slug)).toEqual([
      "toyota-sales",
    ]);
  });

  it("selects one location by slug or by id", () => {
    expect(slugs({ show: "one", locationSlug: "parts-depot" })).toEqual(["parts-depot"]);
    expect(slugs({ show: "one", locationSlug: "id-truck-sales" })).toEqual(["truck-sales"]);
    expect(slugs({ show: "one", locationSlug: "nowhere" })).toEqual([]);
  });

  it("narrows by manufacturer and subtype, ignoring case", () => {
    expect(slugs({ show: "sales", manufacturer: "toyota" })).toEqual(["toyota-sales"]);
    expect(slugs({ manufacturer: "Mazda" })).toEqual(["mazda-sales", "parts-depot"]);
    expect(slugs({ subtype: "truck sales" })).toEqual(["truck-sales"]);
    expect(slugs({ show: "sales", manufacturer: "Toyota", subtype: "Truck Sales" })).toEqual([]);
  });

  it("adds the include list and takes away the exclude list, keeping the given order", () => {
    expect(slugs({ show: "service", includeLocationSlugs: ["toyota-sales"] })).toEqual([
      "toyota-sales",
      "toyota-service",
    ]);
    expect(slugs({ show: "sales", excludeLocationSlugs: ["truck-sales"] })).toEqual(["toyota-sales", "mazda-sales"]);
    expect(slugs({ includeLocationSlugs: ["truck-sales"], excludeLocationSlugs: ["truck-sales"] })).not.toContain(
      "truck-sales",
    );
  });
});
