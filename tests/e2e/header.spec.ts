import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { demoSites } from "@/demo/demo-sites";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port}${path}`;
const phone = { width: 390, height: 844 };
/** The most a phone's header may take of an 844 px screen. */
const phoneHeaderMaxPx = 80;

const hrefs = (links: Locator) => links.evaluateAll((elements) => elements.map((link) => link.getAttribute("href")));

async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByTestId("site-header").boundingBox();
  if (!box) throw new Error("no header on the page");
  return box.height;
}

for (const site of demoSites) {
  test(`${site.slug}: on a phone the header is one short row whose menu opens every desktop link in a drawer`, async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto(siteUrl(site.slug));
    const header = page.getByTestId("site-header");
    expect(await headerHeight(page)).toBeLessThanOrEqual(phoneHeaderMaxPx);
    await expect(page.getByTestId("desktop-nav")).toBeHidden();

    // Pinned after scrolling, it stays as short.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await expect(header).toHaveAttribute("data-stuck", "true");
    expect(await headerHeight(page)).toBeLessThanOrEqual(phoneHeaderMaxPx);

    const desktopLinks = await hrefs(page.getByTestId("desktop-nav").locator("a[href]"));
    expect(desktopLinks.length).toBeGreaterThan(3);
    const menuButton = header.getByRole("button", { name: "Menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    expect(await hrefs(drawer.getByRole("navigation").locator("a[href]"))).toEqual(desktopLinks);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
}

test("on a phone the header's call button dials the site's first header number", async ({ page }) => {
  await page.setViewportSize(phone);
  const harbourside = demoSites.find((site) => site.slug === "harbourside");
  if (!harbourside) throw new Error("no harbourside demo site");
  const main = resolveSiteConfig(harbourside.template, harbourside.overrides).contact.phoneNumbers[0];
  if (!main) throw new Error("harbourside has no phone number");
  await page.goto(siteUrl("harbourside"));
  const call = page.getByTestId("site-header").getByRole("link", { name: main.number });
  await expect(call).toBeVisible();
  await expect(call).toHaveAttribute("href", `tel:${main.number.replace(/\D/g, "")}`);

  // A masking site keeps its number masked until the shopper taps, as its desktop header does.
  await page.goto(siteUrl("redgum"));
  const header = page.getByTestId("site-header");
  await header.getByRole("button", { name: /Show phone number/ }).click();
  await expect(header.getByRole("link", { name: "08 5550 0201" })).toHaveAttribute("href", "tel:0855500201");
});

test("on a phone a link in the menu drawer navigates and closes the drawer", async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto(siteUrl("harbourside"));
  await page.getByTestId("site-header").getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await drawer.getByRole("button", { name: "Our Stock" }).click();
  await drawer.getByRole("link", { name: "Used Cars" }).click();
  await expect(page).toHaveURL(siteUrl("harbourside", "/search/used-cars"));
  await expect(drawer).toBeHidden();
  await expect(page.getByTestId("search-results")).toBeVisible();
});

test("on a desktop the header keeps its nav row and has no menu button", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("harbourside"));
  const header = page.getByTestId("site-header");
  await expect(page.getByTestId("desktop-nav")).toBeVisible();
  await expect(header.getByRole("button", { name: "Our Stock" })).toBeVisible();
  await expect(header.getByRole("button", { name: "Menu" })).toBeHidden();
  await expect(page.getByTestId("site-name")).toBeVisible();
});

test.describe("southern-cross opens its dropdowns on hover", () => {
  test("a hover opens, a click keeps it open, Escape closes it back to its button, a click outside closes it", async ({
    page,
  }) => {
    await page.goto(siteUrl("southern-cross"));
    const stock = page.getByRole("button", { name: "Our Stock" });
    const usedCars = page.getByTestId("desktop-nav").getByRole("link", { name: "Used Cars" });

    await stock.hover();
    await expect(stock).toHaveAttribute("aria-expanded", "true");
    await stock.click();
    await expect(stock).toHaveAttribute("aria-expanded", "true");
    await expect(usedCars).toBeVisible();

    await page.keyboard.press("Tab");
    await expect(page.getByTestId("desktop-nav").getByRole("link", { name: "New Cars" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(stock).toHaveAttribute("aria-expanded", "false");
    await expect(stock).toBeFocused();

    await stock.click();
    await expect(usedCars).toBeVisible();
    const elsewhere = page.getByTestId("stats-banners");
    await elsewhere.hover();
    await expect(usedCars).toBeVisible();
    await elsewhere.click();
    await expect(stock).toHaveAttribute("aria-expanded", "false");
    await expect(usedCars).toBeHidden();
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });

    test("a first tap opens the dropdown and a second closes it", async ({ page }) => {
      await page.goto(siteUrl("southern-cross"));
      const stock = page.getByRole("button", { name: "Our Stock" });
      await stock.tap();
      await expect(stock).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByTestId("desktop-nav").getByRole("link", { name: "Used Cars" })).toBeVisible();
      await stock.tap();
      await expect(stock).toHaveAttribute("aria-expanded", "false");
    });
  });
});

test("every demo site names a tab icon of its own that loads (no /favicon.ico 404)", async ({ page }) => {
  const icons = new Set<string>();
  for (const { slug } of demoSites) {
    await page.goto(siteUrl(slug, "/cars"));
    const href = await page.locator('head link[rel="icon"]').getAttribute("href");
    expect(href, slug).toMatch(/^\/media\/logo\/.+\.svg\?.*shape=icon/);
    icons.add(href!);
    // Fetched by the page itself: Node's resolver does not know *.localhost.
    const icon = await page.evaluate(async (address) => {
      const response = await fetch(address);
      return { status: response.status, type: response.headers.get("content-type"), body: await response.text() };
    }, href!);
    expect(icon.status, slug).toBe(200);
    expect(icon.type).toContain("image/svg+xml");
    expect(icon.body).toContain('viewBox="0 0 64 64"');
  }
  expect(icons.size).toBe(demoSites.length);
});

test("the first Tab reaches a skip link that takes the keyboard past the header to the page's content", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/cars/"));
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main-content")).toBeFocused();
  // The next Tab lands inside the page's content, not back in the header.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("header") === null)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.closest("main") !== null)).toBe(true);
});
