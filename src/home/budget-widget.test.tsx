import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { siteConfig } from "@/finance/test-configs";
import { pickBodyTypes, summariseStockPrices } from "./budget";
import { BudgetWidget } from "./budget-widget";

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
    render(<BudgetWidget {...props} />);
    expect(screen.getByRole("heading", { name: "Find cars for your budget" })).toBeInTheDocument();
    expect(screen.getByTestId("budget-amount")).toHaveTextContent("$38,000");
    expect(screen.getByRole("link", { name: "View Cars In This Range" })).toHaveAttribute(
      "href",
      "/search/new-used-and-demo-cars?price=1001-38000",
    );
  });

  it("follows the deposit the shopper types, and narrows the search to the body picked", async () => {
    const user = userEvent.setup();
    render(<BudgetWidget {...props} />);
    const deposit = screen.getByLabelText("Deposit");
    await user.clear(deposit);
    await user.type(deposit, "12000");
    expect(screen.getByTestId("budget-amount")).toHaveTextContent("$48,000");

    await user.click(screen.getByRole("button", { name: "SUV" }));
    expect(screen.getByRole("button", { name: "SUV" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("link", { name: "View SUVs In This Range" }).getAttribute("href")).toMatch(/suv/i);
  });

  it("offers no search when nothing is that cheap", async () => {
    const user = userEvent.setup();
    render(<BudgetWidget {...props} />);
    const repayment = screen.getByLabelText("Monthly repayment");
    await user.clear(repayment);
    await user.type(repayment, "100");
    expect(screen.getByRole("button", { name: /0 Cars Found/ })).toBeDisabled();
    expect(screen.getByRole("status")).toHaveTextContent("No Cars found for this budget");
    expect(screen.queryByRole("link", { name: "View Cars In This Range" })).not.toBeInTheDocument();
  });

  it("shows no body picker when the site switches it off (no body types given)", () => {
    render(<BudgetWidget {...props} bodyTypes={[]} />);
    expect(screen.queryByRole("button", { name: "SUV" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Cars In This Range" })).toBeInTheDocument();
  });
});
