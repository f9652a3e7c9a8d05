import { describe, expect, it } from "vitest";
import { isValidSlug, parseHost, siteKeyKind } from "./parse-host";

const local = { rootDomain: "localhost" };

describe("parseHost", () => {
  it("reads the slug from {slug}.localhost with or without a port", () => {
    expect(parseHost("harbourside.localhost:3000", local)).toEqual({ kind: "site", key: "harbourside" });
    expect(parseHost("Redgum.LOCALHOST", local)).toEqual({ kind: "site", key: "redgum" });
  });

  it("treats the bare root domain and loopback addresses as the demo index", () => {
    expect(parseHost("localhost:3000", local)).toEqual({ kind: "root" });
    expect(parseHost("127.0.0.1:3000", local)).toEqual({ kind: "root" });
    expect(parseHost("[::1]:3000", local)).toEqual({ kind: "root" });
  });

  it("passes custom domains through as the key", () => {
    expect(parseHost("www.harboursidemotors.com.au", local)).toEqual({
      kind: "site",
      key: "www.harboursidemotors.com.au",
    });
    expect(parseHost("harboursidemotors.com.au.", local)).toEqual({ kind: "site", key: "harboursidemotors.com.au" });
  });

  it("uses the configured root domain in production", () => {
    const prod = { rootDomain: "sites.example.com" };
    expect(parseHost("redgum.sites.example.com", prod)).toEqual({ kind: "site", key: "redgum" });
    expect(parseHost("sites.example.com", prod)).toEqual({ kind: "root" });
    expect(parseHost("127.0.0.1", prod)).toEqual({ kind: "unknown" });
  });

  it("rejects hosts that cannot name a tenant", () => {
    expect(parseHost(null, local)).toEqual({ kind: "unknown" });
    expect(parseHost("", local)).toEqual({ kind: "unknown" });
    expect(parseHost("a.b.localhost", local)).toEqual({ kind: "unknown" });
    expect(parseHost("api.localhost", local)).toEqual({ kind: "unknown" });
    expect(isValidSlug("console")).toBe(false);
    // The holding page's route (decision 049): no site may shadow it.
    expect(isValidSlug("site-paused")).toBe(false);
    expect(parseHost("-bad-.localhost", local)).toEqual({ kind: "unknown" });
    expect(parseHost("intranet", local)).toEqual({ kind: "unknown" });
    expect(parseHost("evil..com", local)).toEqual({ kind: "unknown" });
    expect(parseHost("x_y.com", local)).toEqual({ kind: "unknown" });
  });
});

describe("the dealer console's host", () => {
  it("is console.{root}, never a site", () => {
    expect(parseHost("console.localhost:3000", local)).toEqual({ kind: "console" });
    expect(parseHost("CONSOLE.localhost.", local)).toEqual({ kind: "console" });
    expect(parseHost("console.dealerplatform.com.au", { rootDomain: "dealerplatform.com.au" })).toEqual({
      kind: "console",
    });
    // Only the platform's own: a console under another name is that name's site, or nothing.
    expect(parseHost("console.harbourside.localhost", local)).toEqual({ kind: "unknown" });
  });
});

describe("slugs and keys", () => {
  it("accepts lower-case slugs and refuses reserved ones", () => {
    expect(isValidSlug("southern-cross")).toBe(true);
    expect(isValidSlug("demo-index")).toBe(false);
    expect(isValidSlug("Harbour")).toBe(false);
  });

  it("tells domains from slugs", () => {
    expect(siteKeyKind("redgum")).toBe("slug");
    expect(siteKeyKind("redgumusedcars.com.au")).toBe("domain");
  });
});
