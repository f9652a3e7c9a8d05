import { describe, expect, it } from "vitest";
import { contrastRatio, parseHexColor } from "./color-contrast";

describe("contrastRatio", () => {
  it("gives 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#1d4ed8", "#1d4ed8")).toBeCloseTo(1, 5);
  });

  it("matches the WCAG reference value for #767676 on white", () => {
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
  });

  it("does not depend on which colour is the foreground", () => {
    expect(contrastRatio("#0b4f6c", "#ffffff")).toBe(contrastRatio("#ffffff", "#0b4f6c"));
  });

  it("is undefined for anything but #rrggbb", () => {
    expect(contrastRatio("#fff", "#000000")).toBeUndefined();
    expect(contrastRatio("red", "#000000")).toBeUndefined();
  });
});

describe("parseHexColor", () => {
  it("reads the three channels", () => {
    expect(parseHexColor("#0B4f6c")).toEqual([11, 79, 108]);
  });
});
