import { demoConfig } from "@/finance/test-configs";
import { formatMoney } from "@/platform/format";
import { isListable, normaliseStatus } from "@/stock/listing-rules";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { consoleUrl, demoMember, signInToConsole } from "./support/console";
import { demo } from "./support/demo";
import { expect, test } from "./support/test";

// The stock room as Harbourside Motors' manager: finds a car hidden from the dealer's website and
// reads why, rule by rule; edits a listed car's price, which the shopper's vehicle page shows within
// seconds and the car's price history records; makes a stock API key, which works once and is shown
// once, and revokes it after a confirmation, after which the stock API refuses it.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (path: string) => `http://harbourside.localhost:${port}${path}`;

const rules = demoConfig("harbourside").search.filters;
const now = new Date();
const harbourside = demo.sites.find((site) => site.slug === "harbourside");
const motors = demo.dealerships.find(
  (dealership) => dealership.siteId === harbourside?.id && dealership.slug === "harbourside-motors",
);
const theirs = demo.cars.filter((car) => car.dealershipId === motors?.id);
const candidate = (car: (typeof theirs)[number]) => ({
  status: car.status,
  soldAt: car.soldAt ?? null,
  showOnDealerWebsite: car.showOnDealerWebsite ?? true,
  carType: car.carType,
  certified: car.certified ?? false,
  make: car.make,
  stocknum: car.stocknum,
  createdAt: car.createdAt ?? now,
});
// Hidden by its own switch if a car is; else sold before the recent-sold window.
const hidden =
  theirs.find((car) => car.showOnDealerWebsite === false) ??
  theirs.find((car) => normaliseStatus(car.status) === "sold" && !isListable(candidate(car), rules, now));
// A listed car no checkout spec reserves (checkout is off for it), priced plainly.
const listed = theirs.find(
  (car) =>
    car.status === "in_stock" &&
    car.checkoutEnabled === false &&
    !car.reserved &&
    !car.preorder &&
    car.subscriptionPrice == null &&
    (car.price ?? 0) > 10_000 &&
    isListable(candidate(car), rules, now),
);

test.describe.configure({ timeout: 180_000 });

test("the manager reads why a car is hidden, edits a price the vehicle page then shows, and keeps a stock API key", async ({
  page,
}) => {
  if (!hidden || !listed) throw new Error("harbourside-motors has no hidden or no plainly listed car");
  const oldPrice = listed.price ?? 0;
  const manager = demoMember("manager");
  await signInToConsole(page, manager.email, manager.password, manager.totpSecret);

  // The hidden car, found by the list's own filter and its stock number.
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Stock" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock");
  await expectNoSeriousAxeIssues(page);
  await page.getByLabel("Search", { exact: true }).fill(hidden.stocknum);
  await page.getByLabel("On the website").selectOption("hidden");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/listed=hidden/);
  const hiddenRow = page.getByTestId("stock-table").getByRole("row").filter({ hasText: hidden.stocknum });
  await expect(hiddenRow).toContainText("Hidden");
  await hiddenRow.getByRole("link", { name: hidden.stocknum }).click();
  await expect(page.getByTestId("listing-state")).toHaveText("Hidden");
  const failed = page.locator('[data-testid="listing-verdicts"] li[data-meets="false"]');
  await expect(failed.first()).toHaveText(
    hidden.showOnDealerWebsite === false
      ? /Hidden: show on dealer website is off/
      : new RegExp(`Hidden: sold more than ${rules.recentlySoldDays} days? ago`),
  );
  await expect(page.getByTestId("listing-verdicts")).toContainText("Listed: stock number");
  await expectNoSeriousAxeIssues(page);

  // A listed car's price, edited here and shown on the shopper's vehicle page.
  await page.goto(consoleUrl(`/stock?q=${encodeURIComponent(listed.stocknum)}`));
  await page.getByTestId("stock-table").getByRole("link", { name: listed.stocknum }).click();
  await expect(page.getByTestId("listing-state")).toHaveText("Listed");
  const newPrice = oldPrice - 1_250;
  const price = page.getByLabel("Price (dollars)");
  // The browser checks the field with the feed's own reader before anything is sent.
  await price.fill("call us");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Price must be a number")).toBeVisible();
  await price.fill(String(newPrice));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("saved-note")).toContainText("Saved");
  await expect(page.getByTestId("car-price")).toHaveText(formatMoney(newPrice));
  await expect(page.getByTestId("price-history")).toContainText(formatMoney(oldPrice));
  await expect(page.getByTestId("car-history")).toContainText(`${manager.name} edited (price`);
  await expectNoSeriousAxeIssues(page);

  await page.goto(siteUrl(`/cars/${listed.slug}`));
  await expect
    .poll(
      async () => {
        await page.reload();
        return page.getByTestId("card-price").first().textContent();
      },
      { timeout: 30_000 },
    )
    .toContain(formatMoney(newPrice));

  // The price put back, so the specs after this one that price a car from the seed find the seed's.
  await page.goto(consoleUrl(`/stock?q=${encodeURIComponent(listed.stocknum)}`));
  await page.getByTestId("stock-table").getByRole("link", { name: listed.stocknum }).click();
  await page.getByLabel("Price (dollars)").fill(String(oldPrice));
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("car-price")).toHaveText(formatMoney(oldPrice));

  // A stock API key: made, shown once, working; then revoked after its confirmation.
  await page.goto(consoleUrl("/stock/keys"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock API keys");
  await page.getByRole("textbox", { name: "Name", exact: true }).fill("E2E dealer system");
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-key");
  await expect(shown).toHaveText(/^dsk_\S{43}$/);
  const key = (await shown.textContent())?.trim() ?? "";
  const keyRow = page.getByTestId("keys-table").getByRole("row").filter({ hasText: "E2E dealer system" });
  await expect(keyRow).toContainText(`${key.slice(0, 10)}…`);
  await expect(keyRow).toContainText("Active");
  await expect(page.getByTestId("keys-table")).not.toContainText(key);
  await expectNoSeriousAxeIssues(page);

  const feeds = async () => {
    await page.goto(siteUrl("/"));
    return page.evaluate(
      async (bearer) =>
        (await fetch("/api/stock/harbourside-motors/feeds", { headers: { authorization: `Bearer ${bearer}` } })).status,
      key,
    );
  };
  expect(await feeds()).toBe(200);

  await page.goto(consoleUrl("/stock/keys"));
  await expect(page.getByTestId("new-key")).toHaveCount(0);
  await keyRow.getByRole("button", { name: "Revoke E2E dealer system" }).click();
  const dialog = page.getByTestId("confirm-revoke");
  await expect(dialog).toContainText("stops working at once");
  await expectNoSeriousAxeIssues(page);
  await dialog.getByRole("button", { name: "Revoke the key" }).click();
  await expect(page.getByTestId("saved-note")).toContainText("The key was revoked");
  await expect(keyRow).toContainText("Revoked");
  expect(await feeds()).toBe(401);
});
