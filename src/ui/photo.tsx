import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { cdnImageUrl, cardImageQuality } from "@/platform/media/image-loader";
import { publicEnv } from "@/platform/public-env";
import { photoSrc, type DrawnPhoto, type PhotoFormat } from "@/platform/media/photo-urls";

// A processed photo (decision 055) as a <picture>: AVIF, then WebP, then JPEG, each at every stored
// width with the layout's `sizes`, so the browser takes the smallest file that fills the frame. The
// <img> always has the photo's width and height (the frame is reserved before a byte arrives) and
// paints the photo's colour, or its blurred placeholder, until the photo is drawn. Only the page's
// largest paint asks for high priority. The rest load lazily, or at once at low priority when a wide
// screen shows them at load (a first row of cards), so that on a phone, which shows only the first,
// they leave the bandwidth to the largest paint. Every photo decodes off the main thread. With
// NEXT_PUBLIC_IMAGE_CDN every address goes through the CDN's template, as next/image's loader does.

type Props = {
  photo: DrawnPhoto & { placeholder?: string | null };
  alt: string;
  /** The layout's `sizes`: how wide the frame is at each viewport. */
  sizes: string;
  /** The largest paint of the page: fetched at once with high priority. */
  priority?: boolean;
  /**
   * On screen at load on a wide screen (a first row of cards): fetched at once, but at low priority,
   * so on a phone, where only the first is on screen, they leave the bandwidth to the largest paint.
   */
  eager?: boolean;
  /** At most this wide (CSS px × the densest screen it serves): a thumbnail needs no 1600. */
  maxWidth?: number;
  quality?: number;
  className?: string;
  draggable?: boolean;
};

function address(path: string, width: number, quality: number): string {
  return cdnImageUrl(publicEnv.NEXT_PUBLIC_IMAGE_CDN, { src: path, width, quality });
}

function srcSet(photo: DrawnPhoto, format: PhotoFormat, widths: readonly number[], quality: number): string {
  return widths.map((width) => `${address(photoSrc(photo, width, format), width, quality)} ${width}w`).join(", ");
}

export function Photo({
  photo,
  alt,
  sizes,
  priority = false,
  eager = false,
  maxWidth,
  quality = cardImageQuality,
  className,
  draggable,
}: Props) {
  const capped = photo.widths.filter((width) => maxWidth === undefined || width <= maxWidth);
  const widths = capped.length > 0 ? capped : photo.widths.slice(0, 1);
  const fallbackWidth = widths[Math.min(1, widths.length - 1)] ?? photo.width;
  const style: CSSProperties = {
    backgroundColor: photo.colour ?? undefined,
    ...(photo.placeholder
      ? { backgroundImage: `url(${photo.placeholder})`, backgroundSize: "cover", backgroundPosition: "center" }
      : {}),
  };
  if (priority) {
    // The largest paint starts downloading as soon as the page's head is read, as next/image's
    // priority does: a <link rel="preload"> in the head with the AVIF candidates (a browser without
    // AVIF skips a preload of a type it cannot show and takes the <picture>'s WebP or JPEG).
    const fallbackAvif = address(photoSrc(photo, fallbackWidth, "avif"), fallbackWidth, quality);
    preload(fallbackAvif, {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(photo, "avif", widths, quality),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(photo, "avif", widths, quality)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(photo, "webp", widths, quality)} sizes={sizes} />
      <img
        src={address(photoSrc(photo, fallbackWidth, "jpeg"), fallbackWidth, quality)}
        srcSet={srcSet(photo, "jpeg", widths, quality)}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={alt}
        loading={priority || eager ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : eager ? "low" : undefined}
        decoding="async"
        draggable={draggable}
        style={style}
        className={className}
      />
    </picture>
  );
}
