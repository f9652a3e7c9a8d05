import "server-only";
import { LRUCache } from "lru-cache";
import { svgToPicture } from "../pdf/pdf-picture";
import {
  parseCarImagePath,
  parseLogoRequest,
  rasterSizes,
  renderCarSvg,
  renderLogoIconSvg,
  renderLogoSvg,
  splitRasterFile,
  type CarImageRequest,
  type LogoRequest,
  type RasterKind,
} from "./car-svg";

// The drawings' PNG copies (car-svg.ts, rasterSizes), rasterised by resvg with the PDFs' typeface
// for a logo's text (no system font differs from one server to the next). A picture takes tens of
// milliseconds to draw and a feed names hundreds, which a catalogue fetches in a burst: the PNGs are
// kept in memory, the least recently asked for dropped first past `cacheBytes`.

const cacheBytes = 48 * 1024 * 1024;
const rendered = new LRUCache<string, Buffer>({ maxSize: cacheBytes, sizeCalculation: (png) => png.length });

function rasterise(svg: string, width: number): Buffer {
  return svgToPicture(svg, width).png;
}

function remembered(key: string, draw: () => Buffer): Buffer {
  const kept = rendered.get(key);
  if (kept) return kept;
  const png = draw();
  rendered.set(key, png);
  return png;
}

/** The drawing's viewBox widened (a car's backdrop reaches past it) to the card's 1200 × 630. */
function carCardSvg(svg: string): string {
  const { width, height } = rasterSizes.car["og.png"];
  const viewWidth = (300 * width) / height;
  const viewBox = `${String(-(viewWidth - 400) / 2)} 0 ${String(viewWidth)} 300`;
  return svg.replace('viewBox="0 0 400 300"', `viewBox="${viewBox}"`);
}

/** A car's drawing as a PNG: `png` 1200 × 900, `og.png` 1200 × 630. */
export function carPng(picture: CarImageRequest, kind: RasterKind): Buffer {
  const key = `car:${picture.body}:${picture.colour}:${String(picture.view)}:${kind}`;
  return remembered(key, () => {
    const svg = renderCarSvg(picture);
    return rasterise(kind === "og.png" ? carCardSvg(svg) : svg, rasterSizes.car[kind].width);
  });
}

const viewBoxSize = (svg: string) => {
  const match = /viewBox="0 0 (\d+) (\d+)"/.exec(svg);
  return { width: Number(match?.[1] ?? 1), height: Number(match?.[2] ?? 1) };
};

/** The logo centred on a 1200 × 630 card of its own background colour, at most 80% wide and 60% high. */
function logoCardSvg(svg: string, background: string): string {
  const card = rasterSizes.card;
  const own = viewBoxSize(svg);
  const scale = Math.min((card.width * 0.8) / own.width, (card.height * 0.6) / own.height);
  const width = own.width * scale;
  const height = own.height * scale;
  const placed = svg.replace(
    "<svg ",
    `<svg x="${String((card.width - width) / 2)}" y="${String((card.height - height) / 2)}" width="${String(width)}" height="${String(height)}" `,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${String(card.width)} ${String(card.height)}"><rect width="${String(card.width)}" height="${String(card.height)}" fill="${background}"/>${placed}</svg>`;
}

/** A logo as a PNG: `png` its own shape at three times (an icon 512 square), `og.png` a 1200 × 630 card. */
export function logoPng(logo: LogoRequest, kind: RasterKind): Buffer {
  const key = `logo:${logo.shape}:${logo.primary}:${logo.contrast}:${kind}:${logo.text}`;
  return remembered(key, () => {
    const svg = logo.shape === "icon" ? renderLogoIconSvg(logo) : renderLogoSvg(logo);
    if (kind === "og.png") return rasterise(logoCardSvg(svg, logo.primary), rasterSizes.card.width);
    const width = logo.shape === "icon" ? rasterSizes.iconSize : viewBoxSize(svg).width * rasterSizes.logoScale;
    return rasterise(svg, width);
  });
}

/** The car picture a `/media/car/…` path names, SVG or PNG; null when it names none. */
export function carPicture(segments: readonly string[]): { body: string | Buffer; contentType: string } | null {
  const last = segments[segments.length - 1] ?? "";
  const raster = splitRasterFile(last);
  const request = parseCarImagePath(raster ? [...segments.slice(0, -1), raster.svgFile] : segments);
  if (!request) return null;
  return raster
    ? { body: carPng(request, raster.kind), contentType: "image/png" }
    : { body: renderCarSvg(request), contentType: "image/svg+xml; charset=utf-8" };
}

/** The logo a `/media/logo/{file}` address names, SVG or PNG; null when it names none. */
export function logoPicture(
  file: string,
  query: URLSearchParams,
): { body: string | Buffer; contentType: string } | null {
  const raster = splitRasterFile(file);
  const logo = parseLogoRequest(raster ? raster.svgFile : file, query);
  if (!logo) return null;
  if (raster) return { body: logoPng(logo, raster.kind), contentType: "image/png" };
  return {
    body: logo.shape === "icon" ? renderLogoIconSvg(logo) : renderLogoSvg(logo),
    contentType: "image/svg+xml; charset=utf-8",
  };
}
