import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Section } from "./section";

describe("Section", () => {
  it("is a region named by its own heading, so it is in a screen reader's landmark list", () => {
    render(
      <Section titleId="fuel-title" title="Fuel calculator">
        <p>About $50 a week</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Fuel calculator" });
    expect(region).toContainElement(screen.getByRole("heading", { level: 2, name: "Fuel calculator" }));
    expect(region).toHaveTextContent("About $50 a week");
  });

  it("puts its aside beside the title, inside the region", () => {
    render(
      <Section titleId="featured-title" title="Featured cars" aside={<span>12 cars</span>}>
        <ul />
      </Section>,
    );
    expect(screen.getByRole("region", { name: "Featured cars" })).toContainElement(screen.getByText("12 cars"));
  });
});
