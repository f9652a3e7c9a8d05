import { describe, expect, it } from "vitest";
import { modelsMenuLinks } from "./models-menu";

describe("the Vehicles menu", () => {
  const models = [
    { make: "Toyota", model: "RAV4", count: 5 },
    { make: "Mazda", model: "CX-5", count: 2 },
    { make: "Toyota", model: "Corolla", count: 9 },
  ];

  it("lists models, not makes, each to its model search, make then model", () => {
    expect(modelsMenuLinks(models)).toEqual([
      { label: "Mazda CX-5", href: "/search/mazda/cx-5" },
      { label: "Toyota Corolla", href: "/search/toyota/corolla" },
      { label: "Toyota RAV4", href: "/search/toyota/rav4" },
    ]);
  });

  it("past its limit keeps the best-stocked models and ends with all stock", () => {
    expect(modelsMenuLinks(models, 2)).toEqual([
      { label: "Toyota Corolla", href: "/search/toyota/corolla" },
      { label: "Toyota RAV4", href: "/search/toyota/rav4" },
      { label: "All vehicles", href: "/search/new-used-and-demo-cars" },
    ]);
  });
});
