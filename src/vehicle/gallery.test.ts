import { describe, expect, it } from "vitest";
import { galleryWithVideo } from "./gallery";
import { hotspotsOnFrame } from "./components/media-viewer";

const images = ["a", "b", "c", "d"].map((name) => ({ url: `/${name}.svg`, thumbUrl: `/${name}-t.svg` }));
const order = (position: "start" | "second" | "middle" | "end") =>
  galleryWithVideo(images, "/v.mp4", position).map((item) => (item.kind === "video" ? "video" : item.image.url));

describe("galleryWithVideo", () => {
  it("puts the stock video where the site says", () => {
    expect(order("start")[0]).toBe("video");
    expect(order("second")[1]).toBe("video");
    expect(order("middle")[2]).toBe("video");
    expect(order("end")[4]).toBe("video");
    expect(galleryWithVideo(images, null, "second")).toHaveLength(4);
    expect(galleryWithVideo([], "/v.mp4", "second").map((item) => item.kind)).toEqual(["video"]);
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
