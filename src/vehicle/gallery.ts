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
