import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { frameAfterDrag, MediaViewer } from "./media-viewer";

describe("frameAfterDrag", () => {
  it("turns one frame per 20 px and wraps round", () => {
    expect(frameAfterDrag(0, -20, 24)).toBe(1);
    expect(frameAfterDrag(0, -39, 24)).toBe(1);
    expect(frameAfterDrag(0, 20, 24)).toBe(23);
    expect(frameAfterDrag(23, -40, 24)).toBe(1);
    expect(frameAfterDrag(5, 10, 24)).toBe(5);
  });
});

const title = "2021 Toyota Corolla";
const viewer = {
  title,
  images: [1, 2, 3].map((n) => ({ url: `/media/photo-${n}.svg`, thumbUrl: `/media/thumb-${n}.svg` })),
  spinFrames: ["/media/spin-0.svg", "/media/spin-1.svg", "/media/spin-2.svg"],
  interiorImage: null,
  hotspots: [],
  walkaroundVideo: null,
  stockVideo: null,
  videoPosition: "second" as const,
  defaultMode: "spinner" as const,
  spin: { autoRotate: false, autoRotateIntervalMs: 100, dragPxPerFrame: 20 },
};

describe("MediaViewer", () => {
  it("turns the 360° spin with the arrow keys, wrapping round", async () => {
    const user = userEvent.setup();
    render(<MediaViewer {...viewer} />);
    const spin = screen.getByRole("slider", { name: `360° view of the ${title}` });
    expect(screen.getByRole("img", { name: `${title}, angle 1 of 3` })).toBeInTheDocument();

    spin.focus();
    await user.keyboard("{ArrowLeft}");
    expect(spin).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByRole("img", { name: `${title}, angle 2 of 3` })).toBeInTheDocument();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(screen.getByRole("img", { name: `${title}, angle 3 of 3` })).toBeInTheDocument();
  });

  it("switches to the gallery and into and out of fullscreen, Escape included", async () => {
    const user = userEvent.setup();
    render(<MediaViewer {...viewer} />);
    await user.click(screen.getByRole("button", { name: "Gallery" }));
    expect(screen.getByRole("button", { name: "Gallery" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    expect(screen.getByRole("img", { name: `${title}, photo 1 of 3` })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Fullscreen" }));
    expect(screen.getByRole("button", { name: "Exit fullscreen" })).toHaveAttribute("aria-pressed", "true");
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Fullscreen" })).toHaveAttribute("aria-pressed", "false");
  });
});
