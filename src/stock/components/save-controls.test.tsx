import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { toast } from "sonner";
import { Toaster } from "@/ui/toast";
import { SaveControls, type SaveControlsProps } from "./save-controls";

const props: SaveControlsProps = {
  siteSlug: "harbourside",
  car: {
    id: "car-1",
    name: "2021 Toyota Corolla Ascent Sport",
    slug: "2021-toyota-corolla-a1",
    make: "Toyota",
    model: "Corolla",
    primary_image_url: null,
    status: "in_stock",
    price: 25_990,
  },
  favourites: true,
  compare: true,
  hideWhenNoPrice: false,
  favouriteEventId: 1,
  watchlist: false,
  garagePath: "/my-garage",
};

beforeEach(() => {
  localStorage.clear();
  // Notifications live in one store for the page; one test's must not show in the next.
  toast.dismiss();
});

describe("SaveControls", () => {
  it("saves a car to favourites and every control for that car on the page shows it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveControls {...props} />
        <SaveControls {...props} />
      </>,
    );
    const [first] = screen.getAllByRole("button", { name: "Save to favourites" });
    await user.click(first!);
    const saved = screen.getAllByRole("button", { name: "Remove from favourites" });
    expect(saved).toHaveLength(2);
    for (const button of saved) expect(button).toHaveAttribute("aria-pressed", "true");

    await user.click(saved[1]!);
    expect(screen.getAllByRole("button", { name: "Save to favourites" })).toHaveLength(2);
  });

  it("adds a car to compare and takes it out again", async () => {
    const user = userEvent.setup();
    render(<SaveControls {...props} />);
    await user.click(screen.getByRole("button", { name: "Add to compare" }));
    expect(screen.getByRole("button", { name: "Remove from compare" })).toHaveAttribute("aria-pressed", "true");
    await user.click(screen.getByRole("button", { name: "Remove from compare" }));
    expect(screen.getByRole("button", { name: "Add to compare" })).toHaveAttribute("aria-pressed", "false");
  });

  it("confirms a save and a removal in a notification", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveControls {...props} />
        <Toaster />
      </>,
    );
    await user.click(screen.getByRole("button", { name: "Save to favourites" }));
    expect(await screen.findByText("Saved to favourites")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Remove from favourites" }));
    expect(await screen.findByText("Removed from favourites")).toBeVisible();
  });

  it("says which car made room when a fifth car joins a full comparison", async () => {
    const user = userEvent.setup();
    const car = (n: number) => ({ ...props.car, id: `car-${n}`, name: `Car number ${n}`, slug: `car-${n}` });
    render(
      <>
        {[1, 2, 3, 4, 5].map((n) => (
          <SaveControls key={n} {...props} favourites={false} car={car(n)} />
        ))}
        <Toaster />
      </>,
    );
    const buttons = screen.getAllByRole("button", { name: "Add to compare" });
    for (const button of buttons) await user.click(button);
    expect(await screen.findByText(/Car number 1 made room: you can compare 4 at a time\./)).toBeVisible();
    expect(screen.getAllByRole("button", { name: "Remove from compare" })).toHaveLength(4);
  });

  it("offers nothing to save on a sold car, or on an unpriced one where the site says so", () => {
    const { container, rerender } = render(<SaveControls {...props} car={{ ...props.car, status: "sold" }} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SaveControls {...props} car={{ ...props.car, price: 0 }} hideWhenNoPrice />);
    expect(container).toBeEmptyDOMElement();
    rerender(<SaveControls {...props} car={{ ...props.car, price: 0 }} />);
    expect(screen.getByRole("button", { name: "Save to favourites" })).toBeInTheDocument();
  });
});
