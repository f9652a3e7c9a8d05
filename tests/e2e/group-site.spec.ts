import { expect, test, type Page } from "./support/test";
import { siteRequest } from "./support/site-request";
import { demo } from "./support/demo";

// The group site (southern-cross): its brands page, a page per brand, and the links between them.

const port = Number(process.env.E2E_PORT ?? 3100);
const site = "southern-cross";
const siteUrl = (path: string) => `http://${site}.localhost:${port}${path}`;

const siteId = demo.sites.find((candidate) => candidate.slug === site)?.id;
const brands = demo.brandEntries.filter((brand) => brand.siteId === siteId);
const gridKinds = ["car", "motorcycle", "truck", "own"] as const;

async function brandTileHrefs(page: Page): Promise<string[]> {
  const hrefs: string[] = [];
  for (const kind of gridKinds) {
    for (const href of await page
      .getByTestId(`brand-grid-${kind}`)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))) {
      hrefs.push(href);
    }
  }
  return hrefs;
}

test("/brands lists the car, motorcycle, truck and own brand grids, a tile per brand", async ({ page }) => {
  const response = await page.goto(siteUrl("/brands"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Brands");
  for (const kind of gridKinds) {
    const titles = brands.filter((brand) => brand.kind === kind).map((brand) => brand.title);
    expect(titles.length).toBeGreaterThan(0);
    await expect(page.getByTestId(`brand-grid-${kind}`).getByRole("listitem")).toHaveText(titles);
  }
});

test("every brand tile on the home page and /brands answers 200: an overview, or the search for a brand without a page", async ({
  page,
}) => {
  for (const path of ["/", "/brands"]) {
    await page.goto(siteUrl(path));
    const hrefs = await brandTileHrefs(page);
    expect(hrefs).toHaveLength(brands.length);
    for (const brand of brands) {
      const expected = brand.skipPage ? expect.stringMatching(/^\/search\//) : `/${brand.slug}/overview`;
      expect(hrefs).toContainEqual(expected);
    }
    for (const href of hrefs) {
      expect((await siteRequest(site, href)).status, `${path} → ${href}`).toBe(200);
    }
  }
});

test("a brand overview shows the brand's banner, its stock through the search, and the locations that sell it", async ({
  page,
}) => {
  const brand = brands.find((candidate) => candidate.slug === "toyota");
  if (!brand) throw new Error("southern-cross has no Toyota brand entry");
  await page.goto(siteUrl("/toyota/overview"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota");
  await expect(page.getByTestId("brand-description")).toHaveText(brand.description);

  const stock = page.getByTestId("brand-stock");
  const cards = stock.getByTestId("result-card");
  await expect(cards.first()).toBeVisible();
  for (const title of await cards.locator("h3").allInnerTexts()) expect(title).toContain("Toyota");
  const viewAll = stock.getByRole("link", { name: /^View all \d+ Toyota/ });
  await expect(viewAll).toHaveAttribute("href", "/search/toyota");
  const listed = Number(/View all (\d+)/.exec(await viewAll.innerText())?.[1]);
  await viewAll.click();
  await expect(page).toHaveURL(/\/search\/toyota$/);
  await expect
    .poll(async () => Number((await page.getByTestId("result-count").innerText()).replace(/[^\d]/g, "")))
    .toBe(listed);

  await page.goto(siteUrl("/toyota/overview"));
  const selling = demo.locations
    .filter((location) => location.siteId === siteId && location.visible !== false)
    .filter((location) => (location.manufacturers ?? []).includes("Toyota"))
    .map((location) => location.name)
    .sort();
  expect(selling.length).toBeGreaterThan(0);
  const shown = await page.getByTestId("brand-location").locator("h3").allInnerTexts();
  expect(shown.sort()).toEqual(selling);
});

test("a truck brand whose make also sells utes shows only its trucks", async ({ page }) => {
  await page.goto(siteUrl("/isuzu-trucks/overview"));
  const viewAll = page.getByTestId("brand-stock").getByRole("link", { name: /^View all/ });
  await expect(viewAll).toHaveAttribute("href", "/search/isuzu?categories=Trucks");
  const trucks = demo.cars.filter(
    (car) => car.siteId === siteId && car.make === "Isuzu" && (car.categories ?? []).includes("Trucks"),
  );
  for (const title of await page.getByTestId("brand-stock").getByTestId("result-card").locator("h3").allInnerTexts()) {
    expect(trucks.some((car) => title.includes(car.model))).toBe(true);
  }
});

test("an unknown brand is the site's 404, and one-segment paths still reach the site's own pages", async ({ page }) => {
  const response = await page.goto(siteUrl("/no-such-brand/overview"));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("site-not-found")).toBeVisible();

  const oneSegment = await page.goto(siteUrl("/toyota"));
  expect(oneSegment?.status()).toBe(404);
  await expect(page.getByTestId("site-not-found")).toBeVisible();
  expect((await siteRequest(site, "/toyota/overview/more")).status).toBe(404);
});

test("a site with no brand grids has no /brands page", async () => {
  expect((await siteRequest("harbourside", "/brands")).status).toBe(404);
  expect((await siteRequest("harbourside", "/toyota/overview")).status).toBe(404);
});
