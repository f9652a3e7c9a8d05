import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, signInToConsole, withE2eDatabase } from "./support/console";
import { demo } from "./support/demo";
import { expect, test, type Page } from "./support/test";

// Harbourside's manager opens the service department at Drummoyne in the console's Locations,
// is told inline that a Saturday closing before it opens will not do, sets it to close at 1 pm, adds
// the first public holiday of New South Wales the list offers and a new phone number, and saves. The
// shopper site shows all of it at once (the location tables announce the change on `site_changed`):
// the location's page (hours and holiday hours), the contact page and the footer. A salesperson has
// no Locations at all. The location is put back as it was afterwards, for the other specs.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (path: string) => `http://harbourside.localhost:${port}${path}`;

const harbourside = demo.sites.find((site) => site.slug === "harbourside");
const drummoyne = demo.locations.find(
  (place) => place.siteId === harbourside?.id && place.slug === "drummoyne-service",
);
const newPhone = "(02) 5550 4242";

test.describe.configure({ mode: "serial", timeout: 180_000 });

let addedDate: string | null = null;

test.afterAll(async () => {
  if (!drummoyne) return;
  await withE2eDatabase(async (client) => {
    await client.query("update locations set phone = $1, opening_hours = $2 where id = $3", [
      drummoyne.phone,
      JSON.stringify(drummoyne.openingHours),
      drummoyne.id,
    ]);
    if (addedDate) {
      await client.query("delete from special_hours where location_id = $1 and date = $2", [drummoyne.id, addedDate]);
    }
  });
});

/** Reloads `path` until `check` passes: the page cache empties when the change notice arrives. */
async function eventually(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(siteUrl(path));
    await check();
  }).toPass({ timeout: 30_000 });
}

test("a manager changes the service department's Saturday and adds a public holiday; the site shows them at once", async ({
  page,
  browser,
}) => {
  if (!drummoyne) throw new Error("no Drummoyne in the demo data");
  const manager = demoMember("manager");
  await signInToConsole(page, manager.email, manager.password, manager.totpSecret);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Locations" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Locations");
  const table = page.getByTestId("locations-table");
  await expect(table.getByRole("row").filter({ hasText: drummoyne.name })).toContainText("Service");
  await expectNoSeriousAxeIssues(page, { label: "locations list" });
  await table.getByRole("link", { name: drummoyne.name }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(drummoyne.name);
  await expectNoSeriousAxeIssues(page, { label: "location editor" });

  // A Saturday that closes before it opens is refused beside its cell, and nothing is sent.
  const grid = page.getByTestId("hours-grid");
  await grid.getByLabel("Saturday closes").fill("07:00");
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByText("It must close after it opens (8:00 am).")).toBeVisible();
  await expect(grid.getByLabel("Saturday closes")).toHaveAttribute("aria-invalid", "true");
  await grid.getByLabel("Saturday closes").fill("13:00");

  const offer = page.getByTestId("holiday-offers").getByRole("listitem").first();
  const holiday = (await offer.locator("span").nth(1).textContent())?.trim() ?? "";
  expect(holiday).not.toBe("");
  await offer.getByRole("button", { name: /^Add / }).click();
  // The new row takes the focus on its name, closed for the day.
  const focused = page.locator(":focus");
  await expect(focused).toHaveValue(holiday);
  const row = page.getByTestId("special-day").filter({ has: focused });
  await expect(row.getByRole("checkbox", { name: `${holiday} closed` })).toBeChecked();
  addedDate = await row.locator('input[type="date"]').inputValue();
  expect(addedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await page.getByRole("textbox", { name: "Phone", exact: true }).fill(newPhone);
  await page.getByRole("button", { name: "Save location" }).click();
  await expect(page.getByTestId("saved-note")).toHaveText("Saved. The site shows the change now.");
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue(newPhone);

  const shopper = await (await browser.newContext()).newPage();
  await eventually(shopper, "/locations/drummoyne-service", async () => {
    const hours = shopper.getByTestId("opening-hours");
    await expect(hours.getByRole("row", { name: "Sat 8:00 am – 1:00 pm" })).toBeVisible({ timeout: 2_000 });
    await expect(shopper.getByTestId("location-contact")).toContainText(newPhone, { timeout: 2_000 });
  });
  await shopper.getByRole("button", { name: "View Holiday Hours" }).click();
  const dialog = shopper.getByRole("dialog", { name: `Holiday Hours – ${drummoyne.name}` });
  await expect(dialog.getByRole("row").filter({ hasText: holiday })).toContainText("Closed");

  await eventually(shopper, "/contact-us", async () => {
    await expect(shopper.getByTestId("contact-locations")).toContainText(newPhone, { timeout: 2_000 });
  });
  await expect(shopper.getByTestId("footer-locations")).toContainText(newPhone);
  await shopper.context().close();
});

test("a salesperson has no Locations: not in the header, and the pages answer 404", async ({ page }) => {
  const sales = demoMember("salesperson");
  await signInToConsole(page, sales.email, sales.password, sales.totpSecret);
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Locations" })).toHaveCount(
    0,
  );
  expect((await page.goto(consoleUrl("/locations")))?.status()).toBe(404);
  expect((await page.goto(consoleUrl(`/locations/${drummoyne?.id ?? ""}`)))?.status()).toBe(404);
});
