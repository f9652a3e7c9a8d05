import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClass, ButtonLink } from "./button";

// Rendered to markup on the server (React Testing Library is not in the project yet): what the
// browser receives is what a user and a screen reader get.

const focusRing = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

describe("Button", () => {
  it("is a plain button unless it is told to submit, so it never submits a form by accident", () => {
    expect(renderToStaticMarkup(<Button>Save</Button>)).toMatch(/^<button type="button"[^>]*>Save<\/button>$/);
    expect(renderToStaticMarkup(<Button type="submit">Send</Button>)).toMatch(/^<button type="submit"/);
  });

  it("passes on what makes it accessible and testable", () => {
    const html = renderToStaticMarkup(
      <Button disabled aria-expanded={false} data-testid="filters">
        Filters
      </Button>,
    );
    expect(html).toContain('disabled=""');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('data-testid="filters"');
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
    const html = renderToStaticMarkup(
      <ButtonLink href="/finance" variant="outline" data-analytics-event="7">
        Browse Our Stock
      </ButtonLink>,
    );
    expect(html).toMatch(/^<a /);
    expect(html).toContain('href="/finance"');
    expect(html).toContain(`class="${buttonClass({ variant: "outline" })}"`);
    expect(html).toContain('data-analytics-event="7"');
    expect(html).toContain(">Browse Our Stock</a>");
  });
});
