import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, signInToConsole } from "./support/console";
import { expect, test, type Page } from "./support/test";

// Onboarding as the platform's operator meets it (decision 049): create "Test Motors" with a
// dealership, a location, the domain testmotors.com.au and a logo; the browser's own check and the
// server's answer land on their fields; the new domain answers at once (the e2e Chromium maps
// *.com.au to this machine) with its home and location pages; pausing shows the holding page (503)
// on every page and the sitemap, resuming brings them back. A manager has no Sites.

const port = Number(process.env.E2E_PORT ?? 3100);
const testMotors = (path: string) => `http://testmotors.com.au:${port}${path}`;

/** A form control by its label, whole (a required field's label ends in an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(?: \\*)?$`));

/** A 1×1 PNG: the smallest logo there is. */
const logoPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function fillSite(page: Page, site: { name: string; domain: string }) {
  await field(page, "Site name").fill(site.name);
  await field(page, "Domain 1").fill(site.domain);
  await field(page, "Dealership name").fill(`${site.name} Parramatta`);
  await field(page, "Location name").fill(`${site.name} Parramatta`);
  await field(page, "Phone").fill("02 9555 0100");
  await field(page, "Street address").fill("12 Church Street");
  await field(page, "Suburb or town").fill("Parramatta");
  await field(page, "State").selectOption("NSW");
  await field(page, "Postcode").fill("2150");
}

test("the operator onboards Test Motors, which answers on its domain at once, then pauses and resumes it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const operator = demoMember("operator");
  await signInToConsole(page, operator.email, operator.password, operator.totpSecret);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Sites" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sites");
  await expect(page.getByTestId("sites-table")).toContainText("Harbourside Motors");
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("link", { name: "New site" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New site");
  await expectNoSeriousAxeIssues(page);

  // Sent empty, the browser's check answers on the fields and focuses the first.
  await page.getByRole("button", { name: "Create site" }).click();
  await expect(page.getByTestId("form-errors")).toContainText("Check the");
  await expect(page.getByText("Enter the site's name.")).toBeVisible();
  await expect(field(page, "Site name")).toBeFocused();
  await expectNoSeriousAxeIssues(page, { label: "new site with messages" });

  await fillSite(page, { name: "Test Motors", domain: "testmotors.com.au" });
  // The slug follows the name.
  await expect(field(page, "Slug")).toHaveValue("test-motors");
  await expect(field(page, "Dealership slug")).toHaveValue("test-motors-parramatta");
  // Yellow under white text cannot be read: the message says so on the text colour's field.
  await field(page, "Main colour").fill("#fde047");
  await page.getByRole("button", { name: "Create site" }).click();
  await expect(page.getByText(/^Text on the main colour has a contrast of 1\.\d:1/)).toBeVisible();
  await field(page, "Main colour").fill("#b91c1c");
  await field(page, "Logo").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logoPng });
  await expect(page.getByTestId("logo-preview")).toBeVisible();
  await page.getByRole("button", { name: "Create site" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Test Motors");
  await expect(page.getByTestId("done")).toHaveText("The site is created and live on its domains.");
  await expect(page.getByTestId("site-status")).toHaveText("Live");
  await expect(page.getByTestId("site-locations")).toContainText("12 Church Street, Parramatta NSW 2150");
  await expectNoSeriousAxeIssues(page);
  const siteUrl = page.url();

  // Its domain answers at once, with its name, logo and colours; its location has its page.
  const site = await page.context().newPage();
  const home = await site.goto(testMotors("/"));
  expect(home?.status()).toBe(200);
  await expect(site.getByTestId("site-name")).toHaveText("Test Motors");
  await expect(site).toHaveTitle(/Test Motors/);
  const logo = site.locator('header img[src^="/media/site-logo/"]').first();
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
  const location = await site.goto(testMotors("/locations/test-motors-parramatta"));
  expect(location?.status()).toBe(200);
  await expect(site.getByRole("heading", { level: 1 })).toHaveText("Test Motors Parramatta");
  await expect(site.getByText("12 Church Street").first()).toBeVisible();

  // The same domain again: the server's answer, on the domain's field.
  await page.goto(consoleUrl("/sites/new"));
  await fillSite(page, { name: "Test Motors Two", domain: "TestMotors.com.au" });
  await page.getByRole("button", { name: "Create site" }).click();
  await expect(page.getByText("testmotors.com.au is already a domain of Test Motors.")).toBeVisible();
  await expect(field(page, "Domain 1")).toHaveAttribute("aria-invalid", "true");

  // Pause, after a confirmation: every page and the sitemap answer 503 with the holding page.
  await page.goto(siteUrl);
  await page.getByRole("button", { name: "Pause site…" }).click();
  const pause = page.getByTestId("confirm-pause");
  await expect(pause).toContainText("HTTP 503");
  await pause.getByRole("button", { name: "Pause the site" }).click();
  await expect(page.getByTestId("done")).toContainText("The site is paused");
  await expect(page.getByTestId("site-status")).toHaveText("Paused");
  await expect(page.getByTestId("site-history")).toContainText(`Paused by`);

  for (const path of ["/", "/locations/test-motors-parramatta", "/search/used-cars"]) {
    const answer = await site.goto(testMotors(path));
    expect(answer?.status(), path).toBe(503);
    expect(answer?.headers()["retry-after"]).toBe("3600");
    expect(answer?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(site.getByRole("heading", { level: 1 })).toHaveText("Test Motors will be back soon");
  }
  await expectNoSeriousAxeIssues(site, { label: "holding page" });
  expect((await site.goto(testMotors("/sitemap.xml")))?.status()).toBe(503);

  // Resume: the pages and the sitemap are back.
  await page.getByRole("button", { name: "Resume site…" }).click();
  await page.getByTestId("confirm-resume").getByRole("button", { name: "Resume the site" }).click();
  await expect(page.getByTestId("site-status")).toHaveText("Live");
  expect((await site.goto(testMotors("/")))?.status()).toBe(200);
  await expect(site.getByTestId("site-name")).toHaveText("Test Motors");
  const sitemap = await site.goto(testMotors("/sitemap.xml"));
  expect(sitemap?.status()).toBe(200);
  expect(await sitemap?.text()).toContain("https://testmotors.com.au/locations/test-motors-parramatta");
});

test("a dealership manager has no Sites: not in the header, and the address is the 404 page", async ({ page }) => {
  const manager = demoMember("manager");
  await signInToConsole(page, manager.email, manager.password, manager.totpSecret);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Sites" })).toHaveCount(0);
  expect((await page.goto(consoleUrl("/sites")))?.status()).toBe(404);
  expect((await page.goto(consoleUrl("/sites/new")))?.status()).toBe(404);
});
