import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderServerHtml } from "@/platform/testing/server-html";
import type { FinanceDisplay } from "../finance-display";
import { demoConfig, siteConfig } from "../test-configs";
import { FinanceCalculator } from "./finance-calculator";
import { FinanceEstimate } from "./finance-estimate";
import { FinanceSummary } from "./finance-summary";

/** The figure beside a label in the calculator's results list. */
const figure = (label: string) => screen.getByText(label).nextElementSibling;

describe("FinanceCalculator", () => {
  it("starts from the car's price and shows the repayment, total and comparison rate", () => {
    render(<FinanceCalculator carPrice={30_000} finance={siteConfig().finance} />);
    expect(screen.getByLabelText("Purchase price")).toHaveValue("30,000");
    // $30,000 at 10% over 260 weeks: 146.73 a week, 38,150.66 in all.
    expect(figure("Weekly repayment")).toHaveTextContent("$147");
    expect(figure("Total payable")).toHaveTextContent("$38,151");
    expect(screen.getByText(/^Comparison rate/).parentElement).toHaveTextContent("10.00% p.a.");
  });

  it("recomputes the repayment as the shopper types a deposit and picks another frequency", async () => {
    const user = userEvent.setup();
    render(<FinanceCalculator carPrice={30_000} finance={siteConfig().finance} />);
    const deposit = screen.getByLabelText("Deposit / trade-in");
    await user.clear(deposit);
    await user.type(deposit, "10000");
    // $20,000 borrowed: two thirds of the $146.73 a week.
    expect(figure("Weekly repayment")).toHaveTextContent("$98");

    await user.click(screen.getByRole("radio", { name: "Monthly" }));
    expect(screen.queryByText("Weekly repayment")).not.toBeInTheDocument();
    // The weekly $97.82 × 4.33, as the product derives monthly from weekly.
    expect(figure("Monthly repayment")).toHaveTextContent("$424");
  });

  it("shows the bounds' message and no repayment for a price above them, never the $250,000 figure", async () => {
    const user = userEvent.setup();
    render(<FinanceCalculator carPrice={30_000} finance={siteConfig().finance} variant="standalone" />);
    const price = screen.getByLabelText("Purchase price");
    await user.clear(price);
    await user.type(price, "300000");
    expect(price).toHaveValue("300000");
    expect(screen.getByText("Cannot be less than $1,000 or more than $250,000")).toBeInTheDocument();
    expect(figure("Weekly repayment")).toHaveTextContent(/^-$/);
    expect(figure("Total payable")).toHaveTextContent(/^$/);
  });

  it("starts from the finance summary's term and balloon and says so beside its figure", () => {
    const finance = demoConfig("harbourside").finance;
    render(
      <FinanceCalculator
        carPrice={30_000}
        finance={finance}
        start={{ termYears: 5, depositPercent: 0, balloonPercent: 30 }}
      />,
    );
    expect(screen.getByLabelText("Residual (balloon)")).toHaveValue("9,000");
    // The local quote's figure for the same car: $120.02 a week.
    expect(screen.getByTestId("calculator-repayment")).toHaveTextContent("$120");
    expect(screen.getByTestId("calculator-basis")).toHaveTextContent("5-year term, no deposit, $9,000 balloon");
  });

  it("shortens the disclaimer, and Show More shows it whole", async () => {
    const user = userEvent.setup();
    const finance = siteConfig().finance;
    render(<FinanceCalculator carPrice={null} finance={finance} />);
    const short = `${finance.disclaimer.slice(0, 197).trimEnd()}…`;
    expect(screen.getByText(short, { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Show More" }));
    expect(screen.getByText(finance.disclaimer, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show Less" })).toHaveAttribute("aria-expanded", "true");
  });

  it("shows the provider's fees and their comparison rate", () => {
    const finance = demoConfig("redgum").finance;
    render(<FinanceCalculator carPrice={30_000} finance={{ ...finance, defaultRate: 8 }} />);
    expect(screen.getByText("Includes $1,360.50 in lender fees added to the loan.", { exact: false })).toBeVisible();
    expect(screen.getByText(/^Comparison rate/).parentElement).toHaveTextContent("9.90% p.a.");
  });
});

const display: FinanceDisplay = {
  figures: { weekly: 120.51, interestRate: 8.49, comparisonRate: 9.734 },
  quoteRequest: null,
  basis: { termYears: 5, depositPercent: 10, balloonPercent: 0 },
  disclaimer: "Lender text.",
  disclaimerShortenAt: 197,
};

const quoting: FinanceDisplay = {
  ...display,
  figures: { weekly: null, interestRate: null, comparisonRate: null },
  quoteRequest: {
    purchasePrice: 30_000,
    loanTerm: 5,
    year: 2022,
    vin: null,
    nvic: null,
    whoIsHelping: "Harbourside Toyota",
    selfAssessedCreditScore: "GREAT",
  },
};

describe("FinanceSummary", () => {
  it("shows whole weekly dollars, the comparison rate to 2 places and what they assume", () => {
    const html = renderServerHtml(<FinanceSummary display={display} />);
    expect(html).toHaveTextContent(/Finance from\s*\$121\s*per week\*/);
    expect(html).toHaveTextContent("Comparison rate 9.73% p.a.* · 5-year term, 10% deposit");
    expect(within(html).getByRole("link", { name: "Calculate your repayments" })).toHaveAttribute(
      "href",
      "#finance-calculator",
    );
    expect(within(html).getByRole("button", { name: "View disclaimer" })).toBeInTheDocument();
  });

  it("shows '...' while a quote is on its way", () => {
    expect(renderServerHtml(<FinanceSummary display={quoting} />)).toHaveTextContent(
      /Finance from\s*\.\.\.\s*per week\*/,
    );
  });
});

describe("FinanceEstimate", () => {
  it("shows the weekly figure, and rates only where known or asked for", () => {
    const card = { ...display, figures: { weekly: 121, interestRate: null, comparisonRate: null } };
    const html = renderServerHtml(<FinanceEstimate display={card} />);
    expect(html).toHaveTextContent(/From \$121\s*\/wk\*/);
    expect(html).not.toHaveTextContent("Comparison");
    expect(renderServerHtml(<FinanceEstimate display={quoting} />)).toHaveTextContent(
      /From \.\.\.\s*\/wk\*\s*Rate \.\.\. · Comparison \.\.\.\*/,
    );
  });
});
