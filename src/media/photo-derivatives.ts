// What one photograph becomes (decision 055): the same picture at the widths the layouts draw it,
// in AVIF, WebP and JPEG, each under photos/<sha256 of the original bytes>/<width>.<extension>.

/**
 * Widths in pixels, from the layouts at 1× to 2× (3× on phones):
 * - 240: the vehicle page's thumbnails (96 CSS px, `w-20 sm:w-24`) and the compare tray, up to 2.5×;
 * - 480: a result card at 1× (a third of the 1280 px container, `sizes` 33vw) and the compare page;
 * - 800: a result card at 2×, the vehicle viewer at 1× (60vw of the container);
 * - 1200: a phone's full-width card or viewer at 3× (390 CSS px), a half-width card at 2×;
 * - 1600: the vehicle viewer at 2× and the hero; the widest a dealer's camera photo is kept.
 * A photo narrower than a width gets no derivative at it (never upscaled); one narrower than 240
 * gets one derivative, at its own width.
 */
export const photoWidths = [240, 480, 800, 1200, 1600] as const;

import { derivativePath, extensionOf, photoFormats, type PhotoFormat } from "@/platform/media/photo-urls";

export { derivativePath, extensionOf, photoFormats, type PhotoFormat };
export const contentTypeOf: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/** One stored derivative, as the car_photos row keeps it (the key follows from hash, width and format). */
export type PhotoDerivative = { width: number; height: number; format: PhotoFormat; bytes: number };

const hashPattern = /^[0-9a-f]{64}$/;

export function isContentHash(value: string): boolean {
  return hashPattern.test(value);
}

/** The folder of one photo's derivatives, for listing and garbage collection. */
export function photoPrefix(hash: string): string {
  return `photos/${hash}/`;
}

export function derivativeKey(hash: string, width: number, format: PhotoFormat): string {
  return `${photoPrefix(hash)}${width}.${extensionOf[format]}`;
}

/**
 * Where a photo uploaded in the console is kept as it came, until its car no longer names it: the
 * worker processes it from here, and nothing else could fetch it again.
 */
export function uploadKey(hash: string): string {
  return `uploads/${hash}`;
}

/** The hash a stored key belongs to (a derivative's or an upload's), or null for any other key. */
export function hashOfKey(key: string): string | null {
  const match = /^(?:photos\/([0-9a-f]{64})\/|uploads\/([0-9a-f]{64})$)/.exec(key);
  return match?.[1] ?? match?.[2] ?? null;
}

/** `{hash}` and `{width}.{extension}` from the serving route's path, or null when they name no derivative. */
export function parseDerivativeFile(hash: string, file: string): { key: string; contentType: string } | null {
  if (!isContentHash(hash)) return null;
  const match = /^([1-9][0-9]{1,4})\.(avif|webp|jpg)$/.exec(file);
  if (!match) return null;
  const format = photoFormats.find((candidate) => extensionOf[candidate] === match[2]);
  if (!format) return null;
  return { key: derivativeKey(hash, Number(match[1]), format), contentType: contentTypeOf[format] };
}
