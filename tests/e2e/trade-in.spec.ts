import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeIssues } from "./support/axe";
import { siteRequest } from "./support/site-request";

// The trade-in flow end to end against the real engine and leads APIs: the car by its rego, the
// condition questions, an instant offer, the shopper's details and /success; a car too old for an
// online offer ending as a valuation request; the postcode rule; and the pages a site without
// trade-in does not have. The plates are the demo register's documented ones (docs/trade-in.md).

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path: string) => `http://${slug}.localhost:${port}${path}`;

async function findCar(page: Page, rego: string, state: string) {
  await page.getByRole("textbox", { name: "Rego", exact: true }).fill(rego);
  await page.getByRole("combobox", { name: "State", exact: true }).selectOption(state);
  await page.getByRole("button", { name: "Find My Car" }).click();
}

async function answerCondition(page: Page) {
  const answer = async (question: string, option: string) =>
    page.getByRole("group", { name: question }).getByRole("radio", { name: option, exact: true }).check();
  await answer("Has the car been in an accident or does it have any body damage?", "No");
  await answer("Does the car have a service history?", "Full service history");
  await answer("What condition are the tyres in?", "Fair: some wear");
  await answer("Are any warning lights showing on the dashboard?", "No");
  await answer("Has the car been modified from the factory specification?", "No");
  await answer("Is there finance owing on the car?", "No");
}

async function fillDetails(page: Page, postcode: string) {
  const flow = page.getByTestId("trade-in-flow");
  await flow.getByRole("textbox", { name: "First Name", exact: true }).fill("Jane");
  await flow.getByRole("textbox", { name: "Last Name", exact: true }).fill("Citizen");
  await flow.getByRole("textbox", { name: "Email", exact: true }).fill("jane.tradein@example.com");
  await flow.getByRole("textbox", { name: "Phone", exact: true }).fill("0412 555 013");
  await flow.getByRole("textbox", { name: "Postcode", exact: true }).fill(postcode);
}

/** Opens the first of the first six cars whose sidebar has a trade-in button (about nine in ten do); its path. */
async function carWithTradeInButton(page: Page): Promise<string> {
  await page.goto(siteUrl("harbourside", "/cars/"));
  const carPaths = await page
    .getByTestId("result-card")
    .locator('[data-button="view-details"]')
    .evaluateAll((links) => links.slice(0, 6).map((link) => link.getAttribute("href") ?? ""));
  for (const path of carPaths) {
    await page.goto(siteUrl("harbourside", path));
    if ((await page.getByTestId("vehicle-sidebar").getByTestId("trade-in-button-label").count()) > 0) return path;
  }
  throw new Error("no car with a trade-in button");
}

function offerEvents(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: { event_id?: number }[] }).dataLayer ?? [];
    return layer.flatMap((entry) => (typeof entry.event_id === "number" ? [entry.event_id] : []));
  });
}

test("harbourside: rego, condition, an instant offer, the details and /success", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/trade-in"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade-In Valuation");
  await expect(page.getByRole("heading", { name: "Trade-In FAQs" })).toBeVisible();

  // A missing rego and km get their field messages before anything is sent.
  await page.getByRole("button", { name: "Next: Condition" }).click();
  await expect(
    page.getByTestId("field-error").filter({ hasText: "Please enter the registration number" }),
  ).toBeVisible();
  await expect(page.getByTestId("field-error").filter({ hasText: "Please enter the kilometres" })).toBeVisible();

  await findCar(page, "cv21 ab", "NSW");
  await expect(page.getByTestId("trade-in-found")).toContainText("Ford Ranger XLT");
  // The keyboard carries on from what the lookup found, not from the top of the page.
  await expect(page.getByTestId("trade-in-lookup")).toBeFocused();
  await expectNoSeriousAxeIssues(page);
  await page.getByRole("textbox", { name: "Kilometres", exact: true }).fill("45,000");
  await page.getByRole("button", { name: "Next: Condition" }).click();

  await expect(page.getByTestId("trade-in-step")).toHaveText("Condition");
  await expect(page.getByTestId("trade-in-step")).toBeFocused();
  await page.getByRole("button", { name: "Next: See My Offer" }).click();
  await expect(
    page.getByTestId("field-error").filter({ hasText: "Please tell us about the car's service history" }),
  ).toBeVisible();
  await answerCondition(page);
  await page.getByRole("button", { name: "Next: See My Offer" }).click();

  await expect(page.getByTestId("trade-in-step")).toHaveText("Your offer");
  await expect(page.getByTestId("trade-in-offer-price")).toHaveText(/^\$\d{1,3}(,\d{3})*$/);
  await expect(page.getByTestId("trade-in-comparables")).toHaveText(/^\d+$/);
  // The valuation's confidence and market range are the dealer's, not shown to the shopper.
  await expect(page.getByTestId("trade-in-offer")).not.toContainText("Confidence");
  await expect(page.getByTestId("trade-in-offer")).not.toContainText("Market range");
  // The offer stands for the site's tradeIn.offerValidDays (7 by default), dated in the site's state.
  await expect(page.getByTestId("trade-in-offer-valid-until")).toHaveText(/^Offer valid until \d{1,2} \w{3} \d{4}$/);
  const validity = (await page.getByTestId("trade-in-offer-valid-until").textContent()) ?? "";
  await page.getByRole("button", { name: "Accept Offer" }).click();

  await expect(page.getByTestId("trade-in-step")).toHaveText("Your details");
  const flow = page.getByTestId("trade-in-flow");
  // The car's details travel on into the spec's contact fields.
  await expect(flow.getByRole("textbox", { name: "Rego", exact: true })).toHaveValue("CV21AB");
  await expect(flow.getByRole("combobox", { name: "Rego State", exact: true })).toHaveValue("NSW");
  await expect(flow.getByRole("textbox", { name: "Kilometres", exact: true })).toHaveValue("45000");
  // The input takes at most 4 characters; 3 digits are too few.
  await fillDetails(page, "200");
  await flow.getByRole("combobox", { name: "Preferred Contact Method", exact: true }).selectOption("SMS");
  await flow.getByRole("combobox", { name: "Do you need finance?", exact: true }).selectOption("No");
  // A shopper trading a car in is not asked whether they have a trade-in.
  await expect(flow.getByRole("combobox", { name: "Do you have a trade-in?" })).toHaveCount(0);
  // The inspection is booked with the acceptance, from the chosen location's opening hours.
  await flow.getByRole("combobox", { name: "Preferred Location", exact: true }).selectOption({ index: 1 });
  const inspection = flow.getByRole("group", { name: "Book an inspection of your car (optional)" });
  await inspection.getByRole("combobox", { name: "Day", exact: true }).selectOption({ index: 1 });
  await expect(inspection.getByRole("combobox", { name: "Time", exact: true })).not.toHaveValue("");
  await page.getByRole("button", { name: "Get Your Valuation" }).click();
  await expect(
    page.getByTestId("field-error").filter({ hasText: "Invalid postcode. Please enter a 4-digit number." }),
  ).toBeVisible();

  await flow.getByRole("textbox", { name: "Postcode", exact: true }).fill("2000");
  await page.getByRole("button", { name: "Get Your Valuation" }).click();
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-success")).toContainText(
    "We have received your acceptance of our trade-in offer.",
  );
  expect(await offerEvents(page)).toContain(18);

  // Once accepted, the buttons and the flow follow the shopper's step: their offer, not a new valuation.
  const carPath = await carWithTradeInButton(page);
  const sidebarLabel = page.getByTestId("vehicle-sidebar").getByTestId("trade-in-button-label");
  await expect(sidebarLabel).toHaveText("Your Trade-In Offer");
  await page.goto(siteUrl("harbourside", "/trade-in"));
  const accepted = page.getByTestId("trade-in-accepted");
  await expect(accepted).toContainText("Ford Ranger XLT");
  await expect(accepted.getByTestId("trade-in-offer-valid-until")).toHaveText(validity);
  await page.getByRole("button", { name: "Value another car" }).click();
  await expect(page.getByRole("textbox", { name: "Rego", exact: true })).toBeVisible();
  await page.goto(siteUrl("harbourside", carPath));
  await expect(sidebarLabel).toHaveText("Trade-In Valuation");
});

test("an old car gets no online offer and ends as a valuation request", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/sell-my-car"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell My Car");
  await findCar(page, "BQ07LD", "NSW");
  await expect(page.getByTestId("trade-in-found")).toContainText("Toyota Corolla");
  await page.getByRole("textbox", { name: "Kilometres", exact: true }).fill("140000");
  await page.getByRole("button", { name: "Next: Condition" }).click();
  await answerCondition(page);
  await page.getByRole("button", { name: "Next: See My Offer" }).click();

  await expect(page.getByTestId("trade-in-step")).toHaveText("We will value your car");
  await expect(page.getByTestId("trade-in-no-estimate")).toContainText("our buyer will value your car personally");
  await expect(page.getByTestId("trade-in-offer")).toHaveCount(0);
  await page.getByRole("button", { name: "Request a Valuation" }).click();

  await fillDetails(page, "2000");
  await page.getByRole("button", { name: "Get Your Valuation" }).click();
  await expect(page).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(page.getByTestId("lead-success")).toContainText("We have received your trade-in valuation request.");
  expect(await offerEvents(page)).not.toContain(18);
});

test("a rego the register does not know lets the shopper pick the car", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/sell-your-car"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sell Your Car");
  await findCar(page, "ZZZ999", "VIC");
  await expect(page.getByTestId("trade-in-not-found")).toContainText("Please choose your car below.");
  const year = page.getByRole("combobox", { name: "Year", exact: true });
  await expect(year.locator("option")).not.toHaveCount(1);
  const firstYear = await year.locator("option").nth(1).getAttribute("value");
  await year.selectOption(firstYear ?? "");
  const make = page.getByRole("combobox", { name: "Make", exact: true });
  await expect(make.locator("option")).not.toHaveCount(1);
  await make.selectOption((await make.locator("option").nth(1).getAttribute("value")) ?? "");
  const model = page.getByRole("combobox", { name: "Model", exact: true });
  await expect(model.locator("option")).not.toHaveCount(1);
  await model.selectOption((await model.locator("option").nth(1).getAttribute("value")) ?? "");
  await page.getByRole("textbox", { name: "Kilometres", exact: true }).fill("20000");
  await expect(page.getByRole("textbox", { name: "Kilometres", exact: true })).toHaveValue("20000");
  await page.getByRole("button", { name: "Next: Condition" }).click();
  // The step is saved as a lead first: a busy CI machine gets longer than a page's usual wait.
  await expect(page.getByTestId("trade-in-step")).toHaveText("Condition", { timeout: 30_000 });
});

test("the vehicle page's Trade-In Valuation button opens the flow beside that car; a bad car_id says so", async ({
  page,
}) => {
  await page.goto(siteUrl("harbourside", "/cars/"));
  const carPaths = await page
    .getByTestId("result-card")
    .locator('[data-button="view-details"]')
    .evaluateAll((links) => links.slice(0, 6).map((link) => link.getAttribute("href") ?? ""));
  // Most cars take a trade-in (the demo allows it on about nine in ten): the first that does.
  let href: string | null = null;
  for (const path of carPaths) {
    await page.goto(siteUrl("harbourside", path));
    // The sidebar names it as the product does; the flow's own button keeps "Get Your Valuation".
    const button = page.getByTestId("vehicle-sidebar").getByRole("link", { name: "Trade-In Valuation" });
    if ((await button.count()) > 0) {
      href = await button.first().getAttribute("href");
      break;
    }
  }
  expect(href).toMatch(/^\/cars\/trade-in\?car_id=/);
  await page.getByTestId("vehicle-sidebar").getByRole("link", { name: "Trade-In Valuation" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trade In Your Car");
  await expect(page.getByTestId("trade-in-wanted-car")).toContainText("The car you want:");

  const unknown = await page.goto(siteUrl("harbourside", "/cars/trade-in?car_id=no-such-car"));
  expect(unknown?.status()).toBe(200);
  await expect(page.getByTestId("trade-in-car-notice")).toContainText("We could not find the car you were looking at");
  const missing = await page.goto(siteUrl("harbourside", "/cars/trade-in"));
  expect(missing?.status()).toBe(200);
  await expect(page.getByTestId("trade-in-car-notice")).toContainText("Open a car's page");
});

test("a site without trade-in has none of its pages and links to none", async () => {
  for (const path of ["/trade-in", "/sell-my-car", "/sell-your-car", "/cars/trade-in?car_id=x"]) {
    const response = await siteRequest("driveflex", path);
    expect(response.status, path).toBe(404);
  }
  const home = await siteRequest("driveflex", "/");
  expect(String(home.body)).not.toMatch(/href="\/(trade-in|sell-my-car|sell-your-car|cars\/trade-in)/);
});
