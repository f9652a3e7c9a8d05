import { describe, expect, it } from "vitest";
import { formatAbn, isValidAbn } from "./abn";

describe("ABN check (the ATO's modulus 89 rule)", () => {
  it("passes real, published ABNs however they are spaced", () => {
    // The Australian Taxation Office's own ABN, the ATO's worked example.
    expect(isValidAbn("51 824 753 556")).toBe(true);
    expect(isValidAbn("51824753556")).toBe(true);
    // Telstra and Woolworths, as printed on their invoices.
    expect(isValidAbn("33 051 775 556")).toBe(true);
    expect(isValidAbn("88 000 014 675")).toBe(true);
  });

  it("refuses a mistyped digit, a swapped pair, the wrong length and anything but digits", () => {
    expect(isValidAbn("51 824 753 557")).toBe(false);
    expect(isValidAbn("15 824 753 556")).toBe(false);
    expect(isValidAbn("12 345 678 901")).toBe(false);
    expect(isValidAbn("51 824 753 55")).toBe(false);
    expect(isValidAbn("51 824 753 5566")).toBe(false);
    expect(isValidAbn("51-824-753-556")).toBe(false);
    expect(isValidAbn("")).toBe(false);
  });

  it("is written in the ATO's groups of 2, 3, 3 and 3", () => {
    expect(formatAbn("51824753556")).toBe("51 824 753 556");
    expect(formatAbn("51 824 753 556")).toBe("51 824 753 556");
  });
});
