import { describe, expect, it } from "vitest";
import { analyticsScripts } from "./analytics-tags";

describe("analyticsScripts", () => {
  it("loads nothing when the dealer has no tag ids", () => {
    expect(analyticsScripts({})).toEqual([]);
  });

  it("loads the dealer's tag manager container by its id", () => {
    const scripts = analyticsScripts({ gtmId: "GTM-ABCD123" });
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.inline).toContain("https://www.googletagmanager.com/gtm.js?id=");
    expect(scripts[0]?.inline).toContain("'dataLayer',\"GTM-ABCD123\")");
  });

  it("loads GA4 with the dealer's measurement id", () => {
    const scripts = analyticsScripts({ gaId: "G-ABC123XYZ" });
    expect(scripts.map((script) => script.src).filter(Boolean)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ",
    ]);
    expect(scripts.find((script) => script.inline)?.inline).toContain("gtag('config',\"G-ABC123XYZ\")");
  });

  it("loads both when both are set", () => {
    expect(analyticsScripts({ gaId: "G-ABC123XYZ", gtmId: "GTM-ABCD123" }).map((script) => script.id)).toEqual([
      "gtm",
      "ga-loader",
      "ga-config",
    ]);
  });
});
