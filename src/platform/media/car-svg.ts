// Vehicle pictures and dealer logos drawn locally as SVG, so the demo (and every test) shows stock
// photos without an image CDN or any network access. Cars, caravans and motorhomes are solid models
// per body type (car-model.ts) seen from each angle; the motorcycle is a flat drawing turned.
//
// URL grammar served by the media route handlers (the handlers only parse and call the renderers):
//
//   /media/car/{body}/{colour}/{view}.svg
//     body   one of `bodyTypes` (sedan, hatch, suv, ute, wagon, van, coupe, convertible,
//            people-mover, cab-chassis, caravan, motorhome, motorcycle)
//     colour a colour slug: lowercase letters and digits in hyphen-joined words, at most 40
//            characters (glacier-white, soul-red-crystal); unknown colours draw grey
//     view   a spin frame 0 to 23 without leading zeros, or interior, rear or front
//   /media/car/{body}/{colour}/{view}.png and .og.png: the same drawing as a PNG (see rasterSizes)
//   /media/logo/{slug}.svg?text={name}&bg={rrggbb}&fg={rrggbb}
//     slug   same pattern as a colour slug; text optional (1 to 60 characters, default: the
//            slug in title case); bg (background) and fg (text) optional six-digit hex colours,
//            with or without a leading '#' (%23); defaults #1f2937 on #ffffff
//   /media/logo/{slug}.png?… and .og.png?…: the same logo as a PNG (see rasterSizes)
//
// `parseCarImagePath` takes the three segments after /media/car/; `parseLogoRequest` takes the one
// segment after /media/logo/ and the query. Both return null for anything else, so a handler answers 404.

import { drawModel, modelDefs, modelGround, shade, vehicleModels, type Paint } from "./car-model";

export const bodyTypes = [
  "sedan",
  "hatch",
  "suv",
  "ute",
  "wagon",
  "van",
  "coupe",
  "convertible",
  "people-mover",
  "cab-chassis",
  "caravan",
  "motorhome",
  "motorcycle",
] as const;
export type BodyType = (typeof bodyTypes)[number];

export const specialViews = ["interior", "rear", "front"] as const;
export type SpecialView = (typeof specialViews)[number];
/** A spin frame 0 to 23 (15 degrees apart), or one of the special views. */
export type CarView = number | SpecialView;
export const spinFrameCount = 24;

/** Paint names as Australian dealers list them, with a colour close enough for a silhouette. */
export const paintColours = [
  { name: "Glacier White", hex: "#f3f4f1" },
  { name: "Crystal Pearl", hex: "#eef0ec" },
  { name: "Eclipse Black", hex: "#141619" },
  { name: "Silver Pearl", hex: "#c3c7cb" },
  { name: "Graphite", hex: "#4a4e53" },
  { name: "Ink", hex: "#1e2636" },
  { name: "Feverish Red", hex: "#b3121b" },
  { name: "Saturn Blue", hex: "#1e4c8a" },
  { name: "Soul Red Crystal", hex: "#9e0b16" },
  { name: "Machine Grey", hex: "#5d6166" },
  { name: "Polymetal Grey", hex: "#6f7c85" },
  { name: "Deep Crystal Blue", hex: "#1d2b4a" },
  { name: "Snowflake White Pearl", hex: "#f1f1ec" },
  { name: "Jet Black", hex: "#0f1012" },
  { name: "Sonic Silver", hex: "#a9adb1" },
  { name: "Arctic White", hex: "#f7f7f5" },
  { name: "Shadow Black", hex: "#151515" },
  { name: "Meteor Grey", hex: "#5a5c5e" },
  { name: "Lightning Blue", hex: "#2060b0" },
  { name: "Cyber Orange", hex: "#d4581d" },
  { name: "Conquer Grey", hex: "#7a7b76" },
  { name: "Pearl White", hex: "#f2f1ec" },
  { name: "Midnight Silver", hex: "#4b4f55" },
  { name: "Deep Blue", hex: "#1f3b66" },
  { name: "Ultra Red", hex: "#a5121c" },
  { name: "Boulder Grey", hex: "#8b8e8b" },
  { name: "Ski White", hex: "#f2f3f3" },
  { name: "Surf Blue", hex: "#5b8fb0" },
  { name: "Dover White", hex: "#efefef" },
  { name: "Volcano Orange", hex: "#e0642b" },
  { name: "Crystal Black Pearl", hex: "#101114" },
  { name: "Magnetite Grey", hex: "#5b5d60" },
  { name: "Autumn Green", hex: "#3f4d3c" },
  { name: "Sterling Silver", hex: "#b2b5b8" },
  { name: "White Diamond", hex: "#f0efe9" },
  { name: "Red Diamond", hex: "#a0141c" },
  { name: "Mineral White", hex: "#f4f4f0" },
  { name: "Cobalt Blue", hex: "#203b78" },
  { name: "Obsidian Grey", hex: "#3c3e42" },
  { name: "Phantom Black", hex: "#0e0f12" },
  { name: "Amazon Grey", hex: "#6e7170" },
  { name: "Performance Blue", hex: "#2f6bb0" },
  { name: "Snow White Pearl", hex: "#f3f2ee" },
  { name: "Aurora Black Pearl", hex: "#121317" },
  { name: "Gravity Grey", hex: "#5d6064" },
  { name: "Runway Red", hex: "#a1171c" },
  { name: "Pure White", hex: "#f5f5f3" },
  { name: "Deep Black Pearl", hex: "#141517" },
  { name: "Reflex Silver", hex: "#b4b7ba" },
  { name: "Kings Red", hex: "#a51b22" },
  { name: "Alabaster White", hex: "#f4f1ea" },
  { name: "Silver Composite", hex: "#c9ccce" },
  { name: "Charcoal", hex: "#3f4246" },
  { name: "Icon Blue", hex: "#1c3f94" },
  { name: "Lime Green", hex: "#5aa51d" },
  { name: "Grand Prix Red", hex: "#c8102e" },
  { name: "Vivid Black", hex: "#0b0b0b" },
  { name: "Matte Ebony", hex: "#2a2a2c" },
  { name: "Sandstone", hex: "#c2a77f" },
  { name: "Polar White", hex: "#f6f6f4" },
  { name: "Fluid Metal", hex: "#b7babd" },
  { name: "Steel Grey", hex: "#70757a" },
  { name: "Black Mica", hex: "#17181a" },
  { name: "Titanium Grey", hex: "#5e6266" },
  { name: "Mercury Silver", hex: "#b9bcbf" },
  { name: "Basalt Black", hex: "#141517" },
  { name: "Arc White", hex: "#f5f6f4" },
  { name: "Fleet White", hex: "#f4f4f2" },
  { name: "Ivory Pearl", hex: "#f0eee6" },
  { name: "Diamond Black", hex: "#121314" },
  { name: "Gun Metallic", hex: "#55585c" },
  { name: "Scarlet Ember", hex: "#9d1a1e" },
  { name: "Brilliant Silver", hex: "#c0c3c6" },
  { name: "Crystal White Pearl", hex: "#f0f0ea" },
  { name: "Ice Silver", hex: "#c5c9cc" },
  { name: "Moonstone Grey", hex: "#7c8083" },
  { name: "Platinum White Pearl", hex: "#f0efe9" },
  { name: "Lunar Silver", hex: "#b5b8bb" },
  { name: "Ignite Red", hex: "#a6141c" },
  { name: "Solid Black", hex: "#111213" },
  { name: "Cosmos Black", hex: "#121316" },
  { name: "Pebble Black", hex: "#161719" },
  { name: "Cosmic Silver", hex: "#b6b9bc" },
  { name: "Crystal Black", hex: "#131416" },
  { name: "Hamilton Grey", hex: "#6a6d70" },
  { name: "Sapphire Blue", hex: "#203f78" },
  { name: "Tech Black", hex: "#1b1c1f" },
  { name: "Cyan Storm", hex: "#6a7f8c" },
  { name: "Metallic Spark Black", hex: "#0c0d0f" },
  { name: "Pearl Robotic White", hex: "#ecedec" },
  { name: "Mat Gunpowder Black", hex: "#2c2d2f" },
  { name: "Pearl Glare White", hex: "#f1f1ee" },
  { name: "Champion Yellow", hex: "#f2c200" },
  { name: "Metallic Triton Blue", hex: "#1b4aa0" },
  { name: "Glass Sparkle Black", hex: "#101113" },
  { name: "Billiard Red", hex: "#6b1216" },
  { name: "Gunship Grey", hex: "#4d5153" },
] as const;

const unknownPaint = "#8a8f94";
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxSlugLength = 40;

/** "Soul Red Crystal" -> "soul-red-crystal"; also the form colours take in image URLs. */
export function colourSlug(colour: string): string {
  return colour
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxSlugLength)
    .replace(/-+$/, "");
}

const paintBySlug = new Map<string, string>(paintColours.map((paint) => [colourSlug(paint.name), paint.hex]));

/** Hex for a paint name or slug; grey for names the palette does not know. */
export function paintHex(colour: string): string {
  return paintBySlug.get(colourSlug(colour)) ?? unknownPaint;
}

const bodyBySimpleBody: Record<string, BodyType> = {
  sedan: "sedan",
  hatch: "hatch",
  hatchback: "hatch",
  suv: "suv",
  "4x4": "suv",
  ute: "ute",
  wagon: "wagon",
  "station-wagon": "wagon",
  van: "van",
  coupe: "coupe",
  convertible: "convertible",
  "people-mover": "people-mover",
  "cab-chassis": "cab-chassis",
  "light-truck": "cab-chassis",
  caravan: "caravan",
  motorhome: "motorhome",
  campervan: "motorhome",
  motorcycle: "motorcycle",
};

/** The drawing for a listed body ('People Mover', 'Cab Chassis'...); sedan when unknown. */
export function bodyTypeFor(simpleBody: string | null | undefined): BodyType {
  return bodyBySimpleBody[colourSlug(simpleBody ?? "")] ?? "sedan";
}

export function carImageUrl({ body, colour, view }: { body: BodyType; colour: string; view: CarView }): string {
  const slug = colourSlug(colour) || "grey";
  return `/media/car/${body}/${slug}/${String(view)}.svg`;
}

/**
 * A short turntable clip of the body's drawing: the demo's walkaround and stock videos. The files are
 * committed under public/media/video/ (made by scripts/demo-videos.ts), one per body type.
 */
export function carVideoUrl(body: BodyType): string {
  return `/media/video/${body}.mp4`;
}

export type CarImageRequest = { body: BodyType; colour: string; view: CarView };

const isBodyType = (value: string): value is BodyType => bodyTypes.some((body) => body === value);
const isSpecialView = (value: string): value is SpecialView => specialViews.some((view) => view === value);

/** Validates the segments after /media/car/ ([body, colour, "{view}.svg"]); null when invalid. */
export function parseCarImagePath(pathSegments: readonly string[]): CarImageRequest | null {
  if (pathSegments.length !== 3) return null;
  const [body, colour, file] = pathSegments;
  if (body === undefined || colour === undefined || file === undefined) return null;
  if (!isBodyType(body)) return null;
  if (colour.length > maxSlugLength || !slugPattern.test(colour)) return null;
  const match = /^(0|[1-9][0-9]?|interior|rear|front)\.svg$/.exec(file);
  const viewText = match?.[1];
  if (viewText === undefined) return null;
  if (isSpecialView(viewText)) return { body, colour, view: viewText };
  const frame = Number(viewText);
  if (frame >= spinFrameCount) return null;
  return { body, colour, view: frame };
}

// --- drawing -------------------------------------------------------------------------------------

const tyre = "#1d1f22";
const groundY = 230;

function paintFor(colour: string): Paint {
  const fill = paintHex(colour);
  return { fill, dark: shade(fill, -0.35), light: shade(fill, 0.35) };
}

const n = (value: number) => String(Math.round(value * 10) / 10);

// The backdrop reaches past the 400-unit frame on both sides: the SVG shows the frame alone, and the
// wider crop of a shared link's card (raster.ts) shows more backdrop rather than a blank edge.
function frame(content: string, defs: string, background = "#eef1f4"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><defs>${defs}</defs><rect x="-200" width="800" height="300" fill="${background}"/><path d="M-200 ${groundY}H600V300H-200Z" fill="#dde2e7"/>${content}</svg>`;
}

const shadow = (rx: number) => `<ellipse cx="200" cy="${groundY + 2}" rx="${n(rx)}" ry="9" fill="#000" opacity=".16"/>`;

/** Frame angle in degrees: 0 is the right-facing side profile, 90 head-on, 270 from behind. */
const angleOf = (frameIndex: number) => (frameIndex * 360) / spinFrameCount;

/** The motorcycle is drawn flat and turned by squeezing it, its far side peeking out. */
function sideTransform(frameIndex: number): { transform: string; depth: number; scale: number } {
  const radians = (angleOf(frameIndex) * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const scale = 0.62 + 0.38 * Math.abs(cos);
  const direction = cos >= 0 ? 1 : -1;
  const lift = -5 * Math.abs(sin);
  return {
    transform: `translate(200 ${n(lift)}) scale(${(direction * scale).toFixed(3)} 1) translate(-200 0)`,
    depth: 14 * sin * direction,
    scale,
  };
}

/** A photo studio: a light backdrop, a floor, and the vehicle's soft shadow. */
function studio(content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><defs>${modelDefs}<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f5f7f9"/><stop offset="1" stop-color="#e3e7eb"/></linearGradient></defs><rect x="-200" width="800" height="300" fill="url(#bg)"/><path d="M-200 ${modelGround - 40}H600V300H-200Z" fill="#d8dde2"/>${content}</svg>`;
}

function carInterior(paint: Paint): string {
  const content =
    `<path d="M0 0H400V150Q200 110 0 150Z" fill="#cfdce6"/><path d="M0 0L60 0L20 170H0ZM400 0L340 0L380 170H400Z" fill="#24272b"/>` +
    `<path d="M0 168Q200 118 400 168V300H0Z" fill="#2a2d31"/><path d="M0 180Q200 132 400 180V190Q200 142 0 190Z" fill="${paint.fill}"/>` +
    `<rect x="176" y="150" width="64" height="38" rx="4" fill="#0f1720"/><path d="M182 156H220L190 182H182Z" fill="#fff" opacity=".08"/>` +
    `<rect x="74" y="160" width="74" height="26" rx="6" fill="#111"/><circle cx="111" cy="236" r="58" fill="none" stroke="#151719" stroke-width="14"/>` +
    `<path d="M55 240H167M111 240V294" stroke="#151719" stroke-width="12"/><circle cx="111" cy="240" r="16" fill="#222"/>`;
  return frame(content, "", "#e3e9ee");
}

function caravanInterior(paint: Paint): string {
  const content =
    `<path d="M0 0H400V230H0Z" fill="#efe9df"/><rect x="120" y="40" width="160" height="70" rx="10" fill="#bcd3e2" stroke="#8a7f70" stroke-width="4"/>` +
    `<rect x="40" y="150" width="320" height="70" rx="8" fill="#d8cbb8"/><rect x="56" y="126" width="90" height="34" rx="10" fill="${paint.fill}"/>` +
    `<rect x="254" y="126" width="90" height="34" rx="10" fill="${paint.fill}"/><path d="M40 170H360" stroke="#a89880" stroke-width="3"/>`;
  return frame(content, "", "#e9e2d6");
}

function motorcycleSide(paint: Paint, frameIndex: number): string {
  const { transform, depth, scale } = sideTransform(frameIndex);
  // The far handlebar end and mirror peek out as the bike turns, like the far wheels of a car.
  const farSide =
    depth === 0
      ? ""
      : `<path d="M256 102L${n(246 + depth)} 90" stroke="#333" stroke-width="5"/><circle cx="${n(244 + depth)}" cy="84" r="6" fill="#333"/>`;
  const bikeWheel = (x: number) =>
    `<circle cx="${x}" cy="190" r="40" fill="${tyre}"/><circle cx="${x}" cy="190" r="29" fill="none" stroke="#aeb4ba" stroke-width="4"/><circle cx="${x}" cy="190" r="6" fill="#777"/>`;
  const content =
    `${shadow(130 * scale)}<g transform="${transform}">${farSide}${bikeWheel(110)}${bikeWheel(292)}` +
    `<path d="M110 190L196 158" stroke="#4a4d52" stroke-width="8"/><path d="M292 190L262 106" stroke="#9aa0a7" stroke-width="7"/>` +
    `<path d="M256 102L244 92" stroke="#222" stroke-width="6" stroke-linecap="round"/><rect x="168" y="138" width="62" height="42" rx="6" fill="#5c6166"/>` +
    `<path d="M196 182L100 172" stroke="#c9ced3" stroke-width="7" stroke-linecap="round"/><path d="M98 118L130 110L138 130L104 128Z" fill="${paint.fill}"/>` +
    `<path d="M120 122Q150 110 182 122L178 132L124 130Z" fill="#1f2023"/><path d="M172 120Q200 98 242 106L262 128L198 140Z" fill="${paint.fill}" stroke="${paint.dark}" stroke-width="2"/>` +
    `<path d="M258 172Q292 140 326 172" fill="none" stroke="${paint.fill}" stroke-width="6"/><circle cx="272" cy="118" r="9" fill="#fdf6d8" stroke="#333" stroke-width="2"/></g>`;
  return frame(content, "");
}

function motorcycleHeadOn(paint: Paint, side: "front" | "rear", offset: number): string {
  const cx = 200 + offset;
  const detail =
    side === "front"
      ? `<path d="M${cx - 10} 130V196M${cx + 10} 130V196" stroke="#9aa0a7" stroke-width="6"/><path d="M${cx - 34} 126Q${cx} 84 ${cx + 34} 126L${cx + 20} 150H${cx - 20}Z" fill="${paint.fill}" stroke="${paint.dark}" stroke-width="2"/><circle cx="${cx}" cy="128" r="14" fill="#fdf6d8"/>`
      : `<path d="M${cx - 30} 120Q${cx} 104 ${cx + 30} 120L${cx + 18} 150H${cx - 18}Z" fill="${paint.fill}" stroke="${paint.dark}" stroke-width="2"/><rect x="${cx - 14}" y="150" width="28" height="8" rx="2" fill="#c1121f"/><rect x="${cx - 20}" y="164" width="40" height="22" rx="2" fill="#fff" stroke="#333"/><circle cx="${cx + 40}" cy="196" r="9" fill="#c9ced3"/>`;
  const content =
    `${shadow(60)}<rect x="${cx - 12}" y="164" width="24" height="66" rx="10" fill="${tyre}"/>` +
    `<ellipse cx="${cx}" cy="138" rx="42" ry="22" fill="${paint.fill}"/><path d="M${cx - 76} 104H${cx + 76}" stroke="#222" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="${cx - 80}" cy="88" r="8" fill="#333"/><circle cx="${cx + 80}" cy="88" r="8" fill="#333"/>${detail}`;
  return frame(content, "");
}

function motorcycleInterior(paint: Paint): string {
  const content =
    `<path d="M0 0H400V190H0Z" fill="#cfdce6"/><path d="M110 300Q200 170 290 300Z" fill="${paint.fill}"/>` +
    `<path d="M40 170Q200 130 360 170" fill="none" stroke="#1c1d20" stroke-width="12" stroke-linecap="round"/>` +
    `<rect x="160" y="130" width="80" height="44" rx="10" fill="#111"/><circle cx="200" cy="152" r="14" fill="none" stroke="#e0642b" stroke-width="3"/>`;
  return frame(content, "", "#e3e9ee");
}

/** Head-on views drift a little across their three frames so neighbouring spin frames differ. */
function headOnFor(frameIndex: number): { side: "front" | "rear"; offset: number } | null {
  const angle = angleOf(frameIndex);
  if (angle >= 75 && angle <= 105) return { side: "front", offset: (angle - 90) * 1.2 };
  if (angle >= 255 && angle <= 285) return { side: "rear", offset: (270 - angle) * 1.2 };
  return null;
}

export function renderCarSvg({ body, colour, view }: { body: BodyType; colour: string; view: CarView }): string {
  const paint = paintFor(colour);
  if (view === "interior") {
    if (body === "caravan" || body === "motorhome") return caravanInterior(paint);
    if (body === "motorcycle") return motorcycleInterior(paint);
    return carInterior(paint);
  }
  const frameIndex =
    view === "front"
      ? 6
      : view === "rear"
        ? 18
        : ((Math.trunc(view) % spinFrameCount) + spinFrameCount) % spinFrameCount;
  if (body === "motorcycle") {
    const headOn = headOnFor(frameIndex);
    return headOn ? motorcycleHeadOn(paint, headOn.side, headOn.offset) : motorcycleSide(paint, frameIndex);
  }
  return studio(drawModel(vehicleModels[body], paint, angleOf(frameIndex)));
}

// --- logos ---------------------------------------------------------------------------------------

const hexPattern = /^#?[0-9a-fA-F]{6}$/;
const maxLogoText = 60;
const defaultLogoBackground = "#1f2937";
const defaultLogoForeground = "#ffffff";

export type LogoRequest = {
  slug: string;
  text: string;
  primary: string;
  contrast: string;
  /** "wordmark" (320 × 96, the header's) or "icon" (a square with the emblem alone: the browser tab's). */
  shape: LogoShape;
};

export type LogoShape = "wordmark" | "icon";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "#1A2B3C" or "1a2b3c" -> "#1a2b3c"; anything else -> null. */
const normaliseHex = (value: string): string | null =>
  hexPattern.test(value.trim()) ? `#${value.trim().replace(/^#/, "").toLowerCase()}` : null;

const titleFromSlug = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** Simple emblems in a 56-unit box; a logo takes one by its name, so each dealer keeps its own. */
const logoMarks = [
  // Twin chevrons, pointing forward.
  (fg: string) => `<path d="M4 12L26 28L4 44H18L40 28L18 12ZM22 12L44 28L22 44H36L56 28L36 12Z" fill="${fg}"/>`,
  // A shield with a road through it.
  (fg: string) =>
    `<path d="M28 2L52 10V28Q52 46 28 54Q4 46 4 28V10Z" fill="none" stroke="${fg}" stroke-width="5"/><path d="M24 50L30 14H36L30 50Z" fill="${fg}"/>`,
  // A roundel: the sun over the road.
  (fg: string) =>
    `<circle cx="28" cy="28" r="24" fill="none" stroke="${fg}" stroke-width="5"/><path d="M8 32H48L40 40H16Z" fill="${fg}"/><circle cx="28" cy="22" r="7" fill="${fg}"/>`,
  // A split diamond.
  (fg: string) => `<path d="M28 2L54 28L28 54Z" fill="${fg}"/><path d="M24 8L4 28L24 48Z" fill="${fg}" opacity=".6"/>`,
] as const;

const logoFont = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif"';

/**
 * The width of a line of capitals at `size`, roughly: a capital in a heavy sans is about three
 * quarters of an em wide (a lighter one two thirds). Erring wide keeps a long name inside the logo
 * whatever system font draws it.
 */
const capitalEm = (weight: number) => (weight >= 700 ? 0.76 : 0.68);
const textWidth = (text: string, size: number, weight: number, spacing = 0) =>
  text.length * (size * capitalEm(weight) + spacing);

/** One line of the wordmark, shrunk (then squeezed) to fit `width`. */
function logoLine(
  text: string,
  {
    x,
    y,
    size,
    width,
    weight,
    spacing,
    fill,
  }: Record<"x" | "y" | "size" | "width" | "spacing", number> & {
    weight: number;
    fill: string;
  },
): string {
  const fitted = Math.max(
    10,
    Math.min(size, Math.floor(width / (text.length * capitalEm(weight) + (spacing * text.length) / size))),
  );
  const squeeze =
    textWidth(text, fitted, weight, spacing) > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text x="${x}" y="${y}" ${logoFont} font-size="${fitted}" font-weight="${weight}" letter-spacing="${spacing}" fill="${fill}"${squeeze}>${escapeXml(text)}</text>`;
}

/**
 * A dealer or brand wordmark in the brand's two colours: an emblem, the first word of the name large
 * and bold in capitals, the rest spaced out beneath it (HARBOURSIDE / MOTORS), in the system sans.
 */
export function renderLogoSvg(logo: LogoColours): string {
  const { background, foreground, name } = logoParts(logo);
  const [first = name, ...others] = name.split(/\s+/);
  const rest = others.join(" ");
  const mark = logoMark(name);
  const textX = 94;
  const width = 320 - textX - 16;
  const lines = rest
    ? logoLine(first.toUpperCase(), { x: textX, y: 52, size: 34, width, weight: 800, spacing: 0.5, fill: foreground }) +
      `<path d="M${textX} 61H${320 - 16}" stroke="${foreground}" stroke-width="1.5" opacity=".5"/>` +
      logoLine(rest.toUpperCase(), { x: textX, y: 80, size: 15, width, weight: 500, spacing: 4, fill: foreground })
    : logoLine(first.toUpperCase(), { x: textX, y: 62, size: 40, width, weight: 800, spacing: 1, fill: foreground });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title><rect width="320" height="96" rx="6" fill="${background}"/>` +
    `<g transform="translate(22 20)">${mark(foreground)}</g>${lines}</svg>`
  );
}

type LogoColours = { text: string; primary: string; contrast: string };

/** What the wordmark and the icon both draw from: the colours (defaults for bad ones) and the name. */
function logoParts({ text, primary, contrast }: LogoColours): { background: string; foreground: string; name: string } {
  return {
    background: normaliseHex(primary) ?? defaultLogoBackground,
    foreground: normaliseHex(contrast) ?? defaultLogoForeground,
    name: text.trim().slice(0, maxLogoText) || "Dealer",
  };
}

/** The emblem a name gets: the same one in its wordmark and its icon. */
function logoMark(name: string): (fg: string) => string {
  const markIndex = [...name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 9973, 7) % logoMarks.length;
  return logoMarks[markIndex] ?? logoMarks[0];
}

/**
 * The wordmark's emblem alone on a rounded square of the brand colour: the icon a browser shows in
 * its tab and bookmarks for a site that has not given its own (`branding.faviconUrl`).
 */
export function renderLogoIconSvg(logo: LogoColours): string {
  const { background, foreground, name } = logoParts(logo);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${escapeXml(name)}">` +
    `<title>${escapeXml(name)}</title><rect width="64" height="64" rx="12" fill="${background}"/>` +
    `<g transform="translate(2 4)">${logoMark(name)(foreground)}</g></svg>`
  );
}

/** `/media/logo/{slug}.svg?text=..&bg=rrggbb&fg=rrggbb[&shape=icon]`; colours with or without '#'. */
export function logoUrl({
  slug,
  text,
  primary,
  contrast,
  shape = "wordmark",
}: {
  slug: string;
  text: string;
  primary: string;
  contrast: string;
  shape?: LogoShape;
}): string {
  const query = new URLSearchParams({
    text: text.trim().slice(0, maxLogoText),
    bg: (normaliseHex(primary) ?? defaultLogoBackground).slice(1),
    fg: (normaliseHex(contrast) ?? defaultLogoForeground).slice(1),
    ...(shape === "icon" ? { shape } : {}),
  });
  return `/media/logo/${colourSlug(slug) || "logo"}.svg?${query.toString()}`;
}

/** Validates the segment after /media/logo/ ("{slug}.svg") and its query; null when invalid. */
export function parseLogoRequest(fileSegment: string, query: URLSearchParams): LogoRequest | null {
  const slug = /^(.+)\.svg$/.exec(fileSegment)?.[1];
  if (slug === undefined || slug.length > maxSlugLength || !slugPattern.test(slug)) return null;
  const text = query.get("text") ?? titleFromSlug(slug);
  if (text.trim().length === 0 || text.length > maxLogoText) return null;
  const bg = query.get("bg");
  const fg = query.get("fg");
  const primary = bg === null ? defaultLogoBackground : normaliseHex(bg);
  const contrast = fg === null ? defaultLogoForeground : normaliseHex(fg);
  if (primary === null || contrast === null) return null;
  const shape = query.get("shape") ?? "wordmark";
  if (shape !== "wordmark" && shape !== "icon") return null;
  return { slug, text, primary, contrast, shape };
}

// --- raster copies -------------------------------------------------------------------------------

/**
 * The PNG copies of each drawing, for the places that take no SVG: vehicle feeds (Google, Meta),
 * shared links' cards (Open Graph, X) and structured data. The address is the drawing's with its
 * `.svg` replaced:
 *   `.png`     a car 1200 × 900 (the drawing at three times its size); a wordmark 960 × 288, an icon 512 × 512
 *   `.og.png`  1200 × 630, the shape a shared link's card takes: a car with more of its backdrop
 *              either side, a logo centred on its own background colour
 */
export const rasterKinds = ["png", "og.png"] as const;
export type RasterKind = (typeof rasterKinds)[number];

export const rasterSizes = {
  car: { png: { width: 1200, height: 900 }, "og.png": { width: 1200, height: 630 } },
  card: { width: 1200, height: 630 },
  /** A logo's `.png` is its own shape at three times its size (the icon at 512 square). */
  logoScale: 3,
  iconSize: 512,
} as const;

/** "1.og.png" -> { svgFile: "1.svg", kind: "og.png" }; null for a file that is not a raster copy. */
export function splitRasterFile(file: string): { svgFile: string; kind: RasterKind } | null {
  const match = /^(.+?)\.(og\.png|png)$/.exec(file);
  const kind = rasterKinds.find((candidate) => candidate === match?.[2]);
  return match?.[1] && kind ? { svgFile: `${match[1]}.svg`, kind } : null;
}

/**
 * The raster copy's address of one of the platform's drawings (`/media/car/…/{view}.svg`,
 * `/media/logo/{slug}.svg?…`), query kept; null for any other address, a photo or a dealer's own.
 */
export function rasterPictureUrl(url: string, kind: RasterKind): string | null {
  if (!url.startsWith("/media/")) return null;
  const { pathname, search } = new URL(url, "http://platform.invalid");
  const segments = pathname.split("/").slice(1);
  const [media, folder, ...rest] = segments;
  if (media !== "media") return null;
  const valid =
    (folder === "car" && parseCarImagePath(rest) !== null) ||
    (folder === "logo" && rest.length === 1 && parseLogoRequest(rest[0] ?? "", new URLSearchParams(search)) !== null);
  return valid ? `${pathname.replace(/\.svg$/, `.${kind}`)}${search}` : null;
}
