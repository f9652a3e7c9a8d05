import { afterEach, describe, expect, it, vi } from "vitest";
import { installBlockedStorage, installStorage } from "./memory-storage";
import { shopperKey } from "./storage";
import { clearSuccessCategory, markSuccessCategory, readSuccessCategory } from "./success-marker";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("success marker", () => {
  it("remembers the last successful category per site", () => {
    installStorage();
    expect(readSuccessCategory("harbourside")).toBeNull();
    markSuccessCategory("harbourside", "Test Drive");
    markSuccessCategory("harbourside", "Finance");
    expect(readSuccessCategory("harbourside")).toBe("Finance");
    expect(readSuccessCategory("redgum")).toBeNull();
    clearSuccessCategory("harbourside");
    expect(readSuccessCategory("harbourside")).toBeNull();
  });

  it("uses the site's configured key", () => {
    const storage = installStorage();
    markSuccessCategory("harbourside", "Finance", "fin-success");
    expect(storage.getItem(shopperKey("harbourside", "fin-success"))).toBe('"Finance"');
    expect(readSuccessCategory("harbourside")).toBeNull();
    expect(readSuccessCategory("harbourside", "fin-success")).toBe("Finance");
  });

  it("reads garbage or no storage as no marker", () => {
    const storage = installStorage();
    storage.setItem(shopperKey("harbourside", "lead-success-category"), "Finance");
    expect(readSuccessCategory("harbourside")).toBeNull();
    storage.setItem(shopperKey("harbourside", "lead-success-category"), "42");
    expect(readSuccessCategory("harbourside")).toBeNull();
    installBlockedStorage();
    expect(readSuccessCategory("harbourside")).toBeNull();
  });
});
