import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { demo } from "./support/demo";

// The vehicle page's buying buttons: the lead dialogs open by their anchors (a result card's
// "Enquire Now" links to /cars/{slug}#enquire), the phone's sticky bar opens them too, and on a phone
// the buttons come right after the media viewer instead of after every spec table.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

function inStockCar(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  const car = demo.cars.find(
    (candidate) =>
      candidate.siteId === siteId && candidate.showOnDealerWebsite !== false && candidate.status === "in_stock",
  );
  if (!car) throw new Error(`no in-stock demo car on ${slug}`);
  return car;
}

const leadDialog = (page: Page, title: string) =>
  page.getByRole("dialog").filter({ has: page.getByRole("heading", { name: title }) });

test("a result card's Enquire Now opens the enquiry dialog; closing it takes #enquire out of the address", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  const card = page.getByTestId("result-card").first();
  await card.getByRole("link", { name: "Enquire Now" }).click();
  await expect(page).toHaveURL(/\/cars\/[^/#]+#enquire$/);
  const dialog = leadDialog(page, "Enquire about this vehicle");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeVisible();

  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/cars\/[^/#]+$/);
  await page.reload();
  await expect(page.getByTestId("vehicle-page")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("each lead dialog opens by its own anchor, on arrival and when the anchor changes on the page", async ({
  page,
}) => {
  const car = inStockCar("harbourside");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}#test-drive`));
  await expect(leadDialog(page, "Book a Test Drive")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // The page's own address, not Playwright's record of it, which follows a replaceState a moment later.
  await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("");

  for (const [anchor, title] of [
    ["request-photos", "Request More Photos"],
    ["enquire", "Enquire about this vehicle"],
    ["test-drive", "Book a Test Drive"],
  ] as const) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, anchor);
    await expect(leadDialog(page, title)).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The page's own address, not Playwright's record of it, which follows a replaceState a moment later.
    await expect.poll(() => page.evaluate(() => window.location.hash)).toBe("");
  }
});

test("a sold car's page opens 'Find Me Something Similar' by #enquire", async ({ page }) => {
  const siteId = demo.sites.find((site) => site.slug === "harbourside")?.id;
  const sold = demo.cars.find(
    (candidate) =>
      candidate.siteId === siteId && candidate.showOnDealerWebsite !== false && candidate.status === "sold",
  );
  // The demo always lists recently sold cars; a demo without one is a broken fixture, not a pass.
  if (!sold) throw new Error("the harbourside demo has no sold car");
  await page.goto(siteUrl("harbourside", `/cars/${sold.slug}#enquire`));
  const dialog = leadDialog(page, "Enquire about this vehicle");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("textbox", { name: /message|comments/i })).toHaveValue(/similar/i);
  await page.keyboard.press("Escape");
  // The product keeps only that button for a car that is not in stock: no Call, Print or Share beside it.
  const sidebar = page.getByTestId("vehicle-sidebar");
  await expect(sidebar.getByRole("button", { name: "Find Me Something Similar" })).toBeVisible();
  await expect(sidebar.getByRole("link", { name: "Print" })).toHaveCount(0);
  await expect(sidebar.getByText("Share", { exact: true })).toHaveCount(0);
  await expect(sidebar.getByText("Call the Dealer")).toHaveCount(0);
  await expect(sidebar.locator('a[href^="tel:"]')).toHaveCount(0);
});

test.describe("on a phone (390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the buying buttons follow the media viewer, before the spec sections", async ({ page }) => {
    const car = inStockCar("harbourside");
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const sidebar = page.getByTestId("vehicle-sidebar");
    const enquire = sidebar.getByRole("button", { name: "Enquire Now", exact: true });
    const top = async (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
    expect(await top(enquire)).toBeLessThan(1200);
    expect(await top(sidebar)).toBeGreaterThan(await top(page.getByTestId("media-viewer")));
    expect(await top(sidebar)).toBeLessThan(await top(page.getByTestId("all-specifications")));
  });

  test("the sticky bar never covers the viewer's Fullscreen button, and shows once the buttons have scrolled by", async ({
    page,
  }) => {
    const viewportHeight = 844;
    const covered = async (slug: string, where: string) => {
      const fullscreen = page.getByTestId("media-viewer").getByRole("button", { name: "Fullscreen" });
      const button = await fullscreen.boundingBox();
      if (!button) throw new Error("the Fullscreen button has no box");
      const bar = await page.getByTestId("sticky-cta").boundingBox();
      const overlaps =
        bar !== null &&
        button.x < bar.x + bar.width &&
        bar.x < button.x + button.width &&
        button.y < bar.y + bar.height &&
        bar.y < button.y + button.height;
      expect(overlaps, `${slug}, ${where}: Fullscreen ${JSON.stringify(button)}, bar ${JSON.stringify(bar)}`).toBe(
        false,
      );
      return button;
    };
    // The first in-stock car of each demo dealer: their headers differ in height, so the viewer's
    // controls land at different heights.
    let underBar = 0;
    for (const slug of ["harbourside", "redgum", "bayside", "driveflex", "coastal-rv"]) {
      const car = inStockCar(slug);
      await page.goto(siteUrl(slug, `/cars/${car.slug}`));
      const button = await covered(slug, "first view");
      // Where the viewer's controls sit below the bar's band, scroll them into it (20 px above the
      // bottom edge, where any bar is), as a shopper does on the way to them.
      const scrollBy = button.y + button.height + 20 - viewportHeight;
      if (scrollBy > 0) {
        await page.evaluate((y) => window.scrollTo(0, y), scrollBy);
        await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 1, scrollBy);
        await covered(slug, `scrolled ${scrollBy} px`);
      }
      if (button.y + button.height > viewportHeight - 100) underBar += 1;

      // Once the page's own buttons have scrolled by, the bar stands in for them.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(page.getByTestId("sticky-cta").getByRole("link").first()).toBeVisible();
    }
    expect(underBar, "some car's Fullscreen button is where the bar sits").toBeGreaterThan(0);
  });

  test("Reserve is in the first screen and, once the buttons have scrolled by, in the sticky bar", async ({ page }) => {
    const car = demo.cars.find(
      (candidate) =>
        candidate.siteId === demo.sites.find((site) => site.slug === "harbourside")?.id &&
        candidate.showOnDealerWebsite !== false &&
        candidate.status === "in_stock" &&
        candidate.reserved !== true &&
        candidate.checkoutEnabled !== false,
    );
    if (!car) throw new Error("no reservable harbourside car");
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    const reserveHref = `/cars/${car.slug}/checkout`;
    // The first screen, unscrolled: a visible Reserve link that ends above the fold.
    const firstScreen = await page.locator(`a[href="${reserveHref}"]`).evaluateAll((links) =>
      links.some((link) => {
        const box = link.getBoundingClientRect();
        return box.height > 0 && box.bottom <= window.innerHeight;
      }),
    );
    expect(firstScreen, "a Reserve button within the first 844 px").toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const bar = page.getByTestId("sticky-cta");
    await expect(bar.getByRole("link", { name: "Reserve Car Now" })).toHaveAttribute("href", reserveHref);
    await expect(bar.getByRole("link", { name: "Enquire Now" })).toBeVisible();
    await expectNoSeriousAxeIssues(page);
  });

  test("the sticky bar's Enquire Now opens the enquiry dialog", async ({ page }) => {
    const car = inStockCar("harbourside");
    await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId("sticky-cta").getByRole("link", { name: "Enquire Now" }).click();
    await expect(leadDialog(page, "Enquire about this vehicle")).toBeVisible();
  });
});

test("on a desktop the sidebar stays beside the media viewer", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const car = inStockCar("harbourside");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  const viewer = await page.getByTestId("media-viewer").boundingBox();
  const sidebar = await page.getByTestId("vehicle-sidebar").boundingBox();
  if (!viewer || !sidebar) throw new Error("no boxes");
  expect(sidebar.x).toBeGreaterThanOrEqual(viewer.x + viewer.width);
  expect(sidebar.y).toBeLessThan(viewer.y + viewer.height);
});
