import { describe, expect, it } from "vitest";
import type { ShownPhoto } from "@/platform/db/json-types";
import { carShareImages, sharePictureUrl } from "./share-images";

const origin = "https://www.harboursidemotors.com.au";

function photo(hash: string, widths: readonly number[]): ShownPhoto {
  return { hash, width: 2000, height: 1500, placeholder: null, colour: null, widths: [...widths] };
}

describe("sharePictureUrl", () => {
  it("makes a drawing its PNG copy, absolute on the site's https origin", () => {
    expect(sharePictureUrl(origin, "/media/car/suv/ink/0.svg", "png")).toBe(`${origin}/media/car/suv/ink/0.png`);
    expect(sharePictureUrl(origin, "/media/car/suv/ink/0.svg", "og.png")).toBe(`${origin}/media/car/suv/ink/0.og.png`);
    expect(sharePictureUrl(origin, "/media/logo/bayside.svg?text=Bayside&bg=123456&fg=ffffff", "og.png")).toBe(
      `${origin}/media/logo/bayside.og.png?text=Bayside&bg=123456&fg=ffffff`,
    );
  });

  it("keeps a dealer's https photo and leaves out an http or unreadable one", () => {
    expect(sharePictureUrl(origin, "https://cdn.dealer.com.au/1.jpg", "png")).toBe("https://cdn.dealer.com.au/1.jpg");
    expect(sharePictureUrl(origin, "http://cdn.dealer.com.au/1.jpg", "png")).toBeNull();
    expect(sharePictureUrl(origin, "//cdn.dealer.com.au/1.jpg", "png")).toBeNull();
    expect(sharePictureUrl(origin, "not a url", "png")).toBeNull();
  });
});

describe("carShareImages", () => {
  const images = [{ url: "/media/car/ute/ink/0.svg" }, { url: "/media/car/ute/ink/interior.svg" }];

  it("names the processed photos' 1200-wide JPEGs, main first, when the car has them", () => {
    const hashes = ["a".repeat(64), "b".repeat(64)];
    expect(
      carShareImages(origin, { photos: hashes.map((hash) => photo(hash, [800, 1200, 1600])), images }, "png"),
    ).toEqual(hashes.map((hash) => `${origin}/media/photo/${hash}/1200.jpg`));
    // A photo too small for 1200 gives its widest JPEG.
    expect(carShareImages(origin, { photos: [photo("c".repeat(64), [480, 800])], images }, "png")).toEqual([
      `${origin}/media/photo/${"c".repeat(64)}/800.jpg`,
    ]);
  });

  it("names the drawings' PNG copies when the car has no processed photos", () => {
    expect(carShareImages(origin, { photos: [], images }, "png")).toEqual([
      `${origin}/media/car/ute/ink/0.png`,
      `${origin}/media/car/ute/ink/interior.png`,
    ]);
  });
});
