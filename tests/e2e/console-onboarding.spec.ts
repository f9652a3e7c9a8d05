import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, lastEmailTo, signInToConsole } from "./support/console";
import { crawlSite } from "./support/link-crawl";
import { expect, test, waitForHydration, type Page } from "./support/test";

// A new dealer's first day, end to end. The platform's operator onboards "Test Motors" (decision
// 049) with a dealership, a location, the domain testmotors.com.au and a logo; the browser's own
// check and the server's answer land on their fields; the new domain answers at once (the e2e
// Chromium maps *.com.au to this machine) with its home and location pages; pausing shows the holding
// page (503) on every page and the sitemap, resuming brings them back. Then the operator invites the
// dealership's marketing manager with the site's settings (decision 054); she sets the theme, the
// Saturday hours and a public holiday, writes an About page and links it from the footer, previews
// the draft, and publishes. The new domain shows exactly that, with no restart; the link crawl passes
// on it; a rollback restores the first version. A manager without the grant has no Sites.

const port = Number(process.env.E2E_PORT ?? 3100);
const testMotors = (path: string) => `http://testmotors.com.au:${port}${path}`;

test.describe.configure({ mode: "serial" });
// A control that never appears fails the step at once, not at the end of the story's time.
test.use({ actionTimeout: 30_000 });

/** A form control by its label, whole (a required field's label ends in an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(?: \\*)?$`));

/** A 1×1 PNG: the smallest logo there is. */
const logoPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The theme's primary colour as the page's site wrapper sets it. */
async function primaryOf(page: Page) {
  const style = (await page.locator("[data-site]").getAttribute("style")) ?? "";
  return /--primary:\s*([^;]+)/.exec(style)?.[1]?.trim();
}

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

test("an invited manager sets Test Motors' theme, hours, a holiday and an About page with its footer link, previews, publishes and rolls back", async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const newPrimary = "#0f4c81";
  const mia = { email: `mia.${Date.now()}@example.com`, name: "Mia Marketing", password: "harbour lantern kettle 42" };

  // The operator invites her as the dealership's manager, with the site's settings.
  const operator = demoMember("operator");
  await signInToConsole(page, operator.email, operator.password, operator.totpSecret);
  await page.goto(consoleUrl("/staff/invite"));
  await waitForHydration(page);
  await page.getByLabel("E-mail address").fill(mia.email);
  await page.getByLabel("Name").fill(mia.name);
  await page.getByLabel("Role").selectOption("manager");
  await page.getByLabel("Dealership").selectOption({ label: "Test Motors Parramatta (Test Motors)" });
  await page.getByLabel("May edit the site's settings").check();
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByTestId("done")).toHaveText("Invitation sent.");
  await expect(
    page.getByText("Dealership manager, Test Motors Parramatta (Test Motors), with the site's settings"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Withdraw site settings" })).toBeVisible();

  let text: string | null = null;
  await expect.poll(async () => (text = await lastEmailTo(mia.email))).not.toBeNull();
  const link = /http:\/\/console\.localhost:\d+\/invite\/[A-Za-z0-9_-]+/.exec(text ?? "")?.[0] ?? "";
  const miaContext = await browser.newContext();
  const console_ = await miaContext.newPage();
  await console_.goto(link);
  await console_.locator("input[name=password]").fill(mia.password);
  await console_.getByLabel("New password again").fill(mia.password);
  await console_.getByRole("button", { name: "Save and sign in" }).click();
  await expect(console_.getByRole("heading", { level: 1 })).toHaveText(`Hello, ${mia.name}`);

  // A shopper on the new domain, in a browser of their own, sees the published site throughout.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(testMotors("/"));
  const publishedPrimary = await primaryOf(shopper);
  expect(publishedPrimary).not.toBe(newPrimary);

  // The theme: a draft.
  await console_.getByRole("link", { name: "Settings of Test Motors" }).click();
  await expect(console_).toHaveURL(/\/sites\/[0-9a-f-]{36}\/settings$/);
  const settingsUrl = console_.url();
  await expect(console_.getByTestId("published-version")).toContainText("Version 1");
  await console_.getByRole("link", { name: "Theme", exact: true }).click();
  await console_.getByLabel("Primary", { exact: true }).fill(newPrimary);
  await expect(console_.getByTestId("contrast-primaryContrast-primary")).toHaveText("Passes");
  await console_.getByRole("button", { name: "Save draft" }).click();
  await expect(console_.getByTestId("saved-note")).toContainText("Saved to the draft");

  // The Saturday hours and the first public holiday the location's state has.
  await console_.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Locations" }).click();
  await console_.getByTestId("locations-table").getByRole("link", { name: "Test Motors Parramatta" }).click();
  await waitForHydration(console_);
  const grid = console_.getByTestId("hours-grid");
  const saturdayClosed = grid.getByRole("checkbox", { name: "Saturday closed" });
  if (await saturdayClosed.isChecked()) await saturdayClosed.uncheck();
  await grid.getByLabel("Saturday opens").fill("09:00");
  await grid.getByLabel("Saturday closes").fill("13:00");
  const offer = console_.getByTestId("holiday-offers").getByRole("listitem").first();
  const holiday = (await offer.locator("span").nth(1).textContent())?.trim() ?? "";
  expect(holiday).not.toBe("");
  await offer.getByRole("button", { name: /^Add / }).click();
  await console_.getByRole("button", { name: "Save location" }).click();
  await expect(console_.getByTestId("saved-note")).toHaveText("Saved. The site shows the change now.");

  // The About page, published.
  await console_.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Pages" }).click();
  await console_.getByRole("link", { name: "New page" }).click();
  await waitForHydration(console_);
  await console_.getByLabel(/^Title/).fill("About Test Motors");
  await console_.getByLabel(/^Address/).fill("about-us");
  await console_
    .getByLabel("Text (Markdown)")
    .fill("## Family owned since 1998\n\nParramatta's friendliest yard, **open Saturdays**.");
  await console_.getByRole("button", { name: "Save draft" }).click();
  await expect(console_).toHaveURL(/\?saved=created$/);
  await waitForHydration(console_);
  await console_.getByRole("button", { name: "Save and publish" }).click();
  await expect(console_).toHaveURL(/\?saved=published$/);

  // The footer link to it: a new group in the draft, checked against the site's pages when saved.
  await console_.goto(settingsUrl);
  await console_.getByRole("link", { name: "Footer", exact: true }).click();
  await expect(console_).toHaveURL(/\/settings\/footer$/);
  await waitForHydration(console_);
  // Each control carries its setting's path: the new group is the list's last item.
  const index = await console_.locator('[data-setting^="footer.groups."][data-setting$=".title"]').count();
  await console_.getByRole("button", { name: "Add to Groups", exact: true }).click();
  const setting = (key: string) => console_.locator(`[data-setting="footer.groups.${index}.${key}"] input`);
  await setting("title").fill("About Test Motors");
  await console_
    .locator("li")
    .filter({ has: setting("title") })
    .getByRole("button", { name: "Add to Links", exact: true })
    .click();
  await setting("links.0.label").fill("About Us");
  const href = setting("links.0.href");
  await href.fill("/about-uss");
  await console_.getByRole("button", { name: "Save draft" }).click();
  await expect(console_.getByText(/no published page at \/about-uss/).first()).toBeVisible();
  await href.fill("/about-us");
  await console_.getByRole("button", { name: "Save draft" }).click();
  await expect(console_.getByTestId("saved-note")).toContainText("Saved to the draft");

  // The preview: the draft on the site's own pages, for her browser only.
  await console_.goto(settingsUrl);
  await expect(console_.getByTestId("draft-changes")).toContainText(
    `changed from "${publishedPrimary}" to "${newPrimary}"`,
  );
  await console_.getByTestId("preview").click();
  await expect(console_.getByTestId("preview-bar")).toContainText("Preview of unpublished changes");
  expect(await primaryOf(console_)).toBe(newPrimary);
  await expect(console_.getByRole("contentinfo").getByRole("link", { name: "About Us" })).toBeVisible();
  await shopper.reload();
  expect(await primaryOf(shopper)).toBe(publishedPrimary);
  await expect(shopper.getByRole("contentinfo").getByRole("link", { name: "About Us" })).toHaveCount(0);

  // Publish: version 2, on the new domain for everyone, with no restart.
  await console_.goto(settingsUrl);
  await console_.getByTestId("publish").click();
  const dialog = console_.getByTestId("publish-dialog");
  await dialog.getByLabel(/What this version changes/).fill("Our colours and the About page");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(console_.getByTestId("published-note")).toContainText("Version 2 is published");
  await expect(async () => {
    await shopper.goto(testMotors("/"));
    expect(await primaryOf(shopper)).toBe(newPrimary);
  }).toPass({ timeout: 20_000 });
  await shopper.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(shopper).toHaveURL(testMotors("/about-us"));
  await expect(shopper.getByTestId("content-page").getByRole("heading", { level: 1 })).toHaveText("About Test Motors");
  await expect(shopper.getByRole("heading", { level: 2, name: "Family owned since 1998" })).toBeVisible();
  await shopper.goto(testMotors("/locations/test-motors-parramatta"));
  await expect(shopper.getByTestId("opening-hours").getByRole("row", { name: "Sat 9:00 am – 1:00 pm" })).toBeVisible();
  await shopper.getByRole("button", { name: "View Holiday Hours" }).click();
  await expect(shopper.getByRole("dialog").getByRole("row").filter({ hasText: holiday })).toContainText("Closed");

  // A link is a promise on the new site too.
  const { seen, broken } = await crawlSite(`testmotors.com.au:${port}`);
  expect(broken, "broken links on testmotors.com.au").toEqual([]);
  expect(seen.has("/about-us")).toBe(true);

  // Roll back to version 1: the first colours and footer again, as version 3.
  await console_.goto(`${settingsUrl}/versions`);
  await console_.getByRole("link", { name: "View or roll back version 1" }).click();
  await console_.getByTestId("rollback").click();
  await console_.getByTestId("rollback-dialog").getByRole("button", { name: "Roll back" }).click();
  await expect(console_.getByTestId("published-note")).toContainText("Version 3 is published");
  await expect(async () => {
    await shopper.goto(testMotors("/"));
    expect(await primaryOf(shopper)).toBe(publishedPrimary);
  }).toPass({ timeout: 20_000 });
  await expect(shopper.getByRole("contentinfo").getByRole("link", { name: "About Us" })).toHaveCount(0);
  await shopperContext.close();
  await miaContext.close();
});

test("a dealership manager has no Sites: not in the header, and the address is the 404 page", async ({ page }) => {
  const manager = demoMember("manager");
  await signInToConsole(page, manager.email, manager.password, manager.totpSecret);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Sites" })).toHaveCount(0);
  expect((await page.goto(consoleUrl("/sites")))?.status()).toBe(404);
  expect((await page.goto(consoleUrl("/sites/new")))?.status()).toBe(404);
});
