import { readFileSync } from "node:fs";
import path from "node:path";
import exifr from "exifr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { derivativeWidths, PhotoProcessingError, processPhoto } from "./process-photo";

// What a shopper's browser receives from a dealer's photo: upright, without the camera's EXIF and GPS
// position, at the layouts' widths (never larger than the photo) in AVIF, WebP and JPEG.

/** A JPEG as a phone writes it: stored sideways with an orientation tag, and where it was taken. */
async function phonePhoto(width: number, height: number): Promise<Buffer> {
  const left = await sharp({ create: { width: width / 2, height, channels: 3, background: "#c0392b" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#2471a3" } })
    .composite([{ input: left, left: 0, top: 0 }])
    .withExif({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "S",
        GPSLatitude: "33/1 52/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "151/1 12/1 0/1",
      },
    })
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

describe("processPhoto", () => {
  it("turns the photo upright and leaves no EXIF or GPS position in any derivative", async () => {
    const input = await phonePhoto(2000, 1500);
    // The input really carries them: the test would prove nothing otherwise.
    const position = await exifr.gps(input);
    expect(position.latitude).toBeCloseTo(-33.8667, 3);
    expect(position.longitude).toBeCloseTo(151.2, 3);
    expect((await sharp(input).metadata()).orientation).toBe(6);

    const photo = await processPhoto(input);
    // Stored 2000 × 1500 with orientation 6 (turn 90° clockwise): upright it is portrait.
    expect([photo.width, photo.height]).toEqual([1500, 2000]);
    for (const derivative of photo.derivatives) {
      const metadata = await sharp(derivative.data).metadata();
      expect(metadata.exif, `${derivative.width}.${derivative.format}`).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(await exifr.gps(derivative.data).catch(() => undefined)).toBeUndefined();
      expect([metadata.width, metadata.height]).toEqual([derivative.width, derivative.height]);
    }
    // Upright: the red half that was on the left is now on top.
    const pixel = async (top: number) => [
      ...(await sharp(photo.derivatives[0]?.data).extract({ left: 100, top, width: 1, height: 1 }).raw().toBuffer()),
    ];
    expect(await pixel(10)).toEqual([
      expect.closeTo(0xc0, -1.5),
      expect.closeTo(0x39, -1.5),
      expect.closeTo(0x2b, -1.5),
    ]);
    expect(await pixel(300)).toEqual([
      expect.closeTo(0x24, -1.5),
      expect.closeTo(0x71, -1.5),
      expect.closeTo(0xa3, -1.5),
    ]);
  });

  it("makes every layout width the photo reaches, in AVIF, WebP and JPEG, and none wider than the photo", async () => {
    const photo = await processPhoto(readFileSync(path.join("src", "demo", "photos", "sedan-front-quarter.jpg")));
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
    const made = photo.derivatives.map((item) => `${item.width}.${item.format}`);
    expect(made).toEqual(
      [240, 480, 800, 1200, 1600].flatMap((width) => [`${width}.avif`, `${width}.webp`, `${width}.jpeg`]),
    );
    for (const item of photo.derivatives) {
      expect((await sharp(item.data).metadata()).format).toBe(item.format === "avif" ? "heif" : item.format);
      expect(item.height).toBe(Math.round((item.width * 3) / 4));
    }
    // A 1600-wide AVIF is a fraction of the 460 KB JPEG the dealer sent.
    const avif = photo.derivatives.find((item) => item.width === 1600 && item.format === "avif");
    expect(avif?.data.length).toBeLessThan(300_000);

    const small = await processPhoto(
      await sharp({ create: { width: 600, height: 400, channels: 3, background: "#777" } })
        .jpeg()
        .toBuffer(),
    );
    expect([...new Set(small.derivatives.map((item) => item.width))]).toEqual([240, 480, 600]);
    expect(derivativeWidths(100)).toEqual([100]);
    expect(derivativeWidths(1600)).toEqual([240, 480, 800, 1200, 1600]);
  });

  it("gives a tiny placeholder and the dominant colour to paint before the photo arrives", async () => {
    const photo = await processPhoto(
      await sharp({ create: { width: 1000, height: 750, channels: 3, background: "#1e4c8a" } })
        .png()
        .toBuffer(),
    );
    expect(photo.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(photo.placeholder.length).toBeLessThan(400);
    const tiny = Buffer.from(photo.placeholder.split(",")[1] ?? "", "base64");
    expect((await sharp(tiny).metadata()).width).toBe(16);
    expect(photo.dominantColour).toMatch(/^#[0-9a-f]{6}$/);
    expect(photo.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses bytes that are no picture, and a picture too large to decode safely", async () => {
    await expect(processPhoto(Buffer.from("<html>not found</html>"))).rejects.toBeInstanceOf(PhotoProcessingError);
    // 9000 × 9000 = 81 million pixels, over the limit, refused before decoding.
    const huge = await sharp({ create: { width: 9000, height: 9000, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    await expect(processPhoto(huge)).rejects.toThrow(/pixel limit/i);
  });
});
