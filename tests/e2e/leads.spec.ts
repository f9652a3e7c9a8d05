import { expect, test, type Page } from "./support/test";
import { siteRequest } from "./support/site-request";
import { expectNoSeriousAxeIssues } from "./support/axe";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

async function fillContact(page: Page, phone: string) {
  const form = page.getByRole("main");
  await form.getByRole("textbox", { name: "First Name", exact: true }).fill("Jane");
  await form.getByRole("textbox", { name: "Last Name", exact: true }).fill("Citizen");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill("jane.citizen@example.com");
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill(phone);
}

test("the contact form lists what is missing, then sends and shows the thank-you page", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/contact-us"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
  await expect(page.getByTestId("contact-locations")).toBeVisible();
  const notice = page.getByTestId("privacy-notice");
  await expect(notice).toContainText("Harbourside Motors is collecting your personal information");
  await expect(notice.getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute(
    "href",
    "/privacy-policy",
  );

  await page.getByRole("button", { name: "Send Enquiry" }).click();
  const warning = page.locator("#error-warning");
  await expect(warning).toBeVisible();
  await expect(warning).toContainText("Please fix the following errors:");
  for (const message of [
    "Please enter your first name",
    "Please enter your last name",
    "Please enter your email address",
    "Please enter your phone number",
    "Please enter a message",
  ]) {
    await expect(warning.getByRole("listitem").filter({ hasText: message })).toHaveCount(1);
    await expect(page.getByTestId("field-error").filter({ hasText: message })).toBeVisible();
  }
  await expect(page.getByRole("textbox", { name: "First Name", exact: true })).toHaveAttribute("aria-invalid", "true");

  await fillContact(page, "0412 555 001");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("not-an-email");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page.getByTestId("field-error").filter({ hasText: "Please enter a valid email address" })).toBeVisible();

  await page.getByRole("textbox", { name: "Email", exact: true }).fill("jane.citizen@example.com");
  await page.getByRole("combobox", { name: "Enquiry Type", exact: true }).selectOption("Sales Enquiry");
  await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Do you have a blue Corolla hatch?");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-success")).toContainText("We have received your sales enquiry.");

  // The details are remembered for the next form.
  await page.goto(siteUrl("harbourside", "/contact"));
  await expect(page.getByRole("textbox", { name: "First Name", exact: true })).toHaveValue("Jane");
  await expect(page.getByRole("textbox", { name: "Phone", exact: true })).toHaveValue("0412 555 001");
});

test("redgum asks for its terms agreement, in its own words", async ({ page }) => {
  await page.goto(siteUrl("redgum", "/contact-us"));
  await fillContact(page, "0412 555 002");
  await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Is the Ranger still available?");
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  const warning = page.locator("#error-warning");
  await expect(warning).toContainText("*You must agree to the terms of use before submitting.");
  await expect(page.getByTestId("field-error")).toHaveText(["*You must agree to the terms of use before submitting."]);

  await page.getByRole("checkbox", { name: "I agree to the terms of use.", exact: true }).check();
  await page.getByRole("button", { name: "Send Enquiry" }).click();
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-success")).toBeVisible();
});

test("the finance form is prefilled from its address", async ({ page }) => {
  await page.goto(
    siteUrl(
      "harbourside",
      "/finance?vehiclePriceBudget=32990&car_type=used&vin=JTDKB20U093123456&preferredDealership=nowhere#finance-form",
    ),
  );
  const form = page.locator("form#finance-form");
  await expect(form).toBeVisible();
  await expect(form.getByRole("textbox", { name: "Vehicle Price Budget ($)", exact: true })).toHaveValue("32990");
  await expect(form.getByRole("combobox", { name: "New, Used or Demo?", exact: true })).toHaveValue("used");
  await expect(form.getByRole("textbox", { name: "VIN", exact: true })).toHaveValue("JTDKB20U093123456");

  // A group site asks for the preferred dealership, and the address can choose it.
  await page.goto(siteUrl("southern-cross", "/apply-for-finance?preferredDealership=southern-cross-mazda"));
  await expect(
    page.locator("form#finance-form").getByRole("combobox", { name: "Preferred Dealership", exact: true }),
  ).toHaveValue("southern-cross-mazda");
});

test("a test drive is booked for a car picked from stock at one of the offered times", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/book-test-drive/"));
  await fillContact(page, "0412 555 003");
  const picker = page.getByRole("combobox", { name: "Which car would you like to drive?", exact: true });
  const firstCar = await page.locator("datalist option").first().getAttribute("value");
  expect(firstCar).toBeTruthy();
  await picker.fill(firstCar ?? "");
  await expect(page.getByTestId("lead-form-picked-car")).toContainText(firstCar ?? "");
  const day = page.getByRole("combobox", { name: "Day", exact: true });
  const firstDay = await day.locator("option").nth(1).getAttribute("value");
  await day.selectOption(firstDay ?? "");
  await expect(page.getByRole("combobox", { name: "Time", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Book Test Drive" }).click();
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  const success = page.getByTestId("lead-success");
  await expect(success).toContainText("We have received your test drive request.");
  // The reference, the car and the next step of what was just sent.
  await expect(page.getByTestId("lead-reference")).toHaveText(new URL(page.url()).searchParams.get("lead") ?? "");
  await expect(page.getByTestId("lead-car").getByRole("link")).toHaveAttribute("href", /^\/cars\/[^/]+$/);
  await expect(page.getByTestId("lead-next-step")).toContainText("confirm your test drive");
  await expectNoSeriousAxeIssues(page);
});

test("/success opened directly claims nothing was received, and offers search and home", async ({ page }) => {
  for (const path of ["/success", "/success?lead=not-a-lead", "/success?lead=0b6f3c1e-1d2a-4c55-9a7e-5f0e2d8c9a10"]) {
    const response = await page.goto(siteUrl("harbourside", path));
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("success-nothing-sent")).toBeVisible();
    await expect(page.locator("main")).not.toContainText("We have received");
    await expect(page.getByRole("link", { name: "Search our stock" })).toHaveAttribute(
      "href",
      "/search/new-used-and-demo-cars",
    );
  }
  await expectNoSeriousAxeIssues(page);
});

test("the service page sends the chosen services with the booking request", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/service"));
  await fillContact(page, "0412 555 004");
  await page.getByRole("textbox", { name: "Comments", exact: true }).fill("Logbook service at 60,000 km please.");
  // Under CI load the form's first render after hydration can swallow a click: check until it holds.
  const tyres = page.getByRole("checkbox", { name: "Tyres", exact: true });
  await expect(async () => {
    await tyres.check({ timeout: 2_000 });
    await expect(tyres).toBeChecked({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("radio", { name: "No", exact: true }).check();
  await page.getByRole("button", { name: "Request Service Booking" }).click();
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-success")).toContainText("We have received your service request.");
});

test("the leads API turns away bad input with 400 and a message", async () => {
  const response = await siteRequest("harbourside", "/api/leads", {
    method: "POST",
    json: { formType: "enquiry", idempotency_key: "e2e-bad-input-0001", fields: { name: "" } },
  });
  expect(response.status).toBe(400);
  expect(response.body).toMatchObject({ fieldErrors: { email: "Please enter your email address" } });
});
