import { expect, test, type Page } from "./support/test";
import { demo } from "./support/demo";

// Similar cars on the vehicle page: loaded only near the screen, from the dealer's own list when the
// car has one (its in-stock cars only), else by price band; a failing list falls back to the search.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

const harbourside = demo.sites.find((site) => site.slug === "harbourside")?.id;
const harboursideCars = demo.cars.filter((car) => car.siteId === harbourside && car.showOnDealerWebsite !== false);
const inStockIds = new Set(harboursideCars.filter((car) => car.status === "in_stock").map((car) => car.id));

/** An in-stock car whose dealer list names at least two cars still in stock. */
const withList = harboursideCars.find(
  (car) => car.status === "in_stock" && (car.similarCarIds ?? []).filter((id) => inStockIds.has(id)).length >= 2,
);
/** An in-stock car without a dealer list. */
const withoutList = harboursideCars.find(
  (car) => car.status === "in_stock" && (car.similarCarIds ?? []).length === 0 && (car.price ?? 0) > 15_000,
);

async function shownSlugs(page: Page): Promise<string[]> {
  const links = page.getByTestId("similar-cars").getByRole("link", { name: "View Details" });
  const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.split("/").pop() ?? "");
}

test("similar cars load only when the shopper scrolls near them, by price band and never the car itself", async ({
  page,
}) => {
  if (!withoutList) throw new Error("the demo has an in-stock car without a dealer list");
  const searches: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/search/multi")) searches.push(request.postData() ?? "");
  });
  await page.goto(siteUrl("harbourside", `/cars/${withoutList.slug}`));
  await expect(page.getByTestId("vehicle-page")).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(searches, "nothing is searched while the section is far below the screen").toEqual([]);

  await page.getByTestId("similar-section").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("similar-cars").getByTestId("result-card").first()).toBeVisible();
  expect(searches.length).toBeGreaterThan(0);
  const slugs = await shownSlugs(page);
  expect(slugs.length).toBeGreaterThan(0);
  expect(slugs.length).toBeLessThanOrEqual(6);
  expect(slugs).not.toContain(withoutList.slug);
  const band = (withoutList.price ?? 0) < 50_000 ? 10_000 : 25_000;
  for (const slug of slugs) {
    const shown = harboursideCars.find((car) => car.slug === slug);
    expect(shown?.status).toBe("in_stock");
    expect(Math.abs((shown?.price ?? 0) - (withoutList.price ?? 0))).toBeLessThanOrEqual(band);
  }
});

test("a car with the dealer's own list shows that list's cars still in stock", async ({ page }) => {
  if (!withList) throw new Error("the demo gives some in-stock cars a dealer list");
  await page.goto(siteUrl("harbourside", `/cars/${withList.slug}`));
  await page.getByTestId("similar-section").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("similar-cars").getByTestId("result-card").first()).toBeVisible();
  const listedSlugs = harboursideCars
    .filter((car) => (withList.similarCarIds ?? []).includes(car.id ?? "") && car.status === "in_stock")
    .map((car) => car.slug);
  expect((await shownSlugs(page)).sort()).toEqual(listedSlugs.slice(0, 6).sort());
});

test("when the dealer's list cannot be fetched, the search-based list shows instead", async ({ page }) => {
  if (!withList) throw new Error("the demo gives some in-stock cars a dealer list");
  await page.route("**/api/cars/*/similar", (route) => route.fulfill({ status: 503, body: "unavailable" }));
  await page.goto(siteUrl("harbourside", `/cars/${withList.slug}`));
  await page.getByTestId("similar-section").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("similar-cars").getByTestId("result-card").first()).toBeVisible();
  const band = (withList.price ?? 0) < 50_000 ? 10_000 : 25_000;
  for (const slug of await shownSlugs(page)) {
    const shown = harboursideCars.find((car) => car.slug === slug);
    expect(Math.abs((shown?.price ?? 0) - (withList.price ?? 0))).toBeLessThanOrEqual(band);
  }
});
