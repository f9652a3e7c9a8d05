import type { ShownPhoto } from "../db/json-types";

// The addresses of a processed photo's derivatives (decision 055): photos/{sha256}/{width}.{ext} in
// the media store, served at /media/photo/{hash}/{width}.{ext}. Pure, for the server and the browser.

export const photoFormats = ["avif", "webp", "jpeg"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

export const extensionOf: Record<PhotoFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** What a page needs to draw a photo: its size, its stored widths and the colour its frame shows. */
export type DrawnPhoto = Pick<ShownPhoto, "hash" | "width" | "height" | "colour" | "widths">;

/** The address a page links one derivative at (served by GET /media/photo/{hash}/{file}). */
export function derivativePath(hash: string, width: number, format: PhotoFormat): string {
  return `/media/photo/${hash}/${width}.${extensionOf[format]}`;
}

/** The stored width a `width` wants: the narrowest at least as wide, else the widest there is. */
export function nearestWidth(widths: readonly number[], width: number): number {
  return widths.find((candidate) => candidate >= width) ?? widths[widths.length - 1] ?? width;
}

/** The derivative nearest `width` in `format`. */
export function photoSrc(photo: Pick<DrawnPhoto, "hash" | "widths">, width: number, format: PhotoFormat): string {
  return derivativePath(photo.hash, nearestWidth(photo.widths, width), format);
}

/** A first photo as a result card keeps it: no placeholder (the colour paints the frame). */
export function cardPhotoOf({ hash, width, height, colour, widths }: ShownPhoto): DrawnPhoto {
  return { hash, width, height, colour, widths };
}
