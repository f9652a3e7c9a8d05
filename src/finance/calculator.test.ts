import { describe, expect, it } from "vitest";
import {
  amountRangeMessage,
  calculate,
  calculatorBounds,
  calculatorBasisText,
  calculatorDefaults,
  clampInputs,
  snapToStep,
  enquireThreshold,
  extraAmountRange,
  nonNegativeAmount,
  type CalculatorInputs,
} from "./calculator";
import { noFees, taurusFees } from "./fees";
import { financeTerms } from "./providers";
import { benchmarkComparisonRate, formatRate } from "./comparison-rate";
import { demoConfig, siteConfig } from "./test-configs";

const defaults = siteConfig().finance;

describe("calculatorBounds", () => {
  it("uses the platform ranges: price 1,000–250,000, term 1–7 by 0.5, interest 0.5–15 by 0.5", () => {
    const bounds = calculatorBounds(defaults, "standalone");
    expect(bounds.amount).toEqual({ min: 1_000, max: 250_000, step: 1 });
    expect(bounds.termYears).toEqual({ min: 1, max: 7, step: 0.5 });
    expect(bounds.interest).toEqual({ min: 0.5, max: 15, step: 0.5 });
    expect(bounds.deposit).toEqual({ min: 0, max: 250_000, step: 0.5 });
    expect(bounds.residual).toEqual(extraAmountRange);
  });

  it("tightens the vehicle page's loan where the site asks: step 500, max 100,000, term up to 5", () => {
    const finance = demoConfig("coastal-rv").finance;
    const bounds = calculatorBounds(finance, "vehicle-page");
    expect(bounds.amount).toEqual({ min: 5_000, max: 100_000, step: 500 });
    expect(bounds.termYears).toEqual({ min: 1, max: 5, step: 0.5 });
    expect(calculatorBounds(finance, "standalone").amount).toEqual({ min: 5_000, max: 250_000, step: 1 });
    // No tighter loan configured: the vehicle page uses the full ranges.
    expect(calculatorBounds(defaults, "vehicle-page")).toEqual(calculatorBounds(defaults, "standalone"));
  });

  it("takes a provider's range when the site keeps the platform's", () => {
    const nissan = calculatorBounds({ ...defaults, provider: "nissan-finance" });
    expect(nissan.interest).toEqual({ min: 4, max: 20, step: 0.5 });
    expect(nissan.amount.min).toBe(5_000);
    expect(calculatorBounds({ ...defaults, provider: "angle" }).interest).toEqual({ min: 7.5, max: 14.5, step: 0.5 });
    expect(calculatorBounds({ ...defaults, provider: "powertorque" }).interest).toEqual({
      min: 9.95,
      max: 19.95,
      step: 0.5,
    });
    expect(calculatorBounds({ ...defaults, provider: "taurus" }).interest).toEqual(defaults.interestRange);
  });

  it("keeps the site's own range over its provider's", () => {
    const own = { ...defaults, provider: "nissan-finance" as const, interestRange: { min: 2, max: 12, step: 0.25 } };
    expect(calculatorBounds(own).interest).toEqual({ min: 2, max: 12, step: 0.25 });
  });
});

describe("financeTerms", () => {
  // The product's fee list, provider by provider: 1360.5 for one, 1300 for another, one brand's
  // four charges, otherwise 0 (decision 039).
  it.each([
    ["taurus", { establishment: 1360.5, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
    ["angle", { establishment: 1300, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
    ["nissan-finance", { establishment: 395, securityRegistration: 6, agency: 912.25, monthlyAccountFee: 8 }],
    ["youx", { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
    ["360-finance", { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
    ["ausloans", { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
    ["manual", { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
    ["powertorque", { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
    ["none", { establishment: 0, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 }],
  ] as const)("charges %s exactly the product's fees", (provider, expected) => {
    expect(financeTerms({ ...defaults, provider }).fees).toMatchObject(expected);
  });

  it("compares a no-fee provider's loan at its own rate: 10% is 10.00%, not lifted by fees the product never lists", () => {
    const terms = financeTerms({ ...defaults, provider: "youx", defaultRate: 10 });
    expect(formatRate(benchmarkComparisonRate(terms.defaultRate, terms.fees))).toBe("10.00%");
  });

  it("lets a site's own establishment fee replace its provider's", () => {
    const fees = financeTerms({ ...defaults, provider: "taurus", establishmentFee: 990 }).fees;
    expect(fees).toMatchObject({ establishment: 990, securityRegistration: 0, agency: 0, monthlyAccountFee: 0 });
  });

  it("moves the default rate into a provider's range", () => {
    expect(financeTerms({ ...defaults, provider: "powertorque", defaultRate: 8.5 }).defaultRate).toBe(9.95);
    expect(financeTerms({ ...defaults, provider: "angle" }).defaultRate).toBe(10);
  });
});

describe("calculatorDefaults", () => {
  it("starts from the car's price, the site's rate and term, no deposit, the site's frequency", () => {
    const bounds = calculatorBounds(defaults);
    expect(calculatorDefaults(25_990, defaults, bounds)).toEqual({
      amount: 25_990,
      termYears: 5,
      interestRate: 10,
      deposit: 0,
      residual: 0,
      frequency: "weekly",
    });
  });

  it("uses $30,000 when the car has no price, and the other defaults some sites set (8.5%, 6 years)", () => {
    const finance = { ...demoConfig("redgum").finance, defaultTermYears: 6 };
    const start = calculatorDefaults(null, finance, calculatorBounds(finance));
    expect(start).toMatchObject({ amount: 30_000, interestRate: 8.5, termYears: 6 });
    expect(calculatorDefaults(0, finance, calculatorBounds(finance)).amount).toBe(30_000);
  });

  it("starts from the term, deposit and balloon of the finance figure above it", () => {
    const bounds = calculatorBounds(defaults);
    expect(
      calculatorDefaults(25_990, defaults, bounds, { termYears: 5, depositPercent: 0, balloonPercent: 30 }),
    ).toMatchObject({ amount: 25_990, termYears: 5, deposit: 0, residual: 7_797 });
    expect(
      calculatorDefaults(25_990, defaults, bounds, { termYears: 4, depositPercent: 10, balloonPercent: 0 }),
    ).toMatchObject({ termYears: 4, deposit: 2_599, residual: 0 });
  });

  it("says what its figure assumes", () => {
    const start = calculatorDefaults(25_990, defaults, calculatorBounds(defaults), {
      termYears: 5,
      depositPercent: 0,
      balloonPercent: 30,
    });
    expect(calculatorBasisText(start)).toBe("5-year term, no deposit, $7,797 balloon");
    expect(calculatorBasisText({ ...start, deposit: 2_599, residual: 0 })).toBe(
      "5-year term, $2,599 deposit, no balloon",
    );
  });

  it("keeps the starting values inside tighter vehicle-page bounds", () => {
    const finance = { ...demoConfig("coastal-rv").finance, defaultTermYears: 6 };
    const start = calculatorDefaults(180_000, finance, calculatorBounds(finance, "vehicle-page"));
    expect(start).toMatchObject({ amount: 100_000, termYears: 5 });
  });
});

describe("snapToStep", () => {
  it("moves a value onto the slider's grid, within its range", () => {
    expect(snapToStep(10, { min: 9.95, max: 19.95, step: 0.5 })).toBe(9.95);
    expect(snapToStep(10.3, { min: 9.95, max: 19.95, step: 0.5 })).toBe(10.45);
    expect(snapToStep(8.5, { min: 0.5, max: 15, step: 0.5 })).toBe(8.5);
    expect(snapToStep(14.9, { min: 0.5, max: 15, step: 0.5 })).toBe(15);
    expect(snapToStep(19.9, { min: 9.95, max: 19.95, step: 0.5 })).toBe(19.95);
    expect(snapToStep(5.2, { min: 1, max: 5, step: 0.5 })).toBe(5);
  });

  it("starts a provider's off-grid range on its grid", () => {
    const finance = { ...defaults, provider: "powertorque" as const };
    expect(calculatorDefaults(null, finance, calculatorBounds(finance)).interestRate).toBe(9.95);
  });
});

describe("bounds and clamping", () => {
  const bounds = calculatorBounds(defaults);
  const inputs: CalculatorInputs = {
    amount: 30_000,
    termYears: 5,
    interestRate: 10,
    deposit: 0,
    residual: 0,
    frequency: "monthly",
  };

  it("says when the price is out of range", () => {
    expect(amountRangeMessage(999, bounds.amount)).toBe("Cannot be less than $1,000 or more than $250,000");
    expect(amountRangeMessage(250_001, bounds.amount)).toBe("Cannot be less than $1,000 or more than $250,000");
    expect(amountRangeMessage(1_000, bounds.amount)).toBeNull();
    expect(amountRangeMessage(250_000, bounds.amount)).toBeNull();
    expect(amountRangeMessage(4_999, calculatorBounds({ ...defaults, provider: "angle" }).amount)).toBe(
      "Cannot be less than $5,000 or more than $250,000",
    );
  });

  it("turns anything below zero, or not a number, into 0", () => {
    expect(nonNegativeAmount(-5)).toBe(0);
    expect(nonNegativeAmount(Number.NaN)).toBe(0);
    expect(nonNegativeAmount(Number.POSITIVE_INFINITY)).toBe(0);
    expect(nonNegativeAmount(12.5)).toBe(12.5);
  });

  it("clamps every input into its bounds", () => {
    expect(clampInputs({ ...inputs, amount: -10 }, bounds).amount).toBe(1_000);
    expect(clampInputs({ ...inputs, amount: 400_000 }, bounds).amount).toBe(250_000);
    expect(clampInputs({ ...inputs, termYears: 0 }, bounds).termYears).toBe(1);
    expect(clampInputs({ ...inputs, termYears: 9 }, bounds).termYears).toBe(7);
    expect(clampInputs({ ...inputs, interestRate: 0 }, bounds).interestRate).toBe(0.5);
    expect(clampInputs({ ...inputs, interestRate: 22 }, bounds).interestRate).toBe(15);
    expect(clampInputs({ ...inputs, deposit: -1 }, bounds).deposit).toBe(0);
    expect(clampInputs({ ...inputs, deposit: 300_000 }, bounds).deposit).toBe(250_000);
    expect(clampInputs({ ...inputs, residual: -1 }, bounds).residual).toBe(0);
    expect(clampInputs({ ...inputs, residual: 300_000 }, bounds).residual).toBe(250_000);
  });
});

describe("calculate", () => {
  const bounds = calculatorBounds(defaults);
  const inputs: CalculatorInputs = {
    amount: 30_000,
    termYears: 5,
    interestRate: 8,
    deposit: 0,
    residual: 0,
    frequency: "monthly",
  };

  it("shows the repayment, the total and the benchmark comparison rate", () => {
    const result = calculate({ ...inputs, frequency: "weekly" }, bounds, noFees);
    expect(result.kind).toBe("repayment");
    if (result.kind !== "repayment") return;
    // $30,000 at 8% amortised over 260 weeks.
    expect(result.repayment).toBeCloseTo(140.0835, 4);
    expect(result.total).toBeCloseTo(36_421.7, 2);
    expect(result.comparisonRate.toFixed(2)).toBe("8.00");
  });

  it("derives monthly from weekly × 4.33 and fortnightly by doubling it, as the product's rule says", () => {
    const monthly = calculate(inputs, bounds, noFees);
    const fortnightly = calculate({ ...inputs, frequency: "fortnightly" }, bounds, noFees);
    // 140.0835 × 4.33, not the 608.29 a monthly amortisation gives; 140.0835 × 2.
    expect(monthly.kind === "repayment" && monthly.repayment).toBeCloseTo(606.5614, 4);
    expect(fortnightly.kind === "repayment" && fortnightly.repayment).toBeCloseTo(280.1669, 4);
    // One loan, whichever way its repayment is expressed.
    expect(monthly.kind === "repayment" && monthly.total).toBeCloseTo(36_421.7, 2);
  });

  it("takes the deposit and trade-in off the price and leaves the residual to the end", () => {
    const result = calculate({ ...inputs, amount: 39_000, deposit: 9_000, residual: 9_000 }, bounds, noFees);
    expect(result.kind === "repayment" && result.repayment).toBeCloseTo(484.5469, 4);
  });

  it("finances the provider's fees", () => {
    const result = calculate(inputs, bounds, taurusFees);
    expect(result.kind === "repayment" && result.repayment).toBeCloseTo(634.069, 4);
    expect(result.comparisonRate.toFixed(2)).toBe("9.90");
  });

  it("asks the shopper to enquire when the repayment is $25 or less, with no total", () => {
    expect(calculate({ ...inputs, amount: 30_000, deposit: 30_000 }, bounds, noFees).kind).toBe("enquire");
    // $1,000 over 7 years at 0.5% weekly is about $2.79.
    expect(
      calculate({ ...inputs, amount: 1_000, termYears: 7, interestRate: 0.5, frequency: "weekly" }, bounds, noFees),
    ).toMatchObject({ kind: "enquire" });
    const result = calculate({ ...inputs, amount: 1_500, termYears: 5, frequency: "monthly" }, bounds, noFees);
    expect(result.kind === "repayment" && result.repayment).toBeGreaterThan(enquireThreshold);
  });

  it("computes from the clamped rate while its field holds an out-of-range value", () => {
    const result = calculate({ ...inputs, amount: 30_000, interestRate: 40 }, bounds, noFees);
    expect(result.inputs).toMatchObject({ amount: 30_000, interestRate: 15 });
  });

  it("gives no repayment for a price outside its bounds, never the figure of the nearest allowed price", () => {
    const over = calculate({ ...inputs, amount: 300_000 }, bounds, noFees);
    expect(over).toMatchObject({
      kind: "invalid-amount",
      message: "Cannot be less than $1,000 or more than $250,000",
      inputs: { amount: 300_000 },
    });
    expect(calculate({ ...inputs, amount: 500 }, bounds, noFees).kind).toBe("invalid-amount");
    expect(calculate({ ...inputs, amount: 250_000 }, bounds, noFees).kind).toBe("repayment");
  });

  it("holds a vehicle-page loan to its step and maximum: $60,250 and $100,250 are refused where loans go in steps of $500 to $100,000", () => {
    const stepped = calculatorBounds(demoConfig("coastal-rv").finance, "vehicle-page");
    expect(stepped.amount.step).toBe(500);
    expect(calculate({ ...inputs, amount: 100_250 }, stepped, noFees)).toMatchObject({
      kind: "invalid-amount",
      message: `Cannot be less than $${stepped.amount.min.toLocaleString("en-AU")} or more than $100,000`,
    });
    expect(calculate({ ...inputs, amount: 60_250 }, stepped, noFees)).toMatchObject({
      kind: "invalid-amount",
      message: "Must be in steps of $500",
    });
    expect(calculate({ ...inputs, amount: 60_500 }, stepped, noFees).kind).toBe("repayment");
  });
});
