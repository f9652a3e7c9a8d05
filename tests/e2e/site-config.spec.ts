import { expect, test } from "./support/test";
import { demoSites } from "@/demo/demo-sites";
import { salesThisMonth } from "@/home/sales-counter";
import { resolveSiteConfig } from "@/sites/resolve-config";

// Site config switches a shopper sees on every page: each test fails when its switch is ignored.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port}${path}`;

test("the footer shows the dealer licence where the dealer has one, and none elsewhere", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  await expect(page.getByTestId("site-footer")).toContainText("Dealer Licence MD 555001");

  await page.goto(siteUrl("coastal-rv"));
  await expect(page.getByTestId("site-footer")).toBeVisible();
  await expect(page.getByTestId("dealer-licence")).toHaveCount(0);
});

test("the payments-accepted strip lists the dealer's own methods, in its order", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  await expect(page.getByRole("list", { name: "Payments accepted" }).getByRole("listitem")).toHaveText([
    "Visa",
    "Mastercard",
    "Apple Pay",
  ]);
});

test("the sales counter shows this month's count where it is switched on, and nowhere else", async ({ page }) => {
  const config = resolveSiteConfig("leisure", demoSites.find((site) => site.slug === "coastal-rv")?.overrides);
  const before = salesThisMonth(new Date(), config.home.salesCounter);
  await page.goto(siteUrl("coastal-rv"));
  const shown = Number((await page.getByTestId("sales-counter-value").innerText()).replace(/,/g, ""));
  const after = salesThisMonth(new Date(), config.home.salesCounter);
  expect(shown).toBeGreaterThanOrEqual(before);
  expect(shown).toBeLessThanOrEqual(after);
  await expect(page.getByTestId("sales-counter")).toContainText("sold this month");

  await page.goto(siteUrl("harbourside"));
  await expect(page.getByTestId("home-hero")).toBeVisible();
  await expect(page.getByTestId("sales-counter")).toHaveCount(0);
});
