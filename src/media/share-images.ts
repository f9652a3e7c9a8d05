import { rasterPictureUrl, type RasterKind } from "@/platform/media/car-svg";
import type { ShownPhoto } from "@/platform/db/json-types";
import { carPhotoOf } from "./car-photos";

// The pictures of a car as the places outside the site take them: the vehicle feeds (Google, Meta),
// a shared link's card (Open Graph, X) and the page's structured data. Each wants an absolute https
// address of a JPEG or PNG on the site's own domain: a processed photo's JPEG derivative; without
// processed photos, the drawing's PNG copy (src/platform/media/car-svg.ts, rasterSizes).

/** The JPEG width a feed or a card takes of a processed photo (the widest smaller photo otherwise). */
export const sharePhotoWidth = 1200;

/**
 * One picture address as a feed or card takes it, absolute on `origin` (the site's production
 * origin, https): one of the drawings becomes its PNG copy; a path on the site stays the path; a
 * dealer's https address (a photo not yet processed) stays as it is. Null for anything else (http,
 * unreadable), which no feed may name.
 */
export function sharePictureUrl(origin: string, url: string, kind: RasterKind): string | null {
  if (url.startsWith("/") && !url.startsWith("//"))
    return new URL(rasterPictureUrl(url, kind) ?? url, origin).toString();
  return URL.canParse(url) && new URL(url).protocol === "https:" ? url : null;
}

/**
 * The car's pictures for feeds and cards, main first: its processed photos' JPEGs when it has any,
 * else its listed pictures (the drawings as PNG).
 */
export function carShareImages(
  origin: string,
  car: { photos: readonly ShownPhoto[]; images: readonly { url: string }[] },
  kind: RasterKind,
): string[] {
  if (car.photos.length > 0) {
    return car.photos.map((photo) => new URL(carPhotoOf(photo).src(sharePhotoWidth, "jpeg"), origin).toString());
  }
  return car.images.flatMap((image) => sharePictureUrl(origin, image.url, kind) ?? []);
}
