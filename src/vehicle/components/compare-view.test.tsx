import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { readCompare, toggleCompare } from "@/shopper/compare";
import type { ComparedVehicle } from "../compare";
import { CompareView } from "./compare-view";

function vehicle(
  n: number,
  changes: Partial<ComparedVehicle["overview"]> = {},
  features: string[] = [],
): ComparedVehicle {
  return {
    id: `car-${n}`,
    slug: `car-${n}`,
    name: `Car number ${n}`,
    imageUrl: null,
    inStock: true,
    availability: null,
    overview: {
      price: "$25,990",
      finance: "$99 /week",
      km: "10,000 km",
      year: "2021",
      body: "SUV",
      transmission: "Automatic",
      fuel: "Petrol",
      engine: "2.0 L",
      seats: "5",
      colour: "White",
      ...changes,
    },
    features,
    specifications: [],
  };
}

const rowNames = () =>
  screen.getAllByTestId("compare-row").map((row) => within(row).getByRole("rowheader").textContent);

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, "", "/compare?ids=car-1,car-2,car-3");
});

describe("CompareView", () => {
  const cars = [
    vehicle(1, {}, ["Sunroof"]),
    vehicle(2, { price: "$31,500", colour: "Red" }, ["Sunroof"]),
    vehicle(3, { colour: "Red" }, []),
  ];

  it("shows the cars side by side with the differences marked, and can show only those", async () => {
    const user = userEvent.setup();
    render(<CompareView siteSlug="harbourside" vehicles={cars} missing={0} hasIds favourites />);
    const columns = screen.getAllByTestId("compare-column");
    expect(columns.map((column) => within(column).getByRole("link", { name: /Car number/ }).textContent)).toEqual([
      "Car number 1",
      "Car number 2",
      "Car number 3",
    ]);
    expect(screen.getByRole("columnheader", { name: /Car number 2/ })).toBeInTheDocument();
    const price = screen.getByRole("rowheader", { name: "Price (differs)" }).closest("tr")!;
    expect(
      within(price)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$25,990", "$31,500", "$25,990"]);
    expect(screen.getByRole("rowheader", { name: "Year" })).toBeInTheDocument();
    expect(screen.getByTestId("compare-summary")).toHaveTextContent("3 cars, 3 differences highlighted");

    await user.click(screen.getByRole("checkbox", { name: "Show only differences" }));
    expect(rowNames()).toEqual(["Price (differs)", "Colour (differs)", "Sunroof (differs)"]);
  });

  it("removes a car from the table, the shopper's picks and the address", async () => {
    const user = userEvent.setup();
    for (const car of cars) toggleCompare("harbourside", { id: car.id, name: car.name, slug: car.slug });
    render(<CompareView siteSlug="harbourside" vehicles={cars} missing={0} hasIds favourites />);
    await user.click(screen.getByRole("button", { name: "Remove Car number 2" }));
    expect(screen.getAllByTestId("compare-column")).toHaveLength(2);
    expect(window.location.search).toBe("?ids=car-1,car-3");
    expect(readCompare("harbourside").map((car) => car.id)).toEqual(["car-3", "car-1"]);
    // Without car 2 the price is the same everywhere.
    expect(screen.getByRole("rowheader", { name: "Price" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Remove Car number 3" }));
    expect(screen.getByRole("heading", { name: "Add another car to compare" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Search our stock" })).toHaveAttribute("href", "/search");
    expect(screen.getByRole("link", { name: "Your favourites" })).toHaveAttribute("href", "/favourites");
  });

  it("says so when there is nothing to compare, or a car is no longer listed", () => {
    render(<CompareView siteSlug="harbourside" vehicles={[]} missing={1} hasIds favourites={false} />);
    expect(screen.getByRole("heading", { name: "No cars to compare yet" })).toBeVisible();
    expect(screen.getByText("One of the cars in this comparison is no longer listed.")).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Your favourites" })).not.toBeInTheDocument();
  });
});
