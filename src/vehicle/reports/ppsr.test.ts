import { describe, expect, it } from "vitest";
import { localPpsrProvider, localSecuredParties, localSecuredShare, type PpsrVehicle } from "./ppsr";

const vehicle = (vin: string): PpsrVehicle => ({
  vin,
  year: 2020,
  make: "Toyota",
  model: "RAV4",
  colour: "White",
  body: "SUV",
  regplate: "ABC123",
  state: "QLD",
  regoExpiry: "2027-01-01",
});
const searchedAt = new Date("2026-11-23T00:00:00Z");
const vins = Array.from({ length: 400 }, (_, index) => `JTMW1RFV${String(index).padStart(9, "0")}`);

describe("localPpsrProvider", () => {
  it("answers from the register it is given, and the same for a VIN on every search", async () => {
    const provider = localPpsrProvider((vin) => Promise.resolve(vin.startsWith("JTM") ? vehicle(vin) : null));
    const first = await provider.search({ vin: " jtmw1rfv000000001 ", searchedAt });
    expect(first.vin).toBe("JTMW1RFV000000001");
    expect(first.vehicle?.regplate).toBe("ABC123");
    expect(first.certificateNumber).toMatch(/^\d{14}$/);
    expect(await provider.search({ vin: "JTMW1RFV000000001", searchedAt })).toEqual(first);
    const unknown = await provider.search({ vin: "XXX00000000000000", searchedAt });
    expect(unknown.vehicle).toBeNull();
    expect(unknown.securityInterests).toEqual([]);
    expect(unknown.writtenOff).toBeNull();
  });

  it("registers money owing against about one car in seven, never dated after the search, and no thefts", async () => {
    const provider = localPpsrProvider((vin) => Promise.resolve(vehicle(vin)));
    const results = await Promise.all(vins.map((vin) => provider.search({ vin, searchedAt })));
    const secured = results.filter((result) => result.securityInterests.length > 0);
    expect(secured.length / results.length).toBeGreaterThan(localSecuredShare / 2);
    expect(secured.length / results.length).toBeLessThan(localSecuredShare * 2);
    for (const result of secured) {
      const [interest] = result.securityInterests;
      expect(localSecuredParties).toContain(interest?.securedParty);
      expect((interest?.registeredOn ?? "") <= "2026-11-23").toBe(true);
    }
    expect(results.every((result) => result.stolen === null)).toBe(true);
  });
});
