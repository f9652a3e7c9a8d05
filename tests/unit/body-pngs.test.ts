import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { bodyTypeNames } from "@/sites/config-vocabularies";

// The product documents name the body-type pictures /body/{type}.png: each type has one beside its
// drawing (scripts/body-pngs.ts), a real PNG twice the drawing's size.

const folder = join(import.meta.dirname, "..", "..", "public", "body");
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("body-type pictures", () => {
  it.each(bodyTypeNames)("%s has a PNG as well as its SVG", (name) => {
    const png = readFileSync(join(folder, `${name}.png`));
    expect(png.subarray(0, 8).equals(pngSignature)).toBe(true);
    const svg = readFileSync(join(folder, `${name}.svg`), "utf8");
    const [, width, height] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    // IHDR: width and height as big-endian words at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(Number(width) * 2);
    expect(png.readUInt32BE(20)).toBe(Number(height) * 2);
  });
});
