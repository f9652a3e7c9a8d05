import { describe, expect, it } from "vitest";
import { galleryPictures, galleryWithVideo, stepIndex, swipeStep } from "./gallery";
import { hotspotsOnFrame } from "./components/media-viewer";

const images = ["a", "b", "c", "d"].map((name) => ({ url: `/${name}.svg`, thumbUrl: `/${name}-t.svg` }));
const pictures = galleryPictures({ images, photos: [] });
const order = (position: "start" | "second" | "middle" | "end") =>
  galleryWithVideo(pictures, "/v.mp4", position).map((item) => (item.kind === "image" ? item.image.url : item.kind));

describe("galleryWithVideo", () => {
  it("puts the stock video where the site says", () => {
    expect(order("start")[0]).toBe("video");
    expect(order("second")[1]).toBe("video");
    expect(order("middle")[2]).toBe("video");
    expect(order("end")[4]).toBe("video");
    expect(galleryWithVideo(pictures, null, "second")).toHaveLength(4);
    expect(galleryWithVideo([], "/v.mp4", "second").map((item) => item.kind)).toEqual(["video"]);
  });
});

describe("galleryPictures", () => {
  const photo = { hash: "a".repeat(64), width: 1600, height: 1200, placeholder: null, colour: null, widths: [240] };

  it("shows the processed photos when the car has them, in their order", () => {
    const second = { ...photo, hash: "b".repeat(64) };
    expect(galleryPictures({ images, photos: [photo, second] })).toEqual([
      { kind: "photo", photo },
      { kind: "photo", photo: second },
    ]);
  });

  it("never shows a feed's outside address, only the listed pictures on the site", () => {
    const outside = { url: "https://photos.dealer.example/1.jpg", thumbUrl: "https://photos.dealer.example/1.jpg" };
    expect(galleryPictures({ images: [outside], photos: [] })).toEqual([]);
    expect(galleryPictures({ images: [outside, images[0]!], photos: [] })).toEqual([
      { kind: "image", image: images[0] },
    ]);
  });
});

describe("stepIndex", () => {
  it("steps forward and back, wrapping round at either end", () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, -1, 2)).toBe(0);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe("swipeStep", () => {
  it("turns to the next photo on a leftward swipe and the previous on a rightward one", () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -10)).toBe(-1);
  });

  it("ignores short moves and moves more down than across (the page scrolling)", () => {
    expect(swipeStep(-39, 0)).toBe(0);
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, 60)).toBe(0);
  });
});

describe("hotspotsOnFrame", () => {
  it("places each hotspot at its position for the frame shown", () => {
    const hotspot = {
      id: "h1",
      placement: "exterior" as const,
      title: "Alloy wheels",
      description: "18-inch",
      anchors: [
        { frame: 0, posX: 20, posY: 70 },
        { frame: 1, posX: 25, posY: 70 },
      ],
    };
    expect(hotspotsOnFrame([hotspot], 1, "exterior")).toEqual([{ hotspot, posX: 25, posY: 70 }]);
    expect(hotspotsOnFrame([hotspot], 5, "exterior")).toEqual([]);
    expect(hotspotsOnFrame([hotspot], 0, "interior")).toEqual([]);
  });
});
