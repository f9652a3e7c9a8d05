import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { RecentSearches } from "./recent-searches";
import { recordSearch } from "./search-history";

beforeEach(() => {
  localStorage.clear();
});

describe("RecentSearches", () => {
  it("shows nothing until the shopper has searched", () => {
    const { container } = render(<RecentSearches siteSlug="harbourside" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links the last five searches, newest first, and updates as the shopper searches", () => {
    render(<RecentSearches siteSlug="harbourside" />);
    act(() => {
      for (let n = 1; n <= 6; n += 1)
        recordSearch("harbourside", { url: `/search?make=M${n}`, label: `Make ${n}`, at: n });
    });
    const recent = screen.getByRole("navigation", { name: "Recent searches" });
    const links = within(recent).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["Make 6", "Make 5", "Make 4", "Make 3", "Make 2"]);
    expect(links[0]).toHaveAttribute("href", "/search?make=M6");
  });

  it("keeps each site's searches apart, and clears them", async () => {
    const user = userEvent.setup();
    recordSearch("redgum", { url: "/search?make=Kia", label: "Kia", at: 1 });
    recordSearch("harbourside", { url: "/search?make=Mazda", label: "Mazda", at: 2 });
    render(<RecentSearches siteSlug="harbourside" title="Your recent searches" />);
    const recent = screen.getByRole("navigation", { name: "Your recent searches" });
    expect(
      within(recent)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Mazda"]);
    await user.click(within(recent).getByRole("button", { name: "Clear" }));
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });
});
