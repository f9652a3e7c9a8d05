import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brandFinanceFees, taurusFees } from "./fees";
import {
  amountFinanced,
  convertRepayment,
  numberOfRepayments,
  repayment,
  repaymentFrequencies,
  totalPayable,
  type Loan,
} from "./repayment";

// Expected figures are worked by hand from P·r / (1 − (1 + r)^−N), r the rate per period, checked
// against a spreadsheet's PMT(): e.g. PMT(8%/12, 60, −30000) = 608.29.
const base: Loan = { principal: 30_000, annualRatePercent: 8, termYears: 5, frequency: "monthly" };

describe("repayment", () => {
  it("amortises at each frequency: 12, 26 or 52 repayments a year", () => {
    expect(repayment(base)).toBeCloseTo(608.2918, 4);
    expect(repayment({ ...base, frequency: "fortnightly" })).toBeCloseTo(280.342, 3);
    expect(repayment({ ...base, frequency: "weekly" })).toBeCloseTo(140.0835, 4);
    expect(numberOfRepayments(5, "weekly")).toBe(260);
    expect(numberOfRepayments(3.5, "fortnightly")).toBe(91);
    expect(numberOfRepayments(5.5, "monthly")).toBe(66);
  });

  it("leaves a balloon to pay with the last repayment", () => {
    // (30000 − 9000·1.00667^−60)·0.00667 / (1 − 1.00667^−60)
    expect(repayment({ ...base, balloon: 9_000 })).toBeCloseTo(485.8043, 4);
    expect(totalPayable({ ...base, balloon: 9_000 })).toBeCloseTo(485.8043 * 60 + 9_000, 2);
  });

  it("divides evenly at 0%, balloon or not", () => {
    expect(repayment({ ...base, annualRatePercent: 0 })).toBe(500);
    expect(repayment({ ...base, annualRatePercent: 0, balloon: 6_000 })).toBe(400);
    expect(totalPayable({ ...base, annualRatePercent: 0, balloon: 6_000 })).toBe(30_000);
  });

  it("adds financed fees to the loan", () => {
    const loan = { ...base, fees: taurusFees };
    expect(amountFinanced(loan)).toBe(31_360.5);
    expect(repayment(loan)).toBeCloseTo(635.8779, 4);
    expect(totalPayable(loan)).toBeCloseTo(38_152.67, 2);
  });

  it("charges fees paid up front once, outside the repayments", () => {
    const loan = { ...base, fees: taurusFees, feesFinanced: false };
    expect(amountFinanced(loan)).toBe(30_000);
    expect(repayment(loan)).toBeCloseTo(608.2918, 4);
    expect(totalPayable(loan)).toBeCloseTo(608.2918 * 60 + 1_360.5, 2);
  });

  it("adds the monthly account fee to every repayment, spread over the frequency", () => {
    // 30000 + 395 + 6 + 912.25 = 31313.25 financed at 6.29%; plus $8 a month.
    const loan: Loan = { ...base, annualRatePercent: 6.29, fees: brandFinanceFees };
    expect(repayment(loan)).toBeCloseTo(617.6043, 4);
    expect(totalPayable(loan)).toBeCloseTo(37_056.26, 2);
    expect(repayment({ ...loan, frequency: "weekly" })).toBeCloseTo(142.2835, 4);
  });
});

describe("convertRepayment", () => {
  it("uses the product's factors", () => {
    expect(convertRepayment(100, "weekly", "monthly")).toBeCloseTo(433, 10);
    expect(convertRepayment(433, "monthly", "weekly")).toBeCloseTo(100, 10);
    expect(convertRepayment(100, "weekly", "fortnightly")).toBe(200);
    expect(convertRepayment(260, "monthly", "fortnightly")).toBe(120);
    expect(convertRepayment(120, "fortnightly", "monthly")).toBe(260);
    expect(convertRepayment(200, "fortnightly", "weekly")).toBe(100);
    for (const frequency of repaymentFrequencies) expect(convertRepayment(123, frequency, frequency)).toBe(123);
  });
});

describe("repayment properties", () => {
  const loans = fc.record({
    principal: fc.double({ min: 1_000, max: 250_000, noNaN: true }),
    annualRatePercent: fc.double({ min: 0, max: 30, noNaN: true }),
    termYears: fc.integer({ min: 2, max: 14 }).map((halves) => halves / 2),
    frequency: fc.constantFrom(...repaymentFrequencies),
    balloonShare: fc.double({ min: 0, max: 1, noNaN: true }),
    fees: fc.constantFrom(undefined, taurusFees, brandFinanceFees),
  });
  const toLoan = ({ balloonShare, ...loan }: { balloonShare: number } & Loan): Loan => ({
    ...loan,
    balloon: loan.principal * balloonShare,
  });
  // Relative slack for floating-point noise only.
  const atMost = (a: number, b: number) => a <= b + Math.abs(b) * 1e-9 + 1e-9;

  it("never falls as the rate rises", () => {
    fc.assert(
      fc.property(loans, fc.double({ min: 0, max: 10, noNaN: true }), (input, extra) => {
        const loan = toLoan(input);
        return atMost(repayment(loan), repayment({ ...loan, annualRatePercent: loan.annualRatePercent + extra }));
      }),
    );
  });

  it("never falls as the amount rises", () => {
    fc.assert(
      fc.property(loans, fc.double({ min: 0, max: 100_000, noNaN: true }), (input, extra) => {
        const loan = toLoan(input);
        return atMost(repayment(loan), repayment({ ...loan, principal: loan.principal + extra }));
      }),
    );
  });

  it("never rises as the term lengthens (balloon no larger than the loan)", () => {
    fc.assert(
      fc.property(loans, fc.integer({ min: 1, max: 6 }), (input, extraHalves) => {
        const loan = toLoan(input);
        return atMost(repayment({ ...loan, termYears: loan.termYears + extraHalves / 2 }), repayment(loan));
      }),
    );
  });

  it("repays everything: total payable is at least the amount financed", () => {
    fc.assert(
      fc.property(loans, (input) => {
        const loan = toLoan(input);
        return atMost(amountFinanced(loan), totalPayable(loan));
      }),
    );
  });
});
