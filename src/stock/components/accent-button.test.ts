import { describe, expect, it } from "vitest";
import { contrastRatio, MIN_TEXT_CONTRAST } from "@/sites/color-contrast";
import { accentButtonClass } from "./result-card";

const textClassColour = (className: string, colors: { text: string; primaryContrast: string }) =>
  ({
    "text-text": colors.text,
    "text-primary-contrast": colors.primaryContrast,
    "text-black": "#000000",
    "text-white": "#ffffff",
  })[className.replace("bg-accent ", "")];

describe("the accent button's text colour", () => {
  it("keeps the site's own dark text where it reads on the accent", () => {
    const colors = { text: "#111827", primaryContrast: "#ffffff", accent: "#f59e0b" };
    expect(accentButtonClass(colors as never)).toBe("bg-accent text-text");
  });

  it("takes the site's light text where that reads better", () => {
    const colors = { text: "#111827", primaryContrast: "#ffffff", accent: "#1e3a8a" };
    expect(accentButtonClass(colors as never)).toBe("bg-accent text-primary-contrast");
  });

  it("falls back to black or white when neither of the site's text colours reaches AA (bayside's pink)", () => {
    const colors = { text: "#0d2233", primaryContrast: "#ffffff", accent: "#ef476f" };
    expect(contrastRatio(colors.text, colors.accent)).toBeLessThan(MIN_TEXT_CONTRAST);
    const chosen = accentButtonClass(colors as never);
    expect(chosen).toBe("bg-accent text-black");
    expect(contrastRatio(textClassColour(chosen, colors)!, colors.accent)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
