import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { demoSites } from "@/demo/demo-sites";
import { demo } from "./support/demo";
import { freshPhone, signInOnPage } from "./support/sign-in";

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

/** The phone's header fits its width (no sideways scroll), with the logo legible and the menu button on screen. */
async function expectPhoneHeaderFits(page: Page): Promise<void> {
  const header = page.getByTestId("site-header");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
  const logo = header.getByRole("link", { name: / home$/ }).locator("img");
  await expect(logo).toBeVisible();
  const logoBox = await logo.boundingBox();
  expect(logoBox?.width ?? 0).toBeGreaterThanOrEqual(110);
  expect(logoBox?.height ?? 0).toBeGreaterThanOrEqual(32);
  const menu = header.getByRole("button", { name: "Menu" });
  await expect(menu).toBeInViewport({ ratio: 1 });
  const menuBox = await menu.boundingBox();
  expect((menuBox?.x ?? Infinity) + (menuBox?.width ?? 0)).toBeLessThanOrEqual(phone.width);
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
    // The whole row fits the phone, and the logo is drawn large enough to read.
    await expectPhoneHeaderFits(page);

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

test("signed in on a phone, the header still fits: logo, home link and menu on screen, account links in the menu", async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto(siteUrl("harbourside", `/sign-in?${new URLSearchParams({ redirect: "/", back: "/" }).toString()}`));
  await signInOnPage(page, "harbourside", freshPhone());
  await expect(page).toHaveURL(siteUrl("harbourside", "/"));
  const header = page.getByTestId("site-header");
  await expect(header.getByRole("link", { name: "Harbourside Motors home" })).toBeVisible();
  await expectPhoneHeaderFits(page);
  await header.getByRole("button", { name: "Menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "My Garage" })).toBeVisible();
  await expect(drawer.getByRole("button", { name: "Sign out" })).toBeVisible();
});

test("on a car's page the phone header's call button dials the line for the car's type", async ({ page }) => {
  await page.setViewportSize(phone);
  const siteId = demo.sites.find((site) => site.slug === "harbourside")?.id;
  const inStock = demo.cars.filter(
    (car) => car.siteId === siteId && car.showOnDealerWebsite !== false && car.status === "in_stock",
  );
  const header = page.getByTestId("site-header");
  for (const [carType, number] of [
    ["used", "02 5550 0102"],
    ["new", "02 5550 0101"],
  ] as const) {
    const car = inStock.find((candidate) => candidate.carType === carType);
    if (!car) throw new Error(`no ${carType} car on harbourside`);
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const call = header.getByRole("link", { name: number });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", `tel:${number.replace(/\D/g, "")}`);
  }
  // Elsewhere, the header's first line.
  await page.goto(siteUrl("harbourside", "/search/used-cars"));
  await expect(header.getByRole("link", { name: "02 5550 0101" })).toBeVisible();
});

test("the brands mega-menu shows each brand's drawn logo, named by the brand", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("harbourside"));
  await page.getByTestId("desktop-nav").getByRole("button", { name: "Our Brands" }).click();
  for (const brand of ["Toyota", "Mazda"]) {
    const link = page.getByTestId("desktop-nav").getByRole("link", { name: brand, exact: true });
    const logo = link.getByRole("img", { name: brand });
    await expect(logo).toBeVisible();
    // The logo may still be loading when the menu opens: wait until it has drawn, not merely until it is laid out.
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    expect(decodeURIComponent((await logo.getAttribute("src")) ?? "")).toContain("/media/logo/");
  }
});

for (const slug of ["harbourside", "coastal-rv", "driveflex", "bayside"]) {
  test(`${slug}: the Vehicles menu lists models (or, past its limit, makes), each to a search with cars in it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(slug));
    const nav = page.getByTestId("desktop-nav");
    await nav.getByRole("button", { name: "Vehicles" }).click();
    const links = nav.locator("[id] a[href]").filter({ visible: true });
    const targets = await hrefs(links);
    expect(targets.length).toBeGreaterThan(0);
    // Decision 056: at most 30 models, or 8 makes, then at most one link to all makes.
    expect(targets.length).toBeLessThanOrEqual(31);
    const searches = targets.filter((href) => href !== "/search/new-used-and-demo-cars");
    expect(targets.length - searches.length).toBeLessThanOrEqual(1);
    const byModel = searches.every((href) => /^\/search\/[a-z0-9-]+\/[a-z0-9-]+$/.test(href ?? ""));
    const byMake = searches.every((href) => /^\/search\/[a-z0-9-]+$/.test(href ?? ""));
    expect(byModel || byMake).toBe(true);
    if (byModel) {
      const labels = await links.allInnerTexts();
      expect(labels.every((label) => label.trim().split(/\s+/).length >= 2)).toBe(true);
    } else {
      expect(searches.length).toBeLessThanOrEqual(8);
    }
    // The first and the last model or make each open a search with a car in it.
    for (const href of [searches[0], searches.at(-1)]) {
      await page.goto(siteUrl(slug, href ?? "/"));
      await expect(page.getByTestId("search-results").getByTestId("result-card").first()).toBeVisible();
    }
  });
}
