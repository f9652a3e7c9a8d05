import { afterEach, describe, expect, it, vi } from "vitest";
import { installStorage } from "./memory-storage";
import { shopperKey } from "./storage";
import { readUserDetails, saveUserDetails } from "./user-details";

afterEach(() => {
  vi.unstubAllGlobals();
});

const jane = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678", postcode: "4000" };

describe("user details", () => {
  it("saves and reads the details, per site", () => {
    installStorage();
    expect(readUserDetails("harbourside")).toBeNull();
    saveUserDetails("harbourside", jane);
    expect(readUserDetails("harbourside")).toEqual(jane);
    expect(readUserDetails("redgum")).toBeNull();
  });

  it("merges a partial save over what is stored, without blanking fields", () => {
    installStorage();
    saveUserDetails("harbourside", jane);
    saveUserDetails("harbourside", { phone: " 0499 000 111 ", postcode: "", email: undefined });
    expect(readUserDetails("harbourside")).toEqual({ ...jane, phone: "0499 000 111" });
  });

  it("reads garbage as nothing stored and a damaged field as empty", () => {
    const storage = installStorage();
    storage.setItem(shopperKey("harbourside", "user-details"), "[1,2]");
    expect(readUserDetails("harbourside")).toBeNull();
    storage.setItem(shopperKey("harbourside", "user-details"), '{"name":"Jane","phone":412345678}');
    expect(readUserDetails("harbourside")).toEqual({ name: "Jane", last_name: "", email: "", phone: "", postcode: "" });
  });
});
