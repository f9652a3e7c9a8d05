import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button, buttonClass, ButtonLink } from "./button";

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

describe("Button", () => {
  it("is a plain button unless it is told to submit, so it never submits a form by accident", async () => {
    const submitted = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted();
        }}
      >
        <Button>Save</Button>
        <Button type="submit">Send</Button>
      </form>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(submitted).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("passes on what makes it accessible and testable", async () => {
    const clicked = vi.fn();
    render(
      <Button disabled aria-expanded={false} data-testid="filters" onClick={clicked}>
        Filters
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Filters", expanded: false });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("data-testid", "filters");
    await userEvent.setup().click(button);
    expect(clicked).not.toHaveBeenCalled();
  });

  it("takes its colours from the theme's variables, each variant its own", () => {
    expect(buttonClass()).toContain("bg-primary text-primary-contrast");
    expect(buttonClass({ variant: "secondary" })).toContain("bg-secondary text-secondary-contrast");
    expect(buttonClass({ variant: "outline" })).toContain("border-primary");
    expect(buttonClass({ variant: "outline" })).not.toContain("bg-primary");
    expect(buttonClass({ variant: "ghost" })).not.toMatch(/\bbg-/);
  });

  it("shows the same keyboard focus ring in every variant and size", () => {
    for (const variant of ["primary", "secondary", "outline", "ghost"] as const)
      for (const size of ["sm", "md", "lg"] as const) expect(buttonClass({ variant, size })).toContain(focusRing);
  });

  it("fills its container only when asked, and keeps the caller's extra classes", () => {
    expect(buttonClass()).toMatch(/^inline-flex /);
    expect(buttonClass({ block: true })).toMatch(/^flex w-full /);
    expect(buttonClass({ className: "mt-4" })).toMatch(/ mt-4$/);
  });
});

describe("ButtonLink", () => {
  it("is a link with the button's look, for navigation", () => {
    render(
      <ButtonLink href="/finance" variant="outline" data-analytics-event="7">
        Browse Our Stock
      </ButtonLink>,
    );
    const link = screen.getByRole("link", { name: "Browse Our Stock" });
    expect(link).toHaveAttribute("href", "/finance");
    expect(link).toHaveClass(...buttonClass({ variant: "outline" }).split(" "));
    expect(link).toHaveAttribute("data-analytics-event", "7");
  });
});
