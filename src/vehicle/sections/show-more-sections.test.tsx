import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FeaturesSection } from "./features-section";
import { KeyInformation } from "./key-information";

const features = ["Cruise control", "Reversing camera", "Apple CarPlay", "Heated seats", "Sunroof"];
const specs = [
  { group: "Engine", label: "Engine", value: "2.5L" },
  { group: "Engine", label: "Power", value: "152kW" },
  { group: "Dimensions", label: "Length", value: "4690 mm" },
];

describe("Show More / Show Less on the vehicle page's lists", () => {
  it("features: the rest opens with Show More and closes again with Show Less", async () => {
    const user = userEvent.setup();
    render(<FeaturesSection features={features} limit={3} />);
    const section = screen.getByRole("region", { name: "Features" });
    expect(within(section).getByText("Heated seats")).not.toBeVisible();

    await user.click(within(section).getByRole("button", { name: "Show More" }));
    const less = within(section).getByRole("button", { name: "Show Less" });
    expect(less).toHaveAttribute("aria-expanded", "true");
    expect(within(section).getByText("Heated seats")).toBeVisible();
    expect(within(section).getByText("Sunroof")).toBeVisible();

    await user.click(less);
    const more = within(section).getByRole("button", { name: "Show More" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(within(section).getByText("Heated seats")).not.toBeVisible();
  });

  it("key information: the rest of the specifications toggle the same way", async () => {
    const user = userEvent.setup();
    render(<KeyInformation title="Key Information" specs={specs} limit={2} />);
    const section = screen.getByRole("region", { name: "Key Information" });
    const more = within(section).getByRole("button", { name: "Show More" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    expect(within(section).getByText("4690 mm")).not.toBeVisible();

    await user.click(more);
    expect(within(section).getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
    expect(within(section).getByText("4690 mm")).toBeVisible();

    await user.click(within(section).getByRole("button", { name: "Show Less" }));
    expect(within(section).getByRole("button", { name: "Show More" })).toHaveAttribute("aria-expanded", "false");
    expect(within(section).getByText("4690 mm")).not.toBeVisible();
  });

  it("no button when everything fits", () => {
    render(<FeaturesSection features={features} limit={5} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
