import { describe, expect, it } from "vitest";
import { expectedCheckDigit, vinCheckDigitWarning } from "./vin";

describe("a VIN's check digit", () => {
  it("accepts VINs whose 9th character is their check digit, including X", () => {
    // Published examples: a 1980s Honda, a Ford, and one whose remainder is 10.
    expect(expectedCheckDigit("1HGCM82633A004352")).toBe("3");
    expect(vinCheckDigitWarning("1HGCM82633A004352")).toBeNull();
    expect(expectedCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinCheckDigitWarning("1M8GDM9AXKP042788")).toBeNull();
  });

  it("warns, naming the expected digit, when one character was mistyped", () => {
    // The last character weighs 2: 2 → 3 moves the remainder from 3 to 5.
    expect(vinCheckDigitWarning("1HGCM82633A004353")).toBe(
      "vin 1HGCM82633A004353 has 3 as its check digit (9th character) where 5 was expected: check it for a typing slip (stored as sent)",
    );
  });

  it("says nothing of what is not a 17-character VIN", () => {
    expect(vinCheckDigitWarning("ABC123")).toBeNull();
    expect(expectedCheckDigit("1HGCM82633A00435O")).toBeNull();
  });
});
