import { describe, expect, it } from "vitest";
import { cdnImageUrl } from "./image-loader";

describe("image CDN loader", () => {
  it("serves pictures as they are without a CDN", () => {
    expect(cdnImageUrl(undefined, { src: "/media/car/suv/red/1.svg", width: 640, quality: 80 })).toBe(
      "/media/car/suv/red/1.svg",
    );
    expect(cdnImageUrl("", { src: "/a.jpg", width: 640 })).toBe("/a.jpg");
  });

  it("asks the CDN for the browser's width at the page's quality", () => {
    const template = "https://images.example.com/cdn-cgi/image/width={width},quality={quality},format=auto{src}";
    expect(cdnImageUrl(template, { src: "/photos/1.jpg", width: 828, quality: 80 })).toBe(
      "https://images.example.com/cdn-cgi/image/width=828,quality=80,format=auto/photos/1.jpg",
    );
  });

  it("falls back to quality 75 and fills every placeholder", () => {
    expect(
      cdnImageUrl("https://x.imgix.net{src}?w={width}&q={quality}&dpr={width}", { src: "/p.jpg", width: 384 }),
    ).toBe("https://x.imgix.net/p.jpg?w=384&q=75&dpr=384");
  });
});
