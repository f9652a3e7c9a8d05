import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { MobileMenu } from "./mobile-menu";
import type { NavEntry } from "./nav-menu";

const entries: NavEntry[] = [
  { label: "Home", href: "/", children: [] },
  {
    label: "Our Brands",
    mega: true,
    children: [
      { label: "Toyota", href: "/search/toyota", imageUrl: null },
      { label: "Mazda", href: "/search/mazda", imageUrl: null },
    ],
  },
  {
    label: "Our Stock",
    children: [
      { label: "New Cars", href: "/search/new-cars" },
      { label: "Used Cars", href: "/search/used-cars" },
    ],
  },
  { label: "Finance", href: "/finance", children: [] },
];

function setup() {
  render(
    <>
      <MobileMenu entries={entries}>
        <p>Sales: 02 5550 0101</p>
      </MobileMenu>
      <button type="button">A button on the page</button>
    </>,
  );
  const user = userEvent.setup();
  const menuButton = screen.getByRole("button", { name: "Menu" });
  return { user, menuButton };
}

describe("MobileMenu", () => {
  it("opens a modal drawer listing every link of the desktop nav, dropdowns and mega-menu included, and no other", async () => {
    const { user, menuButton } = setup();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(menuButton).toHaveAttribute("aria-expanded", "false");

    await user.click(menuButton);
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    expect(drawer).toHaveAttribute("open");
    expect(menuButton).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer).getByText("Sales: 02 5550 0101")).toBeInTheDocument();

    const expected = entries.flatMap((entry) =>
      entry.children.length > 0 ? entry.children.map((child) => child.href) : [entry.href],
    );
    const listed = [...drawer.querySelectorAll("a[href]")].map((link) => link.getAttribute("href"));
    expect(listed).toEqual(expected);

    // A dropdown's links sit under its name, one tap away.
    expect(within(drawer).queryByRole("link", { name: "Mazda" })).toBeNull();
    const brands = within(drawer).getByRole("button", { name: "Our Brands" });
    await user.click(brands);
    expect(brands).toHaveAttribute("aria-expanded", "true");
    expect(within(drawer).getByRole("link", { name: "Mazda" })).toBeVisible();
  });

  it("keeps Tab inside, closes on Escape and gives focus back to the menu button", async () => {
    const { user, menuButton } = setup();
    await user.click(menuButton);
    const drawer = screen.getByRole("dialog", { name: "Menu" });
    const close = within(drawer).getByRole("button", { name: "Close menu" });
    close.focus();
    await user.tab({ shift: true });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    for (let step = 0; step < 8; step += 1) {
      await user.tab();
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard("{Escape}");
    expect(drawer).not.toHaveAttribute("open");
    expect(menuButton).toHaveFocus();
  });

  it("closes from its close button and from a link, and locks the page's scrolling while open", async () => {
    const { user, menuButton } = setup();
    expect(document.body.style.overflow).toBe("");
    await user.click(menuButton);
    expect(document.body.style.overflow).toBe("hidden");
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(screen.getByRole("link", { name: "Finance" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.body.style.overflow).toBe("");
  });
});
