import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GET as carPicture } from "@/app/media/car/[...path]/route";
import { GET as logoPicture } from "@/app/media/logo/[file]/route";
import { generateDemoData } from "@/demo/generate";

// The link-crawl promise for media: every picture, video and logo address the demo generator writes
// is a file in public/ or an address our own media routes answer with 200. Nothing points at another
// host, so a demo page never shows a broken player or picture and no test reaches the internet.

const referenceDate = new Date(Date.UTC(2025, 10, 22));
const data = generateDemoData({ referenceDate });

/** Every string anywhere in the demo data that is a local address of a media file. */
function mediaAddresses(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === "string") {
    if (value.startsWith("/media/") || /^\/[^/].*\.(?:svg|png|jpe?g|webp|avif|mp4|webm)(?:\?|$)/.test(value)) {
      found.add(value);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) mediaAddresses(item, found);
  } else if (value !== null && typeof value === "object" && !(value instanceof Date)) {
    for (const item of Object.values(value)) mediaAddresses(item, found);
  }
  return found;
}

async function answers(address: string): Promise<number> {
  const url = new URL(address, "http://demo.localhost");
  const file = path.join("public", decodeURIComponent(url.pathname));
  if (existsSync(file) && statSync(file).isFile()) return 200;
  const segments = url.pathname.split("/").slice(1);
  if (segments[0] === "media" && segments[1] === "car") {
    const response = await carPicture(new Request(url), { params: Promise.resolve({ path: segments.slice(2) }) });
    return response.status;
  }
  if (segments[0] === "media" && segments[1] === "logo" && segments.length === 3) {
    const response = await logoPicture(new Request(url), { params: Promise.resolve({ file: segments[2] ?? "" }) });
    return response.status;
  }
  return 404;
}

describe("demo media addresses", () => {
  const addresses = [...mediaAddresses(data)];

  it("cover pictures, spin frames, videos and logos", () => {
    expect(addresses.some((address) => address.startsWith("/media/car/"))).toBe(true);
    expect(addresses.some((address) => address.startsWith("/media/video/"))).toBe(true);
    expect(addresses.some((address) => address.startsWith("/media/logo/"))).toBe(true);
  });

  it("all resolve: a file in public/ or a media route answering 200", async () => {
    const failing: string[] = [];
    for (const address of addresses) {
      if ((await answers(address)) !== 200) failing.push(address);
    }
    expect(failing).toEqual([]);
  });

  it("never point a car's pictures or videos at another host", () => {
    for (const car of data.cars) {
      const media = [
        ...(car.images ?? []).flatMap((image) => [image.url, image.thumbUrl]),
        ...(car.spinImages ?? []),
        car.spinInteriorImage,
        car.videoUrl,
        car.externalVideoUrl,
        ...(car.walkaroundVideos ?? []).map((video) => video.url),
      ].filter((url): url is string => typeof url === "string");
      for (const url of media) expect(url).toMatch(/^\/media\//);
    }
  });
});
