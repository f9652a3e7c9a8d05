import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, signInToConsole } from "./support/console";
import { demo } from "./support/demo";
import { expect, test, type Page } from "./support/test";

// The settings editor (decision 050): the group admin changes a label and a colour in a draft,
// previews the draft on harbourside's own pages with the preview bar while a shopper in another
// browser still sees the published site, publishes it (the shopper then sees it too), and rolls it
// back. A manager reads the settings without a way to change them; a salesperson has none.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (path: string) => `http://harbourside.localhost:${port}${path}`;
const harbourside = demo.sites.find((site) => site.slug === "harbourside");
if (!harbourside?.id) throw new Error("no harbourside in the demo data");
const settings = `/sites/${harbourside.id}/settings`;

const newLabel = "See This Car";
const newPrimary = "#7a1f1f";

test.describe.configure({ mode: "serial", timeout: 240_000 });

/** What a visitor's page shows: the card button's words and the theme's primary colour. */
async function shown(page: Page) {
  return {
    bar: await page.getByTestId("preview-bar").count(),
    label: (await page.locator('[data-button="view-details"]').first().textContent())?.trim(),
    primary: /--primary:\s*([^;]+)/.exec((await page.locator("[data-site]").getAttribute("style")) ?? "")?.[1]?.trim(),
  };
}

test("a group admin drafts, previews, publishes and rolls back harbourside's settings", async ({ page, browser }) => {
  const admin = demoMember("group_admin");
  await signInToConsole(page, admin.email, admin.password, admin.totpSecret);
  await page.getByRole("link", { name: "Settings of Harbourside Motors" }).click();
  await expect(page).toHaveURL(consoleUrl(settings));
  await expect(page.getByTestId("published-version")).toContainText("Version 1");
  await expectNoSeriousAxeIssues(page, { label: "settings" });

  // A shopper, in a browser of their own, on the published site.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await shopper.goto(siteUrl("/"));
  const published = await shown(shopper);
  expect(published).toMatchObject({ bar: 0, label: "View Details" });
  expect(published.primary).not.toBe(newPrimary);

  // A label, with the schema's own message while it is blank.
  await page.getByRole("link", { name: "Labels", exact: true }).click();
  const label = page.getByLabel("View details button", { exact: true });
  await label.fill(" ");
  await expect(page.getByTestId("setting-error").first()).toHaveText("Must not be blank");
  await label.fill(newLabel);
  await expect(page.getByTestId("setting-error")).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("saved-note")).toContainText("Saved to the draft");

  // A colour, with its contrast worked out as it is typed.
  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await page.getByRole("link", { name: "Theme", exact: true }).click();
  const primary = page.getByLabel("Primary", { exact: true });
  await primary.fill("#eeeeee");
  await expect(page.getByTestId("contrast-primaryContrast-primary")).toContainText("Below 4.5:1");
  await expect(page.getByTestId("setting-error").first()).toContainText("text needs at least 4.5:1");
  await primary.fill(newPrimary);
  await expect(page.getByTestId("contrast-primaryContrast-primary")).toHaveText("Passes");
  await expectNoSeriousAxeIssues(page, { label: "theme settings" });
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByTestId("saved-note")).toBeVisible();

  await page.goto(consoleUrl(settings));
  const changes = page.getByTestId("draft-changes");
  await expect(changes).toContainText(`Labels › View details button changed from "View Details" to "${newLabel}"`);
  await expect(changes).toContainText(
    `Theme › Colours › Primary changed from "${published.primary}" to "${newPrimary}"`,
  );

  // The preview: harbourside's own pages, with the draft and the bar, for this browser only.
  await page.getByTestId("preview").click();
  await expect(page).toHaveURL(siteUrl("/"));
  await expect(page.getByTestId("preview-bar")).toContainText("Preview of unpublished changes");
  expect(await shown(page)).toMatchObject({ bar: 1, label: newLabel, primary: newPrimary });
  await shopper.reload();
  expect(await shown(shopper)).toEqual(published);

  // Publish, with a note: every shopper gets it.
  await page.goto(consoleUrl(settings));
  await page.getByTestId("publish").click();
  const dialog = page.getByTestId("publish-dialog");
  await expect(dialog).toContainText(`Labels › View details button changed`);
  await dialog.getByLabel(/What this version changes/).fill("Darker red and a friendlier button");
  await dialog.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByTestId("published-note")).toContainText("Version 2 is published");
  await expect(page.getByTestId("versions")).toContainText("Darker red and a friendlier button");
  await expect(async () => {
    await shopper.reload();
    expect(await shown(shopper)).toMatchObject({ bar: 0, label: newLabel, primary: newPrimary });
  }).toPass({ timeout: 20_000 });

  // Roll back to version 1: a new version with the first settings.
  await page.getByRole("link", { name: "View or roll back version 1" }).click();
  await expect(page.getByTestId("rollback-changes")).toContainText(`changed from "${newLabel}" to "View Details"`);
  await page.getByTestId("rollback").click();
  await page.getByTestId("rollback-dialog").getByRole("button", { name: "Roll back" }).click();
  await expect(page.getByTestId("published-note")).toContainText("Version 3 is published");
  await expect(async () => {
    await shopper.reload();
    expect(await shown(shopper)).toEqual(published);
  }).toPass({ timeout: 20_000 });
  await shopperContext.close();
});

test("a manager reads the settings without a way to change them; a salesperson does not see them", async ({ page }) => {
  const manager = demoMember("manager");
  await signInToConsole(page, manager.email, manager.password, manager.totpSecret);
  await page.goto(consoleUrl(`${settings}/labels`));
  await expect(page.getByLabel("View details button", { exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save draft" })).toHaveCount(0);
  await page.goto(consoleUrl(settings));
  await expect(page.getByTestId("read-only-note")).toBeVisible();
  await expect(page.getByTestId("publish")).toHaveCount(0);

  const sales = demoMember("salesperson");
  await page.context().clearCookies();
  await signInToConsole(page, sales.email, sales.password, sales.totpSecret);
  await expect(page.getByRole("link", { name: /^Settings of/ })).toHaveCount(0);
  const answer = await page.goto(consoleUrl(settings));
  expect(answer?.status()).toBe(404);
});
