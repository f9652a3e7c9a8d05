import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  benchmarkComparisonRate,
  carLoanBenchmark,
  comparisonRate,
  comparisonRateWarning,
  formatRate,
  largeLoanBenchmark,
} from "./comparison-rate";
import { angleFees, brandFinanceFees, establishmentOnly, noFees, taurusFees } from "./fees";

// Worked examples. Each solves Σ payment / (1 + c/12)^k = credit received, k = 1..60, for c:
// - 8%, no fees: the repayment is 608.29 and only c = 8% discounts it back to $30,000.
// - 8%, $1,360.50 financed: the repayment on $31,360.50 is 635.88; discounting 60 × 635.88 back to
//   $30,000 takes c = 9.896%.
// - 8%, $1,360.50 paid up front: the repayment stays 608.29 but the borrower nets $28,639.50: 9.985%.
// - 6.29%, the brand's fees (395 + 6 + 912.25 financed, $8 a month): 617.60 a month: 8.646%.
// - $150,000 over 25 years at 6%, the brand's fees: 982.91 a month: 6.179%.
describe("comparisonRate", () => {
  it("equals the interest rate when there are no fees", () => {
    expect(formatRate(benchmarkComparisonRate(8, noFees))).toBe("8.00%");
    expect(benchmarkComparisonRate(8, noFees)).toBeCloseTo(8, 8);
    expect(benchmarkComparisonRate(6, noFees, largeLoanBenchmark)).toBeCloseTo(6, 8);
    expect(benchmarkComparisonRate(0, noFees)).toBe(0);
  });

  it("rises with financed fees", () => {
    expect(benchmarkComparisonRate(8, taurusFees).toFixed(2)).toBe("9.90");
    expect(benchmarkComparisonRate(8, angleFees).toFixed(2)).toBe("9.81");
    expect(benchmarkComparisonRate(10, taurusFees).toFixed(2)).toBe("11.93");
  });

  it("rises further when the same fee is paid up front", () => {
    const upFront = comparisonRate({
      amount: 30_000,
      termYears: 5,
      annualRatePercent: 8,
      fees: taurusFees,
      feesFinanced: false,
    });
    expect(upFront.toFixed(2)).toBe("9.98");
  });

  it("holds the product's sample disclaimer: 6.29% compares at 8.19% with a lender's $975 and $8 a month", () => {
    // The sample disclaimer names no lender; fees of this size are what its two rates imply.
    const sampleLenderFees = {
      ...noFees,
      name: "Sample disclaimer's lender",
      establishment: 975,
      monthlyAccountFee: 8,
    };
    expect(formatRate(benchmarkComparisonRate(6.29, sampleLenderFees))).toBe("8.19%");
  });

  it("counts a monthly account fee", () => {
    expect(benchmarkComparisonRate(6.29, brandFinanceFees).toFixed(2)).toBe("8.65");
    expect(benchmarkComparisonRate(6, brandFinanceFees, largeLoanBenchmark).toFixed(2)).toBe("6.18");
  });

  it("is the interest rate for a balloon loan without fees", () => {
    expect(comparisonRate({ amount: 30_000, termYears: 5, annualRatePercent: 8, balloon: 9_000 })).toBeCloseTo(8, 8);
  });

  it("is never below the interest rate when fees are charged", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.double({ min: 0, max: 3_000, noNaN: true }),
        (rate, fee) => benchmarkComparisonRate(rate, establishmentOnly("test", fee)) >= rate - 1e-9,
      ),
    );
  });

  it("names the regulated benchmarks and carries the statutory warning", () => {
    expect(carLoanBenchmark).toMatchObject({ amount: 30_000, termYears: 5 });
    expect(largeLoanBenchmark).toMatchObject({ amount: 150_000, termYears: 25 });
    expect(comparisonRateWarning).toBe(
      "WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
    );
  });
});
