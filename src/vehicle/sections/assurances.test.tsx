import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AssurancesSection } from "./assurances";

describe("AssurancesSection", () => {
  it("lists the warranty, the certified benefits and the return terms", () => {
    render(
      <AssurancesSection
        assurances={{
          warrantyYears: 5,
          certifiedBenefits: ["Full service history", "90 point inspection"],
          returnTerms: { days: 14, maxKm: 500, conditions: ["All keys and accessories returned"] },
          guarantee: null,
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "Buy With Confidence" });
    const certified = within(section).getByTestId("certified-benefits");
    expect(
      within(certified)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["5-year warranty", "Full service history", "90 point inspection"]);
    const returns = within(section).getByTestId("return-terms");
    expect(within(returns).getByRole("heading").textContent).toBe("14-day money back or exchange");
    expect(
      within(returns)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Driven no more than 500 km", "All keys and accessories returned"]);
  });

  it("shows only the return terms for an uncertified car", () => {
    render(
      <AssurancesSection
        assurances={{
          warrantyYears: null,
          certifiedBenefits: [],
          returnTerms: { days: 14, maxKm: 500, conditions: [] },
          guarantee: null,
        }}
      />,
    );
    expect(screen.queryByTestId("certified-benefits")).toBeNull();
    expect(screen.getByTestId("return-terms").textContent).toContain("Driven no more than 500 km");
  });

  it("states the money-back guarantee", () => {
    render(
      <AssurancesSection
        assurances={{
          warrantyYears: null,
          certifiedBenefits: [],
          returnTerms: null,
          guarantee: "48-hour money-back guarantee: change your mind within 48 hours.",
        }}
      />,
    );
    const section = screen.getByRole("region", { name: "Buy With Confidence" });
    expect(within(section).getByTestId("money-back-guarantee").textContent).toBe(
      "48-hour money-back guarantee: change your mind within 48 hours.",
    );
  });

  it("renders nothing when nothing applies", () => {
    const { container } = render(<AssurancesSection assurances={null} />);
    expect(container.innerHTML).toBe("");
  });
});
