import "server-only";
import { Resvg } from "@resvg/resvg-js";
import { parseCarImagePath, parseLogoRequest, renderCarSvg, renderLogoSvg } from "@/platform/media/car-svg";
import { pdfFontFamily, pdfFontFiles } from "./fonts";

// Pictures for a PDF. The platform draws its car pictures and logos as SVG, which a PDF cannot show
// as it is: each is rasterised to PNG by resvg (docs/decisions/009-pdf-library.md), with the PDF's
// own font for any text in it, so a logo reads the same on paper as on screen.

export type PdfPicture = { png: Buffer; width: number; height: number };

/** An SVG document as a PNG `widthPx` wide (height to scale), its text set in the PDF's font. */
export function svgToPicture(svg: string, widthPx: number): PdfPicture {
  const rendered = new Resvg(svg, {
    fitTo: { mode: "width", value: Math.max(1, Math.round(widthPx)) },
    font: {
      loadSystemFonts: false,
      fontFiles: [pdfFontFiles.regular(), pdfFontFiles.bold()],
      defaultFontFamily: pdfFontFamily,
      sansSerifFamily: pdfFontFamily,
      serifFamily: pdfFontFamily,
    },
  }).render();
  return { png: rendered.asPng(), width: rendered.width, height: rendered.height };
}

/** The SVG behind one of the platform's own picture addresses (/media/car/…, /media/logo/…); null for any other. */
export function localPictureSvg(url: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//")) return null;
  const { pathname, searchParams } = new URL(url, "http://platform.invalid");
  const segments = pathname.split("/").slice(1).map(decodeURIComponent);
  if (segments[0] !== "media") return null;
  if (segments[1] === "car") {
    const request = parseCarImagePath(segments.slice(2));
    return request ? renderCarSvg(request) : null;
  }
  if (segments[1] === "logo" && segments.length === 3) {
    const request = parseLogoRequest(segments[2] ?? "", searchParams);
    return request ? renderLogoSvg(request) : null;
  }
  return null;
}

/**
 * A picture address as a PNG for a PDF, or null when it is not one of the platform's own pictures:
 * a PDF is built without reaching the network, so a dealer's pictures hosted elsewhere are left out.
 */
export function pdfPicture(url: string | null | undefined, widthPx: number): PdfPicture | null {
  const svg = url ? localPictureSvg(url) : null;
  return svg ? svgToPicture(svg, widthPx) : null;
}
