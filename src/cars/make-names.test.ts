import { describe, expect, it } from "vitest";
import { carModels, caravanModels, motorcycleModels } from "@/demo/catalogue";
import { australianMakes } from "./australian-makes";
import { catalogueMake, makeKey, normaliseMake, unknownMakeWarning } from "./make-names";

describe("make names", () => {
  it("stores a known make in the catalogue's spelling and casing, whatever case a feed sends", () => {
    for (const sent of ["Bmw", "BMW ", "bmw", " bMw"])
      expect(normaliseMake(sent)).toEqual({ make: "BMW", known: true });
    expect(normaliseMake("Amc").make).toBe("AMC");
    expect(normaliseMake("TOYOTA").make).toBe("Toyota");
    expect(normaliseMake("mini").make).toBe("MINI");
    expect(normaliseMake("mg").make).toBe("MG");
  });

  it("ignores spaces, hyphens and accents between the words of a make", () => {
    for (const sent of ["mercedes benz", "Mercedes Benz", "MERCEDES-BENZ", "Mercedes-Benz", "mercedes  -  benz"]) {
      expect(catalogueMake(sent)).toBe("Mercedes-Benz");
    }
    expect(catalogueMake("harley davidson")).toBe("Harley-Davidson");
    expect(catalogueMake("Rolls Royce")).toBe("Rolls-Royce");
    expect(catalogueMake("landrover")).toBe("Land Rover");
    expect(catalogueMake("Citroën")).toBe("Citroen");
    expect(catalogueMake("Škoda")).toBe("Skoda");
  });

  it("reads the names feeds use for a make besides its own", () => {
    expect(catalogueMake("VW")).toBe("Volkswagen");
    expect(catalogueMake("Mercedes")).toBe("Mercedes-Benz");
    expect(catalogueMake("chevy")).toBe("Chevrolet");
    expect(catalogueMake("Holden Special Vehicles")).toBe("HSV");
  });

  it("keeps a make it does not know as sent (trimmed), and says so", () => {
    expect(normaliseMake(" Chevroelt ")).toEqual({ make: "Chevroelt", known: false });
    expect(unknownMakeWarning("Chevroelt")).toBe(
      "make Chevroelt is not in the platform's catalogue of makes: check it for a typing slip (stored as sent)",
    );
    expect(unknownMakeWarning("BMW")).toBeNull();
    expect(catalogueMake("---")).toBeNull();
  });

  it("never lets two makes, or an alias and a make, share a spelling", () => {
    const owners = new Map<string, string>();
    for (const make of australianMakes) {
      for (const name of [make.name, ...(make.aliases ?? [])]) {
        const key = makeKey(name);
        expect(owners.get(key) ?? make.name, `${name} is claimed twice`).toBe(make.name);
        owners.set(key, make.name);
      }
    }
  });

  it("knows every make the demo dealers stock, spelled as the demo spells it", () => {
    for (const { make } of [...carModels, ...motorcycleModels, ...caravanModels]) {
      expect(catalogueMake(make)).toBe(make);
    }
  });
});
