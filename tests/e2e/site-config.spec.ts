import { expect, test } from "./support/test";
import { demoSites } from "@/demo/demo-sites";
import { salesThisMonth } from "@/home/sales-counter";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { demo } from "./support/demo";

// Site config switches a shopper sees on every page: each test fails when its switch is ignored.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port}${path}`;

test("the footer shows the dealer licence where the dealer has one, and none elsewhere", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  await expect(page.getByTestId("site-footer")).toContainText("Dealer Licence MD 555001");

  await page.goto(siteUrl("coastal-rv"));
  await expect(page.getByTestId("site-footer")).toBeVisible();
  await expect(page.getByTestId("dealer-licence")).toHaveCount(0);
});

test("the payments-accepted strip lists the dealer's own methods, in its order", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  await expect(page.getByRole("list", { name: "Payments accepted" }).getByRole("listitem")).toHaveText([
    "Visa",
    "Mastercard",
    "Apple Pay",
  ]);
});

test("the sales counter shows this month's count where it is switched on, and nowhere else", async ({ page }) => {
  const config = resolveSiteConfig("leisure", demoSites.find((site) => site.slug === "coastal-rv")?.overrides);
  const before = salesThisMonth(new Date(), config.home.salesCounter);
  await page.goto(siteUrl("coastal-rv"));
  const shown = async () => Number((await page.getByTestId("sales-counter-value").innerText()).replace(/,/g, ""));
  // The page may come from the page cache, counted when it was rendered; the browser counts again.
  await expect.poll(shown).toBeGreaterThanOrEqual(before);
  expect(await shown()).toBeLessThanOrEqual(salesThisMonth(new Date(), config.home.salesCounter));
  await expect(page.getByTestId("sales-counter")).toContainText("sold this month");

  await page.goto(siteUrl("harbourside"));
  await expect(page.getByTestId("home-hero")).toBeVisible();
  await expect(page.getByTestId("sales-counter")).toHaveCount(0);
});

test("the phone's call-to-action bar shows the site's sticky button set in its order", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const baysideId = demo.sites.find((site) => site.slug === "bayside")?.id;
  const car = demo.cars.find(
    (candidate) =>
      candidate.siteId === baysideId &&
      candidate.showOnDealerWebsite !== false &&
      candidate.status === "in_stock" &&
      candidate.checkoutEnabled === true &&
      candidate.reserved !== true,
  );
  if (!car) throw new Error("no reservable demo car on bayside");
  await page.goto(siteUrl("bayside", `/cars/${car.slug}`));
  // The bar shows once the page's own buttons have scrolled by.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const links = page.getByTestId("sticky-cta").getByRole("link");
  await expect(links.first()).toHaveText("Reserve Car Now");
  await expect(links.first()).toHaveAttribute("href", `/cars/${car.slug}/buy-online`);
  await expect(links.nth(1)).toHaveText("Enquire Now");

  const harbourside = demo.sites.find((site) => site.slug === "harbourside")?.id;
  const other = demo.cars.find(
    (candidate) =>
      candidate.siteId === harbourside && candidate.status === "in_stock" && candidate.showOnDealerWebsite !== false,
  );
  await page.goto(siteUrl("harbourside", `/cars/${other?.slug ?? ""}`));
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByTestId("sticky-cta").getByRole("link").first()).toHaveText("Call the Dealer");
});

test("the printed vehicle page carries the dealer licence", async ({ page }) => {
  const harbourside = demo.sites.find((site) => site.slug === "harbourside")?.id;
  const car = demo.cars.find(
    (candidate) =>
      candidate.siteId === harbourside && candidate.status === "in_stock" && candidate.showOnDealerWebsite !== false,
  );
  await page.goto(siteUrl("harbourside", `/print?car_id=${car?.slug ?? ""}`));
  await expect(page.getByTestId("print-page")).toContainText("Dealer Licence MD 555001");
});

test("the home hero rotates the dealer's slides, with previous/next disabled at the ends", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  const carousel = page.getByTestId("hero-carousel");
  const previous = carousel.getByRole("button", { name: "Previous slide" });
  const next = carousel.getByRole("button", { name: "Next slide" });
  const count = await carousel.getByTestId("hero-slide").count();
  expect(count).toBeGreaterThan(1);
  await expect(previous).toBeDisabled();
  await expect(carousel.getByTestId("hero-slide-position")).toHaveText(`1 / ${count}`);

  await next.click();
  await expect(carousel.getByTestId("hero-slide-position")).toHaveText(`2 / ${count}`);
  await expect(previous).toBeEnabled();

  await next.focus();
  for (let slide = 3; slide <= count; slide += 1) {
    await page.keyboard.press("ArrowRight");
    await expect(carousel.getByTestId("hero-slide-position")).toHaveText(`${slide} / ${count}`);
  }
  await expect(next).toBeDisabled();
  await previous.focus();
  await page.keyboard.press("ArrowLeft");
  await expect(carousel.getByTestId("hero-slide-position")).toHaveText(`${count - 1} / ${count}`);
});

test("a site with hero slides off shows one standing hero", async ({ page }) => {
  await page.goto(siteUrl("redgum"));
  await expect(page.getByTestId("home-hero").getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("hero-carousel")).toHaveCount(0);
});
