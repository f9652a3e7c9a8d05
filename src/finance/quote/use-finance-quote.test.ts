import { describe, expect, it } from "vitest";
import type { QuoteRequest } from "./quote-schema";
import { requestQuoteOnce } from "./use-finance-quote";

const request: QuoteRequest = {
  purchasePrice: 24_490,
  loanTerm: 5,
  year: 2021,
  vin: null,
  nvic: null,
  whoIsHelping: "Harbourside Mazda",
  selfAssessedCreditScore: "GREAT",
};

describe("requestQuoteOnce", () => {
  it("asks once per car and remembers a refusal instead of asking again on every render", async () => {
    let asked = 0;
    const refuse = () => {
      asked += 1;
      return Promise.resolve(null);
    };
    const key = JSON.stringify({ ...request, test: "refused" });
    expect(await requestQuoteOnce(key, request, refuse)).toBeNull();
    expect(await requestQuoteOnce(key, request, refuse)).toBeNull();
    expect(await requestQuoteOnce(key, request, refuse)).toBeNull();
    expect(asked).toBe(1);
  });

  it("asks again for another car", async () => {
    let asked = 0;
    const answer = () => {
      asked += 1;
      return Promise.resolve({ weeklyRepaymentAmount: 98, advertisedRate: 10, comparisonRate: 10 });
    };
    await requestQuoteOnce("car-a", request, answer);
    await requestQuoteOnce("car-b", { ...request, purchasePrice: 30_000 }, answer);
    await requestQuoteOnce("car-a", request, answer);
    expect(asked).toBe(2);
  });
});
