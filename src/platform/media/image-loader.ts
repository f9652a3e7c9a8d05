// The one image loader of next/image. Without NEXT_PUBLIC_IMAGE_CDN the pictures are served as they
// are (the demo's are drawn SVGs, which no CDN needs to resize). With it, every picture goes through
// the dealer's image CDN, resized to the width the browser asks for, at the quality the page asks for:
// a template with {src}, {width} and {quality} placeholders, e.g.
//   https://images.example.com/cdn-cgi/image/width={width},quality={quality},format=auto{src}
//   https://example.imgix.net{src}?w={width}&q={quality}&auto=format
// The variable is read at build time (NEXT_PUBLIC_*), so it is the same on the server and in the browser.

import type { ImageLoaderProps } from "next/image";
import { publicEnv } from "../public-env";

/** Photos in grids and thumbnails. */
export const cardImageQuality = 75;
/** The picture a shopper looks at closely: the viewer's main image and spin frames. */
export const viewerImageQuality = 80;

/** `src` through the CDN template, or as it is without one. */
export function cdnImageUrl(template: string | undefined, { src, width, quality }: ImageLoaderProps): string {
  if (!template) return src;
  return template
    .replaceAll("{width}", String(width))
    .replaceAll("{quality}", String(quality ?? cardImageQuality))
    .replaceAll("{src}", src);
}

export default function imageLoader(props: ImageLoaderProps): string {
  return cdnImageUrl(publicEnv.NEXT_PUBLIC_IMAGE_CDN, props);
}
