// Draws public/body/{type}.png from public/body/{type}.svg, twice the drawing's size, with resvg (the
// rasteriser the PDFs use). The product documents name the body-type pictures /body/{type}.png; the
// pages use the SVGs, and the PNGs are there for whatever asks by that name. Run after changing a
// drawing: npx tsx scripts/body-pngs.ts (tests/unit/body-pngs.test.ts checks every type has one).
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { bodyTypeNames } from "@/sites/config-vocabularies";

const folder = join(import.meta.dirname, "..", "public", "body");

for (const name of bodyTypeNames) {
  const svg = readFileSync(join(folder, `${name}.svg`), "utf8");
  const png = new Resvg(svg, { fitTo: { mode: "zoom", value: 2 } }).render().asPng();
  writeFileSync(join(folder, `${name}.png`), png);
  console.log(`public/body/${name}.png`, png.length, "bytes");
}
