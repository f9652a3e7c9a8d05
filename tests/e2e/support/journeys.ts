import type { Locator } from "@playwright/test";
import { expect, type Page } from "./test";
import { expectNoSeriousAxeIssues } from "./axe";
import { demo } from "./demo";

// The steps of the money-making journeys as a shopper takes them, shared by the journey walk
// (journeys-walk.spec.ts). Locators go by role and label, and by what a step shows rather than its
// exact words, so a change of wording on a step changes one helper, not every walk.

const port = Number(process.env.E2E_PORT ?? 3100);
export const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

/** A site's cars on its website. */
export function carsOf(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.cars.filter((car) => car.siteId === siteId && car.showOnDealerWebsite !== false);
}

/**
 * In-stock, priced cars that can be reserved or bought online and take a trade-in, none reserved at
 * seed time. `fromEnd` counts back from the end of the list: other specs take the first and the last.
 */
export function reservableCar(slug: string, fromEnd: number) {
  const cars = carsOf(slug).filter(
    (car) =>
      car.status === "in_stock" &&
      car.reserved !== true &&
      car.checkoutEnabled !== false &&
      car.tradeInAllowed !== false &&
      (car.price ?? 0) > 10_000,
  );
  const car = cars[cars.length - 1 - fromEnd];
  if (!car) throw new Error(`${slug} has fewer than ${fromEnd + 1} cars to reserve`);
  return car;
}

/**
 * What every page and step of a walk must pass: 0 serious or critical axe issues and, on a phone, no
 * sideways scroll. Both are soft, so one step's defect is reported and the walk goes on to the next.
 */
export async function checkStep(page: Page, step: string, phone: boolean): Promise<void> {
  // Every page names itself in the tab (the title can arrive after the content on a client navigation).
  await expect.soft(page, `${step}: the page has a title`).toHaveTitle(/\S/);
  await expectNoSeriousAxeIssues(page, { soft: true, label: step });
  if (phone) {
    const widths = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect
      .soft(widths.scrollWidth, `${step}: the page scrolls sideways at ${widths.innerWidth}px`)
      .toBeLessThanOrEqual(widths.innerWidth);
  }
}

export const shopper = { first: "Jane", last: "Citizen", email: "jane.walk@example.com" };

/** The lead forms' contact fields (the contact page, the vehicle page's dialogs, finance). */
export async function fillLeadContact(scope: Locator, phone: string) {
  await scope.getByRole("textbox", { name: /first name/i }).fill(shopper.first);
  await scope.getByRole("textbox", { name: /last name/i }).fill(shopper.last);
  await scope.getByRole("textbox", { name: /e-?mail/i }).fill(shopper.email);
  await scope.getByRole("textbox", { name: /phone/i }).fill(phone);
}

/** The thank-you page a sent lead ends on: its reference (the one in the address), and what comes next. */
export async function expectLeadSuccess(page: Page) {
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-success")).toContainText("We have received your");
  const lead = new URL(page.url()).searchParams.get("lead") ?? "missing";
  await expect(page.getByTestId("lead-reference")).toHaveText(lead);
  await expect(page.getByTestId("lead-next-step")).not.toBeEmpty();
}

/** The reserve form's details and card. */
export async function fillReserveForm(page: Page, phone: string, cardNumber = "4242 4242 4242 4242") {
  const form = page.getByTestId("reserve-form");
  await form.getByLabel("First name").fill(shopper.first);
  await form.getByLabel("Last name").fill(shopper.last);
  await form.getByLabel("Email").fill(shopper.email);
  await form.getByLabel("Phone").fill(phone);
  await fillCard(form, cardNumber);
}

/** A card form's number, expiry and security code. */
export async function fillCard(scope: Locator | Page, cardNumber = "4242 4242 4242 4242") {
  await scope.getByLabel("Card number").fill(cardNumber);
  await scope.getByLabel("Expiry (MM/YY)").fill("12/30");
  await scope.getByLabel("Security code (CVC)").fill("123");
}

/** The reservation's confirmation as the shopper sees it: the car reserved, its number and the dealer's phone. */
export async function expectReservationConfirmed(page: Page) {
  await expect(page).toHaveURL(/\/checkout\/confirmation\?reservation=/);
  const confirmation = page.getByTestId("reservation-confirmation");
  await expect(confirmation.getByRole("heading", { level: 1 })).toContainText("reserved for you");
  await expect(page.getByTestId("reservation-number")).toHaveText(/\S{6,}/);
  await expect(page.getByTestId("dealer-phone")).toHaveAttribute("href", /^tel:/);
}

/** The trade-in flow's first step: the car by its rego (the demo register's plates, docs/trade-in.md). */
export async function findTradeInCar(page: Page, rego: string, state: string) {
  await page.getByRole("textbox", { name: "Rego", exact: true }).fill(rego);
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption(state);
  await page.getByRole("button", { name: "Find My Car" }).click();
}

/** The condition questions and the answers a walk gives (a tidy car with nothing owing). */
export const conditionAnswers: [question: string, option: string][] = [
  ["Has the car been in an accident or does it have any body damage?", "No"],
  ["Does the car have a service history?", "Full service history"],
  ["What condition are the tyres in?", "Fair: some wear"],
  ["Are any warning lights showing on the dashboard?", "No"],
  ["Has the car been modified from the factory specification?", "No"],
  ["Is there finance owing on the car?", "No"],
];

export async function answerCondition(page: Page) {
  for (const [question, option] of conditionAnswers) {
    await page.getByRole("group", { name: question }).getByRole("radio", { name: option, exact: true }).check();
  }
}

/** The offer step: a price in dollars is shown, with a way to accept it. */
export async function expectTradeInOffer(page: Page) {
  await expect(page.getByTestId("trade-in-offer-price")).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
}

/** The contact fields after accepting an offer. */
export async function fillTradeInDetails(page: Page, phone: string) {
  const flow = page.getByTestId("trade-in-flow");
  await flow.getByRole("textbox", { name: "First Name", exact: true }).fill(shopper.first);
  await flow.getByRole("textbox", { name: "Last Name", exact: true }).fill(shopper.last);
  await flow.getByRole("textbox", { name: "Email", exact: true }).fill(shopper.email);
  await flow.getByRole("textbox", { name: "Phone", exact: true }).fill(phone);
  await flow.getByRole("textbox", { name: "Postcode", exact: true }).fill("2000");
}

/** The button that sends the trade-in details (its wording follows the step the shopper is on). */
export const tradeInSubmit = (page: Page) => page.getByTestId("trade-in-flow").locator('button[type="submit"]').last();

/**
 * A car page's control that saves the car to the list the garage shows (the watchlist; the one place
 * to rename when favourites and the watchlist become one list).
 */
export const saveCarButton = (scope: Locator) => scope.getByRole("button", { name: "Save to watchlist" }).first();

/** The Tab key pressed until `target` has the focus; fails after `limit` presses. Returns the presses. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return presses;
  }
  throw new Error(`${String(target)} not reached in ${limit} presses of Tab`);
}
