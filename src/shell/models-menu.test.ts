import { describe, expect, it } from "vitest";
import { modelsMenuLinks } from "./models-menu";

describe("the Vehicles menu", () => {
  const models = [
    { make: "Toyota", model: "RAV4", count: 5 },
    { make: "Mazda", model: "CX-5", count: 2 },
    { make: "Toyota", model: "Corolla", count: 9 },
  ];

  it("lists the models of a dealer with a few makes, each to its model search, make then model", () => {
    expect(modelsMenuLinks(models)).toEqual([
      { label: "Mazda CX-5", href: "/search/mazda/cx-5" },
      { label: "Toyota Corolla", href: "/search/toyota/corolla" },
      { label: "Toyota RAV4", href: "/search/toyota/rav4" },
    ]);
  });

  it("keeps to the site's configured brands, however they are written, and ends with all makes when others are in stock", () => {
    expect(modelsMenuLinks(models, ["TOYOTA", "Kia"])).toEqual([
      { label: "Toyota Corolla", href: "/search/toyota/corolla" },
      { label: "Toyota RAV4", href: "/search/toyota/rav4" },
      { label: "All makes", href: "/search/new-used-and-demo-cars" },
    ]);
    // Configured brands with nothing in stock: the menu falls back to the stock's own makes.
    expect(modelsMenuLinks(models, ["Kia"])).toHaveLength(3);
  });

  it("without configured brands shows the best-stocked makes, then all makes", () => {
    const yard = [...models, { make: "Ford", model: "Ranger", count: 7 }, { make: "Kia", model: "Picanto", count: 1 }];
    expect(modelsMenuLinks(yard, [], { makes: 2 })).toEqual([
      { label: "Ford Ranger", href: "/search/ford/ranger" },
      { label: "Toyota Corolla", href: "/search/toyota/corolla" },
      { label: "Toyota RAV4", href: "/search/toyota/rav4" },
      { label: "All makes", href: "/search/new-used-and-demo-cars" },
    ]);
  });

  it("lists the makes themselves when their models do not fit, so a 40-make yard's menu stays short", () => {
    const makes = ["Toyota", "Mazda", "Ford", "Hyundai", "Kia", "Nissan", "Subaru", "Honda", "Audi", "BMW"];
    const yard = makes.flatMap((make, rank) =>
      ["A", "B", "C", "D", "E"].map((model) => ({ make, model, count: 100 - rank * 10 })),
    );
    expect(modelsMenuLinks(yard)).toEqual([
      ...makes.slice(0, 8).map((make) => ({ label: make, href: `/search/${make.toLowerCase()}` })),
      { label: "All makes", href: "/search/new-used-and-demo-cars" },
    ]);
    expect(modelsMenuLinks(yard, ["Mazda", "Kia"])).toHaveLength(11);
  });
});
