// Makes the demo's photographs: 1600 × 1200 JPEGs of the drawn vehicles (src/platform/media/)
// standing on a dealer's yard, with sky, a tree line, asphalt, depth of field, lens vignetting and
// sensor grain, so they weigh and compress like the photos a dealer's feed sends (200–500 KB each)
// rather than like flat drawings. Generated here, from a fixed seed, so they carry no one's licence.
// Written to src/demo/photos/ and committed; run it again after changing the drawings:
//   npm run media:photos
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { drawModel, modelDefs, shade, vehicleModels } from "@/platform/media/car-model";
import { paintHex, renderCarSvg, type BodyType } from "@/platform/media/car-svg";
import { createRandom, hashString, type Random } from "@/platform/random";
import { demoPhotoDir } from "@/demo/demo-photos";

const width = 1600;
const height = 1200;

type Shot = { file: string; body: Exclude<BodyType, "motorcycle">; colour: string; angle: number | "interior" };

/** A car's set as a yard photographer shoots it: front three-quarter, side, rear, cabin; then others. */
const shots: readonly Shot[] = [
  { file: "suv-front-quarter.jpg", body: "suv", colour: "Saturn Blue", angle: 35 },
  { file: "suv-side.jpg", body: "suv", colour: "Saturn Blue", angle: 0 },
  { file: "suv-rear-quarter.jpg", body: "suv", colour: "Saturn Blue", angle: 220 },
  { file: "suv-interior.jpg", body: "suv", colour: "Saturn Blue", angle: "interior" },
  { file: "sedan-front-quarter.jpg", body: "sedan", colour: "Soul Red Crystal", angle: 30 },
  { file: "ute-front-quarter.jpg", body: "ute", colour: "Glacier White", angle: 40 },
  { file: "hatch-side.jpg", body: "hatch", colour: "Graphite", angle: 350 },
  { file: "wagon-rear-quarter.jpg", body: "wagon", colour: "Silver Pearl", angle: 200 },
];

/** Sky, a ragged tree line with a building or two, and the yard's asphalt with its bay lines. */
function sceneSvg(random: Random): string {
  const horizon = Math.round(height * random.float(0.4, 0.47));
  let trees = `M0 ${horizon}`;
  for (let x = 0; x <= width; x += random.int(12, 36)) trees += `L${x} ${horizon - random.int(40, 150)}`;
  trees += `L${width} ${horizon}Z`;
  const buildingX = random.int(100, 1100);
  const buildingW = random.int(260, 420);
  const lines = Array.from({ length: 7 }, (_, index) => {
    const x = -600 + index * 480 + random.int(-20, 20);
    return `<path d="M${x + 260} ${horizon + 40}L${x} ${height}" stroke="#e9e6da" stroke-opacity=".55" stroke-width="${6 + index}"/>`;
  }).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f9fd0"/><stop offset="1" stop-color="#dbe6ee"/></linearGradient>` +
    `<linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#85898c"/><stop offset="1" stop-color="#4b4f53"/></linearGradient>` +
    `</defs><rect width="${width}" height="${height}" fill="url(#sky)"/>` +
    `<path d="${trees}" fill="#3d5536"/>` +
    `<rect x="${buildingX}" y="${horizon - 190}" width="${buildingW}" height="190" fill="#c9c4ba"/>` +
    `<rect x="${buildingX + 20}" y="${horizon - 150}" width="${buildingW - 40}" height="80" fill="#50606c"/>` +
    `<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="url(#road)"/>${lines}</svg>`
  );
}

/** Greyscale noise of `cells` × `cellsHigh` blown up to the frame: blotches (foliage, clouds, stains). */
async function blotches(random: Random, cells: number, cellsHigh: number, spread: number): Promise<Buffer> {
  const pixels = Buffer.alloc(cells * cellsHigh);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = 128 + random.int(-spread, spread);
  return sharp(pixels, { raw: { width: cells, height: cellsHigh, channels: 1 } })
    .resize(width, height, { kernel: "cubic" })
    .toColourspace("srgb")
    .png()
    .toBuffer();
}

/** Fine per-pixel grain, as a sensor gives in daylight. */
function grain(random: Random, spread: number): Buffer {
  const pixels = Buffer.alloc(width * height);
  for (let index = 0; index < pixels.length; index += 1) {
    pixels[index] = 128 + Math.round((random.next() + random.next() + random.next() - 1.5) * spread);
  }
  return pixels;
}

function carLayerSvg(shot: Shot): string {
  if (shot.angle === "interior") return renderCarSvg({ body: shot.body, colour: shot.colour, view: "interior" });
  const fill = paintHex(shot.colour);
  const paint = { fill, dark: shade(fill, -0.35), light: shade(fill, 0.35) };
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><defs>${modelDefs}</defs>${drawModel(vehicleModels[shot.body], paint, shot.angle)}</svg>`;
}

const vignetteSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>` +
  `<radialGradient id="v" cx=".5" cy=".5" r=".75"><stop offset=".55" stop-color="#fff"/><stop offset="1" stop-color="#8a8a8a"/></radialGradient>` +
  `</defs><rect width="${width}" height="${height}" fill="url(#v)"/></svg>`;

async function makePhoto(shot: Shot): Promise<Buffer> {
  const random = createRandom(hashString(shot.file));
  // A yard shot leaves room around the car; the cabin fills the frame.
  const carWidth = shot.angle === "interior" ? width : Math.round(width * 0.8);
  const car = await sharp(Buffer.from(carLayerSvg(shot)), { density: 72 * (carWidth / 400) })
    .resize(carWidth, Math.round((carWidth * 3) / 4))
    .png()
    .toBuffer();
  const base =
    shot.angle === "interior"
      ? sharp(car)
      : sharp(Buffer.from(sceneSvg(random)))
          .composite([
            { input: await blotches(random, 160, 120, 36), blend: "soft-light" },
            { input: await blotches(random, 800, 600, 30), blend: "soft-light" },
          ])
          .blur(2.2);
  const scene = await base.png().toBuffer();
  const layers = [
    ...(shot.angle === "interior"
      ? []
      : [{ input: car, left: Math.round(width * 0.1), top: Math.round(height * 0.22) }]),
    { input: await blotches(random, 400, 300, 25), blend: "soft-light" as const },
    { input: Buffer.from(vignetteSvg), blend: "multiply" as const },
  ];
  const composed = await sharp(scene).composite(layers).removeAlpha().png().toBuffer();
  // Grain last, over everything, as the sensor sees it.
  const grainLayer = await sharp(grain(random, 24), { raw: { width, height, channels: 1 } })
    .toColourspace("srgb")
    .png()
    .toBuffer();
  return sharp(composed)
    .composite([{ input: grainLayer, blend: "overlay" }])
    .jpeg({ quality: 82, chromaSubsampling: "4:2:0" })
    .toBuffer();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(demoPhotoDir, { recursive: true });
  for (const shot of shots) {
    const file = path.join(demoPhotoDir, shot.file);
    writeFileSync(file, await makePhoto(shot));
    console.log(`${file} ${Math.round(statSync(file).size / 1024)} KB`);
  }
}
