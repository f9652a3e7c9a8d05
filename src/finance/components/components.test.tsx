import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { FinanceDisplay } from "../finance-display";
import { demoConfig, siteConfig } from "../test-configs";
import { FinanceCalculator } from "./finance-calculator";
import { FinanceEstimate } from "./finance-estimate";
import { FinanceSummary } from "./finance-summary";

// What the server sends before any script runs: the first state of each component. Tags read as
// spaces, so "From <span>$121</span>/wk*" reads "From $121 /wk*".

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("FinanceCalculator", () => {
  it("starts from the car's price and shows the repayment, total and comparison rate", () => {
    const html = renderToString(<FinanceCalculator carPrice={30_000} finance={siteConfig().finance} />);
    expect(html).toContain('id="finance-calculator"');
    // $30,000 at 10% over 260 weeks: 146.73 a week, 38,150.66 in all.
    expect(text(html)).toContain("Weekly repayment $147");
    expect(text(html)).toContain("Total payable $38,151");
    expect(text(html)).toContain("Comparison rate* 10.00% p.a.");
    expect(html).toContain('value="30,000"');
  });

  it("shortens the disclaimer with Show More", () => {
    const finance = siteConfig().finance;
    const html = renderToString(<FinanceCalculator carPrice={null} finance={finance} />);
    expect(text(html)).toContain(`${finance.disclaimer.slice(0, 197).trimEnd()}… Show More`);
  });

  it("shows the provider's fees and their comparison rate", () => {
    const finance = demoConfig("redgum").finance;
    const html = text(renderToString(<FinanceCalculator carPrice={30_000} finance={{ ...finance, defaultRate: 8 }} />));
    expect(html).toContain("Includes $1,360.50 in lender fees added to the loan.");
    expect(html).toContain("Comparison rate* 9.90% p.a.");
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
    const html = renderToString(<FinanceSummary display={display} />);
    expect(text(html)).toContain("Finance from $121 per week*");
    expect(text(html)).toContain("Comparison rate 9.73% p.a.* · 5-year term, 10% deposit");
    expect(html).toContain('href="#finance-calculator"');
    expect(text(html)).toContain("View disclaimer");
  });

  it("shows '...' while a quote is on its way", () => {
    expect(text(renderToString(<FinanceSummary display={quoting} />))).toContain("Finance from ... per week*");
  });
});

describe("FinanceEstimate", () => {
  it("shows the weekly figure, and rates only where known or asked for", () => {
    const card = { ...display, figures: { weekly: 121, interestRate: null, comparisonRate: null } };
    const html = text(renderToString(<FinanceEstimate display={card} />));
    expect(html).toContain("From $121 /wk*");
    expect(html).not.toContain("Comparison");
    expect(text(renderToString(<FinanceEstimate display={quoting} />))).toContain(
      "From ... /wk* Rate ... · Comparison ... *",
    );
  });
});
