import { describe, expect, it } from "vitest";
import { distanceKm, earthRadiusKm, lookupPostcode, nearestLocations, searchPostcode } from "./postcodes";

describe("lookupPostcode", () => {
  it("places real postcodes in their state", () => {
    const rozelle = lookupPostcode("2039");
    expect(rozelle).toMatchObject({ postcode: "2039", locality: "Rozelle", state: "NSW" });
    expect(rozelle?.lat).toBeCloseTo(-33.86, 1);
    expect(rozelle?.lng).toBeCloseTo(151.17, 1);
    expect(lookupPostcode("6005")?.state).toBe("WA");
    expect(lookupPostcode("0800")?.state).toBe("NT");
    expect(lookupPostcode("2600")?.state).toBe("ACT");
  });

  it("knows no place for a postcode that does not exist", () => {
    expect(lookupPostcode("0000")).toBeNull();
    expect(lookupPostcode("0100")).toBeNull();
  });
});

describe("searchPostcode", () => {
  it("says 'Invalid postcode' for a malformed or unknown postcode", () => {
    expect(searchPostcode("0000")).toEqual({ status: "invalid", message: "Invalid postcode" });
    expect(searchPostcode("20a9")).toEqual({ status: "invalid", message: "Invalid postcode" });
    expect(searchPostcode("20390")).toEqual({ status: "invalid", message: "Invalid postcode" });
    expect(searchPostcode("  ")).toEqual({ status: "empty" });
    expect(searchPostcode(" 3220 ")).toMatchObject({ status: "found", place: { state: "VIC" } });
  });
});

describe("distanceKm", () => {
  it("measures great circles on a 6371 km earth", () => {
    expect(earthRadiusKm).toBe(6371);
    // A quarter of the equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo((Math.PI / 2) * 6371, 6);
    // Sydney to Melbourne, about 714 km as the crow flies.
    const sydney = { lat: -33.8688, lng: 151.2093 };
    const melbourne = { lat: -37.8136, lng: 144.9631 };
    expect(distanceKm(sydney, melbourne)).toBeGreaterThan(705);
    expect(distanceKm(sydney, melbourne)).toBeLessThan(720);
    expect(distanceKm(sydney, sydney)).toBe(0);
  });
});

describe("nearestLocations", () => {
  const at = (name: string, lat: number, lng: number) => ({ name, address: { lat, lng } });
  const locations = [at("Perth", -31.95, 115.86), at("Geelong", -38.15, 144.36), at("Rozelle", -33.86, 151.17)];

  it("orders locations nearest first from a postcode's place", () => {
    const place = lookupPostcode("3220");
    if (!place) throw new Error("3220 missing");
    const ordered = nearestLocations(place, locations);
    expect(ordered.map((item) => item.location.name)).toEqual(["Geelong", "Rozelle", "Perth"]);
    expect(ordered[0]?.distanceKm).toBeLessThan(5);
  });
});
