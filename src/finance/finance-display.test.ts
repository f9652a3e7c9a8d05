import { describe, expect, it } from "vitest";
import type { LenderEntry } from "@/platform/db/json-types";
import {
  basisText,
  cardFinanceDisplay,
  currentFigures,
  figuresFromLender,
  financeDisclaimer,
  rateText,
  shortenDisclaimer,
  financeDisplayFor,
  financeFactsOf,
  weeklyText,
  type CardFinanceCar,
  type FinanceDisplay,
  type FinanceDisplayCar,
} from "./finance-display";
import { demoConfig, siteConfig } from "./test-configs";

const now = new Date("2026-06-15T02:00:00Z");

const entry: LenderEntry = {
  financeProvider: "taurus",
  interestRate: 8.49,
  comparisonRate: 9.734,
  paymentWeek: 120.51,
  paymentMonth: 522.21,
  termYears: 5,
  termMonths: 60,
  termWeeks: 260,
  deposit: 2_599,
  balloon: 0,
  establishmentFees: 1_360.5,
  totalPayable: 31_332.6,
  disclaimer: "Based on a 5 year secured loan. WARNING: This comparison rate is true only for the examples given.",
};

const vehicle: FinanceDisplayCar = {
  make: "Toyota",
  year: 2022,
  price: 25_990,
  status: "in_stock",
  dealershipSlug: "redgum-motors",
  dealershipName: "Redgum Motors",
  finance: { lenders: { taurus: entry }, youxQuote: null },
  vin: "JTDBR32E720123456",
  nvic: null,
};

describe("figures", () => {
  it("shows weekly in whole dollars and rates to 2 decimals; '...' loading; '-' unknown", () => {
    expect(weeklyText(120.51, false)).toBe("$121");
    expect(weeklyText(null, true)).toBe("...");
    expect(weeklyText(null, false)).toBe("-");
    expect(rateText(9.734, false)).toBe("9.73%");
    expect(rateText(null, true)).toBe("...");
    expect(rateText(null, false)).toBe("-");
  });

  it("re-expresses a lender's monthly figure weekly when it gave no weekly one", () => {
    expect(figuresFromLender({ ...entry, paymentWeek: null }).weekly).toBeCloseTo(522.21 / 4.33, 8);
    expect(figuresFromLender({ ...entry, paymentWeek: null, paymentMonth: null }).weekly).toBeNull();
  });

  it("says what the figures assume", () => {
    expect(basisText({ termYears: 5, depositPercent: 10, balloonPercent: 0 })).toBe("5-year term, 10% deposit");
    expect(basisText({ termYears: 5, depositPercent: 0, balloonPercent: 30 })).toBe(
      "5-year term, no deposit, 30% balloon",
    );
  });
});

describe("disclaimer", () => {
  it("adds the benchmark, the statutory warning and the lender details to the site's text", () => {
    const text = financeDisclaimer(demoConfig("harbourside").finance);
    expect(text).toMatch(/^The finance estimate is indicative only/);
    expect(text).toContain("Comparison rates are based on a secured loan of $30,000 over 5 years.");
    expect(text).toContain("WARNING: This comparison rate is true only for the examples given");
    expect(text).toContain("Lending panel: youX lender panel.");
    expect(text).toContain("Australian Credit Licence: ACL 555001.");
    expect(text).toContain("Call 02 5550 0104 for a personalised quote.");
  });

  it("keeps a lender's own text, without a second warning", () => {
    const text = financeDisclaimer(siteConfig().finance, entry.disclaimer);
    expect(text).toBe(entry.disclaimer);
  });

  it("shortens at the configured length", () => {
    const long = "a".repeat(300);
    expect(shortenDisclaimer(long, 197)).toEqual({ text: `${"a".repeat(197)}…`, shortened: true });
    expect(shortenDisclaimer("short", 197)).toEqual({ text: "short", shortened: false });
    expect(shortenDisclaimer("x".repeat(197), 197).shortened).toBe(false);
  });
});

describe("financeDisplayFor", () => {
  const redgum = demoConfig("redgum");

  it("shows an eligible lender's figures on a 5-year term with a 10% deposit", () => {
    const display = financeDisplayFor(vehicle, redgum, now);
    expect(display).toMatchObject({
      figures: { weekly: 120.51, interestRate: 8.49, comparisonRate: 9.734 },
      quoteRequest: null,
      basis: { termYears: 5, depositPercent: 10, balloonPercent: 0 },
      disclaimerShortenAt: 197,
    });
    expect(display?.disclaimer).toBe(entry.disclaimer);
  });

  it("shows nothing for a car that is not eligible", () => {
    expect(financeDisplayFor({ ...vehicle, year: 2010 }, redgum, now)).toBeNull();
    expect(financeDisplayFor({ ...vehicle, make: "Suzuki" }, redgum, now)).toBeNull();
    expect(financeDisplayFor({ ...vehicle, finance: { lenders: {}, youxQuote: null } }, redgum, now)).toBeNull();
  });

  const harbourside = demoConfig("harbourside");
  const youxCar: FinanceDisplayCar = {
    ...vehicle,
    dealershipSlug: "harbourside-toyota",
    finance: { lenders: {}, youxQuote: null },
  };

  it("youX: shows a stored quote as it is", () => {
    const quote = { weeklyRepaymentAmount: 131, advertisedRate: 7.49, comparisonRate: 8.19 };
    const display = financeDisplayFor({ ...youxCar, finance: { lenders: {}, youxQuote: quote } }, harbourside, now);
    expect(display).toMatchObject({
      figures: { weekly: 131, interestRate: 7.49, comparisonRate: 8.19 },
      quoteRequest: null,
    });
  });

  it("youX: asks for a quote for a car that can be quoted, with the site's term and balloon", () => {
    const display = financeDisplayFor(youxCar, harbourside, now);
    expect(display?.figures).toEqual({ weekly: null, interestRate: null, comparisonRate: null });
    expect(display?.quoteRequest).toMatchObject({
      purchasePrice: 25_990,
      loanTerm: 5,
      year: 2022,
      vin: "JTDBR32E720123456",
      whoIsHelping: "Redgum Motors",
      selfAssessedCreditScore: "GREAT",
    });
    expect(display?.basis).toEqual({ termYears: 5, depositPercent: 0, balloonPercent: 30 });
    // The site's estimate text speaks of a deposit and no balloon; the quote's own terms replace it.
    expect(display?.disclaimer).toMatch(
      /^Weekly repayments are a quote on the full purchase price over a 5-year term with a 30% balloon/,
    );
    expect(display?.disclaimer).toContain("WARNING: This comparison rate is true only for the examples given");
  });

  it("youX: no quote for a reserved or unpriced car, and then no figures without a lender entry", () => {
    expect(financeDisplayFor({ ...youxCar, reserved: true }, harbourside, now)).toBeNull();
    expect(financeDisplayFor({ ...youxCar, price: 0 }, harbourside, now)).toBeNull();
    const withLender = {
      ...youxCar,
      reserved: true,
      finance: { lenders: { youx: { ...entry, financeProvider: "youx" as const } }, youxQuote: null },
    };
    expect(financeDisplayFor(withLender, harbourside, now)?.figures.weekly).toBe(120.51);
  });
});

describe("cardFinanceDisplay", () => {
  const card: CardFinanceCar = {
    make: "Toyota",
    year: 2022,
    price: 25_990,
    status: "in_stock",
    reserved: false,
    dealership_slug: "redgum-motors",
    dealership_name: "Redgum Motors",
    vin: "JTDBR32E720123456",
    finance: financeFactsOf({ make: "Toyota", financeLenders: { taurus: entry }, youxQuote: null }, "taurus"),
  };

  it("shows the same figures as the car's page: repayment, rate and comparison rate", () => {
    const onCard = cardFinanceDisplay(card, demoConfig("redgum"), now);
    const onPage = financeDisplayFor(vehicle, demoConfig("redgum"), now);
    expect(onCard?.figures).toEqual({ weekly: 120.51, interestRate: 8.49, comparisonRate: 9.734 });
    expect(onCard?.figures).toEqual(onPage?.figures);
    expect(cardFinanceDisplay({ ...card, finance: undefined }, demoConfig("redgum"), now)).toBeNull();
    expect(cardFinanceDisplay(card, demoConfig("driveflex"), now)).toBeNull();
  });

  it("youX: shows a stored quote as the page does, and asks for one only where the page would", () => {
    const quote = { weeklyRepaymentAmount: 131, advertisedRate: 7.49, comparisonRate: 8.19 };
    const stored = { ...card, finance: { lenders: {}, youxQuote: quote } };
    expect(cardFinanceDisplay(stored, demoConfig("harbourside"), now)).toMatchObject({
      figures: { weekly: 131, interestRate: 7.49, comparisonRate: 8.19 },
      quoteRequest: null,
    });
    const unquoted = cardFinanceDisplay({ ...card, finance: undefined }, demoConfig("harbourside"), now);
    expect(unquoted?.quoteRequest).toMatchObject({ purchasePrice: 25_990, whoIsHelping: "Redgum Motors" });
  });

  it("shows no figures for a coming-soon car: finance is for cars in stock", () => {
    expect(cardFinanceDisplay({ ...card, status: "coming_soon" }, demoConfig("redgum"), now)).toBeNull();
    expect(financeDisplayFor({ ...vehicle, status: "coming_soon" }, demoConfig("redgum"), now)).toBeNull();
  });
});

describe("financeFactsOf", () => {
  it("keeps the site provider's figures and a Nissan's brand finance, never a lender's texts", () => {
    const lenders = {
      taurus: entry,
      manual: { ...entry, financeProvider: "manual" as const },
      "nissan-finance": { ...entry, financeProvider: "nissan-finance" as const },
    };
    const figures = { interestRate: 8.49, comparisonRate: 9.734, paymentWeek: 120.51, paymentMonth: 522.21 };
    expect(financeFactsOf({ make: "Toyota", financeLenders: lenders, youxQuote: null }, "taurus")).toEqual({
      lenders: { taurus: figures },
      youxQuote: null,
    });
    expect(financeFactsOf({ make: "Nissan", financeLenders: lenders, youxQuote: null }, "manual").lenders).toEqual({
      manual: figures,
      "nissan-finance": figures,
    });
  });
});

describe("currentFigures", () => {
  const display: FinanceDisplay = {
    figures: { weekly: null, interestRate: null, comparisonRate: null },
    quoteRequest: null,
    basis: { termYears: 5, depositPercent: 0, balloonPercent: 30 },
    disclaimer: "",
    disclaimerShortenAt: 197,
  };

  it("is loading while the quote is asked, the quote's once it comes, the page's if none comes", () => {
    expect(currentFigures(display, { status: "loading" })).toEqual({ figures: display.figures, loading: true });
    const quote = { weeklyRepaymentAmount: 120.02, advertisedRate: 10, comparisonRate: 10 };
    expect(currentFigures(display, { status: "done", quote })).toEqual({
      figures: { weekly: 120.02, interestRate: 10, comparisonRate: 10 },
      loading: false,
    });
    expect(currentFigures(display, { status: "done", quote: null })).toEqual({
      figures: display.figures,
      loading: false,
    });
    expect(currentFigures(display, { status: "idle" }).loading).toBe(false);
  });
});
