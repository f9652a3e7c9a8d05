// The finance calculator's rules: its input bounds, its starting values and what it shows for a set
// of inputs. Pure, so the component only keeps state and renders.

import { formatMoney } from "@/platform/format";
import { benchmarkComparisonRate, carLoanBenchmark } from "./comparison-rate";
import type { FeeSchedule } from "./fees";
import { clampTo, financeTerms, type FinanceConfig, type SteppedRange } from "./providers";
import { repayment, totalPayable, type RepaymentFrequency } from "./repayment";

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

/** Help text when the purchase price lies outside its bounds, else null. */
export function amountRangeMessage(amount: number, range: { min: number; max: number }): string | null {
  if (amount >= range.min && amount <= range.max) return null;
  return `Cannot be less than ${formatMoney(range.min)} or more than ${formatMoney(range.max)}`;
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

export function calculatorDefaults(
  carPrice: number | null,
  finance: FinanceConfig,
  bounds: CalculatorBounds,
): CalculatorInputs {
  const price = carPrice !== null && carPrice > 0 ? carPrice : finance.defaultAmount;
  return {
    amount: clampTo(price, bounds.amount),
    termYears: snapToStep(clampTo(finance.defaultTermYears, bounds.termYears), bounds.termYears),
    interestRate: snapToStep(clampTo(financeTerms(finance).defaultRate, bounds.interest), bounds.interest),
    deposit: 0,
    residual: 0,
    frequency: finance.displayFrequency,
  };
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
  | { kind: "enquire"; comparisonRate: number; inputs: CalculatorInputs };

export function calculate(inputs: CalculatorInputs, bounds: CalculatorBounds, fees: FeeSchedule): CalculatorResult {
  const used = clampInputs(inputs, bounds);
  const loan = {
    principal: Math.max(0, used.amount - used.deposit),
    annualRatePercent: used.interestRate,
    termYears: used.termYears,
    frequency: used.frequency,
    balloon: used.residual,
    fees,
  };
  const perPeriod = repayment(loan);
  const comparison = benchmarkComparisonRate(used.interestRate, fees, carLoanBenchmark);
  if (!(perPeriod > enquireThreshold)) return { kind: "enquire", comparisonRate: comparison, inputs: used };
  return {
    kind: "repayment",
    repayment: perPeriod,
    total: totalPayable(loan),
    comparisonRate: comparison,
    inputs: used,
  };
}
