import { describe, expect, it } from "vitest";
import {
  australianStateCode,
  australianStateCodes,
  australianStateConfigCodes,
  australianStates,
  timeZoneForState,
} from "./australian-states";

describe("australianStates", () => {
  it("lists the eight states and territories in the conventional order", () => {
    expect(australianStateCodes).toEqual(["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"]);
    expect(Object.keys(australianStates)).toEqual(australianStateCodes);
    expect(australianStateConfigCodes).toEqual(["nsw", "vic", "qld", "wa", "sa", "tas", "act", "nt"]);
  });

  it("knows each one's name and capital", () => {
    expect(australianStates.ACT).toMatchObject({ name: "Australian Capital Territory", capital: "Canberra" });
    expect(australianStates.WA).toMatchObject({ name: "Western Australia", capital: "Perth" });
  });

  it("reads a code in any case and spacing, and nothing else", () => {
    expect(australianStateCode(" vic ")).toBe("VIC");
    expect(australianStateCode("Tas")).toBe("TAS");
    expect(australianStateCode("Victoria")).toBeNull();
    expect(australianStateCode("toString")).toBeNull();
    expect(australianStateCode(null)).toBeNull();
  });

  it("gives each state's time zone, Sydney's for an unknown one", () => {
    expect(timeZoneForState("wa")).toBe("Australia/Perth");
    expect(timeZoneForState("SA")).toBe("Australia/Adelaide");
    expect(timeZoneForState("QLD")).toBe("Australia/Brisbane");
    expect(timeZoneForState("ACT")).toBe("Australia/Sydney");
    expect(timeZoneForState("NT")).toBe("Australia/Darwin");
    expect(timeZoneForState("TAS")).toBe("Australia/Hobart");
    expect(timeZoneForState("Unknown")).toBe("Australia/Sydney");
  });
});
