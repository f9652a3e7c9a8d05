import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PaymentsAccepted } from "./payment-marks";

describe("PaymentsAccepted", () => {
  it("draws a named mark per method, in the dealer's order", () => {
    render(<PaymentsAccepted methods={["visa", "mastercard", "maestro", "google-pay", "apple-pay"]} />);
    const strip = screen.getByRole("list", { name: "Payments accepted" });
    const marks = within(strip).getAllByRole("img");
    expect(marks.map((mark) => mark.getAttribute("aria-label"))).toEqual([
      "Visa",
      "Mastercard",
      "Maestro",
      "Google Pay",
      "Apple Pay",
    ]);
    // Drawn here: an SVG per mark, no picture to fetch.
    for (const mark of marks) {
      expect(mark.tagName.toLowerCase()).toBe("svg");
      expect(mark.querySelector("image, use")).toBeNull();
    }
  });

  it("gives each scheme its own colour", () => {
    render(<PaymentsAccepted methods={["visa", "mastercard"]} />);
    const fills = screen.getAllByRole("img").map((mark) => mark.querySelector("rect")?.getAttribute("fill"));
    expect(new Set(fills).size).toBe(2);
  });

  it("shows only the methods the dealer takes", () => {
    render(<PaymentsAccepted methods={["apple-pay"]} />);
    expect(screen.getAllByRole("img")).toHaveLength(1);
    expect(screen.getByRole("img", { name: "Apple Pay" })).toBeTruthy();
  });
});
