import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteConfig } from "@/finance/test-configs";
import { pickBodyTypes, summariseStockPrices } from "./budget";
import { BudgetWidget } from "./budget-widget";

// What the server sends before any script runs: the first state of each component. Tags read as
// spaces, so "From <span>$121</span>/wk*" reads "From $121 /wk*".

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

describe("BudgetWidget", () => {
  const config = siteConfig();
  const stock = summariseStockPrices(
    [
      { price: 24_990, status: "in_stock", body: "SUV" },
      { price: 41_990, status: "in_stock", body: "Ute" },
    ],
    config.budgetWidget.minPriceFilter,
  );
  const props = {
    widget: config.budgetWidget,
    carNoun: config.labels.carNoun,
    bodyTypes: pickBodyTypes(config.budgetWidget, stock),
    lowestPrice: stock.lowestPrice,
  };

  it("turns 600 a month and 2,000 down into a $38,000 search", () => {
    const html = renderToString(<BudgetWidget {...props} />);
    expect(text(html)).toContain("Find cars for your budget");
    expect(text(html)).toContain("Your budget $38,000");
    expect(html).toContain('href="/search/new-used-and-demo-cars?price=1001-38000"');
    expect(text(html)).toContain("View Cars In This Range");
    expect(html).toContain("background-image:url(/body/suv.svg)");
  });

  it("offers no search when nothing is that cheap", () => {
    const html = renderToString(<BudgetWidget {...props} lowestPrice={50_000} />);
    expect(text(html)).toContain("0 Cars Found");
    expect(text(html)).toContain("No Cars found for this budget");
    expect(html).toMatch(/<button[^>]*disabled[^>]*data-testid="budget-search"/);
  });
});
