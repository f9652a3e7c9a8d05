import { createHash } from "node:crypto";
import sharp, { type OutputInfo, type Sharp } from "sharp";
import { photoFormats, photoWidths, type PhotoFormat } from "./photo-derivatives";

// One photograph in, its derivatives out (decision 055). Turned upright by its EXIF orientation
// first, then every derivative is encoded from the upright pixels alone, so no EXIF, GPS position,
// XMP or camera serial number reaches a shopper (sharp writes no metadata unless told to keep it).

/** Settings per format: AVIF at its fastest effort (the slowest encoder by far), JPEG progressive. */
export const encoders: Record<PhotoFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 0 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 78, progressive: true }),
};

/** A photo larger than this many pixels is refused before it is decoded (a decompression bomb). */
export const maxInputPixels = 64_000_000;

export type EncodedDerivative = { width: number; height: number; format: PhotoFormat; data: Buffer };

export type ProcessedPhoto = {
  /** SHA-256 of the bytes as they came, in hex: the photo's address in storage. */
  hash: string;
  /** The upright picture's size as kept (at most the widest derivative). */
  width: number;
  height: number;
  /** A 16-pixel-wide WebP as a data: URL, drawn blurred while the photo loads. */
  placeholder: string;
  /** The most common colour, `#rrggbb`: a background before even the placeholder paints. */
  dominantColour: string;
  derivatives: EncodedDerivative[];
};

export class PhotoProcessingError extends Error {}

export function contentHash(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The widths a photo of `width` pixels gets: each listed one it reaches, and its own when wider. */
export function derivativeWidths(width: number): number[] {
  const reached = photoWidths.filter((candidate) => candidate <= width);
  const widest = photoWidths[photoWidths.length - 1] ?? width;
  return width < widest && !reached.includes(width as (typeof photoWidths)[number])
    ? [...reached, width]
    : [...reached];
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, "0");

export async function processPhoto(bytes: Uint8Array): Promise<ProcessedPhoto> {
  const widest = photoWidths[photoWidths.length - 1] ?? 1600;
  let upright: { data: Buffer; info: OutputInfo };
  try {
    upright = await sharp(bytes, { limitInputPixels: maxInputPixels })
      .rotate()
      .resize({ width: widest, withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .toColourspace("srgb")
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PhotoProcessingError(
      `the photo could not be decoded: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const { width, height, channels } = upright.info;
  const raw = { raw: { width, height, channels } } as const;
  const from = () => sharp(upright.data, raw);

  const derivatives: EncodedDerivative[] = [];
  for (const target of derivativeWidths(width)) {
    for (const format of photoFormats) {
      const resized = target === width ? from() : from().resize({ width: target });
      const { data, info } = await encoders[format](resized).toBuffer({ resolveWithObject: true });
      derivatives.push({ width: info.width, height: info.height, format, data });
    }
  }

  const tiny = await from().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
  const { dominant } = await from().stats();
  return {
    hash: contentHash(bytes),
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString("base64")}`,
    dominantColour: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
    derivatives,
  };
}
