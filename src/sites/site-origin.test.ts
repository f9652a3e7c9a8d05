import { describe, expect, it } from "vitest";
import { absoluteUrl, siteOrigin } from "./site-origin";

describe("a site's production origin", () => {
  it("is the primary domain over https", () => {
    const domains = [
      { domain: "baysideautoco.com.au", isPrimary: false },
      { domain: "www.baysideautoco.com.au", isPrimary: true },
    ];
    expect(siteOrigin("bayside", domains, "localhost")).toBe("https://www.baysideautoco.com.au");
  });

  it("is the first domain by name when none is marked primary", () => {
    const domains = [
      { domain: "www.example.com.au", isPrimary: false },
      { domain: "example.com.au", isPrimary: false },
    ];
    expect(siteOrigin("x", domains, "localhost")).toBe("https://example.com.au");
  });

  it("is the slug under the platform's domain for a site without a domain of its own", () => {
    expect(siteOrigin("newdealer", [], "dealers.example.net")).toBe("https://newdealer.dealers.example.net");
  });

  it("makes paths absolute and leaves absolute image addresses alone", () => {
    expect(absoluteUrl("https://a.com.au", "/cars/x")).toBe("https://a.com.au/cars/x");
    expect(absoluteUrl("https://a.com.au", "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });
});
