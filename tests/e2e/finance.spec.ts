import { calculate, calculatorBounds, calculatorDefaults } from "@/finance/calculator";
import { financeTerms } from "@/finance/providers";
import { demoConfig } from "@/finance/test-configs";
import { formatMoney } from "@/platform/format";
import { demo } from "./support/demo";
import { expect, test, type Page } from "./support/test";
import { siteRequest } from "./support/site-request";

const port = Number(process.env.E2E_PORT ?? 3100);
const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${port}${path}`;

async function resultCount(page: Page): Promise<number> {
  const text = await page.getByTestId("result-count").innerText();
  return Number(text.replace(/[^\d]/g, ""));
}

/** The asking price on each card (a reduced price is followed by its was-price, so take the first). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("search-results").getByTestId("card-price").allInnerTexts();
  return texts.flatMap((text) => {
    const amount = /\$([\d,]+)/.exec(text)?.[1];
    return amount ? [Number(amount.replace(/,/g, ""))] : [];
  });
}

test("the budget widget turns a repayment and deposit into a filtered search", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  const widget = page.getByTestId("budget-widget");
  await expect(widget.getByRole("heading", { name: "Find cars for your budget" })).toBeVisible();

  // $600 a month over 5 years plus $2,000 down is $38,000.
  await expect(widget.getByTestId("budget-amount")).toHaveText("$38,000");
  await widget.getByLabel("Monthly repayment").fill("500");
  await expect(widget.getByTestId("budget-amount")).toHaveText("$32,000");

  await widget.getByRole("button", { name: "SUV", exact: true }).click();
  const search = widget.getByRole("link", { name: "View SUVs In This Range" });
  await expect(search).toHaveAttribute("href", "/search/new-used-and-demo-cars?price=1001-32000&body=SUV");
  await search.click();

  await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\?price=1001-32000&body=SUV$/);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(0);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) {
    expect(price).toBeGreaterThanOrEqual(1001);
    expect(price).toBeLessThanOrEqual(32_000);
  }
  for (const specs of await page.getByTestId("result-card").locator("p", { hasText: " km" }).allInnerTexts()) {
    expect(specs).toContain("SUV");
  }
});

test("a budget below the cheapest car offers no search and says so", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  const widget = page.getByTestId("budget-widget");
  await widget.getByRole("button", { name: "SUV", exact: true }).click();
  await widget.getByLabel("Monthly repayment").fill("10");
  await widget.getByLabel("Deposit").fill("-50");
  // Coerced: the negative deposit counts as 0, so 10 × 12 × 5 = $600.
  await expect(widget.getByTestId("budget-amount")).toHaveText("$600");
  const button = widget.getByTestId("budget-search");
  await expect(button).toHaveText("0 SUVs Found");
  await expect(button).toBeDisabled();
  await expect(widget.getByTestId("budget-none-found")).toHaveText("No SUVs found for this budget");
  await widget.getByLabel("Deposit").blur();
  await expect(widget.getByLabel("Deposit")).toHaveValue("0");
});

test("on a phone the budget terms expand and collapse", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl("harbourside"));
  const widget = page.getByTestId("budget-widget");
  const toggle = widget.getByRole("button", { name: "Budget terms" });
  const terms = widget.getByTestId("budget-terms");
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(terms).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(terms).toBeVisible();
  await toggle.click();
  await expect(terms).toBeHidden();
});

test("the price slider searches its range, dearest first", async ({ page }) => {
  await page.goto(siteUrl("harbourside"));
  const widget = page.getByTestId("price-range-widget");
  const maximum = widget.getByRole("slider", { name: "Maximum price" });
  await maximum.focus();
  for (let step = 0; step < 20; step += 1) await maximum.press("ArrowLeft");
  const high = Number(await maximum.inputValue());
  await widget.getByTestId("price-range-search").click();
  await expect(page).toHaveURL(new RegExp(`price=5000-${high}&sortBy=highestPrice$`));
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => price >= 5_000 && price <= high)).toBe(true);
  expect([...prices].sort((a, b) => b - a)).toEqual(prices);
});

test("result cards on a youX site fetch their quote", async ({ page }) => {
  await page.goto(siteUrl("harbourside", "/search/new-used-and-demo-cars"));
  // A card without a stored quote asks for one: the site's 10% rate, and youX lists no fees, so the
  // comparison rate is the rate.
  const estimate = page
    .getByTestId("search-results")
    .getByTestId("finance-estimate")
    .filter({ has: page.getByTestId("finance-rate").getByText("10.00% p.a.") })
    .first();
  await expect(estimate.getByTestId("finance-comparison-rate")).toHaveText("10.00% p.a.");
  await expect(estimate.getByTestId("finance-weekly")).toHaveText(/^\$\d[\d,]*$/);
  await estimate.getByRole("button", { name: "View disclaimer" }).click();
  const dialog = page.getByRole("dialog", { name: "Finance disclaimer" });
  await expect(dialog).toContainText("WARNING: This comparison rate is true only for the examples given");
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
});

test("the quote API answers a valid request and refuses bad ones", async () => {
  const valid = {
    purchasePrice: 30_000,
    loanTerm: 5,
    year: 2022,
    vin: null,
    nvic: null,
    whoIsHelping: "Harbourside Toyota",
    selfAssessedCreditScore: "GREAT",
  };
  const ok = await siteRequest("harbourside", "/api/youx/quote", { method: "POST", json: valid });
  expect(ok.status).toBe(200);
  // $30,000 at 10% over 260 weeks with a 30% balloon; youX lists no fees.
  expect(ok.body).toEqual({ weeklyRepaymentAmount: 120.02, advertisedRate: 10, comparisonRate: 10 });
  // A car without an NVIC sends it empty: quoted as if absent.
  const noNvic = await siteRequest("harbourside", "/api/youx/quote", { method: "POST", json: { ...valid, nvic: "" } });
  expect(noNvic.status).toBe(200);

  const bad = await siteRequest("harbourside", "/api/youx/quote", {
    method: "POST",
    json: { ...valid, purchasePrice: -1, selfAssessedCreditScore: "POOR" },
  });
  expect(bad.status).toBe(400);
  expect((bad.body as { error: string }).error).toBe(
    'purchasePrice must be above 0; selfAssessedCreditScore must be "GREAT"',
  );

  const off = await siteRequest("redgum", "/api/youx/quote", { method: "POST", json: valid });
  expect(off.status).toBe(409);
  const unknown = await siteRequest("no-such-dealer", "/api/youx/quote", { method: "POST", json: valid });
  expect(unknown.status).toBe(404);
});

test("a harbourside car's finance summary and calculator price it on one basis, monthly from weekly", async ({
  page,
}) => {
  const config = demoConfig("harbourside");
  const siteId = demo.sites.find((site) => site.slug === "harbourside")?.id;
  // A car the page asks a quote for: in stock, unreserved, priced, no stored quote, not an excluded make.
  const car = demo.cars.find(
    (candidate) =>
      candidate.siteId === siteId &&
      candidate.showOnDealerWebsite !== false &&
      candidate.status === "in_stock" &&
      candidate.reserved !== true &&
      candidate.youxQuote === null &&
      (candidate.price ?? 0) > 10_000 &&
      (candidate.price ?? 0) < 100_000 &&
      !config.finance.excludedMakes.some((make) => make.toLowerCase() === candidate.make?.toLowerCase()),
  );
  if (!car?.slug || !car.price) throw new Error("harbourside has an in-stock car to quote");
  await page.goto(siteUrl("harbourside", `/cars/${car.slug}`));

  const summary = page.getByTestId("finance-summary");
  await expect(summary).toContainText("5-year term, no deposit, 30% balloon");
  // youX lists no fees: the quote's comparison rate is its rate.
  await expect(summary.getByTestId("finance-summary-comparison-rate")).toHaveText("10.00%");
  const weekly = summary.getByTestId("finance-summary-weekly");
  await expect(weekly).toHaveText(/^\$\d[\d,]*$/);

  const calculator = page.getByTestId("finance-calculator");
  // The calculator starts from the summary's term, deposit and balloon: the same weekly figure.
  await expect(calculator.getByTestId("calculator-repayment")).toHaveText((await weekly.innerText()).trim());
  await expect(calculator.getByTestId("calculator-basis")).toHaveText(
    `5-year term, no deposit, ${formatMoney(car.price * 0.3)} balloon`,
  );

  // Monthly is the weekly figure × 4.33 and fortnightly twice it, as the spec derives them.
  const bounds = calculatorBounds(config.finance);
  const start = calculatorDefaults(car.price, config.finance, bounds, {
    termYears: 5,
    depositPercent: 0,
    balloonPercent: 30,
  });
  const weeklyFigure = calculate({ ...start, frequency: "weekly" }, bounds, financeTerms(config.finance).fees);
  if (weeklyFigure.kind !== "repayment") throw new Error("the car's loan is big enough to show a repayment");
  await calculator.getByText("Monthly", { exact: true }).click();
  await expect(calculator.getByTestId("calculator-repayment")).toHaveText(formatMoney(weeklyFigure.repayment * 4.33));
  await calculator.getByText("Fortnightly", { exact: true }).click();
  await expect(calculator.getByTestId("calculator-repayment")).toHaveText(formatMoney(weeklyFigure.repayment * 2));
});
