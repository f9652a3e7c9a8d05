// Loan repayments by the standard amortisation formula, paid in arrears, with an optional
// residual (balloon) due with the last repayment and a fee schedule.
//
// Fees: the one-off fees (establishment, security registration, agency) are financed by default —
// added to the amount borrowed and repaid with it — because that is how dealer finance is written in
// Australia and how the lender figures the platform stores were worked out. `feesFinanced: false`
// has the borrower pay them up front instead. A monthly account fee is added to every repayment,
// spread over the repayment frequency.

import { noFees, oneOffFees, type FeeSchedule } from "./fees";

export const repaymentFrequencies = ["weekly", "fortnightly", "monthly"] as const;
export type RepaymentFrequency = (typeof repaymentFrequencies)[number];

export const periodsPerYear: Record<RepaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** The product's weeks-per-month factor: a monthly figure is the weekly one × 4.33. */
export const weeksPerMonth = 4.33;

export const frequencyLabels: Record<RepaymentFrequency, { adjective: string; unit: string; short: string }> = {
  weekly: { adjective: "Weekly", unit: "week", short: "wk" },
  fortnightly: { adjective: "Fortnightly", unit: "fortnight", short: "fn" },
  monthly: { adjective: "Monthly", unit: "month", short: "mth" },
};

export type Loan = {
  /** What the borrower needs: purchase price less deposit and trade-in, before fees. */
  principal: number;
  annualRatePercent: number;
  termYears: number;
  frequency: RepaymentFrequency;
  /** Residual (balloon) paid with the last repayment. */
  balloon?: number;
  fees?: FeeSchedule;
  /** One-off fees added to the loan (the default) or paid up front. */
  feesFinanced?: boolean;
};

export function numberOfRepayments(termYears: number, frequency: RepaymentFrequency): number {
  return Math.max(1, Math.round(termYears * periodsPerYear[frequency]));
}

/** The amount the lender advances: the principal plus any fees added to the loan. */
export function amountFinanced(loan: Loan): number {
  const fees = loan.fees ?? noFees;
  return loan.principal + (loan.feesFinanced === false ? 0 : oneOffFees(fees));
}

/**
 * The level repayment that pays off `present` with `balloon` left to pay alongside the last one:
 * (P − B·v^N)·r / (1 − v^N), v = 1/(1+r). At 0% it is simply (P − B)/N.
 */
export function levelPayment(present: number, periodicRate: number, count: number, balloon = 0): number {
  // Below this the closed form loses every digit to cancellation, and the even split is exact anyway.
  if (Math.abs(periodicRate) < 1e-12) return (present - balloon) / count;
  // 1 − v^N through expm1/log1p keeps its precision when the rate is small.
  const exponent = -count * Math.log1p(periodicRate);
  const oneLessDiscount = -Math.expm1(exponent);
  return ((present - balloon * Math.exp(exponent)) * periodicRate) / oneLessDiscount;
}

/** One repayment at the loan's frequency, account fees included. */
export function repayment(loan: Loan): number {
  const perYear = periodsPerYear[loan.frequency];
  const periodicRate = loan.annualRatePercent / 100 / perYear;
  const count = numberOfRepayments(loan.termYears, loan.frequency);
  const accountFee = ((loan.fees ?? noFees).monthlyAccountFee * 12) / perYear;
  return levelPayment(amountFinanced(loan), periodicRate, count, loan.balloon ?? 0) + accountFee;
}

/**
 * Everything the borrower pays the lender over the loan: the repayments, the balloon and, when not
 * financed, the up-front fees. The deposit and trade-in are not part of it: they never pass through
 * the loan.
 */
export function totalPayable(loan: Loan): number {
  const upFront = loan.feesFinanced === false ? oneOffFees(loan.fees ?? noFees) : 0;
  return repayment(loan) * numberOfRepayments(loan.termYears, loan.frequency) + (loan.balloon ?? 0) + upFront;
}

/**
 * Re-expresses a repayment a lender quoted at one frequency in another, with the product's factors:
 * monthly = weekly × 4.33, fortnightly = weekly × 2, fortnightly = 12 × monthly / 26. Every figure the
 * site shows at another frequency goes through here: a lender's stored figure, and the calculator's,
 * which amortises weekly (decision 011).
 */
export function convertRepayment(amount: number, from: RepaymentFrequency, to: RepaymentFrequency): number {
  if (from === to) return amount;
  const weekly = from === "weekly" ? amount : from === "fortnightly" ? amount / 2 : amount / weeksPerMonth;
  if (to === "weekly") return weekly;
  if (to === "fortnightly") return from === "monthly" ? (12 * amount) / 26 : weekly * 2;
  return from === "fortnightly" ? (amount * 26) / 12 : weekly * weeksPerMonth;
}
