import { expect, test } from "./support/test";
import { expectNoSeriousAxeIssues } from "./support/axe";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

test("three cars added to compare from the search fill the tray and the compare page shows them side by side", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  await expect(page.getByRole("region", { name: "Cars to compare" })).toHaveCount(0);

  const cards = page
    .getByTestId("search-results")
    .getByTestId("result-card")
    .filter({
      has: page.getByRole("button", { name: "Add to compare" }),
    });
  const names: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const card = cards.nth(0);
    names.push((await card.getByRole("heading").innerText()).trim());
    await card.getByRole("button", { name: "Add to compare" }).click();
    // The card's toggle now reads 'Remove from compare', so the next unpicked card is first again.
    await expect(page.getByTestId("compare-tray-cars").getByRole("listitem")).toHaveCount(index + 1);
  }

  const tray = page.getByRole("region", { name: "Cars to compare" });
  await expect(tray).toBeVisible();
  await expect(tray.getByRole("link", { name: "Compare (3)" })).toBeVisible();
  await tray.getByRole("link", { name: "Compare (3)" }).click();

  await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+,[^,]+$/);
  const columns = page.getByTestId("compare-column");
  await expect(columns).toHaveCount(3);
  for (const [index, name] of names.entries()) {
    // Card titles are year, make and model; the compare column adds the badge.
    await expect(columns.nth(index)).toContainText(name);
  }
  await expect(page.getByRole("rowheader", { name: /^Price/ })).toBeVisible();
  const differing = page.locator('[data-testid="compare-row"][data-differs="true"]');
  expect(await differing.count()).toBeGreaterThan(0);
  await expect(page.getByTestId("compare-summary")).toContainText("3 cars");

  // Only the differences, then a car removed: the address follows, so it can be shared as shown.
  const allRows = await page.getByTestId("compare-row").count();
  await page.getByRole("checkbox", { name: "Show only differences" }).check();
  await expect(page.locator('[data-testid="compare-row"][data-differs="false"]')).toHaveCount(0);
  expect(await page.getByTestId("compare-row").count()).toBeLessThan(allRows);
  await page.getByRole("button", { name: `Remove ${names[1]}` }).click();
  await expect(columns).toHaveCount(2);
  await expect(page).toHaveURL(/\/compare\?ids=[^,]+,[^,]+$/);

  // The address alone shows the same table, in a browser that picked nothing.
  const shared = page.url();
  const other = await page.context().browser()!.newContext();
  const visitor = await other.newPage();
  await visitor.goto(shared);
  await expect(visitor.getByTestId("compare-column")).toHaveCount(2);
  await other.close();
});

test("the compare table scrolls sideways on a phone with the row names pinned", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const add = page.getByTestId("search-results").getByRole("button", { name: "Add to compare" });
  for (let index = 0; index < 3; index += 1) {
    await add.first().click();
    await expect(page.getByTestId("compare-tray-cars").getByRole("listitem")).toHaveCount(index + 1);
  }
  await page.getByRole("link", { name: "Compare (3)" }).click();
  await expect(page.getByTestId("compare-column")).toHaveCount(3);
  // Two cars side by side in the phone's width, beside the pinned row names.
  const second = await page.getByTestId("compare-column").nth(1).boundingBox();
  expect((second?.x ?? 999) + (second?.width ?? 999)).toBeLessThanOrEqual(390);
  // Every link has a name, the photos' included; and axe finds nothing serious.
  for (const link of await page.getByTestId("compare-table").getByRole("link").all()) {
    expect(
      await link.evaluate((element) => element.textContent?.trim() || element.querySelector("img")?.alt),
    ).toBeTruthy();
  }
  await expectNoSeriousAxeIssues(page);
  const scroller = page.getByTestId("compare-scroll");
  const rowName = page.getByRole("rowheader", { name: /^Price/ });
  const before = await rowName.boundingBox();
  await scroller.evaluate((element) => element.scrollBy({ left: 300 }));
  await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  const after = await rowName.boundingBox();
  expect(after?.x).toBe(before?.x);
  // The page itself does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("a car saved on a site without accounts is listed on /favourites with its price, and can be removed", async ({
  page,
}) => {
  // Redgum keeps saved cars in the browser only (no watchlist accounts): /favourites is its list page.
  await page.goto(siteUrl("redgum", "/favourites"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your watchlist");
  await expect(page.getByText("Your watchlist is empty")).toBeVisible();

  await page.goto(siteUrl("redgum", "/search"));
  const stocknum = await page
    .getByTestId("search-results")
    .getByTestId("result-card")
    .filter({ has: page.getByRole("button", { name: "Save to watchlist" }) })
    .first()
    .getAttribute("data-stocknum");
  const card = page.locator(`[data-testid="result-card"][data-stocknum="${stocknum}"]`);
  // One save control on the card (beside compare), not a favourite and a watchlist button.
  await expect(card.getByRole("button", { name: /watchlist|favourite/i })).toHaveCount(1);
  const name = (await card.getByRole("heading").innerText()).trim();
  const price = (await card.getByTestId("card-price").innerText()).trim();
  await card.getByRole("button", { name: "Save to watchlist" }).click();
  await expect(card.getByRole("button", { name: "Remove from watchlist" })).toBeVisible();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Car Saved In Watchlist");

  // The header's heart counts it and leads to the list page.
  await page.getByRole("link", { name: "Watchlist (1)" }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  const favourite = page.getByTestId("favourite");
  await expect(favourite).toHaveCount(1);
  await expect(favourite).toContainText(name);
  // The price is asked of the server now, not remembered from the card.
  // The asking price leads (a reduced one is followed by its was-price on both).
  await expect(favourite.getByTestId("favourite-price")).toContainText(price.split(/\s/)[0]!);
  await favourite.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page).toHaveURL(/\/cars\//);
  await expect(page.getByRole("button", { name: "Remove from watchlist" })).toBeVisible();

  await page.goto(siteUrl("redgum", "/favourites"));
  await page.getByRole("button", { name: /^Remove / }).click();
  await expect(page.getByText("Your watchlist is empty")).toBeVisible();
});

test("/favourites still answers on sites with accounts: it leads to the site's garage, never a 404", async ({
  page,
}) => {
  for (const [slug, garage] of [
    ["harbourside", "/my-garage"],
    ["southern-cross", "/mymotorama"],
  ] as const) {
    const response = await page.goto(siteUrl(slug, "/favourites"));
    expect(response?.status(), slug).toBe(200);
    await expect(page).toHaveURL(siteUrl(slug, garage));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Garage");
  }
});

test("the vehicle page's compare button opens the tray above the phone's sticky bar", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const href = await page
    .getByTestId("search-results")
    .getByTestId("result-card")
    .filter({ has: page.getByRole("button", { name: "Add to compare" }) })
    .first()
    .getByRole("heading")
    .getByRole("link")
    .getAttribute("href");
  await page.goto(siteUrl("harbourside", href!));
  await page.getByRole("button", { name: "Add to compare" }).first().click();
  const tray = page.getByRole("region", { name: "Cars to compare" });
  await expect(tray).toBeVisible();
  await page.mouse.wheel(0, 2500);
  const bar = page.getByTestId("sticky-cta");
  await expect(bar).toBeVisible();
  await expect
    .poll(async () => {
      const trayBox = await tray.boundingBox();
      const barBox = await bar.boundingBox();
      return trayBox && barBox ? Math.round(trayBox.y + trayBox.height - barBox.y) : null;
    })
    .toBeLessThanOrEqual(0);
});
