// Comparison rates as the National Credit Code defines them: the annual percentage rate (twelve
// times the monthly rate) at which the present value of everything the borrower repays — level
// repayments with their account fees, and any balloon — equals the credit actually put in the
// borrower's hands, that is the amount borrowed less any fees paid up front. Fees added to the loan
// raise the repayments instead. Regulated advertising quotes it on fixed benchmark loans.

import { noFees, oneOffFees, type FeeSchedule } from "./fees";
import { numberOfRepayments, repayment } from "./repayment";

export type BenchmarkLoan = { amount: number; termYears: number; label: string };

/** The benchmark car finance is advertised against. */
export const carLoanBenchmark: BenchmarkLoan = {
  amount: 30_000,
  termYears: 5,
  label: "a secured loan of $30,000 over 5 years",
};

/** The benchmark for large secured loans (the one home loans are advertised against). */
export const largeLoanBenchmark: BenchmarkLoan = {
  amount: 150_000,
  termYears: 25,
  label: "a secured loan of $150,000 over 25 years",
};

export const comparisonRateWarning =
  "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.";

export type ComparisonLoan = {
  amount: number;
  termYears: number;
  annualRatePercent: number;
  fees?: FeeSchedule;
  feesFinanced?: boolean;
  balloon?: number;
};

function presentValue(payment: number, balloon: number, count: number, monthlyRate: number): number {
  if (monthlyRate < 1e-12) return payment * count + balloon;
  const exponent = -count * Math.log1p(monthlyRate);
  return (payment * -Math.expm1(exponent)) / monthlyRate + balloon * Math.exp(exponent);
}

/**
 * The comparison rate, % p.a., of a monthly-repayment loan. Solved by bisection: the present value
 * falls steadily as the rate rises, so halving the bracket always converges, with no starting guess
 * to go wrong as Newton's method can.
 */
export function comparisonRate(loan: ComparisonLoan): number {
  const fees = loan.fees ?? noFees;
  const feesFinanced = loan.feesFinanced !== false;
  const balloon = loan.balloon ?? 0;
  const count = numberOfRepayments(loan.termYears, "monthly");
  const payment = repayment({
    principal: loan.amount,
    annualRatePercent: loan.annualRatePercent,
    termYears: loan.termYears,
    frequency: "monthly",
    balloon,
    fees,
    feesFinanced,
  });
  const creditReceived = loan.amount - (feesFinanced ? 0 : oneOffFees(fees));
  const excess = (monthlyRate: number) => presentValue(payment, balloon, count, monthlyRate) - creditReceived;

  let low = 0;
  // At a rate of 0% the borrower repays at least what they received; if not, there is no cost to find.
  if (excess(low) <= 0) return 0;
  let high = 0.01;
  while (excess(high) > 0 && high < 100) high *= 2;
  for (let step = 0; step < 200 && high - low > 1e-15; step += 1) {
    const middle = (low + high) / 2;
    if (excess(middle) > 0) low = middle;
    else high = middle;
  }
  return ((low + high) / 2) * 12 * 100;
}

/** The comparison rate on a regulated benchmark loan for an interest rate and fee schedule. */
export function benchmarkComparisonRate(
  annualRatePercent: number,
  fees: FeeSchedule,
  benchmark: BenchmarkLoan = carLoanBenchmark,
): number {
  return comparisonRate({ amount: benchmark.amount, termYears: benchmark.termYears, annualRatePercent, fees });
}

/** A rate to two decimals, as rates are advertised: 9.9 → "9.90%". */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
