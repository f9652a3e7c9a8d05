import { describe, expect, it } from "vitest";
import { carPictureUrl, isSitePath, shownPictureCount, sitePictures } from "./site-pictures";

const photo = { hash: "b".repeat(64), width: 1600, height: 1200, placeholder: null, colour: null, widths: [240, 480] };
const picture = (url: string) => ({ url, thumbUrl: url });

describe("isSitePath", () => {
  it("takes the site's own paths and refuses every other host", () => {
    expect(isSitePath("/media/car/suv/white/1.svg")).toBe(true);
    expect(isSitePath("/")).toBe(true);
    for (const address of [
      "https://photos.dealer.example/1.jpg",
      "http://127.0.0.1:8080/1.jpg",
      "//photos.dealer.example/1.jpg",
      "/\\photos.dealer.example/1.jpg",
      "media/car.svg",
      "data:image/png;base64,AAAA",
      "",
    ]) {
      expect(isSitePath(address), address).toBe(false);
    }
  });
});

describe("a car's pictures on a page", () => {
  const images = [picture("https://photos.dealer.example/1.jpg"), picture("/media/a.svg"), picture("/media/b.svg")];

  it("keeps the listed pictures on the site, in order", () => {
    expect(sitePictures(images).map((image) => image.url)).toEqual(["/media/a.svg", "/media/b.svg"]);
    expect(sitePictures([{ url: "/media/a.svg", thumbUrl: "https://photos.dealer.example/a.jpg" }])).toEqual([]);
  });

  it("counts the processed photos when there are some, else the listed pictures on the site", () => {
    expect(shownPictureCount({ images, photos: [] })).toBe(2);
    expect(shownPictureCount({ images, photos: [photo] })).toBe(1);
    expect(shownPictureCount({ images: [images[0]!], photos: [] })).toBe(0);
  });

  it("names one address: the first photo's JPEG, else the first picture on the site, else none", () => {
    expect(carPictureUrl({ images, photos: [photo] }, 480)).toBe(`/media/photo/${photo.hash}/480.jpg`);
    expect(carPictureUrl({ images, photos: [] }, 480)).toBe("/media/a.svg");
    expect(carPictureUrl({ images: [images[0]!], photos: [] }, 480)).toBeNull();
  });
});
