import { demoStaff } from "@/console/demo-staff";
import { demoConfig } from "@/finance/test-configs";
import { formatMoney } from "@/platform/format";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { demo } from "./support/demo";
import { expect, test, type Page } from "./support/test";

// A shopper reserves a harbourside car with the local card processor; the dealership's manager
// finds it in the console's Reservations, confirms the capture in its dialog (which names the amount
// and the shopper), and the state, the history and the shopper's e-mail follow. A second reservation
// is captured and refunded with the keyboard alone.
//
// Cars from the middle of harbourside's reservable stock: other specs take the first and the last.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;
const consoleUrl = (path: string) => `http://console.localhost:${port}${path}`;

const harboursideId = demo.sites.find((site) => site.slug === "harbourside")?.id;
const reservable = demo.cars.filter(
  (car) =>
    car.siteId === harboursideId &&
    car.showOnDealerWebsite !== false &&
    car.status === "in_stock" &&
    car.reserved !== true &&
    car.checkoutEnabled !== false,
);
const deposit = formatMoney(demoConfig("harbourside").checkout.depositAmount);
const manager = demoStaff.find((member) => member.role === "manager")!;

// Each test signs in, reserves and checks five pages with axe: more than the default minute on a busy machine.
test.describe.configure({ mode: "serial", timeout: 180_000 });

async function reserve(page: Page, carIndex: number, shopper: { name: string; last: string; email: string }) {
  const car = reservable[carIndex];
  if (!car) throw new Error(`harbourside has fewer than ${carIndex + 1} reservable cars`);
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}/checkout`));
  const form = page.getByTestId("reserve-form");
  await form.getByLabel("First name").fill(shopper.name);
  await form.getByLabel("Last name").fill(shopper.last);
  await form.getByLabel("Email").fill(shopper.email);
  await form.getByLabel("Phone").fill("0412 345 678");
  await form.getByLabel("Card number").fill("4242 4242 4242 4242");
  await form.getByLabel("Expiry (MM/YY)").fill("12/30");
  await form.getByLabel("Security code (CVC)").fill("123");
  await page.getByTestId("reserve-submit").click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?reservation=/);
  return (await page.getByTestId("reservation-number").textContent())?.trim() ?? "";
}

async function signInAsManager(page: Page) {
  await page.goto(consoleUrl("/sign-in"));
  await page.getByLabel("E-mail address").fill(manager.email);
  await page.getByLabel("Password").fill(manager.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(consoleUrl("/"));
}

test("the manager finds a new reservation in the list and captures its deposit after confirming", async ({
  page,
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const number = await reserve(await shopperContext.newPage(), 5, {
    name: "Casey",
    last: "Capture",
    email: "casey.capture@example.com",
  });
  await shopperContext.close();
  expect(number).toMatch(/^RS-[0-9A-F]{8}$/);

  await signInAsManager(page);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Reservations" }).click();
  await expect(page).toHaveURL(consoleUrl("/reservations"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reservations");
  const row = page.getByTestId("reservations-table").getByRole("row").filter({ hasText: number });
  await expect(row).toContainText("Casey Capture");
  await expect(row).toContainText(deposit);
  await expect(row).toContainText("Held");
  await expectNoSeriousAxeIssues(page);

  // The state filter: a held reservation is not among the taken deposits.
  await page.getByLabel("State").selectOption("captured");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/state=captured/);
  await expect(page.getByTestId("reservations-table").getByRole("row").filter({ hasText: number })).toHaveCount(0);
  await page.getByRole("link", { name: "Clear filters" }).click();

  await page.getByRole("link", { name: number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reservation ${number}`);
  await expect(page.getByTestId("reservation-state")).toHaveText("Held");
  await expectNoSeriousAxeIssues(page);

  await page.getByRole("button", { name: "Capture deposit" }).click();
  const dialog = page.getByTestId("confirm-capture");
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(deposit);
  await expect(dialog).toContainText("Casey Capture (casey.capture@example.com)");
  await expectNoSeriousAxeIssues(page);
  // Going back moves nothing.
  await dialog.getByRole("button", { name: "Go back" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId("reservation-state")).toHaveText("Held");

  await page.getByRole("button", { name: "Capture deposit" }).click();
  await dialog.getByRole("button", { name: `Capture ${deposit}` }).click();
  await expect(page.getByTestId("moved-note")).toContainText("The deposit was taken");
  await expect(page.getByTestId("reservation-state")).toHaveText("Deposit taken");
  await expect(page.getByTestId("reservation-history")).toContainText(
    `${manager.name} moved it from held to deposit taken`,
  );
  // Capture is done; a taken deposit can be refunded, not cancelled.
  await expect(page.getByRole("button", { name: "Capture deposit" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Refund deposit" })).toBeVisible();
  await expectNoSeriousAxeIssues(page);

  // The other two lists open, with their own notes.
  await page.goto(consoleUrl("/reservations/journeys"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buy-online journeys");
  await expectNoSeriousAxeIssues(page);
  await page.goto(consoleUrl("/reservations/payments"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Online payments");
  await expect(page.getByTestId("online-payments-note")).toContainText("cannot refund");
  await expectNoSeriousAxeIssues(page);
});

test("with the keyboard alone, the manager captures a second reservation and refunds it", async ({ page, browser }) => {
  const shopperContext = await browser.newContext();
  const number = await reserve(await shopperContext.newPage(), 6, {
    name: "Riley",
    last: "Refund",
    email: "riley.refund@example.com",
  });
  await shopperContext.close();

  await signInAsManager(page);
  await page.goto(consoleUrl("/reservations"));
  // Tab to the reservation's link and open it.
  const link = page.getByRole("link", { name: number });
  for (let presses = 0; presses < 60; presses += 1) {
    if (await link.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press("Tab");
  }
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Reservation ${number}`);

  async function confirmByKeyboard(open: string, confirm: string) {
    const button = page.getByRole("button", { name: open });
    for (let presses = 0; presses < 60; presses += 1) {
      if (await button.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(button).toBeFocused();
    await page.keyboard.press("Enter");
    const confirmButton = page.getByRole("button", { name: confirm });
    await expect(confirmButton).toBeVisible();
    for (let presses = 0; presses < 6; presses += 1) {
      if (await confirmButton.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(confirmButton).toBeFocused();
    await page.keyboard.press("Enter");
  }

  await confirmByKeyboard("Capture deposit", `Capture ${deposit}`);
  await expect(page.getByTestId("reservation-state")).toHaveText("Deposit taken");
  await confirmByKeyboard("Refund deposit", `Refund ${deposit}`);
  await expect(page.getByTestId("moved-note")).toContainText("The deposit was refunded");
  await expect(page.getByTestId("reservation-state")).toHaveText("Refunded");
  await expect(page.getByTestId("reservation-history").getByRole("listitem")).toHaveCount(2);
  await expectNoSeriousAxeIssues(page);

  // In the list it reads refunded, and the car is for sale again.
  await page.goto(consoleUrl("/reservations?state=refunded"));
  await expect(page.getByTestId("reservations-table").getByRole("row").filter({ hasText: number })).toContainText(
    "Refunded",
  );
});
