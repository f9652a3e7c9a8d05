import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { demoConfig } from "@/finance/test-configs";
import { formatMoney } from "@/platform/format";
import { demo } from "./support/demo";

// Reserve online on harbourside: a declined card says why and reserves nothing; the test card
// reserves the car, the confirmation names the reservation, the hold's end and the dealer's phone,
// and at once the car shows RESERVED in search and on its page, without a Reserve button. Cars that
// cannot be reserved get a page that says why.
//
// The car is the LAST reservable one of harbourside's demo stock, so the specs that use the first
// (its Reserve buttons, the deposit block) meet it as seeded whatever order the files run in.

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

function carsOf(slug: string) {
  const siteId = demo.sites.find((site) => site.slug === slug)?.id;
  return demo.cars.filter((car) => car.siteId === siteId && car.showOnDealerWebsite !== false);
}

const reservable = carsOf("harbourside").filter(
  (car) => car.status === "in_stock" && car.reserved !== true && car.checkoutEnabled !== false,
);
const car = reservable.at(-1)!;

const shopper = { name: "Jane", last_name: "Citizen", email: "jane.citizen@example.com", phone: "0412 345 678" };

async function fillForm(page: Page, cardNumber: string) {
  const form = page.getByTestId("reserve-form");
  await form.getByLabel("First name").fill(shopper.name);
  await form.getByLabel("Last name").fill(shopper.last_name);
  await form.getByLabel("Email").fill(shopper.email);
  await form.getByLabel("Phone").fill(shopper.phone);
  await form.getByLabel("Card number").fill(cardNumber);
  await form.getByLabel("Expiry (MM/YY)").fill("12/30");
  await form.getByLabel("Security code (CVC)").fill("123");
}

test.describe.configure({ mode: "serial" });

test("the reserve page shows the car, its price and the site's deposit terms; empty fields get their messages", async ({
  page,
}) => {
  expect(reservable.length).toBeGreaterThan(1);
  const response = await page.goto(siteUrl("harbourside", `/cars/${car.slug}/checkout`));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(`${car.year} ${car.make} ${car.model}`);
  await expect(page.getByTestId("checkout-price")).toHaveText(formatMoney(car.price ?? 0));
  const { checkout } = demoConfig("harbourside");
  const terms = page.getByTestId("deposit-terms");
  await expect(terms).toContainText(`${formatMoney(checkout.depositAmount)} deposit`);
  await expect(terms).toContainText(`Held for ${checkout.holdHours} hours`);
  await expect(terms).toContainText(checkout.refundableText);

  await page.getByTestId("reserve-submit").click();
  const form = page.getByTestId("reserve-form");
  // The product's heading over the list of what to fix, and each message beside its field too.
  const alert = form.getByTestId("reserve-alert-error");
  await expect(alert.getByText("Please fix the following errors:", { exact: true })).toBeVisible();
  await expect(alert.getByRole("listitem").filter({ hasText: "Please enter your first name" })).toHaveCount(1);
  await expect(alert.getByRole("listitem").filter({ hasText: "Please enter a valid card number" })).toHaveCount(1);
  await expect(form.getByText("Please enter your first name")).toHaveCount(2);
  await expect(form.getByLabel("Card number")).toHaveAttribute("aria-invalid", "true");
});

test("a declined card shows the processor's message and reserves nothing", async ({ page }) => {
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}/checkout`));
  await fillForm(page, "4000 0000 0000 0002");
  await page.getByTestId("reserve-submit").click();
  await expect(page.getByTestId("reserve-alert-declined")).toHaveText("Your card was declined.");
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`));
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  await expect(page.getByTestId("reserved-message")).toHaveCount(0);
});

test("the test card reserves the car: confirmation, then RESERVED in search and on its page", async ({
  page,
  browser,
}) => {
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}/checkout`));
  await fillForm(page, "4242 4242 4242 4242");
  await page.getByTestId("reserve-submit").click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout/confirmation\\?reservation=`));
  const confirmation = page.getByTestId("reservation-confirmation");
  await expect(confirmation.getByRole("heading", { level: 1 })).toContainText("the car is reserved for you");
  const reservationId = new URL(page.url()).searchParams.get("reservation");
  const confirmationUrl = page.url();
  // The number a shopper reads out on the phone: RS- and the reservation's first eight hex digits.
  const reservationNumber = `RS-${(reservationId ?? "missing").slice(0, 8).toUpperCase()}`;
  expect(reservationNumber).toMatch(/^RS-[0-9A-F]{8}$/);
  await expect(page.getByTestId("reservation-number")).toHaveText(reservationNumber);
  await expect(page.getByTestId("held-until")).toContainText(/\w+day \d{1,2} \w+ \d{4}/);
  await expect(page.getByTestId("dealer-phone")).toHaveAttribute("href", /^tel:/);
  await expect(confirmation).toContainText("Visa ending 4242");

  // The link alone, in a browser that did not reserve, shows none of the shopper's details.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  await other.goto(page.url());
  await expect(other.getByTestId("reservation-private")).toBeVisible();
  for (const detail of [shopper.name, shopper.email, "4242", "$"]) {
    await expect(other.locator("main")).not.toContainText(detail);
  }
  await stranger.close();

  // Search: the card carries the RESERVED banner and no Reserve button.
  await expect(async () => {
    await page.goto(siteUrl("harbourside", `/search/new-used-and-demo-cars?query=${encodeURIComponent(car.stocknum)}`));
    const card = page.getByTestId("result-card").filter({ has: page.locator(`a[href="/cars/${car.slug}"]`) });
    await expect(card.locator('[data-tag="reserved"]')).toHaveText(/reserved/i, { timeout: 2_000 });
    await expect(card.locator('[data-button="reserve"]')).toHaveCount(0);
  }).toPass({ timeout: 20_000 });

  // Its page, in the browser that reserved it ('Back to the car'): the shopper's own reservation
  // with its number, not 'another buyer', and no Reserve Car Now.
  await page.goto(confirmationUrl);
  await page.getByTestId("reservation-confirmation").getByRole("link", { name: "Back to the car" }).click();
  await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}$`));
  const own = page.getByTestId("own-reservation-message");
  await expect(own).toContainText("RESERVED");
  await expect(own).toContainText("You reserved this car");
  await expect(page.getByTestId("own-reservation-reference")).toHaveText(reservationNumber);
  await expect(page.getByTestId("reserved-message")).toHaveCount(0);
  await expect(page.locator(`a[href="/cars/${car.slug}/checkout"]`)).toHaveCount(0);
  await expectNoSeriousAxeIssues(page);
  // Anyone else sees it reserved by another buyer.
  const otherBuyer = await browser.newContext();
  const otherPage = await otherBuyer.newPage();
  await otherPage.goto(siteUrl("harbourside", `/cars/${car.slug}`));
  await expect(otherPage.getByTestId("reserved-message")).toContainText("reserved by another buyer");
  await expect(otherPage.getByTestId("own-reservation-message")).toHaveCount(0);
  await otherBuyer.close();

  // And its checkout now says why it cannot be reserved.
  const again = await page.goto(siteUrl("harbourside", `/cars/${car.slug}/checkout`));
  expect(again?.status()).toBe(200);
  await expect(page.getByTestId("checkout-unavailable")).toHaveAttribute("data-reason", "reserved");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This car is already reserved");
});

test("a sold car and an unknown one get a page that says why, with the way to similar cars", async ({ page }) => {
  const sold = carsOf("harbourside").find((candidate) => candidate.status === "sold");
  if (sold) {
    const response = await page.goto(siteUrl("harbourside", `/cars/${sold.slug}/checkout`));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("This car has been sold");
    await expect(page.getByRole("link", { name: `Similar ${sold.make} ${sold.model} cars` })).toBeVisible();
  }
  const unknown = await page.goto(siteUrl("harbourside", "/cars/no-such-car-here/checkout"));
  expect(unknown?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find this car");
  await expect(page.getByRole("link", { name: "Search all cars" })).toHaveAttribute(
    "href",
    "/search/new-used-and-demo-cars",
  );
});

test("a site reserving at /buy-online sends /checkout there", async ({ page }) => {
  const slug = demo.sites.find((site) => demoConfig(site.slug).vehiclePage.checkoutPath === "buy-online")?.slug;
  expect(slug, "the one-dealer demo site reserves at /buy-online").toBeDefined();
  const target = carsOf(slug!).find((candidate) => candidate.status === "in_stock")!;
  await page.goto(siteUrl(slug!, `/cars/${target.slug}/checkout`));
  await expect(page).toHaveURL(new RegExp(`/cars/${target.slug}/buy-online$`));
});
