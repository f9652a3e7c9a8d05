import { expect, test, type Page } from "./support/test";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { demoSites } from "@/demo/demo-sites";
import { demo } from "./support/demo";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port}${path}`;

function hexToRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

function tenantMarkers(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return {
    name: demoSites.find((site) => site.slug === slug)?.name ?? slug,
    stocknums: demo.cars.filter((car) => car.siteId === siteId).map((car) => car.stocknum),
    locationNames: demo.locations.filter((location) => location.siteId === siteId).map((location) => location.name),
  };
}

async function pageText(page: Page): Promise<string> {
  return (await page.content()) + (await page.locator("body").innerText());
}

for (const site of demoSites) {
  test(`${site.slug}: the home page shows its own name and colours`, async ({ page }) => {
    const config = resolveSiteConfig(site.template, site.overrides);
    const response = await page.goto(siteUrl(site.slug));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("site-name")).toHaveText(site.name);
    await expect(page).toHaveTitle(new RegExp(site.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
    await expect(page.getByTestId("site-header")).toHaveCSS("background-color", hexToRgb(config.theme.colors.primary));
    await expect(page.getByTestId("featured-stock").locator("article").first()).toBeVisible();
  });

  test(`${site.slug}: never shows another tenant's name, stock or locations`, async ({ page }) => {
    await page.goto(siteUrl(site.slug));
    const own = tenantMarkers(site.slug);
    const text = await pageText(page);
    // Its own stock and locations are there, so the check below is not passing on an empty page.
    expect(own.stocknums.some((stocknum) => text.includes(stocknum))).toBe(true);

    for (const other of demoSites.filter((candidate) => candidate.slug !== site.slug)) {
      const markers = tenantMarkers(other.slug);
      expect(text, `${other.name} on ${site.slug}`).not.toContain(markers.name);
      for (const stocknum of markers.stocknums) expect(text).not.toContain(stocknum);
      for (const name of markers.locationNames.filter((name) => !own.locationNames.includes(name))) {
        expect(text).not.toContain(name);
      }
    }
  });
}

test("an unknown host gets a plain 404 naming no tenant", async ({ page }) => {
  const response = await page.goto(siteUrl("no-such-dealer"));
  expect(response?.status()).toBe(404);
  const text = await pageText(page);
  for (const site of demoSites) expect(text).not.toContain(site.name);
});

test("a path a site does not have is a 404 inside that site's own shell", async ({ page }) => {
  const response = await page.goto(siteUrl("redgum", "/no-such-page"));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("site-not-found")).toBeVisible();
  await expect(page.getByTestId("site-name")).toHaveText("Redgum Used Cars");
});

test("another tenant's site key in the path does not switch tenant", async ({ page }) => {
  const response = await page.goto(siteUrl("harbourside", "/redgum"));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("site-name")).toHaveText("Harbourside Motors");
  expect(await pageText(page)).not.toContain("Redgum Used Cars");
});

test("a site answers on its custom domain", async ({ page }) => {
  const site = demoSites.find((candidate) => candidate.slug === "harbourside");
  const domain = site?.domains[0];
  expect(domain, "harbourside lists a production domain").toBeTruthy();
  await page.goto(`http://${domain}:${port}/`);
  await expect(page.getByTestId("site-name")).toHaveText("Harbourside Motors");
});

test("the bare localhost lists the six demo sites", async ({ page }) => {
  await page.goto(`http://localhost:${port}/`);
  const list = page.getByTestId("demo-sites");
  for (const site of demoSites) {
    await expect(list.getByRole("link", { name: site.name })).toHaveAttribute(
      "href",
      `http://${site.slug}.localhost:${port}/`,
    );
  }
});

test("the header sticks after 500 px of scrolling without the page jumping", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  const header = page.getByTestId("site-header");
  await expect(header).toHaveAttribute("data-stuck", "false");
  const mainTop = () =>
    page.evaluate(() => (document.querySelector("main")?.getBoundingClientRect().top ?? 0) + scrollY);
  const before = await mainTop();
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(header).toHaveAttribute("data-stuck", "true");
  expect(await mainTop(), "the content keeps its place when the header is pinned").toBe(before);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-stuck", "false");
});

test("group template shows brand grids, stats banners and its disclaimer", async ({ page }) => {
  await page.goto(siteUrl("southern-cross"));
  for (const kind of ["car", "motorcycle", "truck", "own"]) {
    await expect(page.getByTestId(`brand-grid-${kind}`)).toBeVisible();
  }
  await expect(page.getByTestId("stats-banners")).toContainText("50+");
  await expect(page.getByTestId("home-disclaimer")).toBeVisible();
});

test("a masking site hides the phone number until it is clicked", async ({ page }) => {
  await page.goto(siteUrl("redgum"));
  const masked = page.getByRole("button", { name: /Show phone number/ }).first();
  await expect(masked).toContainText("X");
  await masked.click();
  await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
});

test("dropdown menus open on click where the site says click", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  const stock = page.getByRole("button", { name: "Our Stock" });
  await expect(stock).toHaveAttribute("aria-expanded", "false");
  await stock.click();
  await expect(stock).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("link", { name: "Used Cars" }).first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(stock).toHaveAttribute("aria-expanded", "false");
});
