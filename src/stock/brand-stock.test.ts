import { describe, expect, it } from "vitest";
import { brandHref, brandMakeSlug, brandSearch, stockKindOf, summariseMakes } from "./brand-stock";
import { allStockPath } from "./search-urls";

const car = (
  make: string,
  item_type: "car" | "motorcycle" | "caravan" = "car",
  categories: string[] = [],
  model = "Any",
) => ({ make, model, item_type, categories });

const makes = summariseMakes([
  car("Toyota"),
  car("Isuzu", "car", [], "D-Max"),
  car("Isuzu", "car", ["4x4"], "MU-X"),
  car("Isuzu", "car", ["Trucks", "Work Ready"], "N Series"),
  car("Mitsubishi", "car", [], "Triton"),
  car("Mitsubishi", "car", ["Trucks"], "Triton"),
  car("Hino", "car", ["Trucks"]),
  car("Honda", "motorcycle"),
  car("Honda"),
  car("Yamaha", "motorcycle"),
  car("Land Rover"),
]);

describe("brand stock", () => {
  it("tells trucks from cars by their category, and other items by their type", () => {
    expect(stockKindOf(car("Hino", "car", ["Trucks"]))).toBe("truck");
    expect(stockKindOf(car("Isuzu", "car", ["4x4"]))).toBe("car");
    expect(stockKindOf(car("Yamaha", "motorcycle"))).toBe("motorcycle");
    expect(stockKindOf(car("Jayco", "caravan"))).toBe("caravan");
  });

  it("finds the make a brand slug is or starts with, the longest one", () => {
    expect(brandMakeSlug("toyota", ["toyota", "mazda"])).toBe("toyota");
    expect(brandMakeSlug("isuzu-ute", ["isuzu", "toyota"])).toBe("isuzu");
    expect(brandMakeSlug("land-rover", ["land", "land-rover"])).toBe("land-rover");
    expect(brandMakeSlug("toyotaville", ["toyota"])).toBeNull();
    expect(brandMakeSlug("southern-cross-certified", ["toyota"])).toBeNull();
  });

  it("searches a make that comes in one kind by its landing path alone", () => {
    expect(brandSearch({ kind: "car", slug: "toyota" }, makes)).toMatchObject({
      make: "Toyota",
      segments: ["toyota"],
      href: "/search/toyota",
    });
    expect(brandSearch({ kind: "truck", slug: "hino" }, makes).href).toBe("/search/hino");
  });

  it("narrows a make that comes in several kinds to the brand's kind", () => {
    expect(brandSearch({ kind: "truck", slug: "isuzu-trucks" }, makes).href).toBe("/search/isuzu?categories=Trucks");
    expect(brandSearch({ kind: "motorcycle", slug: "honda-motorcycles" }, makes).href).toBe(
      "/search/honda?item_type=motorcycle",
    );
    expect(brandSearch({ kind: "car", slug: "honda" }, makes).href).toBe("/search/honda?item_type=car");
    // Utes and light trucks are both item_type car: their models part them.
    expect(brandSearch({ kind: "car", slug: "isuzu-ute" }, makes).href).toBe("/search/isuzu?model=D-Max&model=MU-X");
    // A model sold as both cannot part them, so the search does not try.
    expect(brandSearch({ kind: "car", slug: "mitsubishi" }, makes).href).toBe("/search/mitsubishi");
  });

  it("searches all stock for a brand with no make in stock", () => {
    const own = brandSearch({ kind: "own", slug: "southern-cross-certified" }, makes);
    expect(own).toMatchObject({ make: null, segments: [], href: allStockPath });
    expect(brandSearch({ kind: "car", slug: "kia" }, makes).href).toBe(allStockPath);
  });

  it("links a tile to the brand's overview, or to its search when it has no page", () => {
    expect(brandHref({ kind: "car", slug: "toyota", skipPage: false }, makes)).toBe("/toyota/overview");
    expect(brandHref({ kind: "car", slug: "toyota", skipPage: true }, makes)).toBe("/search/toyota");
    expect(brandHref({ kind: "own", slug: "sx-fleet", skipPage: true }, makes)).toBe(allStockPath);
  });
});
