import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { frameAfterDrag, MediaViewer } from "./media-viewer";
import type { GalleryPicture } from "../gallery";

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
/** Listed pictures (the demo's drawings) as the gallery takes them. */
const drawings = (count: number): GalleryPicture[] =>
  Array.from({ length: count }, (_, index) => ({
    kind: "image",
    image: { url: `/media/photo-${index + 1}.svg`, thumbUrl: `/media/thumb-${index + 1}.svg` },
  }));
const viewer = {
  title,
  pictures: drawings(3),
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

  describe("gallery", () => {
    const gallery = { ...viewer, spinFrames: [], defaultMode: "gallery" as const };
    const shown = () => screen.getByRole("img", { name: new RegExp(`^${title}, photo`) });

    it("steps through the photos with Next and Previous, wrapping round", async () => {
      const user = userEvent.setup();
      render(<MediaViewer {...gallery} />);
      expect(shown()).toHaveAccessibleName(`${title}, photo 1 of 3`);
      await user.click(screen.getByRole("button", { name: "Next photo" }));
      expect(shown()).toHaveAccessibleName(`${title}, photo 2 of 3`);
      expect(shown()).toHaveAttribute("src", expect.stringContaining("photo-2"));
      await user.click(screen.getByRole("button", { name: "Previous photo" }));
      await user.click(screen.getByRole("button", { name: "Previous photo" }));
      expect(shown()).toHaveAccessibleName(`${title}, photo 3 of 3`);
      await user.click(screen.getByRole("button", { name: "Next photo" }));
      expect(shown()).toHaveAccessibleName(`${title}, photo 1 of 3`);
    });

    // More than 3 photos: the gallery shows its thumbnail strip.
    const fourPhotos = drawings(4);

    it("answers the Left and Right arrow keys while it has focus", async () => {
      const user = userEvent.setup();
      render(<MediaViewer {...gallery} pictures={fourPhotos} />);
      await user.click(shown());
      expect(screen.getByRole("group", { name: `Photos of the ${title}` })).toHaveFocus();
      await user.keyboard("{ArrowRight}{ArrowRight}");
      expect(shown()).toHaveAccessibleName(`${title}, photo 3 of 4`);
      await user.keyboard("{ArrowLeft}");
      expect(shown()).toHaveAccessibleName(`${title}, photo 2 of 4`);

      // From a thumbnail too: focus anywhere in the gallery.
      screen.getByRole("button", { name: "Photo 1" }).focus();
      await user.keyboard("{ArrowLeft}");
      expect(shown()).toHaveAccessibleName(`${title}, photo 1 of 4`);
    });

    it("shows the thumbnail strip only for more than 3 photos", () => {
      const { unmount } = render(<MediaViewer {...gallery} />);
      expect(screen.queryByRole("list", { name: "Photos" })).not.toBeInTheDocument();
      expect(screen.getByRole("button", { name: "Next photo" })).toBeInTheDocument();
      unmount();
      render(<MediaViewer {...gallery} pictures={fourPhotos} />);
      expect(within(screen.getByRole("list", { name: "Photos" })).getAllByRole("button")).toHaveLength(4);
    });

    it("shows the photo whose thumbnail is chosen, marked as current", async () => {
      const user = userEvent.setup();
      render(<MediaViewer {...gallery} pictures={fourPhotos} />);
      const strip = screen.getByRole("list", { name: "Photos" });
      expect(within(strip).getAllByRole("button")).toHaveLength(4);
      await user.click(within(strip).getByRole("button", { name: "Photo 3" }));
      expect(shown()).toHaveAccessibleName(`${title}, photo 3 of 4`);
      expect(within(strip).getByRole("button", { name: "Photo 3" })).toHaveAttribute("aria-current", "true");
      expect(within(strip).getByRole("button", { name: "Photo 1" })).toHaveAttribute("aria-current", "false");
    });

    it("turns the photo on a sideways swipe, not on a short or mostly vertical one", async () => {
      const user = userEvent.setup();
      render(<MediaViewer {...gallery} />);
      const swipe = (from: [number, number], to: [number, number]) =>
        user.pointer([
          { keys: "[TouchA>]", target: shown(), coords: { clientX: from[0], clientY: from[1] } },
          { pointerName: "TouchA", coords: { clientX: to[0], clientY: to[1] } },
          { keys: "[/TouchA]" },
        ]);
      await swipe([300, 200], [150, 210]);
      expect(shown()).toHaveAccessibleName(`${title}, photo 2 of 3`);
      await swipe([100, 200], [260, 190]);
      expect(shown()).toHaveAccessibleName(`${title}, photo 1 of 3`);
      await swipe([300, 200], [280, 200]);
      await swipe([300, 100], [220, 300]);
      expect(shown()).toHaveAccessibleName(`${title}, photo 1 of 3`);
    });

    it("lets a car with two photos show both", async () => {
      const user = userEvent.setup();
      render(<MediaViewer {...gallery} pictures={gallery.pictures.slice(0, 2)} />);
      await user.click(screen.getByRole("button", { name: "Next photo" }));
      expect(shown()).toHaveAccessibleName(`${title}, photo 2 of 2`);
    });

    it("draws processed photos as <picture>s: the first at once with its placeholder, thumbnails small and lazy", async () => {
      const user = userEvent.setup();
      const photos: GalleryPicture[] = ["c", "d", "e", "f"].map((letter, index) => ({
        kind: "photo",
        photo: {
          hash: letter.repeat(64),
          width: 1600,
          height: 1200,
          placeholder: index === 0 ? "data:image/webp;base64,UklGRg==" : null,
          colour: "#223344",
          widths: [240, 480, 800, 1200, 1600],
        },
      }));
      render(<MediaViewer {...gallery} pictures={photos} />);
      const first = shown();
      expect(first).toHaveAccessibleName(`${title}, photo 1 of 4`);
      expect(first.closest("picture")?.querySelector('source[type="image/avif"]')?.getAttribute("srcset")).toContain(
        `/media/photo/${"c".repeat(64)}/1600.avif 1600w`,
      );
      expect(first).toHaveAttribute("width", "1600");
      expect(first).toHaveAttribute("height", "1200");
      expect(first).toHaveAttribute("loading", "eager");
      expect(first).toHaveAttribute("fetchpriority", "high");
      expect(first.style.backgroundImage).toContain("data:image/webp");

      const thumbnails = [...screen.getByRole("list", { name: "Photos" }).querySelectorAll("img")];
      expect(thumbnails).toHaveLength(4);
      for (const thumbnail of thumbnails) {
        expect(thumbnail).toHaveAttribute("loading", "lazy");
        expect(thumbnail.getAttribute("srcset")).toMatch(/240\.jpg 240w$/);
      }

      await user.click(screen.getByRole("button", { name: "Next photo" }));
      expect(shown()).toHaveAccessibleName(`${title}, photo 2 of 4`);
      expect(shown()).toHaveAttribute("loading", "lazy");
      expect(shown().getAttribute("src")).toContain(`/media/photo/${"d".repeat(64)}/`);
    });

    it("has no stepping controls for a single photo", () => {
      render(<MediaViewer {...gallery} pictures={gallery.pictures.slice(0, 1)} />);
      expect(shown()).toHaveAccessibleName(`${title}, photo 1 of 1`);
      expect(screen.queryByRole("button", { name: "Next photo" })).not.toBeInTheDocument();
      expect(screen.queryByRole("list", { name: "Photos" })).not.toBeInTheDocument();
    });
  });
});
