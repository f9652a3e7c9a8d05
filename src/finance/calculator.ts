// The finance calculator's rules: its input bounds, its starting values and what it shows for a set
// of inputs. Pure, so the component only keeps state and renders.

import { formatMoney } from "@/platform/format";
import { benchmarkComparisonRate, carLoanBenchmark } from "./comparison-rate";
import type { FeeSchedule } from "./fees";
import { clampTo, financeTerms, type FinanceConfig, type SteppedRange } from "./providers";
import { convertRepayment, repayment, totalPayable, type RepaymentFrequency } from "./repayment";

/** Deposit, trade-in and residual share one range. */
export const extraAmountRange: SteppedRange = { min: 0, max: 250_000, step: 0.5 };

/** At or below this the figure is not a loan a lender would write: the calculator says to enquire. */
export const enquireThreshold = 25;
export const enquireText = "Enquire for Finance";

export type CalculatorBounds = {
  amount: SteppedRange;
  termYears: SteppedRange;
  interest: SteppedRange;
  deposit: SteppedRange;
  residual: SteppedRange;
};

/**
 * "vehicle-page": the calculator under a car, which some sites tighten (`finance.vehiclePageLoan`);
 * "standalone": the finance page's calculator, with the site's full ranges.
 */
export type CalculatorVariant = "vehicle-page" | "standalone";

export function calculatorBounds(
  finance: FinanceConfig,
  variant: CalculatorVariant = "vehicle-page",
): CalculatorBounds {
  const terms = financeTerms(finance);
  const tighter = variant === "vehicle-page" ? finance.vehiclePageLoan : null;
  const priceMax = tighter ? Math.min(tighter.max, terms.purchasePriceRange.max) : terms.purchasePriceRange.max;
  return {
    amount: {
      min: Math.min(terms.purchasePriceRange.min, priceMax),
      max: priceMax,
      step: tighter?.step ?? 1,
    },
    termYears: {
      ...finance.termRangeYears,
      max: tighter
        ? Math.max(finance.termRangeYears.min, Math.min(tighter.termMaxYears, finance.termRangeYears.max))
        : finance.termRangeYears.max,
    },
    interest: terms.interestRange,
    deposit: extraAmountRange,
    residual: extraAmountRange,
  };
}

export type CalculatorInputs = {
  /** Purchase price. */
  amount: number;
  termYears: number;
  interestRate: number;
  /** Deposit and trade-in together: both come off the price before the loan. */
  deposit: number;
  residual: number;
  frequency: RepaymentFrequency;
};

/** Typed money: anything that is not a number, or is below zero, counts as 0. */
export function nonNegativeAmount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Help text when the purchase price lies outside its bounds or off its step (a site's vehicle-page
 * loan in steps of $500, say), else null. The calculator then shows no repayment: a figure for the
 * nearest allowed price would read as the figure for the price typed.
 */
export function amountRangeMessage(amount: number, range: { min: number; max: number; step?: number }): string | null {
  if (!(amount >= range.min && amount <= range.max)) {
    return `Cannot be less than ${formatMoney(range.min)} or more than ${formatMoney(range.max)}`;
  }
  const step = range.step ?? 1;
  if (step > 1 && Math.abs((amount - range.min) / step - Math.round((amount - range.min) / step)) > 1e-9) {
    return `Must be in steps of ${formatMoney(step)}`;
  }
  return null;
}

/**
 * The nearest value a slider can hold: its minimum plus whole steps. A range input snaps to that grid
 * itself, so a value off it would show one figure and compute with another.
 */
export function snapToStep(value: number, range: SteppedRange): number {
  const steps = Math.round((value - range.min) / range.step);
  const snapped = Math.round((range.min + steps * range.step) * 1e6) / 1e6;
  return clampTo(snapped > range.max ? snapped - range.step : snapped, range);
}

/** What a finance figure elsewhere on the page assumes, for the calculator to start from the same. */
export type CalculatorStart = { termYears: number; depositPercent: number; balloonPercent: number };

/**
 * Where the calculator starts: the car's price at the site's rate and, when the page shows a finance
 * figure above it (`start`), that figure's term, deposit and balloon, so both say the same until the
 * shopper changes something; else the site's default term with no deposit or balloon.
 */
export function calculatorDefaults(
  carPrice: number | null,
  finance: FinanceConfig,
  bounds: CalculatorBounds,
  start?: CalculatorStart,
): CalculatorInputs {
  const price = carPrice !== null && carPrice > 0 ? carPrice : finance.defaultAmount;
  const amount = clampTo(price, bounds.amount);
  const share = (percent: number, range: SteppedRange) => snapToStep(clampTo((amount * percent) / 100, range), range);
  return {
    amount,
    termYears: snapToStep(clampTo(start?.termYears ?? finance.defaultTermYears, bounds.termYears), bounds.termYears),
    interestRate: snapToStep(clampTo(financeTerms(finance).defaultRate, bounds.interest), bounds.interest),
    deposit: start ? share(start.depositPercent, bounds.deposit) : 0,
    residual: start ? share(start.balloonPercent, bounds.residual) : 0,
    frequency: finance.displayFrequency,
  };
}

/** What a calculator figure assumes, said beside it: "5-year term, no deposit, $7,797 balloon". */
export function calculatorBasisText(inputs: CalculatorInputs): string {
  const term = `${inputs.termYears}-year term`;
  const deposit = inputs.deposit > 0 ? `${formatMoney(inputs.deposit)} deposit` : "no deposit";
  const balloon = inputs.residual > 0 ? `${formatMoney(inputs.residual)} balloon` : "no balloon";
  return [term, deposit, balloon].join(", ");
}

/** Every input moved into its bounds: what the calculation uses, whatever a field holds mid-edit. */
export function clampInputs(inputs: CalculatorInputs, bounds: CalculatorBounds): CalculatorInputs {
  return {
    amount: clampTo(nonNegativeAmount(inputs.amount), bounds.amount),
    termYears: clampTo(inputs.termYears, bounds.termYears),
    interestRate: clampTo(inputs.interestRate, bounds.interest),
    deposit: clampTo(nonNegativeAmount(inputs.deposit), bounds.deposit),
    residual: clampTo(nonNegativeAmount(inputs.residual), bounds.residual),
    frequency: inputs.frequency,
  };
}

export type CalculatorResult =
  | { kind: "repayment"; repayment: number; total: number; comparisonRate: number; inputs: CalculatorInputs }
  | { kind: "enquire"; comparisonRate: number; inputs: CalculatorInputs }
  /** The purchase price is outside its bounds or off its step: no figure until it is fixed. */
  | { kind: "invalid-amount"; message: string; comparisonRate: number; inputs: CalculatorInputs };

/**
 * The repayment at the chosen frequency and what the loan costs in all. The loan is amortised weekly
 * and the other frequencies derived by the product's rule (monthly = weekly × 4.33, fortnightly =
 * weekly × 2; decision 011), so a monthly figure here matches a monthly figure anywhere on the site.
 */
export function calculate(inputs: CalculatorInputs, bounds: CalculatorBounds, fees: FeeSchedule): CalculatorResult {
  const used = clampInputs(inputs, bounds);
  const comparisonRate = benchmarkComparisonRate(used.interestRate, fees, carLoanBenchmark);
  const amountMessage = amountRangeMessage(nonNegativeAmount(inputs.amount), bounds.amount);
  if (amountMessage !== null) {
    return {
      kind: "invalid-amount",
      message: amountMessage,
      comparisonRate,
      inputs: { ...used, amount: inputs.amount },
    };
  }
  const loan = {
    principal: Math.max(0, used.amount - used.deposit),
    annualRatePercent: used.interestRate,
    termYears: used.termYears,
    frequency: "weekly" as const,
    balloon: used.residual,
    fees,
  };
  const perPeriod = convertRepayment(repayment(loan), "weekly", used.frequency);
  if (!(perPeriod > enquireThreshold)) return { kind: "enquire", comparisonRate, inputs: used };
  return {
    kind: "repayment",
    repayment: perPeriod,
    total: totalPayable(loan),
    comparisonRate,
    inputs: used,
  };
}
