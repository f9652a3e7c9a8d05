import { describe, expect, it } from "vitest";
import { bodyTypeTiles, modelsByBodyPath } from "./body-types";

describe("bodyTypeTiles", () => {
  const bodies = [
    { body: "Hatch", count: 4 },
    { body: "SUV", count: 9 },
    { body: "Cab Chassis", count: 2 },
    { body: "Motorcycle", count: 12 },
    { body: "Ute", count: 4 },
  ];

  it("gives each drawn body type a tile, most models first, leading to the directory of that body", () => {
    expect(bodyTypeTiles(bodies, 10)).toEqual([
      { name: "suv", label: "SUVs", image: "/body/suv.svg", count: 9, href: "/models?body=SUV" },
      { name: "hatch", label: "Hatches", image: "/body/hatch.svg", count: 4, href: "/models?body=Hatch" },
      { name: "ute", label: "Utes", image: "/body/ute.svg", count: 4, href: "/models?body=Ute" },
      {
        name: "cabChassis",
        label: "Cab Chassis",
        image: "/body/cabChassis.svg",
        count: 2,
        href: "/models?body=Cab+Chassis",
      },
    ]);
  });

  it("keeps to the limit", () => {
    expect(bodyTypeTiles(bodies, 2).map((tile) => tile.name)).toEqual(["suv", "hatch"]);
  });

  it("writes the body into the directory's address as its filter reads it", () => {
    expect(modelsByBodyPath("People Mover")).toBe("/models?body=People+Mover");
  });
});
