import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { StickyCtaBar } from "./sticky-cta-bar";

const buttons = [{ kind: "enquire" as const, label: "Enquire Now", href: "#enquire" }];

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: y });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("StickyCtaBar", () => {
  afterEach(() => {
    Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  });

  it("turns solid only once the shopper has scrolled more than the site's distance (900 px by default)", () => {
    render(<StickyCtaBar afterPx={900} actionsId="no-such-actions" buttons={buttons} />);
    const bar = screen.getByTestId("sticky-cta");
    expect(bar.dataset.scrolled).toBe("false");
    expect(bar.className).toContain("bg-surface/90");

    scrollTo(900);
    expect(bar.dataset.scrolled).toBe("false");
    scrollTo(901);
    expect(bar.dataset.scrolled).toBe("true");
    expect(bar.className).toContain("bg-primary");
    expect(bar.className).not.toContain("bg-surface/90");

    scrollTo(100);
    expect(bar.dataset.scrolled).toBe("false");
  });

  it("follows another site's distance", () => {
    render(<StickyCtaBar afterPx={300} actionsId="no-such-actions" buttons={buttons} />);
    scrollTo(301);
    expect(screen.getByTestId("sticky-cta").dataset.scrolled).toBe("true");
  });
});
