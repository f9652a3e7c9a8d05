import { expect, test, type Page } from "./support/test";
import { demoConfig } from "@/finance/test-configs";
import { tradeInOffered } from "@/sites/trade-in";
import { demo } from "./support/demo";

// Buy online (issue 12): the journey from the vehicle page's Online Purchase button to the
// confirmation on bayside with the test card, a declined card's message on harbourside (with the
// delivery calculator's price), resuming after a reload, and the page for a missing or unknown car.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

/** In-stock cars that can be bought online, priced, none reserved at seed time; `skip` picks another. */
function buyableCar(slug: string, skip = 0) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  const cars = demo.cars.filter(
    (car) =>
      car.siteId === siteId &&
      car.showOnDealerWebsite !== false &&
      car.status === "in_stock" &&
      car.reserved !== true &&
      car.checkoutEnabled !== false &&
      car.tradeInAllowed !== false &&
      (car.price ?? 0) > 10_000,
  );
  // From the end of the list: other specs take a site's first reservable car, and a finished journey
  // leaves its car reserved for the rest of the run.
  const car = cars[cars.length - 1 - skip];
  if (!car) throw new Error(`${slug} has fewer than ${skip + 1} cars to buy online`);
  return car;
}

async function continueTo(page: Page, title: string, button: string | RegExp = "Continue") {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  // The keyboard's focus moves to the new step's heading, not to the page.
  await expect(page.getByRole("heading", { level: 2, name: title })).toBeFocused();
}

async function fillContact(page: Page) {
  await page.getByLabel("First name").fill("Jane");
  await page.getByLabel("Last name").fill("Citizen");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("jane.citizen@example.com");
  await page.getByLabel("Phone").fill("0412 345 678");
}

test("bayside: a car bought online from its Online Purchase button to the confirmation, with the test card", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const car = buyableCar("bayside");
  await page.goto(siteUrl("bayside", `/cars/${car.slug}`));
  await page.getByRole("link", { name: "Online Purchase" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/checkout-journey\\?car_id=${car.slug}$`));

  // 1 The car and what buying online means.
  await expect(page.getByRole("heading", { level: 2, name: "Your car" })).toBeVisible();
  await expect(page.getByText("What buying online means")).toBeVisible();
  await page.getByRole("button", { name: "Start buying online" }).click();

  // 2 Finance, with the calculator's repayment for the deposit and term.
  await expect(page.getByRole("heading", { level: 2, name: "How you'll pay" })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please choose how you will pay")).toBeVisible();
  await page.getByLabel(/Finance through us/).check();
  // Finance is asked, not assumed: the deposit and term start empty.
  await expect(page.getByLabel("Your deposit for the loan ($)")).toHaveValue("");
  await expect(page.getByLabel("Loan term")).toHaveValue("");
  await page.getByLabel("Your deposit for the loan ($)").fill("5000");
  await page.getByLabel("Loan term").selectOption("5");
  await expect(page.getByTestId("journey-finance-estimate")).toContainText(/Your deal: \$[\d,]+ weekly/);
  await continueTo(page, "Trade-in");

  // 3 A trade-in, its details required once the shopper says yes.
  await page.getByLabel(/Yes, I have a car to trade in/).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please enter the make, e.g. Toyota")).toBeVisible();
  const valuation = page.getByRole("link", { name: /Value your car online/ });
  if (tradeInOffered(demoConfig("bayside"))) {
    // In this tab, with the way back to the purchase.
    await expect(valuation).toHaveAttribute("href", `/cars/trade-in?car_id=${car.id}&return=buy-online`);
    await expect(valuation).not.toHaveAttribute("target", "_blank");
  } else {
    await expect(valuation).toHaveCount(0);
  }
  await page.getByLabel("Make").fill("Mazda");
  await page.getByLabel("Model").fill("3");
  await page.getByLabel("Year").fill("2015");
  await page.getByLabel("Odometer (km)").fill("120000");
  await continueTo(page, "Delivery or pick-up");

  // 4 Pick-up from the dealership.
  await page.getByLabel(/Pick it up/).check();
  await expect(page.getByLabel("Pick-up location")).not.toHaveValue("");
  // The handover day is asked: a day the location is open, from two days' time.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please choose a date for the handover")).toBeVisible();
  const pickupDate = page.getByLabel("Pick-up date");
  await pickupDate.selectOption({ index: 1 });
  const pickupDay = await pickupDate.locator("option:checked").textContent();
  expect(pickupDay).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await continueTo(page, "Your details");

  // 5 Contact details, with the lead forms' messages.
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please enter your first name")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await fillContact(page);
  await continueTo(page, "Review and confirm");

  // The journey is saved: a reload opens it at the review.
  await page.reload();
  await expect(page.getByRole("heading", { level: 2, name: "Review and confirm" })).toBeVisible();

  // 6 Review the whole deal before paying anything.
  const review = page.getByTestId("journey-review");
  await expect(review).toContainText("2015 Mazda 3");
  await expect(review).toContainText("Pick-up at");
  await expect(review).toContainText(`On ${pickupDay}`);
  await expect(review).toContainText(/Your deal: \$[\d,]+ weekly with a \$5,000 deposit over 5 years/);
  await expect(page.getByTestId("journey-deposit-due")).toContainText(/^\$[\d,]+, holds the car for \d+ hours$/);
  await continueTo(page, "Deposit", "Continue to deposit");

  // 7 The deposit with the test card confirms the purchase.
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay \$[\d,]+ deposit and confirm$/ }).click();

  const confirmation = page.getByTestId("journey-confirmation");
  await expect(confirmation).toBeVisible();
  await expect(page.getByTestId("journey-reference")).toHaveText(/^BO-[0-9A-F]{8}$/);
  await expect(confirmation).toContainText("What happens next");
  // The confirmation ends with the deal and each next step's day, not a promise to call.
  await expect(page.getByTestId("journey-deal-sheet")).toContainText("2015 Mazda 3");
  await expect(page.getByTestId("journey-handover-day")).toContainText(`on ${pickupDay}.`);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Add the handover to my calendar" }).click();
  expect((await download).suggestedFilename()).toMatch(/^BO-[0-9A-F]{8}-handover\.ics$/);
  await expect(page.getByTestId("journey-dealer-phone")).toHaveAttribute("href", /^tel:\+?\d+$/);

  // The confirmation stays the shopper's; the car is now reserved for everyone else.
  await page.reload();
  await expect(page.getByTestId("journey-confirmation")).toBeVisible();
  const other = await page.context().browser()!.newContext();
  const stranger = await other.newPage();
  await stranger.goto(siteUrl("bayside", `/checkout-journey?car_id=${car.slug}`));
  await expect(stranger.getByTestId("purchase-unavailable")).toHaveAttribute("data-reason", "reserved");
  await other.close();
});

test("harbourside: a declined card shows its message and the journey waits at the deposit", async ({ page }) => {
  const car = buyableCar("harbourside");
  await page.goto(siteUrl("harbourside", `/checkout-journey?car_id=${car.id}`));
  await page.getByRole("button", { name: "Start buying online" }).click();
  await page.getByLabel(/Cash or my own arrangements/).check();
  await continueTo(page, "Trade-in");
  await page.getByLabel(/No trade-in/).check();
  await continueTo(page, "Delivery or pick-up");

  // Delivery priced by the delivery calculator; a remote postcode it does not serve is refused.
  await page.getByLabel(/Deliver it to me/).check();
  await page.getByLabel("Delivery date").selectOption({ index: 1 });
  await page.getByLabel("Delivery postcode").fill("6710");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/we can't deliver to that postcode/)).toBeVisible();
  await page.getByLabel("Delivery postcode").fill("2000");
  await continueTo(page, "Your details");
  await fillContact(page);
  await continueTo(page, "Review and confirm");
  await continueTo(page, "Deposit", "Continue to deposit");

  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByLabel("Expiry (MM/YY)").fill("12/30");
  await page.getByLabel("Security code (CVC)").fill("123");
  await page.getByRole("button", { name: /^Pay \$[\d,]+ deposit and confirm$/ }).click();
  await expect(page.getByTestId("field-error").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(page.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("checkout-journey")).toHaveAttribute("data-step", "deposit");

  // A card number that is not one is caught before it is sent.
  await page.getByLabel("Card number").fill("1234");
  await page.getByRole("button", { name: /^Pay \$[\d,]+ deposit and confirm$/ }).click();
  await expect(page.getByText("Please enter a valid card number")).toBeVisible();
});

test("harbourside: a trade-in offer accepted from the journey's trade-in step is carried into the deal", async ({
  page,
}) => {
  const car = buyableCar("harbourside", 1);
  await page.goto(siteUrl("harbourside", `/checkout-journey?car_id=${car.id}`));
  await page.getByRole("button", { name: "Start buying online" }).click();
  await page.getByLabel(/Cash or my own arrangements/).check();
  await continueTo(page, "Trade-in");
  await page.getByLabel(/Yes, I have a car to trade in/).check();
  await page.getByRole("link", { name: "Value your car online" }).click();

  // The valuation flow, in this tab, beside the car being bought.
  await expect(page.getByTestId("trade-in-wanted-car")).toContainText("The car you want:");
  await page.getByRole("textbox", { name: "Rego", exact: true }).fill("CV21AB");
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption("NSW");
  await page.getByRole("button", { name: "Find My Car" }).click();
  await expect(page.getByTestId("trade-in-found")).toContainText("Ford Ranger XLT");
  await page.getByRole("textbox", { name: "Kilometres", exact: true }).fill("45000");
  await page.getByRole("button", { name: "Next: Condition" }).click();
  for (const [question, option] of [
    ["Has the car been in an accident or does it have any body damage?", "No"],
    ["Does the car have a service history?", "Full service history"],
    ["What condition are the tyres in?", "Good: plenty of tread"],
    ["Are any warning lights showing on the dashboard?", "No"],
    ["Has the car been modified from the factory specification?", "No"],
    ["Is there finance owing on the car?", "No"],
  ] as const) {
    await page.getByRole("group", { name: question }).getByRole("radio", { name: option, exact: true }).check();
  }
  await page.getByRole("button", { name: "Next: See My Offer" }).click();
  const price = (await page.getByTestId("trade-in-offer-price").textContent()) ?? "";
  const validity = ((await page.getByTestId("trade-in-offer-valid-until").textContent()) ?? "").replace(
    "Offer valid until ",
    "",
  );
  await page.getByRole("button", { name: "Accept Offer" }).click();
  const flow = page.getByTestId("trade-in-flow");
  await flow.getByRole("textbox", { name: "First Name", exact: true }).fill("Jane");
  await flow.getByRole("textbox", { name: "Last Name", exact: true }).fill("Citizen");
  await flow.getByRole("textbox", { name: "Email", exact: true }).fill("jane.tradeup@example.com");
  await flow.getByRole("textbox", { name: "Phone", exact: true }).fill("0412 555 014");
  await flow.getByRole("textbox", { name: "Postcode", exact: true }).fill("2000");
  await page.getByRole("button", { name: "Get Your Valuation" }).click();
  await expect(page.getByTestId("trade-in-accepted")).toContainText(price);
  await page.getByRole("link", { name: "Back to your purchase" }).click();

  // Back in the journey, where it was left: the accepted offer is offered as the trade-in.
  await expect(page).toHaveURL(/\/checkout-journey\?car_id=/);
  await expect(page.getByRole("heading", { level: 2, name: "Trade-in", exact: true })).toBeVisible();
  const offer = page.getByTestId("journey-trade-in-offer");
  await expect(offer).toContainText(price);
  await expect(offer).toContainText(`Offer valid until ${validity}`);
  await offer.getByRole("button", { name: "Use this offer" }).click();
  await expect(page.getByLabel("Make")).toHaveCount(0);
  await continueTo(page, "Delivery or pick-up");
  await page.getByLabel(/Pick it up/).check();
  await page.getByLabel("Pick-up date").selectOption({ index: 1 });
  await continueTo(page, "Your details");
  await fillContact(page);
  await continueTo(page, "Review and confirm");
  const review = page.getByTestId("journey-review");
  await expect(review).toContainText("Trade-in: 20");
  await expect(review).toContainText(`Ford Ranger XLT — ${price} offer, valid until ${validity}`);
});

test("a missing or unknown car gets a page that says why, with links to search", async ({ page }) => {
  const missing = await page.goto(siteUrl("bayside", "/checkout-journey"));
  expect(missing?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a car to buy online" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Search our stock" })).toHaveAttribute(
    "href",
    "/search/new-used-and-demo-cars",
  );

  const unknown = await page.goto(siteUrl("bayside", "/checkout-journey?car_id=no-such-car"));
  expect(unknown?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "We couldn't find that car" })).toBeVisible();

  // A site that does not sell online says so for its cars.
  const redgumCar = buyableCar("redgum");
  await page.goto(siteUrl("redgum", `/checkout-journey?car_id=${redgumCar.slug}`));
  await expect(page.getByTestId("purchase-unavailable")).toHaveAttribute("data-reason", "not-offered");
  await expect(page.getByRole("link", { name: "View this car" })).toHaveAttribute("href", `/cars/${redgumCar.slug}`);
});
