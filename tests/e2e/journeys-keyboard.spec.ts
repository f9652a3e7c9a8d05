import type { Locator } from "@playwright/test";
import { expect, test, type Page } from "./support/test";
import { demoConfig } from "@/finance/test-configs";
import { freshPhone } from "./support/sign-in";
import {
  checkStep,
  conditionAnswers,
  expectLeadSuccess,
  expectReservationConfirmed,
  expectTradeInOffer,
  reservableCar,
  shopper,
  siteUrl,
  tabTo,
  tradeInSubmit,
} from "./support/journeys";

// Reserve and the trade-in flow with the keyboard alone (issue 34): Tab to reach each control, Enter
// and Space to use it, the arrow keys in a radio group, and the focus moving on to each new step's
// heading, or to what a step found, so the shopper carries on from there.

test.use({ viewport: { width: 1280, height: 900 } });

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** In a radio group: Tab into it, the arrow keys to the option, Space to choose it. */
async function chooseRadio(page: Page, group: Locator, option: string) {
  await tabTo(page, group.getByRole("radio").first());
  const target = group.getByRole("radio", { name: option, exact: true });
  for (let moves = 0; moves < 8 && !(await target.evaluate((radio) => radio === document.activeElement)); moves += 1) {
    await page.keyboard.press("ArrowDown");
  }
  await page.keyboard.press("Space");
  await expect(target).toBeChecked();
}

test("reserve by keyboard: skip link, Tab to Reserve, the form's errors focused, filled and sent", async ({ page }) => {
  const car = reservableCar("harbourside", 4);
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  // The first Tab reaches the skip link; past the header, Reserve is a few Tabs away.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");
  // The first Reserve link the keyboard meets (the sidebar's); how far it is goes in the report.
  const reserve = page.getByRole("link", { name: demoConfig("harbourside").labels.reserveButton }).first();
  const presses = await tabTo(page, reserve, 40);
  test.info().annotations.push({ type: "Tabs from the skip link to Reserve", description: String(presses) });
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(siteUrl("harbourside", `/cars/${car.slug}/checkout`));

  const form = page.getByTestId("reserve-form");
  await expect(form).toBeVisible();
  // Arrived by the app's own navigation, the keyboard should start at the top of the new page, as
  // after a full load; soft, so the rest of the walk still runs if it does not.
  await page.keyboard.press("Tab");
  await expect
    .soft(page.getByRole("link", { name: "Skip to main content" }), "the reserve page's first Tab is its skip link")
    .toBeFocused();
  // Sent empty: the focus moves to the list of what to fix.
  await tabTo(page, page.getByTestId("reserve-submit"));
  await page.keyboard.press("Enter");
  await expect(form.getByTestId("reserve-alert-error")).toBeFocused();

  await typeInto(page, form.getByLabel("First name"), shopper.first);
  await typeInto(page, form.getByLabel("Last name"), shopper.last);
  await typeInto(page, form.getByLabel("Email"), shopper.email);
  await typeInto(page, form.getByLabel("Phone"), freshPhone());
  await typeInto(page, form.getByLabel("Card number"), "4242424242424242");
  await typeInto(page, form.getByLabel("Expiry (MM/YY)"), "12/30");
  await typeInto(page, form.getByLabel("Security code (CVC)"), "123");
  await tabTo(page, page.getByTestId("reserve-submit"));
  await page.keyboard.press("Enter");
  await expectReservationConfirmed(page);
  await checkStep(page, "reservation confirmation (keyboard)", false);
});

test("the trade-in flow by keyboard: rego, condition by arrow keys, the offer accepted, the details sent", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/trade-in"));
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to main content" })).toBeFocused();
  await page.keyboard.press("Enter");

  await typeInto(page, page.getByRole("textbox", { name: "Rego", exact: true }), "CV21AB");
  const state = page.getByRole("combobox", { name: "State", exact: true });
  await tabTo(page, state);
  await page.keyboard.type("NSW");
  await expect(state).toHaveValue("NSW");
  await tabTo(page, page.getByRole("button", { name: "Find My Car" }));
  await page.keyboard.press("Enter");
  // The focus moves to what the lookup found; the kilometres come next.
  await expect(page.getByTestId("trade-in-found")).toContainText("Ford Ranger");
  await expect(page.getByTestId("trade-in-lookup")).toBeFocused();
  await typeInto(page, page.getByRole("textbox", { name: "Kilometres", exact: true }), "45000");
  await tabTo(page, page.getByRole("button", { name: "Next: Condition" }));
  await page.keyboard.press("Enter");

  const step = page.getByTestId("trade-in-step");
  await expect(step).toHaveText("Condition");
  await expect(step).toBeFocused();
  for (const [question, option] of conditionAnswers) {
    await chooseRadio(page, page.getByRole("group", { name: question }), option);
  }
  await tabTo(page, page.getByRole("button", { name: "Next: See My Offer" }));
  await page.keyboard.press("Space");

  await expectTradeInOffer(page);
  await expect(step).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: /^Accept/ }));
  await page.keyboard.press("Enter");

  await expect(step).toHaveText("Your details");
  await expect(step).toBeFocused();
  const flow = page.getByTestId("trade-in-flow");
  await typeInto(page, flow.getByRole("textbox", { name: "First Name", exact: true }), shopper.first);
  await typeInto(page, flow.getByRole("textbox", { name: "Last Name", exact: true }), shopper.last);
  await typeInto(page, flow.getByRole("textbox", { name: "Email", exact: true }), shopper.email);
  await typeInto(page, flow.getByRole("textbox", { name: "Phone", exact: true }), freshPhone());
  await typeInto(page, flow.getByRole("textbox", { name: "Postcode", exact: true }), "2000");
  await tabTo(page, tradeInSubmit(page));
  await page.keyboard.press("Enter");
  await expectLeadSuccess(page);
});
