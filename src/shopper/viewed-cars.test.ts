import { afterEach, describe, expect, it, vi } from "vitest";
import { installStorage } from "./memory-storage";
import { shopperKey } from "./storage";
import { readViewedCars, recordViewedCar, type ViewedCar } from "./viewed-cars";

afterEach(() => {
  vi.unstubAllGlobals();
});

const viewed = (n: number): ViewedCar => ({
  id: `car-${n}`,
  stocknum: `HS-${n}`,
  make: "Toyota",
  model: "Corolla",
  body: "Hatchback",
  simple_body: "hatch",
});

describe("viewed cars", () => {
  it("keeps the last 20 cars, most recent first, each once", () => {
    installStorage();
    for (let n = 1; n <= 25; n += 1) recordViewedCar("harbourside", viewed(n));
    recordViewedCar("harbourside", viewed(10));
    const ids = readViewedCars("harbourside").map((car) => car.id);
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 3)).toEqual(["car-10", "car-25", "car-24"]);
    expect(ids.filter((id) => id === "car-10")).toHaveLength(1);
    expect(ids).not.toContain("car-5");
  });

  it("reads missing body fields as null and garbage as empty", () => {
    const storage = installStorage();
    storage.setItem(
      shopperKey("harbourside", "viewed-cars"),
      JSON.stringify([{ id: "car-1", stocknum: "HS-1", make: "Kia", model: "Rio" }]),
    );
    expect(readViewedCars("harbourside")).toEqual([
      { id: "car-1", stocknum: "HS-1", make: "Kia", model: "Rio", body: null, simple_body: null },
    ]);
    storage.setItem(shopperKey("harbourside", "viewed-cars"), "undefined");
    expect(readViewedCars("harbourside")).toEqual([]);
  });
});
