import { describe, expect, it } from "vitest";
import {
  accessoriesOwners,
  accessoriesPath,
  accessoryCategories,
  modelAccessories,
  type AccessoryCategory,
} from "./accessories";

const hilux = { make: "Toyota", name: "HiLux", slug: "hilux", body: "Ute", accessoriesCount: 12 };
const corolla = { make: "Toyota", name: "Corolla", slug: "corolla", body: "Hatch", accessoriesCount: 30 };

describe("modelAccessories", () => {
  it("gives a model as many accessories as its count, all different", () => {
    const list = modelAccessories(hilux);
    expect(list).toHaveLength(12);
    expect(new Set(list.map((item) => item.name)).size).toBe(12);
    expect(modelAccessories({ ...hilux, accessoriesCount: 0 })).toEqual([]);
  });

  it("gives the same model the same list every time, and another model another", () => {
    expect(modelAccessories(hilux)).toEqual(modelAccessories({ ...hilux }));
    expect(modelAccessories({ ...hilux, slug: "ranger", make: "Ford" })).not.toEqual(modelAccessories(hilux));
  });

  it("draws from what suits the body: ute gear for a ute, none for a hatch", () => {
    const ute = modelAccessories({ ...hilux, accessoriesCount: 50 }).map((item) => item.name);
    expect(ute).toContain("Tonneau cover (soft)");
    const hatch = modelAccessories({ ...corolla, accessoriesCount: 50 }).map((item) => item.name);
    expect(hatch).not.toContain("Tonneau cover (soft)");
    expect(hatch).toContain("Rear spoiler");
  });

  it("lists by category then name, with the maker's part numbers and prices ending in 9", () => {
    const list = modelAccessories(corolla);
    const order = list.map(
      (item) => [accessoryCategories.indexOf(item.category as AccessoryCategory), item.name] as const,
    );
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1])));
    for (const item of list) {
      expect(item.partNumber).toMatch(/^TOY-\d{5}-\d{2}$/);
      expect(item.price % 10).toBe(9);
      expect(item.price).toBeGreaterThan(0);
    }
  });

  it("has its page at /{model-slug}/accessories", () => {
    expect(accessoriesPath("hilux")).toBe("/hilux/accessories");
  });
});

describe("accessoriesOwners", () => {
  it("gives each slug with accessories to one make, the first by name", () => {
    const owners = accessoriesOwners([
      { make: "Toyota", slug: "hilux", accessoriesCount: 3 },
      { make: "Mazda", slug: "cx-5", accessoriesCount: 0 },
      { make: "Zeta", slug: "sport", accessoriesCount: 2 },
      { make: "Alpha", slug: "sport", accessoriesCount: 5 },
    ]);
    expect([...owners].sort()).toEqual([
      ["hilux", "Toyota"],
      ["sport", "Alpha"],
    ]);
  });
});
