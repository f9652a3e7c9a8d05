import { expect, test, type Page } from "./support/test";
import { siteRequest } from "./support/site-request";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId("result-count").innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

test("refining by make and price updates the URL and results, and Back restores them", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const total = await resultCount(page);
  expect(total).toBeGreaterThan(21);
  await expect(page.getByTestId("search-results").getByTestId("result-card")).toHaveCount(21);

  const makes = page.getByTestId("facet-make");
  const toyota = makes.locator("label", { hasText: "Toyota" });
  const toyotaCount = Number((await toyota.locator("span").last().innerText()).trim());
  await toyota.locator("input").check();
  await expect(page).toHaveURL(/make=Toyota/);
  await expect.poll(() => resultCount(page)).toBe(toyotaCount);
  for (const title of await page.getByTestId("result-card").getByRole("heading").allInnerTexts()) {
    expect(title).toContain("Toyota");
  }

  // The price slider runs over the product's range ($5,000 to $250,000 in $500 steps), not from the
  // cheapest to the dearest car in stock.
  const maxPrice = page.getByRole("slider", { name: "Maximum price" });
  await expect(maxPrice).toHaveAttribute("min", "5000");
  await expect(maxPrice).toHaveAttribute("max", "250000");
  await expect(maxPrice).toHaveAttribute("step", "500");
  // Bring the maximum price down with the keyboard (Page Down moves a tenth of the range); the
  // slider applies 400 ms after it stops.
  await maxPrice.focus();
  for (let step = 0; step < 8; step += 1) await maxPrice.press("PageDown");
  await expect(page).toHaveURL(/price=-\d+/);
  const limit = Number(/price=-(\d+)/.exec(page.url())?.[1]);
  await expect.poll(() => resultCount(page)).toBeLessThan(toyotaCount);
  const refined = await resultCount(page);
  expect(refined).toBeGreaterThan(0);
  for (const price of await page.getByTestId("result-card").getByTestId("card-price").allInnerTexts()) {
    // The first amount is the asking price (a reduced price is followed by its was-price).
    const amount = /\$([\d,]+)/.exec(price)?.[1];
    if (amount) expect(Number(amount.replace(/,/g, ""))).toBeLessThanOrEqual(limit);
  }

  await page.goBack();
  await expect(page).not.toHaveURL(/price=/);
  await expect.poll(() => resultCount(page)).toBe(toyotaCount);
  await page.goBack();
  await expect(page).not.toHaveURL(/make=/);
  await expect.poll(() => resultCount(page)).toBe(total);
});

test("a search with no results shows the empty state, and Clear Filters brings the stock back", async ({ page }) => {
  await page.goto(siteUrl("redgum", "/cars/?query=zzqxv"));
  await expect(page.getByTestId("no-results")).toContainText("No Results Available");
  await expect(page.getByTestId("no-results")).toContainText(
    "No results found for your search at this time. Please try adjusting the filters for more results.",
  );
  await page.getByTestId("no-results").getByRole("button", { name: "Clear Filters" }).click();
  await expect(page.getByTestId("search-results").getByTestId("result-card").first()).toBeVisible();
  await expect(page).not.toHaveURL(/query=/);
});

test("text search forgives a typo", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/cars/"));
  await page.getByRole("searchbox").fill("corola");
  await expect(page).toHaveURL(/query=corola/);
  const titles = page.getByTestId("result-card").getByRole("heading");
  await expect(titles.first()).toContainText("Corolla");
});

test("landing paths start refined: type, make and model", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/search/used-cars"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Used Cars");
  for (const status of await page.getByTestId("result-card").locator("p.uppercase").allInnerTexts()) {
    expect(status.toLowerCase()).toContain("used");
  }
  const response = await page.goto(siteUrl("harbourside", "/search/toyota/hilux"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Toyota HiLux");
  const missing = await page.goto(siteUrl("harbourside", "/search/no-such-make"));
  expect(missing?.status()).toBe(404);
});

test("the search API answers bad parameters with a 400 and a message", async () => {
  const cases: [string, RegExp][] = [
    ["?price=cheap", /price must be a range/],
    ["?colour_name=red", /Unknown search parameter/],
    ["?page=999", /past the last page/],
    [`?query=${"x".repeat(120)}`, /at most 100 characters/],
  ];
  for (const [query, message] of cases) {
    const response = await siteRequest("harbourside", `/api/search${query}`);
    expect(response.status, query).toBe(400);
    expect((response.body as { error: string }).error).toMatch(message);
  }
  const ok = await siteRequest("harbourside", "/api/search?make=Toyota&sortBy=lowestPrice");
  expect(ok.status).toBe(200);
  const body = ok.body as { count: number; hits: { make: string }[]; facets: { make: Record<string, number> } };
  expect(body.hits.length).toBeGreaterThan(0);
  expect(body.hits.every((hit) => hit.make === "Toyota")).toBe(true);
  expect(body.facets.make.Toyota).toBe(body.count);

  const unknownSite = await siteRequest("no-such-dealer", "/api/search");
  expect(unknownSite.status).toBe(404);

  const bad = await siteRequest("harbourside", "/api/search/multi", {
    method: "POST",
    json: { queries: [{ filter: "price:10000 TO", limit: 5 }] },
  });
  expect(bad.status).toBe(400);
  const similar = await siteRequest("harbourside", "/api/search/multi", {
    method: "POST",
    json: { queries: [{ filter: "status:in_stock AND price:10000 TO 40000", limit: 6 }] },
  });
  expect(similar.status).toBe(200);
  const hits = (similar.body as { results: { hits: { price: number }[] }[] }).results[0]?.hits ?? [];
  expect(hits.length).toBeGreaterThan(0);
  expect(hits.every((hit) => hit.price >= 10000 && hit.price <= 40000)).toBe(true);
});

test("Clear filters on the special offers page keeps to the offers", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/special-offers"));
  const offers = await resultCount(page);
  expect(offers).toBeGreaterThan(0);
  const maxPrice = page.getByRole("slider", { name: "Maximum price" });
  await maxPrice.focus();
  for (let step = 0; step < 8; step += 1) await maxPrice.press("PageDown");
  await expect(page).toHaveURL(/price=-\d+/);
  await expect.poll(() => resultCount(page)).toBeLessThan(offers);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(siteUrl("harbourside", "/special-offers"));
  await expect(page.getByRole("heading", { name: "Special Offers" })).toBeVisible();
  await expect.poll(() => resultCount(page)).toBe(offers);
});

test("each refinement is one search view (event 49) with the new count", async ({ page }) => {
  const searchViews = () =>
    page.evaluate(() => {
      const layer = (window as { dataLayer?: { event_id?: number; count?: number }[] }).dataLayer ?? [];
      return layer.filter((entry) => entry.event_id === 49).map((entry) => entry.count);
    });
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const total = await resultCount(page);
  await expect.poll(searchViews).toEqual([total]);

  const toyota = page.getByTestId("facet-make").locator("label", { hasText: "Toyota" });
  const toyotaCount = Number((await toyota.locator("span").last().innerText()).trim());
  await toyota.locator("input").check();
  await expect.poll(() => resultCount(page)).toBe(toyotaCount);
  await expect.poll(async () => (await searchViews()).at(-1)).toBe(toyotaCount);
  expect(await searchViews()).toEqual([total, toyotaCount]);
});

test("after the low kms thumb is dragged to the top, a drag brings it back down", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const low = page.getByRole("slider", { name: "Minimum kms" });
  const high = page.getByRole("slider", { name: "Maximum kms" });
  // The browser keeps a range input on its steps, so the top a thumb reaches can sit below `max`.
  const highest = await high.inputValue();

  /** A real mouse drag along the kms slider, from one share of its width to another (0 is the left end). */
  async function drag(from: number, to: number) {
    // Measured afresh each time (the results and the facets above it change once a drag applies), after
    // an instant scroll: the site scrolls smoothly, so a box read during the scroll would be stale.
    await low.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    const box = await low.boundingBox();
    if (!box) throw new Error("The kms slider has no box");
    const thumb = 10; // half the 1.25rem thumb: its centre runs from box.x + 10 to box.x + width - 10
    const x = (share: number) => box.x + thumb + share * (box.width - 2 * thumb);
    const y = box.y + box.height / 2;
    await page.mouse.move(x(from), y);
    await page.mouse.down();
    await page.mouse.move(x(to), y, { steps: 12 });
    await page.mouse.up();
  }

  // Low thumb from the minimum past the top: both thumbs now sit at the maximum.
  await drag(0, 1.05);
  await expect(low).toHaveValue(highest);
  const top = Number(highest);
  await expect(page).toHaveURL(new RegExp(`km=${top}-(&|$)`));

  // Dragging from the shared top position must move the thumb that can move (the low one).
  await drag(1, 0.5);
  await expect.poll(() => Number(/km=(\d+)-/.exec(page.url())?.[1] ?? top)).toBeLessThan(top);
  expect(Number(await low.inputValue())).toBeLessThan(top);
  await expect(high).toHaveValue(highest);
});

test("a used-car dealer's car page breadcrumbs lead to /used-car landings", async ({ page }) => {
  await page.goto(siteUrl("redgum", "/cars/"));
  await page.getByTestId("result-card").first().locator("a").first().click();
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link");
  await expect(crumbs.nth(1)).toBeVisible();
  const hrefs = (await crumbs.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""))).slice(1);
  expect(hrefs.length).toBeGreaterThanOrEqual(3);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/used-car\//);
    const response = await page.goto(siteUrl("redgum", href));
    expect(response?.status(), href).toBe(200);
    await expect(page.getByTestId("search-results").getByTestId("result-card").first()).toBeVisible();
  }
  const response = await page.goto(siteUrl("harbourside", "/used-car/used-cars"));
  expect(response?.status()).toBe(404);
});

test("on a phone, Show Me N Cars closes the filters and lands on the first result", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  await page.getByRole("button", { name: "Filter and sort" }).click();
  const toyota = page.getByTestId("facet-make").locator("label", { hasText: "Toyota" });
  const toyotaCount = Number((await toyota.locator("span").last().innerText()).trim());
  await toyota.locator("input").check();
  await expect.poll(() => resultCount(page)).toBe(toyotaCount);
  await page.getByTestId("show-me-button").click();

  await expect(page.getByTestId("facet-panel")).toBeHidden();
  const first = page.getByTestId("search-results").getByTestId("result-card").first();
  await expect(first).toBeInViewport();
  await expect
    .poll(async () => {
      const card = await first.boundingBox();
      const header = await page.getByTestId("site-header").boundingBox();
      const headerBottom = header ? Math.max(header.y + header.height, 0) : 0;
      return card !== null && card.y >= headerBottom && card.y < 844;
    })
    .toBe(true);
});

test("on a phone the first page builds eight cards at load and the rest as the shopper scrolls to them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const cards = page.getByTestId("search-results").getByTestId("result-card");
  // Hydrated (the filters button answers) and still eight: one column of eight is far below the fold.
  await page.getByRole("button", { name: "Filter and sort" }).click();
  await expect(page.getByTestId("facet-make")).toBeVisible();
  await page.getByRole("button", { name: "Hide filters" }).click();
  // Eight places in the grid (a promotion may take one of them).
  const items = page.getByTestId("search-results").locator(":scope > li");
  await expect(items).toHaveCount(8);
  const shown = await cards.evaluateAll((all) => all.map((card) => card.getAttribute("data-stocknum")));

  await items.nth(7).scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(21);
  // The rest follow the eight in order, and the pages' links stay after the whole grid.
  const all = await cards.evaluateAll((list) => list.map((card) => card.getAttribute("data-stocknum")));
  expect(all.slice(0, shown.length)).toEqual(shown);
  const pages = page.getByRole("navigation", { name: "Pages" });
  const gridBottom = await page.getByTestId("search-results").evaluate((grid) => grid.getBoundingClientRect().bottom);
  const pagesTop = await pages.evaluate((nav) => nav.getBoundingClientRect().top);
  expect(pagesTop).toBeGreaterThan(gridBottom);
});

test("without JavaScript the search page links every car of its first page, the eight cards and the rest", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
    const results = page.locator("section[aria-labelledby='search-title']");
    const carLinks = await results
      .locator("a[href^='/cars/']")
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute("href")))]);
    // The same first page as the search API gives: every one of its cars has a link.
    const firstPage = await siteRequest("harbourside", "/api/search");
    const hits = (firstPage.body as { hits: { slug: string }[] }).hits;
    expect(hits.length).toBeGreaterThan(8);
    for (const hit of hits) expect(carLinks).toContain(`/cars/${hit.slug}`);
    await expect(results.getByRole("heading", { name: "More on this page" })).toBeVisible();
  } finally {
    await context.close();
  }
});

test("on a desktop, the Show Me block covers none of the facets at load", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  await expect(page.getByTestId("show-me-button")).toBeVisible();
  const covered = await page.getByTestId("facet-panel").evaluate((panel) => {
    const controls = [...panel.querySelectorAll<HTMLElement>("[data-testid^='facet-'] input")];
    const blocked: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (y < 0 || y >= window.innerHeight) continue;
      const facet = control.closest("[data-testid^='facet-']");
      const hit = document.elementFromPoint(x, y);
      if (!hit || !facet?.contains(hit)) blocked.push(control.getAttribute("aria-label") ?? control.outerHTML);
    }
    return blocked;
  });
  expect(covered).toEqual([]);
});

test("a category on the special offers narrows the offers: Family offers are Family cars on offer, no more", async ({
  page,
}) => {
  const count = async (query: string) =>
    ((await siteRequest("harbourside", `/api/search?${query}`)).body as { count: number }).count;
  const offers = await count("categories=Special+Offers");
  const family = await count("categories=Family");
  const familyOffers = await count("categories=Special+Offers&categories=Family");
  // The union (every Family car plus every offer) is what a shopper used to get.
  expect(familyOffers).toBeLessThanOrEqual(Math.min(offers, family));
  expect(familyOffers).toBeLessThan(family);

  await page.goto(siteUrl("harbourside", "/special-offers?categories=Family"));
  await expect(page.getByTestId("result-count")).toContainText(String(familyOffers));
});
