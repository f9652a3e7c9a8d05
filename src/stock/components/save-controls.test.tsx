import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Window as HappyDomWindow } from "happy-dom";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { toast } from "sonner";
import { Toaster } from "@/ui/toast";
import { readFavourites } from "@/shopper/favourites";
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
  listPath: "/favourites",
};

// A stand-in for the site's GET /api/account/session, for a browser that is not signed in.
let server: Server;

beforeAll(async () => {
  server = createServer((_request, response) => {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ signedIn: false }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  (window as unknown as HappyDomWindow).happyDOM.setURL(`http://127.0.0.1:${port}/search`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  localStorage.clear();
  // Notifications live in one store for the page; one test's must not show in the next.
  toast.dismiss();
});

describe("SaveControls", () => {
  it("saves a car to the watchlist in this browser and every control for that car on the page shows it", async () => {
    const user = userEvent.setup();
    render(
      <>
        <SaveControls {...props} />
        <SaveControls {...props} />
      </>,
    );
    const [first] = screen.getAllByRole("button", { name: "Save to watchlist" });
    await user.click(first!);
    const saved = screen.getAllByRole("button", { name: "Remove from watchlist" });
    expect(saved).toHaveLength(2);
    for (const button of saved) expect(button).toHaveAttribute("aria-pressed", "true");

    await user.click(saved[1]!);
    expect(screen.getAllByRole("button", { name: "Save to watchlist" })).toHaveLength(2);
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
    await user.click(screen.getByRole("button", { name: "Save to watchlist" }));
    expect(await screen.findByText("Car Saved In Watchlist")).toBeVisible();
    expect(screen.getByText(`${props.car.name} is now available in your watchlist.`)).toBeVisible();
    expect(screen.getAllByRole("button", { name: "View List" }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole("button", { name: "Remove from watchlist" }));
    expect(await screen.findByText("Car Removed")).toBeVisible();
    expect(screen.getByText(`${props.car.name} is no longer in your watchlist.`)).toBeVisible();
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

  it("shows one save control per car where the site has both the browser's list and the account's, and saves signed out", async () => {
    const user = userEvent.setup();
    render(<SaveControls {...props} watchlist listPath="/my-garage" />);
    // The account is asked of the server first; with none to answer, the shopper counts as signed out.
    const save = await screen.findByRole("button", { name: "Save to watchlist" });
    await expect.poll(() => save.hasAttribute("disabled")).toBe(false);
    expect(screen.getAllByRole("button", { name: /watchlist/ })).toHaveLength(1);
    await user.click(save);
    expect(screen.getByRole("button", { name: "Remove from watchlist" })).toHaveAttribute("aria-pressed", "true");
    expect(readFavourites("harbourside").map((car) => car.id)).toEqual([props.car.id]);
  });

  it("keeps a saved car removable once it sells or where unpriced cars hide the control", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SaveControls {...props} />);
    await user.click(screen.getByRole("button", { name: "Save to watchlist" }));
    rerender(<SaveControls {...props} car={{ ...props.car, status: "sold" }} />);
    expect(screen.getByRole("button", { name: "Remove from watchlist" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add to compare" })).toBeNull();
    rerender(<SaveControls {...props} car={{ ...props.car, price: 0 }} hideWhenNoPrice />);
    expect(screen.getByRole("button", { name: "Remove from watchlist" })).toBeInTheDocument();
  });

  it("offers nothing to save on a sold car, or on an unpriced one where the site says so", () => {
    const { rerender } = render(<SaveControls {...props} car={{ ...props.car, status: "sold" }} />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    rerender(<SaveControls {...props} car={{ ...props.car, price: 0 }} hideWhenNoPrice />);
    expect(screen.queryAllByRole("button")).toHaveLength(0);
    rerender(<SaveControls {...props} car={{ ...props.car, price: 0 }} />);
    expect(screen.getByRole("button", { name: "Save to watchlist" })).toBeInTheDocument();
  });
});
