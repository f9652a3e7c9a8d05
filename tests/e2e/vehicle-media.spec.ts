import path from "node:path";
import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { demo } from "./support/demo";

// The vehicle media a shopper sees: demo videos that exist and play, players that step aside when a
// video cannot load, and feed photos (rasters, through the image loader) kept in 4:3 boxes, cropped
// rather than stretched, in the result cards and the viewer.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, address: string) => `http://${slug}.localhost:${port}${address}`;
const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);

function carsOf(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.cars.filter(
    (car) => car.siteId === siteId && car.showOnDealerWebsite !== false && car.status === "in_stock",
  );
}

/** A harbourside car with a walkaround video and more than three photos (so the gallery has a strip). */
function carWithVideo() {
  const car = carsOf("harbourside").find(
    (candidate) => (candidate.walkaroundVideos ?? []).length > 0 && (candidate.images?.length ?? 0) > 3,
  );
  if (!car) throw new Error("harbourside has an in-stock car with a walkaround video");
  return car;
}

const viewerMode = (page: Page, name: string) =>
  page.getByTestId("media-viewer").getByRole("group", { name: "Viewer mode" }).getByRole("button", { name });

test("a demo car's video loads and plays in the Walkaround and the Video section", async ({ page }) => {
  const car = carWithVideo();
  const videoRequests: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/media/video/")) videoRequests.push(response.status());
  });
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));

  const section = page.getByRole("region", { name: "Video" });
  await expect(section.getByTestId("video-player")).toBeVisible();
  await expect
    .poll(() => section.getByTestId("video-player").evaluate((video: HTMLVideoElement) => video.readyState))
    .toBeGreaterThanOrEqual(1);
  expect(
    await section.getByTestId("video-player").evaluate((video: HTMLVideoElement) => video.duration),
  ).toBeGreaterThan(1);

  await viewerMode(page, "Walkaround").click();
  const walkaround = page.getByTestId("media-viewer").getByTestId("video-player");
  await expect.poll(() => walkaround.evaluate((video: HTMLVideoElement) => video.readyState)).toBeGreaterThanOrEqual(1);
  expect(videoRequests.length).toBeGreaterThan(0);
  expect(videoRequests.every((status) => status === 200 || status === 206)).toBe(true);
});

test("a video that fails to load hides its player and its mode button instead of showing an error", async ({
  page,
}) => {
  const car = carWithVideo();
  await page.route("**/media/video/**", (route) => route.fulfill({ status: 404, body: "Not Found" }));
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));

  const viewer = page.getByTestId("media-viewer");
  await expect(page.getByRole("region", { name: "Video" })).toHaveCount(0);
  await expect(viewerMode(page, "Walkaround")).toHaveCount(0);
  await expect(page.getByTestId("video-player")).toHaveCount(0);

  // The gallery's video slot goes too: no Video thumbnail, only photos.
  if ((await viewer.getAttribute("data-mode")) !== "gallery") await viewerMode(page, "Gallery").click();
  const strip = page.getByRole("list", { name: "Photos" });
  await expect(strip.getByRole("button", { name: "Video" })).toHaveCount(0);
  await expect(strip.getByRole("button")).toHaveCount(car.images?.length ?? 0);
});

/** Serves every drawn car picture as a raster feed photo, as a dealer's image CDN would; returns what it served. */
async function serveFeedPhotos(page: Page, file: string): Promise<Set<string>> {
  const served = new Set<string>();
  await page.route("**/media/car/**", (route) => {
    served.add(route.request().url());
    return route.fulfill({ path: fixture(file), contentType: "image/jpeg" });
  });
  return served;
}

/**
 * The picture is the served raster (its own proportions, `natural`), drawn in a 4:3 box with
 * object-fit cover: cropped to fill, never stretched. (naturalWidth is scaled by the srcset density
 * the browser picked, so the proportions are compared, not the pixel counts.)
 */
async function expectCroppedFourByThree(image: Locator, natural: readonly [number, number], served: Set<string>) {
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBeTruthy();
  const shape = await image.evaluate((node: HTMLImageElement) => {
    const box = node.getBoundingClientRect();
    return {
      ratio: box.width / box.height,
      naturalRatio: node.naturalWidth / node.naturalHeight,
      fit: getComputedStyle(node).objectFit,
      src: node.currentSrc,
    };
  });
  expect(served.has(shape.src)).toBe(true);
  expect(shape.naturalRatio).toBeCloseTo(natural[0] / natural[1], 2);
  expect(shape.ratio).toBeCloseTo(4 / 3, 2);
  expect(shape.fit).toBe("cover");
}

for (const [file, natural] of [
  ["feed-photo-4x3.jpg", [800, 600]],
  ["feed-photo-3x2.jpg", [900, 600]],
] as const) {
  test(`feed photos (${file}) fill 4:3 boxes, cropped not stretched, in result cards and the viewer`, async ({
    page,
  }) => {
    const served = await serveFeedPhotos(page, file);
    await page.goto(siteUrl("harbourside", "/cars/"));
    const cardImage = page.getByTestId("result-card").first().getByRole("img").first();
    await expectCroppedFourByThree(cardImage, natural, served);

    const car = carsOf("harbourside").find((candidate) => (candidate.images?.length ?? 0) > 3);
    if (!car) throw new Error("harbourside has in-stock cars with photos");
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const viewer = page.getByTestId("media-viewer");
    if ((await viewer.getAttribute("data-mode")) !== "gallery") await viewerMode(page, "Gallery").click();
    await expectCroppedFourByThree(page.getByTestId("gallery").getByRole("img").first(), natural, served);
    const thumbnail = page.getByRole("list", { name: "Photos" }).locator("img").first();
    await expectCroppedFourByThree(thumbnail, natural, served);
  });
}

/** Opens the car's page and its gallery (some sites open on the 360° spin). */
async function openGallery(page: Page, slug: string) {
  await page.goto(siteUrl("harbourside", `/cars/${slug}`));
  const viewer = page.getByTestId("media-viewer");
  if ((await viewer.getAttribute("data-mode")) !== "gallery") await viewerMode(page, "Gallery").click();
  return page.getByTestId("gallery");
}

const mainPhoto = (page: Page) => page.getByTestId("gallery-main").getByRole("img");

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`at ${width} px the thumbnails keep a usable size in a strip that scrolls to the photo shown, and Next turns the photo`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const car = carsOf("harbourside").find((candidate) => (candidate.images?.length ?? 0) >= 12 && !candidate.videoUrl);
    if (!car?.images) throw new Error("harbourside has an in-stock car with a dozen photos and no video");
    const gallery = await openGallery(page, car.slug);
    const strip = gallery.getByRole("list", { name: "Photos" });
    const thumbnails = strip.getByRole("button");
    await expect(thumbnails).toHaveCount(car.images.length);
    const widths = await thumbnails.evaluateAll((buttons) =>
      buttons.map((button) => button.getBoundingClientRect().width),
    );
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(64);
    // A dozen usable thumbnails do not fit across: the strip scrolls rather than squeezing them.
    expect(await strip.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);

    await expect(mainPhoto(page)).toHaveAttribute("src", car.images[0]?.url ?? "");
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(mainPhoto(page)).toHaveAttribute("src", car.images[1]?.url ?? "");
    await expect(mainPhoto(page)).toHaveAccessibleName(new RegExp(`photo 2 of ${car.images.length}$`));

    // Step on to the last photo: its thumbnail, far off to the right at first, is scrolled into the strip.
    for (let step = 2; step < car.images.length; step += 1) {
      await gallery.getByRole("button", { name: "Next photo" }).click();
    }
    const current = strip.getByRole("button", { name: `Photo ${car.images.length}` });
    await expect(current).toHaveAttribute("aria-current", "true");
    await expect
      .poll(async () => {
        const [shown, within] = await Promise.all([current.boundingBox(), strip.boundingBox()]);
        return Boolean(
          shown && within && shown.x >= within.x - 1 && shown.x + shown.width <= within.x + within.width + 1,
        );
      })
      .toBe(true);
  });
}

test("a car with only two or three photos shows each of them by Next, with no thumbnail strip", async ({ page }) => {
  const car = carsOf("harbourside").find(
    (candidate) => (candidate.images?.length ?? 0) >= 2 && (candidate.images?.length ?? 0) <= 3 && !candidate.videoUrl,
  );
  if (!car?.images) throw new Error("harbourside has an in-stock car with two or three photos");
  const images = car.images;
  const gallery = await openGallery(page, car.slug);
  // The product shows the strip only for more than 3 photos.
  await expect(gallery.getByRole("list", { name: "Photos" })).toHaveCount(0);
  await expect(mainPhoto(page)).toHaveAttribute("src", images[0]?.url ?? "");
  for (const image of images.slice(1)) {
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(mainPhoto(page)).toHaveAttribute("src", image.url);
  }
  await gallery.getByRole("button", { name: "Next photo" }).click();
  await expect(mainPhoto(page)).toHaveAttribute("src", images[0]?.url ?? "");
});
