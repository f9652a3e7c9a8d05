import type { CarImage } from "@/platform/db/json-types";

export type VideoPosition = "start" | "second" | "middle" | "end";
export type GalleryItem = { kind: "image"; image: CarImage } | { kind: "video"; url: string };

/** The gallery's photos with the stock video placed at the site's position (second by default). */
export function galleryWithVideo(
  images: readonly CarImage[],
  video: string | null,
  position: VideoPosition,
): GalleryItem[] {
  const items: GalleryItem[] = images.map((image) => ({ kind: "image", image }));
  if (!video) return items;
  const at =
    position === "start"
      ? 0
      : position === "second"
        ? Math.min(1, items.length)
        : position === "middle"
          ? Math.floor(items.length / 2)
          : items.length;
  items.splice(at, 0, { kind: "video", url: video });
  return items;
}

/** The item `step` places on from `index` (−1 previous, +1 next), wrapping round at either end. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A swipe this far across, more across than down, turns the photo. */
export const swipeThresholdPx = 40;

/**
 * The step a finger's swipe asks for: leftwards (negative `deltaX`) is the next photo, rightwards the
 * previous, as a page turns; short or mostly vertical moves (scrolling the page) ask for none.
 */
export function swipeStep(deltaX: number, deltaY: number, threshold = swipeThresholdPx): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold || Math.abs(deltaX) <= Math.abs(deltaY)) return 0;
  return deltaX < 0 ? 1 : -1;
}
