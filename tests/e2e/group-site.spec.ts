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
  const shown = await page.getByTestId("brand-locations").getByTestId("location-card").locator("h3").allInnerTexts();
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

test("a ute brand whose make also sells trucks shows none of the trucks", async ({ page }) => {
  await page.goto(siteUrl("/isuzu-ute/overview"));
  const trucks = demo.cars.filter(
    (car) => car.siteId === siteId && car.make === "Isuzu" && (car.categories ?? []).includes("Trucks"),
  );
  const titles = await page.getByTestId("brand-stock").getByTestId("result-card").locator("h3").allInnerTexts();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    expect(trucks.some((car) => title.includes(car.model))).toBe(false);
  }
  const viewAll = page.getByTestId("brand-stock").getByRole("link", { name: /^View all/ });
  await expect(viewAll).toHaveAttribute("href", /^\/search\/isuzu\?model=/);
});

test("an unknown brand is the site's 404, and one-segment paths still reach the site's own pages", async ({ page }) => {
  const response = await page.goto(siteUrl("/no-such-brand/overview"));
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("site-not-found")).toBeVisible();

  // The [slug] folder has no page of its own: a one-segment path is still the site's own page or its 404.
  const aboutUs = await page.goto(siteUrl("/about-us"));
  expect(aboutUs?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("About");
  const oneSegment = await page.goto(siteUrl("/toyota"));
  expect(oneSegment?.status()).toBe(404);
  await expect(page.getByTestId("site-not-found")).toBeVisible();
  expect((await siteRequest(site, "/toyota/overview/more")).status).toBe(404);
});

test("a site with no brand grids has no /brands page", async () => {
  expect((await siteRequest("harbourside", "/brands")).status).toBe(404);
  expect((await siteRequest("harbourside", "/toyota/overview")).status).toBe(404);
});

test("a model with accessories has an accessories page, linked from the models directory", async ({ page }) => {
  const toyota = demo.manufacturers.find((make) => make.name === "Toyota");
  const listed = (model: string) =>
    demo.cars.some(
      (car) =>
        car.siteId === siteId &&
        car.make === "Toyota" &&
        car.model === model &&
        car.status !== "sold" &&
        car.showOnDealerWebsite !== false,
    );
  const withAccessories = demo.models.find(
    (model) => model.manufacturerId === toyota?.id && (model.accessoriesCount ?? 0) > 0 && listed(model.name),
  );
  const without = demo.models.find(
    (model) => model.manufacturerId === toyota?.id && (model.accessoriesCount ?? 0) === 0 && listed(model.name),
  );
  if (!withAccessories) throw new Error("southern-cross lists no Toyota model with accessories");

  await page.goto(siteUrl(`/models?${new URLSearchParams({ "model.name": withAccessories.name }).toString()}`));
  const link = page
    .getByTestId("directory-results")
    .getByRole("link", { name: `Accessories for the ${withAccessories.name}` });
  await expect(link).toHaveAttribute("href", `/${withAccessories.slug}/accessories`);
  await link.click();
  // Demo mode's stand-in catalogue: the heading and the first lines say it is a sample.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `Toyota ${withAccessories.name} accessories: a sample with invented data`,
  );
  await expect(page.getByTestId("sample-notice")).toContainText("part numbers and prices are invented");
  await expect(page.getByTestId("accessory")).toHaveCount(withAccessories.accessoriesCount ?? 0);
  await expect(page.getByRole("link", { name: "Enquire about accessories" })).toHaveAttribute("href", "/contact-us");

  if (without) {
    expect((await siteRequest(site, `/${without.slug}/accessories`)).status).toBe(404);
    await page.goto(siteUrl(`/models?${new URLSearchParams({ "model.name": without.name }).toString()}`));
    await expect(page.getByTestId("directory-results").getByRole("listitem")).not.toHaveCount(0);
    await expect(page.getByTestId("directory-results").getByRole("link", { name: /^Accessories/ })).toHaveCount(0);
  }
});

test("the footer's payments strip shows the five methods the group takes, each a drawn mark", async ({ page }) => {
  await page.goto(siteUrl("/brands"));
  const strip = page.getByRole("list", { name: "Payments accepted" });
  await expect(strip.getByRole("img")).toHaveCount(5);
  for (const name of ["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]) {
    await expect(strip.getByRole("img", { name, exact: true })).toBeVisible();
  }
});

test("the home page's body-type selector opens the models directory at that body", async ({ page }) => {
  await page.goto(siteUrl("/"));
  const tiles = page.getByTestId("body-type-selector").getByRole("link");
  expect(await tiles.count()).toBeGreaterThan(1);
  const first = tiles.first();
  const href = (await first.getAttribute("href")) ?? "";
  const body = new URL(href, siteUrl("/")).searchParams.get("body");
  expect(href).toMatch(/^\/models\?body=/);
  const models = Number(/(\d+) models?/.exec(await first.innerText())?.[1]);
  await first.click();
  await expect(page).toHaveURL(/\/models\?body=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Models (${models})`);
  for (const line of await page.getByTestId("directory-results").getByRole("listitem").allInnerTexts()) {
    expect(line).toContain(`${body ?? ""} ·`);
  }
});

test("the footer has the group's dealership-name group: its locations with address and phone", async ({ page }) => {
  await page.goto(siteUrl("/"));
  const footer = page.getByTestId("site-footer");
  const group = footer.getByTestId("footer-locations");
  await expect(group.getByRole("heading", { level: 2 })).toHaveText("Southern Cross Auto Group");
  const locations = demo.locations.filter((location) => location.siteId === siteId && location.visible !== false);
  expect(locations.length).toBeGreaterThan(0);
  // Each location with its street, suburb and postcode.
  await expect(group.getByRole("listitem").first()).toContainText(/\d{4}/);
  expect(await group.getByRole("listitem").count()).toBe(
    Math.min(locations.length, 6) + (locations.length > 6 ? 1 : 0),
  );
  if (locations.length > 6) {
    const all = group.getByRole("link", { name: `All ${locations.length} locations` });
    await all.click();
    await expect(page).toHaveURL(siteUrl("/contact-us"));
  }
});

test("a body type's picture answers as /body/{type}.png, the address the product documents name, and as .svg", async ({
  page,
}) => {
  await page.goto(siteUrl("/"));
  for (const [path, type] of [
    ["/body/suv.png", "image/png"],
    ["/body/suv.svg", "image/svg+xml"],
  ] as const) {
    const answer = await page.evaluate(async (address) => {
      const response = await fetch(address);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { status: response.status, type: response.headers.get("content-type"), head: [...bytes.slice(0, 4)] };
    }, path);
    expect(answer.status, path).toBe(200);
    expect(answer.type, path).toContain(type);
    if (type === "image/png") expect(answer.head).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }
});
