// The demo regos docs/trade-in.md lists must do what it says on the full default demo, so a tester
// who types one sees the path promised: an estimate, or the plain reason there is none.

import { describe, expect, it } from "vitest";
import { generateDemoData } from "@/demo/generate";
import { documentedRegistrations } from "@/demo/rego-register";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { recentlySoldDays } from "./comparables";
import { bestCondition } from "./schemas";
import { valueCar, type Comparable } from "./valuation";
import { valuationSettings } from "./value-trade-in";

const referenceDate = new Date(Date.UTC(2026, 10, 23));
const data = generateDemoData({ referenceDate });
const settings = valuationSettings({ config: resolveSiteConfig("default", {}) });

/** The cars the comparables query returns (comparables.ts), before make, model, year and km. */
const market: Comparable[] = data.cars
  .filter(
    (car) =>
      car.carType !== "new" &&
      (car.price ?? 0) > 0 &&
      (car.status === "in_stock" ||
        car.status === "coming_soon" ||
        (car.soldAt instanceof Date &&
          car.soldAt.getTime() >= referenceDate.getTime() - recentlySoldDays * 86_400_000)),
  )
  .map((car) => ({
    make: car.make,
    model: car.model,
    badge: car.badge ?? null,
    year: car.year,
    km: car.km ?? 0,
    price: car.price ?? 0,
    state: car.state ?? null,
  }));

describe("the documented demo regos", () => {
  it.each(documentedRegistrations.map((entry) => [entry.state, entry.rego, entry] as const))(
    "%s %s is in the register and gets what docs/trade-in.md says",
    (state, rego, documented) => {
      const row = data.regoRegister.find((entry) => entry.state === state && entry.rego === rego);
      expect(row).toMatchObject({ make: documented.make, model: documented.model, year: 2026 - documented.age });
      if (!row) return;
      // Typical kilometres for the age, within the online limit.
      const km = Math.min(90_000, documented.age * 15_000);
      const result = valueCar({ ...row, km }, bestCondition, market, state, settings, referenceDate);
      if (documented.expect === "estimate") {
        expect(result.estimate).not.toBeNull();
      } else {
        expect(result).toMatchObject({ estimate: null, reason: documented.expect });
      }
    },
  );

  it("registers the demo dealers' registered cars under their plates, and cars in every state", () => {
    const withPlate = data.cars.find((car) => car.regplate && car.itemType === "car");
    expect(data.regoRegister).toContainEqual(
      expect.objectContaining({ state: withPlate?.state, rego: withPlate?.regplate, vin: withPlate?.vin }),
    );
    expect(new Set(data.regoRegister.map((row) => row.state))).toEqual(
      new Set(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]),
    );
    const keys = data.regoRegister.map((row) => `${row.state}/${row.rego}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
