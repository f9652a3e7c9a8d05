import { deferredScriptType } from "../../server/deferred-scripts.mjs";
import { expect, test } from "./support/test";
import { demo } from "./support/demo";
import { rawRequest, siteRequest, type RawAnswer } from "./support/site-request";
import { freshPhone, signInOnPage } from "./support/sign-in";

// The page cache (decision 027) as a shopper and a dealer meet it: a page is the same for everyone
// and served from memory, yet a price the dealer changes shows within seconds; a site's page never
// appears on another's host; and what a signed-in shopper sees of their own never enters a cached page.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;
const demoKey = { authorization: "Bearer demo-harbourside-motors" };

type Answer = RawAnswer;

const get = (slug: string, path: string, headers: Record<string, string> = {}): Promise<Answer> =>
  rawRequest(`${slug}.localhost:${port}`, path, { headers });

const car = {
  stocknum: "E2E-CACHE-1",
  make: "Alpine",
  model: "A110",
  badge: "GT",
  year: 2023,
  km: 8_400,
  price: 112_990,
  car_type: "used",
  status: "in_stock",
  colour: "Abyss Blue",
  simple_body: "Coupe",
  images: ["/media/car/coupe/blue/front.svg"],
};

test("a dealer's price change shows on the cached vehicle page and search within seconds", async ({ page }) => {
  const put = await siteRequest("harbourside", `/api/stock/harbourside-motors/cars/${car.stocknum}`, {
    method: "PUT",
    json: car,
    headers: demoKey,
  });
  expect(put.status).toBe(201);
  const path = (put.body as { path: string }).path;
  const search = "/cars?query=Alpine%20A110";

  // Both pages are cached: the second answer comes from memory.
  await expect(async () => {
    await get("harbourside", path);
    const again = await get("harbourside", path);
    expect(again.headers["x-page-cache"]).toBe("hit");
    expect(again.body).toContain("$112,990");
    await get("harbourside", search);
    const searched = await get("harbourside", search);
    expect(searched.headers["x-page-cache"]).toBe("hit");
    expect(searched.body).toContain("$112,990");
  }).toPass({ timeout: 15_000 });

  const repriced = await siteRequest("harbourside", `/api/stock/harbourside-motors/cars/${car.stocknum}`, {
    method: "PUT",
    json: { ...car, price: 104_990 },
    headers: demoKey,
  });
  expect(repriced.status).toBe(200);

  await expect(async () => {
    await page.goto(siteUrl("harbourside", path));
    await expect(page.getByTestId("vehicle-page")).toContainText("$104,990", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(async () => {
    await page.goto(siteUrl("harbourside", search));
    await expect(page.getByTestId("search-results")).toContainText("$104,990", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // And the new page is cached in its turn.
  await expect.poll(async () => (await get("harbourside", path)).headers["x-page-cache"]).toBe("hit");

  await siteRequest("harbourside", `/api/stock/harbourside-motors/cars/${car.stocknum}`, {
    method: "DELETE",
    headers: demoKey,
  });
});

test("a kept page paints its first picture before its scripts load, then comes alive", async ({ page }) => {
  // Decision 058: the scripts wait for the largest picture, so a phone paints it without them.
  await get("harbourside", "/cars");
  const kept = await get("harbourside", "/cars");
  expect(kept.headers["x-page-cache"]).toBe("hit");
  expect(kept.body).not.toMatch(/<script[^>]*\bsrc="\/_next\/static\/chunks\/[^"]+"[^>]*\basync/);

  // The page's goto waits for React to hydrate it: the scripts did load and run.
  await page.goto(siteUrl("harbourside", "/cars"));
  const timing = await page.evaluate(() => {
    const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const entries = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const image = entries.find((entry) => entry.name === picture?.currentSrc);
    // Next's preload of its entry script (initiator "link") is fetched early and at low priority;
    // it runs with the others.
    const scripts = entries.filter(
      (entry) =>
        /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname) && entry.initiatorType !== "link",
    );
    const fetched = entries.filter((entry) => /\/_next\/static\/chunks\/.+\.js$/.test(new URL(entry.name).pathname));
    return {
      imageLoaded: image?.responseEnd ?? null,
      scriptsStarted: scripts.map((entry) => entry.startTime),
      fetched: fetched.map((entry) => entry.name),
    };
  });
  // Each script once: the preloaded entry script is not fetched again when the loader starts it.
  expect(new Set(timing.fetched).size).toBe(timing.fetched.length);
  expect(timing.imageLoaded).not.toBeNull();
  expect(timing.scriptsStarted.length).toBeGreaterThan(3);
  for (const started of timing.scriptsStarted) expect(started).toBeGreaterThanOrEqual(timing.imageLoaded ?? Infinity);
});

test("a kept page whose stylesheet is slower than the loader's 3 s still comes alive", async ({ page }) => {
  // The stylesheet holds the parser before the page's first inline script, so the loader's 3 s
  // start comes while Next's entry script, written after the content, is not yet parsed: the loader
  // starts it when the document has been parsed (decision 058), or the page would never hydrate.
  await get("harbourside", "/cars");
  await page.route("**/_next/static/chunks/*.css", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    await route.continue();
  });
  await page.goto(siteUrl("harbourside", "/cars"));
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  expect(await page.locator(`script[type="${deferredScriptType}"]`).count()).toBe(0);
});

test("a page cached for one site never appears on another site's host", async () => {
  for (const path of ["/", "/cars", "/about-us"]) {
    const answers = new Map<string, Answer>();
    // Each host asked until its cache answers: a stock change of the test before may empty a site's
    // pages between one request and the next.
    for (const slug of ["harbourside", "redgum"]) {
      await expect
        .poll(async () => {
          const answer = await get(slug, path);
          answers.set(slug, answer);
          return answer.headers["x-page-cache"];
        })
        .toBe("hit");
    }
    for (const [slug, answer] of answers) {
      expect(answer.status, `${slug} ${path}`).toBe(200);
      expect(answer.headers["x-page-cache"], `${slug} ${path}`).toBe("hit");
      expect(answer.body, `${slug} ${path}`).toContain(`data-site="${slug}"`);
    }
    expect(answers.get("harbourside")?.headers.etag).not.toBe(answers.get("redgum")?.headers.etag);
  }
});

test("a signed-in shopper gets the same cached page as everyone, and still sees their own state on it", async ({
  page,
}) => {
  const siteId = demo.sites.find((site) => site.slug === "harbourside")?.id;
  const saved = demo.cars.find(
    (candidate) =>
      candidate.siteId === siteId && candidate.showOnDealerWebsite !== false && candidate.status === "in_stock",
  );
  if (!saved) throw new Error("no in-stock car on harbourside");
  const carPath = `/cars/${saved.slug}`;
  const phone = freshPhone();

  await page.goto(siteUrl("harbourside", `/sign-in?redirect=${encodeURIComponent(carPath)}`));
  await signInOnPage(page, "harbourside", phone);
  await expect(page).toHaveURL(siteUrl("harbourside", carPath));
  await page.getByTestId("vehicle-page").getByRole("button", { name: "Save to watchlist" }).click();
  await expect(page.getByTestId("vehicle-page").getByRole("button", { name: "Remove from watchlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // The page the signed-in browser is sent is byte for byte the one a stranger gets.
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
  expect(cookies).not.toBe("");
  const mine = await get("harbourside", carPath, { cookie: cookies });
  const stranger = await get("harbourside", carPath);
  expect(mine.headers["x-page-cache"]).toMatch(/^(hit|miss)$/);
  expect(mine.headers.etag).toBe(stranger.headers.etag);
  expect(mine.body).toBe(stranger.body);
  const digits = phone.replace(/\D/g, "");
  for (const trace of [digits, digits.slice(1), "Remove from watchlist", "Sign out"]) {
    expect(mine.body, trace).not.toContain(trace);
  }

  // Yet the shopper still sees their own state, filled in by their browser.
  await page.reload();
  await expect(page.getByTestId("vehicle-page").getByRole("button", { name: "Remove from watchlist" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();
  await page.getByTestId("vehicle-page").getByRole("button", { name: "Remove from watchlist" }).click();
});
