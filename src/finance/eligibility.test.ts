import { describe, expect, it } from "vitest";
import type { FinanceLenders, FinanceProvider, LenderEntry } from "@/platform/db/json-types";
import type { FinanceProviderName } from "@/sites/config-schema";
import { currentYear, financeLenderFor, isFinanceEligible, isQuotable, type FinanceCar } from "./eligibility";
import { siteConfig } from "./test-configs";

const now = new Date("2026-06-15T02:00:00Z");

const car: FinanceCar = {
  make: "Toyota",
  year: 2022,
  price: 25_990,
  status: "in_stock",
  dealershipSlug: "harbourside-toyota",
};

function lender(provider: FinanceProvider, overrides: Partial<LenderEntry> = {}): LenderEntry {
  return {
    financeProvider: provider,
    interestRate: 8.99,
    comparisonRate: 9.99,
    paymentWeek: 120.5,
    paymentMonth: 522.2,
    termYears: 5,
    termMonths: 60,
    termWeeks: 260,
    deposit: 2_599,
    balloon: 0,
    establishmentFees: 0,
    totalPayable: 31_332,
    disclaimer: "Lender text.",
    ...overrides,
  };
}

function configFor(
  provider: FinanceProviderName,
  finance: { excludedMakes?: string[]; excludedDealerships?: string[] } = {},
) {
  return siteConfig({ finance: { provider, ...finance } });
}

function eligible(provider: FinanceProvider, carOverrides: Partial<FinanceCar> = {}, entry: Partial<LenderEntry> = {}) {
  const lenders: FinanceLenders = { [provider]: lender(provider, entry) };
  return isFinanceEligible({ ...car, ...carOverrides }, lenders, configFor(provider), now);
}

const allProviders: FinanceProvider[] = [
  "youx",
  "taurus",
  "360-finance",
  "ausloans",
  "manual",
  "angle",
  "powertorque",
  "nissan-finance",
];

describe("isFinanceEligible: rules for every provider", () => {
  it.each(allProviders)("%s: needs lender data with both rates", (provider) => {
    expect(eligible(provider)).toBe(true);
    expect(isFinanceEligible(car, {}, configFor(provider), now)).toBe(false);
    expect(eligible(provider, {}, { interestRate: null })).toBe(false);
    expect(eligible(provider, {}, { comparisonRate: null })).toBe(false);
  });

  it.each(allProviders)("%s: not for a car that is sold, coming soon or no longer for sale", (provider) => {
    expect(eligible(provider, { status: "sold" })).toBe(false);
    expect(eligible(provider, { status: "withdrawn" })).toBe(false);
    expect(eligible(provider, { sold: true })).toBe(false);
    // The product shows finance for cars in stock only: a coming-soon car has none until it lands.
    expect(eligible(provider, { status: "coming_soon" })).toBe(false);
  });

  it.each(allProviders)("%s: not for a make or dealership the site excludes", (provider) => {
    const lenders: FinanceLenders = { [provider]: lender(provider) };
    expect(isFinanceEligible({ ...car, make: "Suzuki" }, lenders, configFor(provider), now)).toBe(false);
    expect(isFinanceEligible({ ...car, make: " suzuki " }, lenders, configFor(provider), now)).toBe(false);
    const excluded = configFor(provider, { excludedDealerships: ["harbourside-toyota"] });
    expect(isFinanceEligible(car, lenders, excluded, now)).toBe(false);
    const noMakes = configFor(provider, { excludedMakes: [] });
    expect(isFinanceEligible({ ...car, make: "Suzuki" }, lenders, noMakes, now)).toBe(true);
  });

  it("none: never", () => {
    expect(isFinanceEligible(car, { manual: lender("manual") }, configFor("none"), now)).toBe(false);
  });

  it("taurus: a year newer than the current year less 12, price above 500", () => {
    expect(currentYear(now)).toBe(2026);
    expect(eligible("taurus", { year: 2015 })).toBe(true);
    expect(eligible("taurus", { year: 2014 })).toBe(false);
    expect(eligible("taurus", { price: 501 })).toBe(true);
    expect(eligible("taurus", { price: 500 })).toBe(false);
  });

  it("taurus: the year turns over at New Year in Australia, not in UTC", () => {
    const sydneyNewYear = new Date("2026-12-31T14:30:00Z");
    expect(currentYear(sydneyNewYear)).toBe(2027);
    const lenders = { taurus: lender("taurus") };
    expect(isFinanceEligible({ ...car, year: 2015 }, lenders, configFor("taurus"), sydneyNewYear)).toBe(false);
  });

  it("agrees with Sydney's calendar in every hour around each New Year from 2020 to 2045", () => {
    const sydneyYear = new Intl.DateTimeFormat("en-AU", { timeZone: "Australia/Sydney", year: "numeric" });
    for (let year = 2020; year <= 2045; year += 1) {
      const utcNewYear = Date.UTC(year, 0, 1);
      for (let hours = -36; hours <= 36; hours += 0.5) {
        const now = new Date(utcNewYear + hours * 3_600_000);
        expect(currentYear(now), now.toISOString()).toBe(Number(sydneyYear.format(now)));
      }
    }
  });

  it.each(["360-finance", "ausloans", "youx"] as const)("%s: in stock is enough, whatever the price", (provider) => {
    expect(eligible(provider, { price: 0, year: 1990 }, { paymentWeek: null, paymentMonth: null })).toBe(true);
  });

  it.each(["manual", "angle", "powertorque"] as const)("%s: price above 500 and a weekly payment", (provider) => {
    expect(eligible(provider, { price: 500 })).toBe(false);
    expect(eligible(provider, { price: 501 })).toBe(true);
    expect(eligible(provider, {}, { paymentWeek: null })).toBe(false);
    expect(eligible(provider, {}, { paymentWeek: 0 })).toBe(false);
    expect(eligible(provider, {}, { paymentMonth: null })).toBe(true);
    expect(eligible(provider, { year: 1990 })).toBe(true);
  });

  it("nissan-finance: price above 500 and a monthly payment", () => {
    expect(eligible("nissan-finance", { price: 500 })).toBe(false);
    expect(eligible("nissan-finance", {}, { paymentMonth: null })).toBe(false);
    expect(eligible("nissan-finance", {}, { paymentWeek: null })).toBe(true);
  });
});

describe("financeLenderFor", () => {
  it("shows the site provider's lender entry", () => {
    const manual = lender("manual");
    expect(financeLenderFor(car, { manual, taurus: lender("taurus") }, configFor("manual"), now)).toBe(manual);
  });

  it("prefers the manufacturer's finance for a Nissan, falling back to the site's", () => {
    const nissanCar = { ...car, make: "Nissan" };
    const manual = lender("manual");
    const nissan = lender("nissan-finance");
    expect(financeLenderFor(nissanCar, { manual, "nissan-finance": nissan }, configFor("manual"), now)).toBe(nissan);
    const noMonthly = lender("nissan-finance", { paymentMonth: null });
    expect(financeLenderFor(nissanCar, { manual, "nissan-finance": noMonthly }, configFor("manual"), now)).toBe(manual);
    expect(financeLenderFor(car, { "nissan-finance": nissan }, configFor("manual"), now)).toBeNull();
  });
});

describe("isQuotable", () => {
  const quotable = { status: "in_stock", price: 201 };
  it("needs in stock, not sold, not reserved and a price above 200", () => {
    expect(isQuotable(quotable)).toBe(true);
    expect(isQuotable({ ...quotable, price: 200 })).toBe(false);
    expect(isQuotable({ ...quotable, status: "coming_soon" })).toBe(false);
    expect(isQuotable({ ...quotable, sold: true })).toBe(false);
    expect(isQuotable({ ...quotable, reserved: true })).toBe(false);
  });
});
