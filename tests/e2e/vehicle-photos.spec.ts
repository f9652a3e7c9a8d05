import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import type { Locator } from "@playwright/test";
import { startPhotoServer, type PhotoServer } from "@/media/testing/photo-server";
import { expect, test } from "./support/test";
import { siteRequest } from "./support/site-request";
import { photoServerPort } from "./support/photo-server-port";

// A dealer's feed names its photos by URL (decision 055): the car pushed through the stock API shows
// no picture from the dealer's host while the worker fetches and processes them, then the vehicle page
// and its search card draw them as <picture>s (AVIF, WebP, JPEG at every width, with width and
// height), in the feed's order, from the site's own addresses, which answer with the images.

test.use({ actionTimeout: 30_000 });

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (path: string) => `http://harbourside.localhost:${port}${path}`;
const demoKey = { authorization: "Bearer demo-harbourside-motors" };
const stockPath = "/api/stock/harbourside-motors/cars/E2E-PHOTOS-1";

// More than three, so the gallery shows its strip of thumbnails.
const files = ["suv-front-quarter.jpg", "suv-side.jpg", "suv-rear-quarter.jpg", "suv-interior.jpg"];
const photos = files.map((name) => {
  const body = readFileSync(`src/demo/photos/${name}`);
  return { name, body, hash: createHash("sha256").update(body).digest("hex") };
});

const car = {
  stocknum: "E2E-PHOTOS-1",
  make: "Alpine",
  model: "A110",
  badge: "GTS",
  year: 2024,
  km: 1_800,
  price: 149_990,
  car_type: "demo",
  status: "in_stock",
  colour: "Alpine Blue",
  simple_body: "Coupe",
};

/** Each address of a srcset, without its width. */
const addresses = (srcset: string | null) => (srcset ?? "").split(", ").map((entry) => entry.split(" ")[0] ?? "");

/** A <picture>'s img: AVIF and WebP sources with the same sizes, every address one of the photo's own. */
async function expectPicture(image: Locator, hash: string, sizes: string) {
  await expect(image).toHaveAttribute("width", "1600");
  await expect(image).toHaveAttribute("height", "1200");
  await expect(image).toHaveAttribute("sizes", sizes);
  const picture = image.locator("xpath=..");
  await expect(picture).toHaveJSProperty("tagName", "PICTURE");
  const sources = picture.locator("source");
  await expect(sources).toHaveCount(2);
  expect([await sources.nth(0).getAttribute("type"), await sources.nth(1).getAttribute("type")]).toEqual([
    "image/avif",
    "image/webp",
  ]);
  for (const [element, extension] of [
    [sources.nth(0), "avif"],
    [sources.nth(1), "webp"],
    [image, "jpg"],
  ] as const) {
    await expect(element).toHaveAttribute("sizes", sizes);
    const srcset = addresses(await element.getAttribute("srcset"));
    expect(srcset.length).toBeGreaterThan(0);
    for (const address of srcset) expect(address).toMatch(new RegExp(`^/media/photo/${hash}/\\d+\\.${extension}$`));
  }
}

let photoServer: PhotoServer | null = null;

test.afterAll(async () => {
  // The car leaves the site's pages and search (and is marked sold), so other specs' counts hold.
  await siteRequest("harbourside", stockPath, {
    method: "PUT",
    json: { ...car, show_on_dealer_website: false },
    headers: demoKey,
  });
  await siteRequest("harbourside", stockPath, { method: "DELETE", headers: demoKey });
  await photoServer?.close();
});

test("a feed car's photos are processed, then drawn on its page and its search card as responsive pictures in the feed's order", async ({
  page,
}) => {
  test.setTimeout(180_000);
  photoServer = await startPhotoServer({ port: photoServerPort(port) });
  const server = photoServer;
  for (const photo of photos) server.route(`/${photo.name}`, { kind: "bytes", body: photo.body });

  const put = await siteRequest("harbourside", stockPath, {
    method: "PUT",
    json: { ...car, images: photos.map((photo) => server.url(`/${photo.name}`)) },
    headers: demoKey,
  });
  expect(put.status, JSON.stringify(put.body)).toBe(201);
  const path = (put.body as { path: string }).path;

  // Before the worker has them, the page draws nothing from the dealer's host (CSP would refuse it).
  const early = await siteRequest("harbourside", path);
  expect(early.status).toBe(200);
  expect(String(early.body)).not.toMatch(new RegExp(`<(img|source)[^>]*127\\.0\\.0\\.1:${server.port}`));

  // The worker's loop fetches and processes them (a few seconds' work a pass, every 2 s).
  const first = photos[0]!;
  await expect
    .poll(async () => String((await siteRequest("harbourside", path)).body).includes(`/media/photo/${first.hash}/`), {
      timeout: 90_000,
      intervals: [2_000],
    })
    .toBe(true);
  for (const photo of photos) expect(server.hits(`/${photo.name}`)).toBeGreaterThan(0);

  // A visitor without JavaScript gets the first photo in the server's HTML.
  const html = String((await siteRequest("harbourside", path)).body);
  expect(html).toMatch(new RegExp(`<picture><source type="image/avif" srcSet="/media/photo/${first.hash}/`));
  // The largest paint is preloaded from the head, before the body that names it arrives.
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).toMatch(
    new RegExp(`<link rel="preload" as="image"[^>]*imageSrcSet="/media/photo/${first.hash}/240\\.avif 240w`, "i"),
  );

  await page.goto(siteUrl(path));
  const gallery = page.getByTestId("gallery");
  const main = page.getByTestId("gallery-main").getByRole("img", { name: /photo 1 of 4$/ });
  await expectPicture(main, first.hash, "(min-width: 1024px) 60vw, 100vw");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  expect(addresses(await main.getAttribute("srcset"))).toEqual(
    [240, 480, 800, 1200, 1600].map((width) => `/media/photo/${first.hash}/${width}.jpg`),
  );
  await expect(main).toHaveJSProperty("complete", true);
  expect(await main.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // Every derivative the main photo names answers with an image of its type.
  const picture = main.locator("xpath=..");
  for (const [element, type] of [
    [picture.locator('source[type="image/avif"]'), "image/avif"],
    [picture.locator('source[type="image/webp"]'), "image/webp"],
    [main, "image/jpeg"],
  ] as const) {
    for (const address of addresses(await element.getAttribute("srcset"))) {
      // From the page itself: Node cannot resolve the site's *.localhost host as Chromium does.
      const answer = await page.evaluate(async (url) => {
        const response = await fetch(url);
        return {
          status: response.status,
          type: response.headers.get("content-type"),
          bytes: (await response.blob()).size,
        };
      }, address);
      expect(answer, address).toMatchObject({ status: 200, type });
      expect(answer.bytes, address).toBeGreaterThan(1_000);
    }
  }

  // The thumbnails, in the feed's order, small and lazy.
  const thumbnails = gallery.getByRole("list", { name: "Photos" }).locator("img");
  await expect(thumbnails).toHaveCount(photos.length);
  for (const [index, photo] of photos.entries()) {
    const thumbnail = thumbnails.nth(index);
    await expectPicture(thumbnail, photo.hash, "96px");
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    expect(addresses(await thumbnail.getAttribute("srcset"))).toEqual([`/media/photo/${photo.hash}/240.jpg`]);
  }
  await page.getByRole("button", { name: "Next photo" }).click();
  await expectPicture(
    page.getByTestId("gallery-main").getByRole("img", { name: /photo 2 of 4$/ }),
    photos[1]!.hash,
    "(min-width: 1024px) 60vw, 100vw",
  );

  // The search card draws the first photo the same way, its frame the photo's own size.
  await expect(async () => {
    await page.goto(siteUrl("/cars/?query=Alpine%20A110"));
    await expect(page.locator('[data-stocknum="E2E-PHOTOS-1"] picture img')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const cardImage = page.locator('[data-stocknum="E2E-PHOTOS-1"] picture img');
  await expectPicture(cardImage, first.hash, "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw");
  await expect(cardImage).toHaveAttribute("alt", "2024 Alpine A110");
});
