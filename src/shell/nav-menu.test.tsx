import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { NavMenu, type NavEntry } from "./nav-menu";

const entries: NavEntry[] = [
  { label: "Home", href: "/", children: [] },
  {
    label: "Our Stock",
    children: [
      { label: "New Cars", href: "/search/new-cars" },
      { label: "Used Cars", href: "/search/used-cars" },
    ],
  },
  { label: "Finance", href: "/finance", children: [] },
];

function setup(trigger: "click" | "hover") {
  render(
    <>
      <NavMenu entries={entries} trigger={trigger} />
      <p>Page content</p>
    </>,
  );
  const user = userEvent.setup();
  const stock = screen.getByRole("button", { name: /Our Stock/ });
  const usedCars = () => screen.queryByRole("link", { name: "Used Cars" });
  return { user, stock, usedCars };
}

describe("NavMenu dropdowns on a hover site", () => {
  it("opens when the mouse hovers and closes when it leaves", async () => {
    const { user, stock, usedCars } = setup("hover");
    await user.hover(stock);
    expect(stock).toHaveAttribute("aria-expanded", "true");
    expect(usedCars()).toBeVisible();
    await user.unhover(stock);
    await user.hover(screen.getByText("Page content"));
    expect(stock).toHaveAttribute("aria-expanded", "false");
  });

  it("stays open when the shopper clicks the button the mouse opened, and a second click closes it", async () => {
    const { user, stock, usedCars } = setup("hover");
    await user.click(stock);
    expect(stock).toHaveAttribute("aria-expanded", "true");
    expect(usedCars()).toBeVisible();
    // Clicked open, it no longer closes when the mouse wanders off.
    await user.hover(screen.getByText("Page content"));
    expect(stock).toHaveAttribute("aria-expanded", "true");
    await user.click(stock);
    expect(stock).toHaveAttribute("aria-expanded", "false");
  });

  it("opens on a first tap on a touch screen, and a second tap closes it", async () => {
    const { user, stock, usedCars } = setup("hover");
    await user.pointer({ keys: "[TouchA]", target: stock });
    expect(stock).toHaveAttribute("aria-expanded", "true");
    expect(usedCars()).toBeVisible();
    await user.pointer({ keys: "[TouchA]", target: stock });
    expect(stock).toHaveAttribute("aria-expanded", "false");
  });
});

describe.each(["click", "hover"] as const)("NavMenu dropdowns on a %s site", (trigger) => {
  it("open on a click and from the keyboard", async () => {
    const { user, stock, usedCars } = setup(trigger);
    expect(usedCars()).toBeNull();
    stock.focus();
    await user.keyboard("{Enter}");
    expect(stock).toHaveAttribute("aria-expanded", "true");
    expect(usedCars()).toBeVisible();
  });

  it("close on Escape and put focus back on their button", async () => {
    const { user, stock, usedCars } = setup(trigger);
    await user.click(stock);
    await user.tab();
    expect(screen.getByRole("link", { name: "New Cars" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(stock).toHaveAttribute("aria-expanded", "false");
    expect(usedCars()).toBeNull();
    expect(stock).toHaveFocus();
  });

  it("close on a click outside, but not on a click inside", async () => {
    const { user, stock } = setup(trigger);
    await user.click(stock);
    const menu = document.getElementById(stock.getAttribute("aria-controls") ?? "");
    if (!menu) throw new Error("the button controls no menu");
    await user.click(menu);
    expect(stock).toHaveAttribute("aria-expanded", "true");
    await user.click(screen.getByText("Page content"));
    expect(stock).toHaveAttribute("aria-expanded", "false");
  });
});

describe("NavMenu links to other websites", () => {
  it("opens a manufacturer's booking page in a new tab and says so, and keeps the site's own pages in the tab", async () => {
    render(
      <NavMenu
        trigger="click"
        entries={[
          {
            label: "Service",
            children: [
              { label: "Book a Service", href: "https://www.example.com.au/owners/book-a-service" },
              { label: "Service Centre", href: "/service" },
            ],
          },
        ]}
      />,
    );
    await userEvent.setup().click(screen.getByRole("button", { name: /Service/ }));
    const booking = screen.getByRole("link", { name: "Book a Service (opens in a new tab)" });
    expect(booking).toHaveAttribute("target", "_blank");
    expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    expect(screen.getByRole("link", { name: "Service Centre" })).not.toHaveAttribute("target");
  });
});
