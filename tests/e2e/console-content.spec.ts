import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, signInToConsole } from "./support/console";
import { expect, test, waitForHydration, type Page } from "./support/test";

// The console's content room as harbourside's manager meets it (decision 053): a new About-style
// page written in Markdown with its live preview, saved as a draft (the site answers 404), published
// (the site shows it), unpublished (404 again); a hero slide's heading edited, a link to a missing
// page refused inline, and the home page showing the new heading. A salesperson has no Pages.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (path: string) => `http://harbourside.localhost:${port}${path}`;
const manager = demoMember("manager");
const sales = demoMember("salesperson");

test.describe.configure({ mode: "serial", timeout: 180_000 });

/** The shopper site's answer at `path`, polled: a change reaches the site's cached pages within moments. */
async function expectSiteStatus(shopper: Page, path: string, status: number) {
  await expect
    .poll(async () => (await shopper.goto(siteUrl(path)))?.status(), { timeout: 20_000, intervals: [250, 500, 1000] })
    .toBe(status);
}

test("a manager writes a page with a live preview, publishes it to the site and unpublishes it", async ({
  page,
  browser,
}) => {
  const address = `meet-the-team-${Date.now().toString(36)}`;
  await signInToConsole(page, manager.email, manager.password, null);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Pages" }).click();
  await expect(page).toHaveURL(consoleUrl("/pages"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pages");
  await expect(page.getByTestId("pages-table")).toContainText("/about-us");
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("link", { name: "New page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New page");
  await waitForHydration(page);
  await page.getByLabel(/^Title/).fill("Meet the Harbourside Team");
  await page.getByLabel(/^Address/).fill(address);
  await page
    .getByLabel("Text (Markdown)")
    .fill("## Our people\n\nFour decades on Victoria Road, **forty years** of trust.\n\n- Sales\n- Service\n- Finance");
  const preview = page.getByTestId("page-preview");
  await expect(preview.getByTestId("preview-title")).toHaveText("Meet the Harbourside Team");
  await expect(preview.getByRole("heading", { name: "Our people" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("forty years");
  await expect(preview.getByRole("listitem")).toHaveText(["Sales", "Service", "Finance"]);
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page).toHaveURL(/\/pages\/[0-9a-f-]{36}\?saved=created$/);
  await waitForHydration(page);
  await expect(page.getByTestId("saved-note")).toContainText("Saved as a draft");
  await expect(page.getByTestId("page-state")).toHaveText("Not published");
  // The preview shows the saved text too: staff see an unpublished page, shoppers do not.
  await expect(page.getByTestId("page-preview").getByRole("heading", { name: "Our people" })).toBeVisible();

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await expectSiteStatus(shopper, `/${address}`, 404);

  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page).toHaveURL(/\?saved=published$/);
  await waitForHydration(page);
  await expect(page.getByTestId("page-state")).toContainText("Published");
  await expectSiteStatus(shopper, `/${address}`, 200);
  const shown = shopper.getByTestId("content-page");
  await expect(shown.getByRole("heading", { level: 1 })).toHaveText("Meet the Harbourside Team");
  await expect(shown.getByRole("heading", { level: 2, name: "Our people" })).toBeVisible();
  await expect(shown.locator("strong")).toHaveText("forty years");

  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(page).toHaveURL(/\?saved=unpublished$/);
  await expect(page.getByTestId("page-state")).toHaveText("Not published");
  await expectSiteStatus(shopper, `/${address}`, 404);
  await shopperContext.close();
});

test("a manager edits a hero slide's heading, a link to a missing page is refused, and the home page shows it", async ({
  page,
  browser,
}) => {
  await signInToConsole(page, manager.email, manager.password, null);
  await page.goto(consoleUrl("/pages"));
  await page.getByRole("navigation", { name: "Site content" }).getByRole("link", { name: "Hero slides" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hero slides");
  const table = page.getByTestId("slides-table");
  const firstHeading = table.getByRole("row").nth(1).getByRole("link");
  const original = (await firstHeading.textContent())?.trim() ?? "";
  expect(original).not.toBe("");
  await expectNoSeriousAxeIssues(page);

  await firstHeading.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Slide: ${original}`);
  await waitForHydration(page);
  const heading = page.getByLabel(/^Heading/);
  const link = page.getByLabel(/^Link/);
  const linkBefore = await link.inputValue();
  await heading.fill("Hybrids Ready to Drive Away");
  await link.fill("/no-such-page");
  await page.getByRole("button", { name: "Save slide" }).click();
  // Checked in the browser by the server's own rule: the message sits under the field, focus on it.
  await expect(page.getByText("The site has no published page at /no-such-page")).toBeVisible();
  await expect(link).toHaveAttribute("aria-invalid", "true");
  await expect(link).toBeFocused();
  await expectNoSeriousAxeIssues(page);
  await link.fill(linkBefore);
  await page.getByRole("button", { name: "Save slide" }).click();
  await expect(page).toHaveURL(/\/pages\/slides\?site=harbourside&saved=saved$/);
  await expect(table).toContainText("Hybrids Ready to Drive Away");

  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await expect
    .poll(
      async () => {
        await shopper.goto(siteUrl("/"));
        return shopper.getByTestId("home-hero").textContent();
      },
      { timeout: 20_000, intervals: [250, 500, 1000] },
    )
    .toContain("Hybrids Ready to Drive Away");
  await shopperContext.close();

  // Put the demo's heading back for the specs that follow.
  await waitForHydration(page);
  await page.getByRole("link", { name: "Hybrids Ready to Drive Away" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Slide: Hybrids Ready to Drive Away");
  await waitForHydration(page);
  await page.getByLabel(/^Heading/).fill(original);
  await page.getByRole("button", { name: "Save slide" }).click();
  await expect(page).toHaveURL(/saved=saved$/);
  await expect(table).toContainText(original);
});

test("a salesperson has no Pages section, and its address is the console's 404", async ({ page }) => {
  await signInToConsole(page, sales.email, sales.password, sales.totpSecret);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Pages" })).toHaveCount(0);
  const response = await page.goto(consoleUrl("/pages"));
  expect(response?.status()).toBe(404);
});
