import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SpecificationsSection } from "./specifications-section";

// A caravan's measurements are listed once, in metres: a feed's own rows for the same measurements
// (in feet, or repeated) do not list them again.

const caravan = {
  body_length: 20.5,
  body_width: 7.5,
  tare_weight: 2150,
  aggregate_trailer_mass: 2800,
  axle_type: "Tandem",
  sleeps: 2,
};

describe("SpecificationsSection", () => {
  it("lists length, width, tare, ATM, axle and sleeps once, in metres, beside the feed's other rows", () => {
    render(
      <SpecificationsSection
        title="All specifications"
        caravan={caravan}
        specs={[
          { group: "Dimensions", label: "Body Length", value: "20.5 ft" },
          { group: "Weights", label: "Tare", value: "2150 kg" },
          { group: "Weights", label: "ATM", value: "2800 kg" },
          { group: "Features", label: "Sleeps", value: "2" },
          { group: "Features", label: "Axle", value: "Tandem" },
          { group: "Weights", label: "Ball Weight", value: "190 kg" },
        ]}
      />,
    );
    const list = screen.getByTestId("all-specifications");
    const text = list.textContent ?? "";
    expect(text).not.toContain("ft");
    expect(text.match(/Sleeps/g)).toHaveLength(1);
    expect(text.match(/Tare/g)).toHaveLength(1);
    expect(within(list).getByText("6.25 m")).toBeInTheDocument();
    expect(within(list).getByText("Ball Weight")).toBeInTheDocument();
  });

  it("keeps a car's own Length and Width rows (no caravan measurements to repeat)", () => {
    render(
      <SpecificationsSection
        title="All specifications"
        caravan={null}
        specs={[{ group: "Dimensions", label: "Length", value: "4550 mm" }]}
      />,
    );
    expect(screen.getByTestId("all-specifications")).toHaveTextContent("4550 mm");
  });
});
