import type { CarImage, ShownPhoto } from "../db/json-types";
import { photoSrc } from "./photo-urls";

// Which of a car's listed pictures a page may draw (decision 055). A feed's absolute http(s) image
// URLs are sources for the photo job, never addresses for a page: the pages' CSP allows pictures
// from the site itself (and the CDN) only, so they never drew, and a dealer's host would learn of
// every visit. A page draws a picture at a path of the site ("/media/car/…"); a protocol-relative
// "//host/…" or "/\host/…" (which browsers read as the same) is another host and is left out.

/**
 * The rule as a regular expression both engines read alike (JavaScript's and PostgreSQL's `~`): a
 * path that starts with one "/" followed by neither "/" nor "\".
 */
export const sitePathPattern = "^/(?![/\\\\])";

const sitePath = new RegExp(sitePathPattern);

/** True for an address on the site itself ("/media/…"), false for any absolute or other-host one. */
export function isSitePath(address: string): boolean {
  return sitePath.test(address);
}

/** The listed pictures a page may draw, in the listed order: both the picture and its thumbnail on the site. */
export function sitePictures<Picture extends { url: string; thumbUrl?: string }>(
  images: readonly Picture[],
): Picture[] {
  return images.filter(
    (image) => isSitePath(image.url) && (image.thumbUrl === undefined || isSitePath(image.thumbUrl)),
  );
}

/** How many pictures a car's page shows: its processed photos, else its listed pictures on the site. */
export function shownPictureCount(car: { images: readonly CarImage[]; photos: readonly ShownPhoto[] }): number {
  return car.photos.length > 0 ? car.photos.length : sitePictures(car.images).length;
}

/**
 * A car's one picture where a page draws a single plain address (saved cars, the checkout, the
 * print sheet): its first processed photo's JPEG nearest `width`, else its first listed picture on
 * the site (`thumb`: the listed thumbnail), else none.
 */
export function carPictureUrl(
  car: { images: readonly CarImage[]; photos: readonly ShownPhoto[] },
  width: number,
  { thumb = false }: { thumb?: boolean } = {},
): string | null {
  const [photo] = car.photos;
  if (photo) return photoSrc(photo, width, "jpeg");
  const [picture] = sitePictures(car.images);
  return picture ? (thumb ? picture.thumbUrl : picture.url) : null;
}
