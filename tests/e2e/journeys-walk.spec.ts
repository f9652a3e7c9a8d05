import { expect, test, type Page } from "./support/test";
import { demoConfig } from "@/finance/test-configs";
import { freshPhone, signInOnPage } from "./support/sign-in";
import {
  answerCondition,
  carsOf,
  checkStep,
  expectLeadSuccess,
  expectReservationConfirmed,
  expectTradeInOffer,
  fillCard,
  fillLeadContact,
  fillReserveForm,
  fillTradeInDetails,
  findTradeInCar,
  reservableCar,
  saveCarButton,
  shopper,
  siteUrl,
  tradeInSubmit,
} from "./support/journeys";

// Every money-making journey walked to its end as a shopper sees it (issue 34), once at 1280 x 900 and
// once on a 390 x 844 touch phone: axe on every page and step reached (0 serious or critical issues)
// and, on the phone, no page that scrolls sideways. Each journey is a test of its own, so one defect
// does not hide the others; each step's checks are soft, so a walk reports every defect it meets.
// The keyboard-only walks of reserve and the trade-in flow are in journeys-keyboard.spec.ts.

// A walk scans up to nine pages with axe, a few seconds each on a busy machine: more than the
// suite's default minute.
test.describe.configure({ timeout: 150_000 });

const widths = [
  { name: "1280 px", phone: false, use: { viewport: { width: 1280, height: 900 } } },
  {
    name: "390 px touch phone",
    phone: true,
    use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  },
] as const;

const garagePath = demoConfig("harbourside").signIn.garagePath;

/** A link of the header's account menu: beside the logo on a desktop, in the menu's drawer on a phone. */
async function openAccountLink(page: Page, phone: boolean, name: string) {
  if (phone) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("link", { name, exact: true }).filter({ visible: true }).click();
}

const inStock = (slug: string) => carsOf(slug).filter((car) => car.status === "in_stock");

/** The buy-online wizard's next step: its heading shown, and the keyboard's focus on it. */
async function continueTo(page: Page, title: string, button: string | RegExp = "Continue") {
  await page.getByRole("button", { name: button }).click();
  const heading = page.getByRole("heading", { level: 2, name: title });
  await expect(heading).toBeVisible();
  await expect(heading).toBeFocused();
}

for (const [index, width] of widths.entries()) {
  const { phone } = width;
  const check = (page: Page, step: string) => checkStep(page, `${step} at ${width.name}`, phone);

  test.describe(`journeys at ${width.name}`, () => {
    test.use(width.use);

    test("vehicle enquiry: the car's Enquire Now to /success with its reference", async ({ page }) => {
      const car = inStock("harbourside")[3 + index]!;
      await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
      await check(page, "vehicle page");
      await page.getByTestId("vehicle-sidebar").getByRole("button", { name: "Enquire Now", exact: true }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeVisible();
      await check(page, "enquiry dialog");
      await fillLeadContact(dialog, freshPhone());
      const message = dialog.getByRole("textbox", { name: /message|comments/i });
      if ((await message.inputValue()) === "") await message.fill("Is this car still available?");
      await dialog.getByRole("button", { name: /send enquiry/i }).click();
      await expectLeadSuccess(page);
      await expect(page.getByTestId("lead-car").getByRole("link")).toHaveAttribute("href", `/cars/${car.slug}`);
      await check(page, "enquiry success");
    });

    test("test drive booking: the car's Book a Test Drive at an offered time, to /success", async ({ page }) => {
      const car = inStock("harbourside")[5 + index]!;
      await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
      await page.getByTestId("vehicle-sidebar").getByRole("button", { name: "Book a Test Drive" }).click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("textbox", { name: /first name/i })).toBeVisible();
      await check(page, "test drive dialog");
      await fillLeadContact(dialog, freshPhone());
      const day = dialog.getByRole("combobox", { name: "Day", exact: true });
      await day.selectOption((await day.locator("option").nth(1).getAttribute("value")) ?? "");
      await expect(dialog.getByRole("combobox", { name: "Time", exact: true })).toBeEnabled();
      await dialog.getByRole("button", { name: /book test drive/i }).click();
      await expectLeadSuccess(page);
      await expect(page.getByTestId("lead-success")).toContainText("test drive");
      await check(page, "test drive success");
    });

    test("reserve online: the car's Reserve button, the deposit paid, the confirmation and the car now the shopper's", async ({
      page,
    }) => {
      const car = reservableCar("harbourside", 2 + index);
      await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
      await check(page, "vehicle page");
      await page
        .getByRole("region", { name: "Reserve Online" })
        .getByRole("link", { name: demoConfig("harbourside").labels.reserveButton })
        .click();
      await expect(page).toHaveURL(siteUrl("harbourside", `/cars/${car.slug}/checkout`));
      await expect(page.getByTestId("reserve-form")).toBeVisible();
      await check(page, "reserve page");
      await page.getByTestId("reserve-submit").click();
      await expect(page.getByTestId("reserve-alert-error")).toBeVisible();
      await check(page, "reserve form with its errors");
      await fillReserveForm(page, freshPhone());
      await page.getByTestId("reserve-submit").click();
      await expectReservationConfirmed(page);
      await check(page, "reservation confirmation");
      // Back on the car: the shopper's own reservation, not 'another buyer'.
      await page.getByTestId("reservation-confirmation").getByRole("link", { name: "Back to the car" }).click();
      await expect(page.getByTestId("own-reservation-message")).toBeVisible();
      await check(page, "the car reserved by the shopper");
    });

    test("buy online on bayside: the car's Online Purchase, every step, review then deposit, to the confirmation", async ({
      page,
    }) => {
      const car = reservableCar("bayside", 2 + index);
      await page.goto(siteUrl("bayside", `/cars/${car.slug}`));
      await check(page, "vehicle page");
      await page.getByRole("link", { name: "Online Purchase" }).first().click();
      await expect(page.getByRole("heading", { level: 2, name: "Your car" })).toBeVisible();
      await check(page, "buy online: your car");
      await page.getByRole("button", { name: "Start buying online" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "How you'll pay" })).toBeVisible();
      await page.getByLabel(/Finance through us/).check();
      await page.getByLabel("Your deposit for the loan ($)").fill("5000");
      await page.getByLabel("Loan term").selectOption("5");
      await expect(page.getByTestId("journey-finance-estimate")).toContainText(/\$[\d,]+ weekly/);
      await check(page, "buy online: finance");
      await continueTo(page, "Trade-in");
      await check(page, "buy online: trade-in");
      await page.getByLabel(/No trade-in/).check();
      await continueTo(page, "Delivery or pick-up");
      await page.getByLabel(/Pick it up/).check();
      await page.getByLabel("Pick-up date").selectOption({ index: 1 });
      await check(page, "buy online: delivery or pick-up");
      await continueTo(page, "Your details");
      await page.getByLabel("First name").fill(shopper.first);
      await page.getByLabel("Last name").fill(shopper.last);
      await page.getByRole("textbox", { name: "Email", exact: true }).fill(shopper.email);
      await page.getByLabel("Phone").fill(freshPhone());
      await check(page, "buy online: your details");
      await continueTo(page, "Review and confirm");
      await expect(page.getByTestId("journey-review")).toContainText(`${car.make} ${car.model}`);
      await check(page, "buy online: review");
      await continueTo(page, "Deposit", "Continue to deposit");
      await check(page, "buy online: deposit");
      await fillCard(page);
      await page.getByRole("button", { name: /^Pay \$[\d,]+ deposit and confirm$/ }).click();
      await expect(page.getByTestId("journey-confirmation")).toBeVisible();
      await expect(page.getByTestId("journey-reference")).toHaveText(/\S{6,}/);
      await check(page, "buy online: confirmation");
    });

    test("trade-in valuation: rego, condition, the offer, accepted with the shopper's details", async ({ page }) => {
      await page.goto(siteUrl("harbourside", "/trade-in"));
      await check(page, "trade-in: the car");
      await findTradeInCar(page, "CV21AB", "NSW");
      await expect(page.getByTestId("trade-in-found")).toContainText("Ford Ranger");
      await check(page, "trade-in: the car found");
      await page.getByRole("textbox", { name: "Kilometres", exact: true }).fill("45000");
      await page.getByRole("button", { name: "Next: Condition" }).click();
      await expect(page.getByTestId("trade-in-step")).toHaveText("Condition");
      await check(page, "trade-in: condition");
      await answerCondition(page);
      await page.getByRole("button", { name: "Next: See My Offer" }).click();
      await expectTradeInOffer(page);
      await check(page, "trade-in: the offer");
      await page.getByRole("button", { name: /^Accept/ }).click();
      await expect(page.getByTestId("trade-in-step")).toHaveText("Your details");
      await check(page, "trade-in: your details");
      await fillTradeInDetails(page, freshPhone());
      await tradeInSubmit(page).click();
      await expectLeadSuccess(page);
      await check(page, "trade-in: accepted");
    });

    test("personalised finance on redgum: the car's Finance button, the application, to /success", async ({ page }) => {
      const car = inStock("redgum").filter((candidate) => candidate.nvic)[index]!;
      await page.goto(siteUrl("redgum", `/cars/${car.slug}`));
      await page
        .getByTestId("vehicle-sidebar")
        .getByRole("link", { name: /finance/i })
        .first()
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Personalised Finance");
      await check(page, "personalised finance");
      const form = page.locator("form#finance-form");
      await fillLeadContact(form, freshPhone());
      await form.getByRole("textbox", { name: "Postcode", exact: true }).fill("2000");
      await form.getByRole("checkbox", { name: "I agree to the terms of use.", exact: true }).check();
      await form.getByRole("button", { name: "Send Finance Application" }).click();
      await expectLeadSuccess(page);
      await check(page, "finance application sent");
    });

    test("online payment: the footer link, sign in with the texted code, pay, the receipt", async ({ page }) => {
      await page.goto(siteUrl("harbourside", "/finance"));
      await page.getByTestId("site-footer").getByRole("link", { name: "Online Payment" }).click();
      await expect(page.getByLabel("Mobile number")).toBeVisible();
      await check(page, "sign in for online payment");
      await signInOnPage(page, "harbourside", freshPhone());
      await expect(page).toHaveURL(siteUrl("harbourside", "/online-payment"));
      await check(page, "online payment");
      const form = page.getByTestId("online-payment-form");
      await form.getByLabel("Your name").fill(`${shopper.first} ${shopper.last}`);
      await form.getByLabel("Email for your receipt").fill(shopper.email);
      await form.getByLabel("Invoice or quote reference").fill("INV-10234");
      await form.getByLabel("Amount ($)").fill("1,234.50");
      await fillCard(form);
      await form.getByRole("button", { name: "Pay now" }).click();
      await expect(page).toHaveURL(/\/online-payment\/receipt\?payment=/);
      const receipt = page.getByTestId("payment-receipt");
      await expect(receipt.getByRole("heading", { level: 1 })).toContainText("your payment is received");
      await expect(receipt.getByTestId("receipt-amount")).toHaveText("$1,234.50");
      await check(page, "payment receipt");
    });

    test("spin to win: the footer link, sign in with the texted code, spin, the prize", async ({ page }) => {
      await page.goto(siteUrl("harbourside", "/finance"));
      await page.getByTestId("site-footer").getByRole("link", { name: "Spin to Win" }).click();
      await expect(page.getByLabel("Mobile number")).toBeVisible();
      await check(page, "sign in to spin");
      await signInOnPage(page, "harbourside", freshPhone());
      await expect(page).toHaveURL(siteUrl("harbourside", "/spin-to-win"));
      await check(page, "spin to win");
      await page.getByRole("button", { name: "Spin the wheel" }).click();
      const result = page.getByTestId("spin-result");
      await expect(result).toHaveAttribute("data-kind", "won");
      await expect(result.getByTestId("spin-prize")).not.toBeEmpty();
      await check(page, "spin to win: the prize");
    });

    test("sign in with a phone code from the header, save a car, the garage lists it", async ({ page }) => {
      const car = inStock("harbourside")[7 + index]!;
      await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
      await openAccountLink(page, phone, "Sign in");
      await expect(page.getByLabel("Mobile number")).toBeVisible();
      await check(page, "sign in");
      await signInOnPage(page, "harbourside", freshPhone());
      await expect(page).toHaveURL(siteUrl("harbourside", garagePath));
      await check(page, "the garage, empty");
      await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
      await saveCarButton(page.getByTestId("vehicle-page")).click();
      await expect(page.getByTestId("vehicle-page").getByRole("button", { pressed: true }).first()).toBeVisible();
      await check(page, "the car saved, signed in");
      await openAccountLink(page, phone, "My Garage");
      await expect(page).toHaveURL(siteUrl("harbourside", garagePath));
      await expect(page.getByTestId("garage-car").getByRole("link", { name: car.name }).first()).toBeVisible();
      await check(page, "the garage with the car");
    });
  });
}
