import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { logoUrl, rasterPictureUrl, splitRasterFile } from "./car-svg";
import { carPicture, logoPicture } from "./raster";

const size = async (png: string | Buffer) => {
  const meta = await sharp(typeof png === "string" ? Buffer.from(png) : png).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
};

describe("a drawing's PNG copies", () => {
  it("draws a car 1200 × 900 for feeds and 1200 × 630 for a shared link's card", async () => {
    const feed = carPicture(["suv", "soul-red-crystal", "1.png"]);
    const card = carPicture(["suv", "soul-red-crystal", "1.og.png"]);
    expect(feed?.contentType).toBe("image/png");
    expect(await size(feed?.body ?? "")).toEqual({ format: "png", width: 1200, height: 900 });
    expect(await size(card?.body ?? "")).toEqual({ format: "png", width: 1200, height: 630 });
    // The card's edges are the studio's backdrop, not a blank (transparent) margin.
    const { data } = await sharp(card?.body).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(255);
  });

  it("draws a logo as its own shape at three times, and centred on a card of its colour", async () => {
    const query = new URLSearchParams({ text: "Harbourside Motors", bg: "0b3d5c", fg: "ffffff" });
    expect(await size(logoPicture("harbourside.png", query)?.body ?? "")).toEqual({
      format: "png",
      width: 960,
      height: 288,
    });
    const card = logoPicture("harbourside.og.png", query)?.body ?? "";
    expect(await size(card)).toEqual({ format: "png", width: 1200, height: 630 });
    const { data } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0x0b, 0x3d, 0x5c]);
    expect(await size(logoPicture("harbourside.png", new URLSearchParams({ shape: "icon" }))?.body ?? "")).toEqual({
      format: "png",
      width: 512,
      height: 512,
    });
  });

  it("keeps the SVG for a .svg address and answers nothing for another extension", () => {
    expect(carPicture(["suv", "red", "1.svg"])?.contentType).toBe("image/svg+xml; charset=utf-8");
    expect(carPicture(["suv", "red", "1.jpg"])).toBeNull();
    expect(carPicture(["suv", "red", "1.og.svg"])).toBeNull();
    expect(carPicture(["rocket", "red", "1.png"])).toBeNull();
    expect(logoPicture("x.gif", new URLSearchParams())).toBeNull();
  });
});

describe("rasterPictureUrl", () => {
  it("gives a drawing's PNG copy, keeping a logo's query", () => {
    expect(rasterPictureUrl("/media/car/suv/glacier-white/0.svg", "png")).toBe("/media/car/suv/glacier-white/0.png");
    expect(rasterPictureUrl("/media/car/suv/glacier-white/front.svg", "og.png")).toBe(
      "/media/car/suv/glacier-white/front.og.png",
    );
    const logo = logoUrl({ slug: "bayside", text: "Bayside Cars", primary: "#123456", contrast: "#ffffff" });
    expect(rasterPictureUrl(logo, "og.png")).toBe(logo.replace(".svg?", ".og.png?"));
  });

  it("gives nothing for an address that is not one of the drawings", () => {
    expect(rasterPictureUrl("/media/photo/abc/1200.jpg", "png")).toBeNull();
    expect(rasterPictureUrl("https://cdn.example.com/car.jpg", "png")).toBeNull();
    expect(rasterPictureUrl("/media/car/rocket/red/0.svg", "png")).toBeNull();
    expect(rasterPictureUrl("/media/car/suv/red/0.png", "png")).toBeNull();
  });

  it("splits a raster file name into its drawing's and its kind", () => {
    expect(splitRasterFile("7.og.png")).toEqual({ svgFile: "7.svg", kind: "og.png" });
    expect(splitRasterFile("7.png")).toEqual({ svgFile: "7.svg", kind: "png" });
    expect(splitRasterFile("7.svg")).toBeNull();
  });
});
