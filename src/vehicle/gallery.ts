import type { CarImage, ShownPhoto } from "@/platform/db/json-types";
import { sitePictures } from "@/platform/media/site-pictures";

export type VideoPosition = "start" | "second" | "middle" | "end";
/** One picture of the gallery: a processed photo (decision 055), or a listed picture (the demo's drawings). */
export type GalleryPicture = { kind: "photo"; photo: ShownPhoto } | { kind: "image"; image: CarImage };
export type GalleryItem = GalleryPicture | { kind: "video"; url: string };

/**
 * The pictures the gallery shows: the car's processed photos when it has any, else its listed
 * pictures at the site's own paths (a feed's outside URLs are the photo job's sources, never drawn).
 */
export function galleryPictures(car: { images: readonly CarImage[]; photos: readonly ShownPhoto[] }): GalleryPicture[] {
  if (car.photos.length > 0) return car.photos.map((photo) => ({ kind: "photo", photo }));
  return sitePictures(car.images).map((image) => ({ kind: "image", image }));
}

/** A gallery item's stable key: the photo's hash, the picture's address, the video's. */
export function galleryItemKey(item: GalleryItem): string {
  return item.kind === "photo"
    ? `photo-${item.photo.hash}`
    : item.kind === "image"
      ? item.image.url
      : `video-${item.url}`;
}

/** The gallery's photos with the stock video placed at the site's position (second by default). */
export function galleryWithVideo(
  pictures: readonly GalleryPicture[],
  video: string | null,
  position: VideoPosition,
): GalleryItem[] {
  const items: GalleryItem[] = [...pictures];
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
