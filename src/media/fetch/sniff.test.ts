import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { sniffPhotoType } from "./sniff";

describe("sniffPhotoType", () => {
  it("knows JPEG, PNG, WebP and AVIF by their bytes", async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } });
    expect(sniffPhotoType(await image.clone().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffPhotoType(await image.clone().png().toBuffer())).toBe("image/png");
    expect(sniffPhotoType(await image.clone().webp().toBuffer())).toBe("image/webp");
    expect(sniffPhotoType(await image.clone().avif().toBuffer())).toBe("image/avif");
  });

  it("refuses what is not one of them, whatever it claims to be", async () => {
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#336699" } })
      .gif()
      .toBuffer();
    expect(sniffPhotoType(gif)).toBeNull();
    expect(sniffPhotoType(Buffer.from("<!doctype html><title>Not found</title>"))).toBeNull();
    expect(sniffPhotoType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(Buffer.from("%PDF-1.7"))).toBeNull();
    // An ISO media file of another brand: an MP4 video, an HEIC photo.
    const ftyp = (brand: string) =>
      Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}\0\0\0\0mp41isom`)]);
    expect(sniffPhotoType(ftyp("isom"))).toBeNull();
    expect(sniffPhotoType(ftyp("heic"))).toBeNull();
    expect(sniffPhotoType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffPhotoType(Buffer.alloc(0))).toBeNull();
  });
});
