import { describe, expect, it } from "vitest";
import {
  deliveryMessages,
  deliveryOrigin,
  deliveryPrices,
  deliveryQuote,
  parsePostcode,
  regionOfPostcode,
  type PostcodeRegion,
} from "./delivery";

function origin(postcode: string): PostcodeRegion {
  const region = deliveryOrigin(postcode, null);
  if (!region) throw new Error(`no origin for ${postcode}`);
  return region;
}

describe("parsePostcode", () => {
  it("asks for a postcode when there is none", () => {
    expect(parsePostcode("")).toEqual({ ok: false, error: "Please enter a postcode." });
    expect(parsePostcode("   ")).toEqual({ ok: false, error: deliveryMessages.empty });
    expect(parsePostcode(null)).toEqual({ ok: false, error: deliveryMessages.empty });
  });

  it("takes exactly four digits", () => {
    expect(parsePostcode(" 2000 ")).toEqual({ ok: true, postcode: "2000" });
    expect(parsePostcode("0870")).toEqual({ ok: true, postcode: "0870" });
    for (const bad of ["200", "20000", "20a0", "NSW1", "-200"]) {
      expect(parsePostcode(bad)).toEqual({ ok: false, error: "Invalid postcode" });
    }
  });
});

describe("regionOfPostcode", () => {
  it.each([
    ["2000", "NSW", "metro", "Sydney Metro"],
    ["2150", "NSW", "metro", "Sydney Metro"],
    ["2750", "NSW", "metro", "Sydney Metro"],
    ["2300", "NSW", "regional", "Regional NSW"],
    ["2880", "NSW", "regional", "Regional NSW"],
    ["2600", "ACT", "metro", "Canberra Metro"],
    ["2913", "ACT", "metro", "Canberra Metro"],
    ["2620", "NSW", "regional", "Regional NSW"],
    ["3000", "VIC", "metro", "Melbourne Metro"],
    ["3806", "VIC", "metro", "Melbourne Metro"],
    ["3550", "VIC", "regional", "Regional VIC"],
    ["4000", "QLD", "metro", "Brisbane Metro"],
    ["4305", "QLD", "metro", "Brisbane Metro"],
    ["4217", "QLD", "regional", "Regional QLD"],
    ["4870", "QLD", "regional", "Regional QLD"],
    ["5000", "SA", "metro", "Adelaide Metro"],
    ["5290", "SA", "regional", "Regional SA"],
    ["6000", "WA", "metro", "Perth Metro"],
    ["6530", "WA", "regional", "Regional WA"],
    ["7000", "TAS", "metro", "Hobart Metro"],
    ["7250", "TAS", "regional", "Regional TAS"],
    ["0800", "NT", "metro", "Darwin Metro"],
    ["0870", "NT", "regional", "Regional NT"],
  ])("%s is %s %s", (postcode, state, zone, name) => {
    expect(regionOfPostcode(postcode)).toEqual({ postcode, state, zone, name });
  });

  it.each([
    ["0872", "NT"], // the APY lands and central desert communities
    ["0886", "NT"],
    ["6725", "WA"], // Broome
    ["6798", "WA"], // Christmas Island
    ["7256", "TAS"], // King Island
    ["7255", "TAS"], // Flinders Island
    ["2899", "NSW"], // Norfolk Island
    ["4875", "QLD"], // Thursday Island
    ["5223", "SA"], // Kangaroo Island
    ["5723", "SA"], // Coober Pedy
  ])("%s is remote (%s)", (postcode, state) => {
    expect(regionOfPostcode(postcode)).toMatchObject({ state, zone: "remote" });
  });

  it("knows nothing of numbers that are not postcodes", () => {
    expect(regionOfPostcode("0000")).toBeNull();
    expect(regionOfPostcode("0500")).toBeNull();
    expect(regionOfPostcode("200")).toBeNull();
    expect(regionOfPostcode("abcd")).toBeNull();
  });
});

describe("deliveryOrigin", () => {
  it("is the location's postcode region", () => {
    expect(deliveryOrigin("2039", "NSW")).toMatchObject({ postcode: "2039", state: "NSW", zone: "metro" });
    expect(deliveryOrigin("4551", "QLD")).toMatchObject({ state: "QLD", zone: "regional" });
  });

  it("falls back to the state's capital, and to nothing without a state", () => {
    expect(deliveryOrigin(null, "vic")).toEqual({ postcode: "", state: "VIC", zone: "metro", name: "Melbourne Metro" });
    expect(deliveryOrigin("9", "SA")).toMatchObject({ state: "SA", zone: "metro" });
    expect(deliveryOrigin(null, null)).toBeNull();
    expect(deliveryOrigin(null, "Somewhere")).toBeNull();
  });
});

describe("deliveryQuote", () => {
  const sydney = origin("2039");

  it("is free to the dealer's own postcode and $0–$300 across its metro area", () => {
    expect(deliveryQuote(sydney, "2039")).toEqual({ name: "Sydney Metro", price: deliveryPrices.samePostcode });
    expect(deliveryQuote(sydney, "2000")).toEqual({ name: "Sydney Metro", price: 250 });
    for (const postcode of ["2000", "2170", "2560", "2770"]) {
      const price = deliveryQuote(sydney, postcode)?.price ?? -1;
      expect(price).toBeGreaterThanOrEqual(0);
      expect(price).toBeLessThanOrEqual(300);
    }
  });

  it("costs more to regional towns in the same state, more again interstate", () => {
    const regional = deliveryQuote(sydney, "2650");
    const interstateMetro = deliveryQuote(sydney, "3000");
    const interstateRegional = deliveryQuote(sydney, "3550");
    expect(regional).toEqual({ name: "Regional NSW", price: deliveryPrices.sameState });
    expect(interstateMetro).toEqual({ name: "Melbourne Metro", price: deliveryPrices.interstateMetroNear });
    expect(interstateRegional).toEqual({ name: "Regional VIC", price: deliveryPrices.interstateRegionalNear });
    expect(deliveryPrices.sameMetro).toBeLessThan(deliveryPrices.sameState);
    expect(deliveryPrices.sameState).toBeLessThan(deliveryPrices.interstateMetroNear);
    expect(deliveryPrices.interstateMetroNear).toBeLessThan(deliveryPrices.interstateRegionalNear);
  });

  it("charges the long-haul rates between states that are not neighbours", () => {
    expect(deliveryQuote(sydney, "6000")).toEqual({ name: "Perth Metro", price: deliveryPrices.interstateMetroFar });
    expect(deliveryQuote(sydney, "0870")).toEqual({ name: "Regional NT", price: deliveryPrices.interstateRegionalFar });
    expect(deliveryQuote(origin("6005"), "2000")?.price).toBe(deliveryPrices.interstateMetroFar);
  });

  it("treats the capital as same-state, not same-metro, for a regional dealer", () => {
    const sunshineCoast = origin("4558");
    expect(deliveryQuote(sunshineCoast, "4000")).toEqual({ name: "Brisbane Metro", price: deliveryPrices.sameState });
    expect(deliveryQuote(sunshineCoast, "4551")).toEqual({ name: "Regional QLD", price: deliveryPrices.sameState });
    expect(deliveryQuote(sunshineCoast, "4558")?.price).toBe(0);
  });

  it("does not deliver to remote areas or unknown postcodes", () => {
    for (const postcode of ["0872", "6725", "7256", "2899", "0000", "0500"]) {
      expect(deliveryQuote(sydney, postcode)).toBeNull();
    }
  });
});
