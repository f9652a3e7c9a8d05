import { describe, expect, it } from "vitest";
import { demoConfig, siteConfig } from "@/finance/test-configs";
import { vehicleAssurances } from "./assurances";

const redgum = demoConfig("redgum");
const certifiedUsed = { carType: "used", certified: true } as const;

describe("vehicleAssurances", () => {
  it("gives a redgum certified used car its 5-year warranty, benefits and 14-day return terms", () => {
    expect(vehicleAssurances(certifiedUsed, redgum)).toEqual({
      warrantyYears: 5,
      certifiedBenefits: ["Full service history", "90 point inspection", "1 year roadside assist"],
      returnTerms: {
        days: 14,
        maxKm: 500,
        conditions: [
          "Returned with at least a quarter tank of fuel",
          "All keys and accessories returned",
          "No lien or finance registered against the car",
        ],
      },
      guarantee: expect.stringContaining("48-hour money-back guarantee") as unknown,
    });
  });

  it("gives every redgum used car the site's money-back guarantee, and no site's new or demo cars", () => {
    expect(vehicleAssurances({ carType: "used", certified: false }, redgum)?.guarantee).toBe(
      redgum.checkout.guaranteeText,
    );
    const config = siteConfig({ checkout: { guaranteeText: "Seven days to change your mind." } });
    expect(vehicleAssurances({ carType: "used", certified: false }, config)).toEqual({
      warrantyYears: null,
      certifiedBenefits: [],
      returnTerms: null,
      guarantee: "Seven days to change your mind.",
    });
    expect(vehicleAssurances({ carType: "new", certified: false }, config)).toBeNull();
  });

  it("gives an uncertified used car only the return terms", () => {
    const assurances = vehicleAssurances({ carType: "used", certified: false }, redgum);
    expect(assurances?.warrantyYears).toBeNull();
    expect(assurances?.certifiedBenefits).toEqual([]);
    expect(assurances?.returnTerms?.days).toBe(14);
  });

  it("promises nothing with new or demo cars", () => {
    expect(vehicleAssurances({ carType: "new", certified: true }, redgum)).toBeNull();
    expect(vehicleAssurances({ carType: "demo", certified: true }, redgum)).toBeNull();
  });

  it("promises nothing on a site that lists no certified benefits and offers no returns", () => {
    expect(vehicleAssurances(certifiedUsed, siteConfig())).toBeNull();
  });

  it("takes the site's warranty length and return days", () => {
    const config = siteConfig({
      vehiclePage: { warrantyYears: 7, certifiedBenefits: ["Inspected"] },
      checkout: { returnTerms: { enabled: true, days: 7, maxKm: 300 } },
    });
    const assurances = vehicleAssurances(certifiedUsed, config);
    expect(assurances?.warrantyYears).toBe(7);
    expect(assurances?.returnTerms).toMatchObject({ days: 7, maxKm: 300 });
  });
});
