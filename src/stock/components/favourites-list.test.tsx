import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Window as HappyDomWindow } from "happy-dom";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readFavourites, toggleFavourite, type Favourite } from "@/shopper/favourites";
import type { CurrentCar } from "../current-cars";
import { FavouritesList } from "./favourites-list";

// A stand-in for the site's GET /api/cars/current: car 1 is for sale at a new price, car 2 has sold,
// car 3 is no longer listed at all.
const current: Record<string, CurrentCar> = {
  "car-1": { id: "car-1", slug: "car-1-renamed", forSale: true, reserved: false, price: "$23,990" },
  "car-2": { id: "car-2", slug: "car-2", forSale: false, reserved: false, price: "$30,000" },
};
let server: Server;
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://stand-in");
    asked.push(url.search);
    const ids = (url.searchParams.get("ids") ?? "").split(",");
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ cars: ids.flatMap((id) => (current[id] ? [current[id]] : [])) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  // The page's own address: the list asks a relative /api/cars/current, which then reaches the stand-in.
  (window as unknown as HappyDomWindow).happyDOM.setURL(`http://127.0.0.1:${port}/favourites`);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

const favourite = (n: number): Favourite => ({
  id: `car-${n}`,
  name: `Car number ${n}`,
  slug: `car-${n}`,
  make: "Mazda",
  model: "CX-5",
  primary_image_url: null,
});

beforeEach(() => {
  localStorage.clear();
  asked.length = 0;
});

describe("FavouritesList", () => {
  it("offers the search when nothing is saved", () => {
    render(<FavouritesList siteSlug="harbourside" />);
    expect(screen.getByText("Your watchlist is empty")).toBeVisible();
    expect(screen.getByRole("link", { name: "Search our stock" })).toHaveAttribute("href", "/search");
  });

  it("lists the saved cars newest first with their price now, marking a sold one", async () => {
    for (const n of [3, 2, 1]) toggleFavourite("harbourside", favourite(n));
    render(<FavouritesList siteSlug="harbourside" />);
    const items = screen.getAllByTestId("favourite");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Car number 1",
      "Car number 2",
      "Car number 3",
    ]);
    const [first, second, third] = items;
    expect(await within(first!).findByText("$23,990")).toBeVisible();
    expect(within(first!).getByRole("link", { name: "Car number 1" })).toHaveAttribute("href", "/cars/car-1-renamed");
    expect(within(second!).getByTestId("favourite-availability")).toHaveTextContent("Sold");
    expect(within(second!).queryByTestId("favourite-price")).not.toBeInTheDocument();
    expect(within(third!).getByTestId("favourite-availability")).toHaveTextContent("No longer listed");
    expect(asked).toEqual(["?ids=car-1,car-2,car-3"]);
  });

  it("removes a car", async () => {
    const user = userEvent.setup();
    for (const n of [1, 2]) toggleFavourite("harbourside", favourite(n));
    render(<FavouritesList siteSlug="harbourside" />);
    expect(await screen.findByText("Sold")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Remove Car number 2" }));
    expect(screen.getAllByTestId("favourite")).toHaveLength(1);
    expect(readFavourites("harbourside").map((saved) => saved.id)).toEqual(["car-1"]);
    // The shorter list is asked about again; let that answer arrive before the last removal.
    await waitFor(() => expect(asked).toEqual(["?ids=car-2,car-1", "?ids=car-1"]));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    await user.click(screen.getByRole("button", { name: "Remove Car number 1" }));
    expect(screen.getByText("Your watchlist is empty")).toBeVisible();
  });
});
