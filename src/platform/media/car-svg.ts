// Vehicle pictures and dealer logos drawn locally as SVG, so the demo (and every test) shows stock
// photos without an image CDN or any network access. Drawings are deliberately simple silhouettes:
// recognisable per body type, in the car's paint colour, and small enough to inline or cache.
//
// URL grammar served by the media route handlers (the handlers only parse and call the renderers):
//
//   /media/car/{body}/{colour}/{view}.svg
//     body   one of `bodyTypes` (sedan, hatch, suv, ute, wagon, van, coupe, convertible,
//            people-mover, cab-chassis, caravan, motorcycle)
//     colour a colour slug: lowercase letters and digits in hyphen-joined words, at most 40
//            characters (glacier-white, soul-red-crystal); unknown colours draw grey
//     view   a spin frame 0 to 23 without leading zeros, or interior, rear or front
//   /media/logo/{slug}.svg?text={name}&bg={rrggbb}&fg={rrggbb}
//     slug   same pattern as a colour slug; text optional (1 to 60 characters, default: the
//            slug in title case); bg (background) and fg (text) optional six-digit hex colours,
//            with or without a leading '#' (%23); defaults #1f2937 on #ffffff
//
// `parseCarImagePath` takes the three segments after /media/car/; `parseLogoRequest` takes the one
// segment after /media/logo/ and the query. Both return null for anything else, so a handler answers 404.

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
  motorhome: "caravan",
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

type Paint = { fill: string; dark: string; light: string };

const glass = "#27313b";
const tyre = "#1d1f22";
const groundY = 230;

function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const mixed = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.round(Math.min(255, Math.max(0, mixed)))
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function paintFor(colour: string): Paint {
  const fill = paintHex(colour);
  return { fill, dark: shade(fill, -0.35), light: shade(fill, 0.35) };
}

const n = (value: number) => String(Math.round(value * 10) / 10);

type SideProfile = {
  body: string;
  glass: string;
  wheels: readonly number[];
  wheelY: number;
  wheelR: number;
  head: readonly [number, number];
  tail: readonly [number, number];
  /** Extra shapes drawn over the body (door lines, tray, stripes). */
  extra?: (paint: Paint) => string;
  front: FrontProfile;
};

/** Proportions of the head-on view: half width, roof, belt line and sill heights. */
type FrontProfile = { half: number; roof: number; belt: number; sill: number; cabinInset: number };

const doorLine = (x: number, top: number, bottom: number, paint: Paint) =>
  `<path d="M${x} ${top}V${bottom}" stroke="${paint.dark}" stroke-width="2"/>`;

const carProfiles: Record<Exclude<BodyType, "caravan" | "motorcycle">, SideProfile> = {
  sedan: {
    body: "M30 200V176Q32 164 48 161L120 154L162 121Q170 115 182 115H262Q274 115 284 122L322 152L358 158Q370 161 370 176V200Q370 210 360 210H40Q30 210 30 200Z",
    glass: "M136 152L168 124Q175 120 186 120H262Q271 120 279 126L308 151Z",
    wheels: [98, 302],
    wheelY: 206,
    wheelR: 24,
    head: [360, 168],
    tail: [34, 168],
    extra: (p) => `<path d="M222 118V152" stroke="${p.dark}" stroke-width="7"/>${doorLine(222, 152, 204, p)}`,
    front: { half: 120, roof: 115, belt: 152, sill: 212, cabinInset: 30 },
  },
  hatch: {
    body: "M36 200V168Q36 150 46 138L70 118Q78 112 92 112H240Q254 112 266 121L302 150L340 157Q356 161 356 176V200Q356 210 346 210H46Q36 210 36 200Z",
    glass: "M56 148L74 124Q82 118 96 118H238Q248 118 256 124L286 150Z",
    wheels: [96, 294],
    wheelY: 206,
    wheelR: 24,
    head: [346, 168],
    tail: [40, 160],
    extra: (p) => `<path d="M196 116V152" stroke="${p.dark}" stroke-width="7"/>${doorLine(196, 152, 204, p)}`,
    front: { half: 116, roof: 112, belt: 150, sill: 212, cabinInset: 28 },
  },
  wagon: {
    body: "M26 200V160Q27 128 44 118Q52 113 66 113H262Q276 113 286 121L322 152L358 158Q372 161 372 176V200Q372 210 362 210H36Q26 210 26 200Z",
    glass: "M40 150L46 128Q52 119 66 119H260Q270 119 278 125L308 150Z",
    wheels: [96, 304],
    wheelY: 206,
    wheelR: 24,
    head: [362, 168],
    tail: [30, 162],
    extra: (p) =>
      `<path d="M112 117V152M220 117V152" stroke="${p.dark}" stroke-width="7"/>${doorLine(220, 152, 204, p)}`,
    front: { half: 120, roof: 113, belt: 150, sill: 212, cabinInset: 26 },
  },
  suv: {
    body: "M30 196V150Q31 116 48 104Q56 96 72 96H256Q272 96 284 106L318 140L356 148Q370 152 370 170V196Q370 206 360 206H40Q30 206 30 196Z",
    glass: "M44 140L52 110Q58 102 72 102H254Q266 102 276 110L304 138Z",
    wheels: [100, 300],
    wheelY: 202,
    wheelR: 28,
    head: [360, 160],
    tail: [34, 150],
    extra: (p) =>
      `<path d="M118 100V142M212 100V142" stroke="${p.dark}" stroke-width="7"/>${doorLine(212, 142, 198, p)}`,
    front: { half: 128, roof: 96, belt: 140, sill: 210, cabinInset: 24 },
  },
  ute: {
    body: "M22 198V140H150L158 104Q162 98 172 98H272Q284 98 292 106L322 140L362 148Q378 152 378 170V198Q378 208 368 208H32Q22 208 22 198Z",
    glass: "M164 136L170 108Q173 104 180 104H270Q280 104 286 110L308 136Z",
    wheels: [88, 306],
    wheelY: 203,
    wheelR: 27,
    head: [368, 162],
    tail: [26, 152],
    extra: (p) =>
      `<path d="M236 102V138" stroke="${p.dark}" stroke-width="7"/><path d="M22 140H150" stroke="${p.dark}" stroke-width="5"/>${doorLine(236, 138, 200, p)}`,
    front: { half: 128, roof: 98, belt: 138, sill: 210, cabinInset: 26 },
  },
  "cab-chassis": {
    body: "M154 208V106Q156 98 168 98H268Q282 98 290 106L322 140L362 148Q378 152 378 170V198Q378 208 368 208Z",
    glass: "M164 136L170 108Q173 104 180 104H266Q277 104 284 110L308 136Z",
    wheels: [84, 306],
    wheelY: 203,
    wheelR: 27,
    head: [368, 162],
    tail: [20, 140],
    extra: () =>
      `<path d="M30 150H160V162H30Z" fill="#2b2e33"/><path d="M14 126H150V146H14Z" fill="#b5bac0" stroke="#7d838a" stroke-width="2"/><path d="M142 92H152V126H142Z" fill="#9aa0a7"/>`,
    front: { half: 130, roof: 98, belt: 138, sill: 210, cabinInset: 24 },
  },
  van: {
    body: "M30 200V84Q30 70 46 70H276Q292 70 302 82L334 130L360 140Q372 146 372 166V200Q372 210 362 210H40Q30 210 30 200Z",
    glass: "M262 80H282Q290 80 296 88L322 128H262Z",
    wheels: [96, 306],
    wheelY: 206,
    wheelR: 25,
    head: [362, 160],
    tail: [34, 150],
    extra: (p) =>
      `${doorLine(150, 76, 204, p)}${doorLine(256, 76, 204, p)}<path d="M160 140H184" stroke="${p.dark}" stroke-width="4"/>`,
    front: { half: 126, roof: 70, belt: 130, sill: 212, cabinInset: 10 },
  },
  coupe: {
    body: "M36 200V180Q38 168 54 164L96 158Q150 124 196 120Q236 118 266 128L314 156L354 162Q366 165 366 180V200Q366 210 356 210H46Q36 210 36 200Z",
    glass: "M118 156Q156 130 196 127Q236 126 262 136L296 157Z",
    wheels: [98, 300],
    wheelY: 206,
    wheelR: 24,
    head: [356, 174],
    tail: [40, 172],
    extra: (p) => doorLine(236, 158, 204, p),
    front: { half: 118, roof: 120, belt: 158, sill: 212, cabinInset: 36 },
  },
  convertible: {
    body: "M36 200V176Q38 162 56 158L300 154L352 160Q366 164 366 180V200Q366 210 356 210H46Q36 210 36 200Z",
    glass: "M258 156L240 126L248 124L272 155Z",
    wheels: [98, 300],
    wheelY: 206,
    wheelR: 24,
    head: [356, 174],
    tail: [40, 172],
    extra: (p) =>
      `<ellipse cx="104" cy="156" rx="36" ry="8" fill="#2b2e33"/><path d="M150 156V136Q150 132 156 132H166Q170 132 170 136V156M196 156V136Q196 132 202 132H212Q216 132 216 136V156" fill="#3a3d42"/>${doorLine(232, 160, 204, p)}`,
    front: { half: 118, roof: 124, belt: 156, sill: 212, cabinInset: 40 },
  },
  "people-mover": {
    body: "M28 200V112Q29 88 50 86L232 84Q250 84 262 94L318 140L358 148Q372 152 372 170V200Q372 210 362 210H38Q28 210 28 200Z",
    glass: "M40 136L44 104Q46 92 58 92L230 90Q244 90 254 100L300 138Z",
    wheels: [96, 304],
    wheelY: 206,
    wheelR: 25,
    head: [362, 162],
    tail: [32, 150],
    extra: (p) =>
      `<path d="M104 88V140M200 88V140" stroke="${p.dark}" stroke-width="7"/>${doorLine(200, 140, 204, p)}${doorLine(104, 140, 204, p)}`,
    front: { half: 126, roof: 86, belt: 138, sill: 212, cabinInset: 20 },
  },
};

function wheel(x: number, y: number, r: number, dim = false): string {
  const scale = r / 24;
  return `<use href="#w" transform="translate(${n(x)} ${n(y)}) scale(${n(scale)})"${dim ? ' opacity=".6"' : ""}/>`;
}

const wheelDef = `<g id="w"><circle r="24" fill="${tyre}"/><circle r="14" fill="#aeb4ba"/><circle r="5" fill="#5c6166"/></g>`;
const sheen =
  '<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".35"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".25"/></linearGradient>';

/**
 * The body shape is defined once and drawn twice: in the paint, then under a light-to-shadow sheen.
 * `shape` is an element without presentation attributes, e.g. `<path d="..."/>`.
 */
function paintedBody(shape: string, paint: Paint): { def: string; use: string } {
  return {
    def: shape.replace(/^<(\w+)/, '<$1 id="b"'),
    use: `<use href="#b" fill="${paint.fill}" stroke="${paint.dark}" stroke-width="2" stroke-linejoin="round"/><use href="#b" fill="url(#s)"/>`,
  };
}

function frame(content: string, defs: string, background = "#eef1f4"): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" role="img"><defs>${defs}</defs><rect width="400" height="300" fill="${background}"/><path d="M0 ${groundY}H400V300H0Z" fill="#dde2e7"/>${content}</svg>`;
}

const shadow = (rx: number) => `<ellipse cx="200" cy="${groundY + 2}" rx="${n(rx)}" ry="9" fill="#000" opacity=".16"/>`;

/** Frame angle in degrees: 0 is the right-facing side profile, 90 head-on, 270 from behind. */
const angleOf = (frameIndex: number) => (frameIndex * 360) / spinFrameCount;

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

function carSide(profile: SideProfile, paint: Paint, frameIndex: number): string {
  const { transform, depth, scale } = sideTransform(frameIndex);
  const farWheels =
    depth === 0 ? "" : profile.wheels.map((x) => wheel(x + depth, profile.wheelY - 4, profile.wheelR, true)).join("");
  const nearWheels = profile.wheels.map((x) => wheel(x, profile.wheelY, profile.wheelR)).join("");
  const [headX, headY] = profile.head;
  const [tailX, tailY] = profile.tail;
  const body = paintedBody(`<path d="${profile.body}"/>`, paint);
  const content =
    `${shadow(165 * scale)}<g transform="${transform}">${farWheels}${body.use}` +
    `<path d="${profile.glass}" fill="${glass}"/>${profile.extra?.(paint) ?? ""}` +
    `<ellipse cx="${headX}" cy="${headY}" rx="9" ry="5" fill="#fdf6d8"/><path d="M${tailX - 4} ${tailY - 5}h8v12h-8z" fill="#c1121f"/>` +
    `${nearWheels}</g>`;
  return frame(content, wheelDef + sheen + body.def);
}

function carHeadOn(profile: FrontProfile, paint: Paint, side: "front" | "rear", offset: number): string {
  const { half, roof, belt, sill, cabinInset } = profile;
  const cx = 200 + offset;
  const left = cx - half;
  const right = cx + half;
  const lamp =
    side === "front"
      ? `<ellipse cx="${left + 34}" cy="${belt + 20}" rx="22" ry="9" fill="#fdf6d8"/><ellipse cx="${right - 34}" cy="${belt + 20}" rx="22" ry="9" fill="#fdf6d8"/><rect x="${cx - half * 0.4}" y="${belt + 16}" width="${n(half * 0.8)}" height="26" rx="6" fill="#22262b"/>`
      : `<rect x="${left + 10}" y="${belt + 10}" width="40" height="16" rx="4" fill="#c1121f"/><rect x="${right - 50}" y="${belt + 10}" width="40" height="16" rx="4" fill="#c1121f"/>`;
  const body = paintedBody(
    `<rect x="${left}" y="${belt}" width="${half * 2}" height="${sill - belt}" rx="18"/>`,
    paint,
  );
  const content =
    `${shadow(half + 30)}<rect x="${left + 8}" y="${sill - 30}" width="32" height="${groundY - sill + 30}" rx="6" fill="${tyre}"/>` +
    `<rect x="${right - 40}" y="${sill - 30}" width="32" height="${groundY - sill + 30}" rx="6" fill="${tyre}"/>` +
    `<path d="M${left + cabinInset} ${belt + 2}L${left + cabinInset + 22} ${roof}H${right - cabinInset - 22}L${right - cabinInset} ${belt + 2}Z" fill="${paint.fill}" stroke="${paint.dark}" stroke-width="2" stroke-linejoin="round"/>` +
    `<path d="M${left + cabinInset + 10} ${belt - 2}L${left + cabinInset + 28} ${roof + 7}H${right - cabinInset - 28}L${right - cabinInset - 10} ${belt - 2}Z" fill="${glass}"/>` +
    `<rect x="${left - 10}" y="${belt - 14}" width="14" height="10" rx="3" fill="${paint.dark}"/><rect x="${right - 4}" y="${belt - 14}" width="14" height="10" rx="3" fill="${paint.dark}"/>` +
    `${body.use}${lamp}<rect x="${cx - 30}" y="${sill - 24}" width="60" height="15" rx="2" fill="#fff" stroke="#333"/>`;
  return frame(content, sheen + body.def);
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

function caravanSide(paint: Paint, frameIndex: number): string {
  const { transform, depth, scale } = sideTransform(frameIndex);
  const far = depth === 0 ? "" : [168, 218].map((x) => wheel(x + depth, 204, 22, true)).join("");
  const body = paintedBody(
    '<path d="M40 196V86Q40 70 56 70H300Q322 70 326 92L330 180Q330 200 312 200H52Q40 200 40 196Z"/>',
    paint,
  );
  const content =
    `${shadow(170 * scale)}<g transform="${transform}">${far}` +
    `<path d="M326 186L388 198L326 200Z" fill="#44474c"/><circle cx="378" cy="214" r="8" fill="${tyre}"/><path d="M378 198V208" stroke="#44474c" stroke-width="4"/>` +
    `${body.use}<path d="M40 162L330 150V166L40 178Z" fill="${paint.dark}"/>` +
    `<rect x="70" y="96" width="60" height="34" rx="6" fill="${glass}"/><rect x="238" y="96" width="62" height="30" rx="6" fill="${glass}"/>` +
    `<rect x="160" y="92" width="42" height="104" rx="4" fill="${paint.light}" stroke="${paint.dark}" stroke-width="2"/><rect x="170" y="104" width="22" height="26" rx="3" fill="${glass}"/>` +
    `<path d="M44 196h8v-12h-8z" fill="#c1121f"/>${wheel(168, 208, 22)}${wheel(218, 208, 22)}</g>`;
  return frame(content, wheelDef + sheen + body.def);
}

function caravanHeadOn(paint: Paint, side: "front" | "rear", offset: number): string {
  const cx = 200 + offset;
  const detail =
    side === "front"
      ? `<rect x="${cx - 70}" y="96" width="140" height="40" rx="8" fill="${glass}"/><path d="M${cx - 60} 200L${cx} 226L${cx + 60} 200" fill="none" stroke="#44474c" stroke-width="6"/><circle cx="${cx}" cy="228" r="6" fill="${tyre}"/>`
      : `<rect x="${cx - 50}" y="90" width="100" height="34" rx="6" fill="${glass}"/><circle cx="${cx}" cy="160" r="26" fill="${tyre}"/><circle cx="${cx}" cy="160" r="12" fill="#aeb4ba"/><rect x="${cx - 126}" y="176" width="24" height="12" rx="3" fill="#c1121f"/><rect x="${cx + 102}" y="176" width="24" height="12" rx="3" fill="#c1121f"/>`;
  const body = paintedBody(`<rect x="${cx - 134}" y="66" width="268" height="136" rx="16"/>`, paint);
  const content =
    `${shadow(160)}<rect x="${cx - 124}" y="190" width="26" height="40" rx="5" fill="${tyre}"/><rect x="${cx + 98}" y="190" width="26" height="40" rx="5" fill="${tyre}"/>` +
    `${body.use}<path d="M${cx - 134} 150H${cx + 134}V162H${cx - 134}Z" fill="${paint.dark}"/>${detail}`;
  return frame(content, sheen + body.def);
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
    if (body === "caravan") return caravanInterior(paint);
    if (body === "motorcycle") return motorcycleInterior(paint);
    return carInterior(paint);
  }
  const frameIndex =
    view === "front"
      ? 6
      : view === "rear"
        ? 18
        : ((Math.trunc(view) % spinFrameCount) + spinFrameCount) % spinFrameCount;
  const headOn = headOnFor(frameIndex);
  if (body === "caravan")
    return headOn ? caravanHeadOn(paint, headOn.side, headOn.offset) : caravanSide(paint, frameIndex);
  if (body === "motorcycle") {
    return headOn ? motorcycleHeadOn(paint, headOn.side, headOn.offset) : motorcycleSide(paint, frameIndex);
  }
  const profile = carProfiles[body];
  return headOn ? carHeadOn(profile.front, paint, headOn.side, headOn.offset) : carSide(profile, paint, frameIndex);
}

// --- logos ---------------------------------------------------------------------------------------

const hexPattern = /^#?[0-9a-fA-F]{6}$/;
const maxLogoText = 60;
const defaultLogoBackground = "#1f2937";
const defaultLogoForeground = "#ffffff";

export type LogoRequest = { slug: string; text: string; primary: string; contrast: string };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** "#1A2B3C" or "1a2b3c" -> "#1a2b3c"; anything else -> null. */
const normaliseHex = (value: string): string | null =>
  hexPattern.test(value.trim()) ? `#${value.trim().replace(/^#/, "").toLowerCase()}` : null;

const titleFromSlug = (slug: string) =>
  slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");

/** A dealer or brand logo: an initials badge and the name, in the brand's two colours. */
export function renderLogoSvg({
  text,
  primary,
  contrast,
}: {
  text: string;
  primary: string;
  contrast: string;
}): string {
  const background = normaliseHex(primary) ?? defaultLogoBackground;
  const foreground = normaliseHex(contrast) ?? defaultLogoForeground;
  const name = text.trim().slice(0, maxLogoText) || "Dealer";
  const initials = name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  // Long names get a smaller font first, and are squeezed only past that, so they never overflow.
  const nameSize = Math.max(14, Math.min(24, Math.floor(212 / (name.length * 0.58))));
  const fit = name.length * nameSize * 0.58 > 212 ? ' textLength="212" lengthAdjust="spacingAndGlyphs"' : "";
  const font = 'font-family="Arial,Helvetica,sans-serif" font-weight="700"';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 96" role="img"><rect width="320" height="96" rx="12" fill="${background}"/>` +
    `<circle cx="48" cy="48" r="30" fill="none" stroke="${foreground}" stroke-width="4"/>` +
    `<text x="48" y="57" ${font} font-size="24" fill="${foreground}" text-anchor="middle">${escapeXml(initials)}</text>` +
    `<text x="92" y="${Math.round(48 + nameSize * 0.36)}" ${font} font-size="${nameSize}" fill="${foreground}"${fit}>${escapeXml(name)}</text></svg>`
  );
}

/** `/media/logo/{slug}.svg?text=..&bg=rrggbb&fg=rrggbb`; colours may be given with or without '#'. */
export function logoUrl({
  slug,
  text,
  primary,
  contrast,
}: {
  slug: string;
  text: string;
  primary: string;
  contrast: string;
}): string {
  const query = new URLSearchParams({
    text: text.trim().slice(0, maxLogoText),
    bg: (normaliseHex(primary) ?? defaultLogoBackground).slice(1),
    fg: (normaliseHex(contrast) ?? defaultLogoForeground).slice(1),
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
  return { slug, text, primary, contrast };
}
