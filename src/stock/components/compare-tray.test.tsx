import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { CompareTray } from "./compare-tray";
import { SaveControls, type SaveControlsProps } from "./save-controls";

const car = (n: number): SaveControlsProps["car"] => ({
  id: `car-${n}`,
  name: `Car number ${n}`,
  slug: `car-${n}`,
  make: "Toyota",
  model: "Corolla",
  primary_image_url: null,
  status: "in_stock",
  price: 20_000 + n,
});

function Page({ cars }: { cars: number[] }) {
  return (
    <>
      {cars.map((n) => (
        <SaveControls
          key={n}
          siteSlug="harbourside"
          car={car(n)}
          favourites={false}
          compare
          hideWhenNoPrice={false}
          favouriteEventId={1}
          watchlist={false}
          listPath="/favourites"
        />
      ))}
      <CompareTray siteSlug="harbourside" />
    </>
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe("CompareTray", () => {
  it("appears when a car is added and leads to the compare page with the picks in order", async () => {
    const user = userEvent.setup();
    render(<Page cars={[1, 2, 3]} />);
    expect(screen.queryByRole("region", { name: "Cars to compare" })).not.toBeInTheDocument();

    const [first, second, third] = screen.getAllByRole("button", { name: "Add to compare" });
    await user.click(first!);
    const tray = screen.getByRole("region", { name: "Cars to compare" });
    expect(within(tray).getByText("Add another car to compare")).toBeVisible();
    // One car is nothing to compare yet: the button says so rather than opening an empty table.
    expect(within(tray).getByRole("link", { name: "Compare (1)" })).toHaveAttribute("aria-disabled", "true");

    await user.click(second!);
    await user.click(third!);
    expect(
      within(tray)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining("Car number 1"),
      expect.stringContaining("Car number 2"),
      expect.stringContaining("Car number 3"),
    ]);
    const compare = within(tray).getByRole("link", { name: "Compare (3)" });
    expect(compare).not.toHaveAttribute("aria-disabled");
    expect(compare).toHaveAttribute("href", "/compare?ids=car-1,car-2,car-3");
  });

  it("removes one car from the keyboard, and clears them all", async () => {
    const user = userEvent.setup();
    render(<Page cars={[1, 2, 3]} />);
    for (const button of screen.getAllByRole("button", { name: "Add to compare" })) await user.click(button);
    const tray = screen.getByRole("region", { name: "Cars to compare" });

    within(tray).getByRole("button", { name: "Remove Car number 2 from compare" }).focus();
    await user.keyboard("{Enter}");
    expect(within(tray).getByRole("link", { name: "Compare (2)" })).toHaveAttribute("href", "/compare?ids=car-1,car-3");
    // The car's own toggle follows: it can be added again.
    expect(screen.getAllByRole("button", { name: "Add to compare" })).toHaveLength(1);

    await user.click(within(tray).getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("region", { name: "Cars to compare" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Add to compare" })).toHaveLength(3);
  });
});
