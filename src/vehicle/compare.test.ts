import { describe, expect, it } from "vitest";
import { compareGroups, parseCompareIds, valuesDiffer, type ComparedVehicle } from "./compare";

function vehicle(n: number, changes: Partial<ComparedVehicle> = {}): ComparedVehicle {
  return {
    id: `car-${n}`,
    slug: `car-${n}`,
    name: `Car ${n}`,
    imageUrl: null,
    inStock: true,
    availability: null,
    overview: {
      price: "$25,990",
      finance: null,
      km: "10,000 km",
      year: "2021",
      body: "SUV",
      transmission: "Automatic",
      fuel: "Petrol",
      engine: "2.0 L",
      seats: "5",
      colour: "White",
    },
    features: [],
    specifications: [],
    ...changes,
  };
}

const rowsOf = (vehicles: ComparedVehicle[], title: string) =>
  compareGroups(vehicles).find((group) => group.title === title)?.rows ?? [];

describe("compare table", () => {
  it("marks the rows whose values differ, ignoring case and spacing", () => {
    const a = vehicle(1);
    const b = vehicle(2, { overview: { ...a.overview, price: "$31,500", colour: "white " } });
    const overview = rowsOf([a, b], "Overview");
    expect(overview.filter((row) => row.differs).map((row) => row.label)).toEqual(["Price"]);
    expect(overview.find((row) => row.key === "price")?.values).toEqual(["$25,990", "$31,500"]);
  });

  it("drops an overview row no car has a value for, and counts a missing value as a difference", () => {
    const a = vehicle(1);
    const b = vehicle(2, { overview: { ...a.overview, seats: null } });
    const overview = rowsOf([a, b], "Overview");
    expect(overview.some((row) => row.key === "finance")).toBe(false);
    expect(overview.find((row) => row.key === "seats")).toMatchObject({ values: ["5", null], differs: true });
  });

  it("lists every feature any car has, once, saying which cars have it", () => {
    const a = vehicle(1, { features: ["Reversing camera", "Cruise control"] });
    const b = vehicle(2, { features: ["cruise control", "Sunroof"] });
    const c = vehicle(3, { features: ["Reversing camera", "Cruise Control", "Sunroof"] });
    const features = rowsOf([a, b, c], "Features");
    expect(features.map((row) => [row.label, row.values, row.differs])).toEqual([
      ["Reversing camera", ["Yes", null, "Yes"], true],
      ["Cruise control", ["Yes", "Yes", "Yes"], false],
      ["Sunroof", [null, "Yes", "Yes"], true],
    ]);
  });

  it("lines specifications up by group and label", () => {
    const a = vehicle(1, { specifications: [{ group: "Engine", label: "Power", value: "126 kW" }] });
    const b = vehicle(2, {
      specifications: [
        { group: "Engine", label: "Power", value: "126 kW" },
        { group: "Dimensions", label: "Length", value: "4,630 mm" },
      ],
    });
    const specs = rowsOf([a, b], "Specifications");
    expect(specs.map((row) => [row.label, row.values, row.differs])).toEqual([
      ["Power", ["126 kW", "126 kW"], false],
      ["Length", [null, "4,630 mm"], true],
    ]);
  });

  it("leaves out a group nothing fills, and a single car differs from nothing", () => {
    const groups = compareGroups([vehicle(1)]);
    expect(groups.map((group) => group.title)).toEqual(["Overview"]);
    expect(groups[0]?.rows.some((row) => row.differs)).toBe(false);
    expect(valuesDiffer(["a", "A"])).toBe(false);
  });
});

describe("compare address", () => {
  const id = (n: number) => `0000000${n}-aaaa-4bbb-8ccc-dddddddddddd`;

  it("keeps car ids in order, once each, at most four", () => {
    const ids = [1, 2, 1, 3, 4, 5].map(id).join(",");
    expect(parseCompareIds(ids)).toEqual([1, 2, 3, 4].map(id));
  });

  it("drops what is not a car id rather than failing", () => {
    expect(parseCompareIds(`${id(1)},../etc,,<script>, ${id(2).toUpperCase()}`)).toEqual([id(1), id(2)]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds([id(1), id(2)])).toEqual([id(1), id(2)]);
  });
});
