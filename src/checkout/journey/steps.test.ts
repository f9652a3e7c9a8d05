import { describe, expect, it } from "vitest";
import { leadFormRules, leadMessages } from "@/leads/schemas";
import { cardMessages } from "@/checkout/payments/card";
import { resolveSiteConfig } from "@/sites/resolve-config";
import type { SiteConfigOverrides } from "@/sites/config-schema";
import { purchaseBlock, type JourneyCar } from "./journey-car";
import { canSaveStep, nextStep, previousStep, resumeStep } from "./journey-state";
import {
  depositTokenMessage,
  parseDepositSource,
  applicableSteps,
  depositSchema,
  fieldErrorsOf,
  financeFigures,
  journeyFinanceBounds,
  journeyMessages,
  parseContact,
  parseHandover,
  parsePayment,
  parseTradeIn,
  type JourneyAnswers,
  type JourneyContext,
} from "./steps";

const now = new Date(Date.UTC(2026, 10, 23));

function context(overrides: Partial<JourneyContext> = {}, config: SiteConfigOverrides = {}): JourneyContext {
  const site = resolveSiteConfig("one-dealer", config);
  return {
    price: 32_990,
    depositAmount: 200,
    holdHours: 48,
    finance: site.finance,
    tradeIn: true,
    tradeInValuationHref: null,
    delivery: true,
    deliveryDates: ["2026-11-30", "2026-12-01"],
    pickupLocations: [
      {
        id: "loc-1",
        name: "Bayside Geelong",
        address: "1 Bay St, Geelong, VIC 3220",
        dates: ["2026-11-25", "2026-11-26"],
      },
    ],
    leadRules: leadFormRules(site.forms, 1),
    ...overrides,
  };
}

const errorsOf = <T>(result: { ok: true; value: T } | { ok: false; fieldErrors: Record<string, string> }) =>
  result.ok ? {} : result.fieldErrors;

describe("which steps a journey has", () => {
  it("asks about a trade-in only where one is taken, and reviews the deal before the deposit is paid", () => {
    expect(applicableSteps({ tradeIn: true })).toEqual([
      "car",
      "payment",
      "trade-in",
      "handover",
      "contact",
      "review",
      "deposit",
    ]);
    expect(applicableSteps({ tradeIn: false })).not.toContain("trade-in");
  });

  it("moves back and next through the steps it has", () => {
    const steps = applicableSteps({ tradeIn: false });
    expect(nextStep("payment", steps)).toBe("handover");
    expect(previousStep("handover", steps)).toBe("payment");
    expect(previousStep("car", steps)).toBeNull();
    expect(nextStep("review", steps)).toBe("deposit");
    expect(nextStep("deposit", steps)).toBeNull();
  });
});

describe("how the shopper pays", () => {
  it("needs a choice, and takes cash with nothing more", () => {
    expect(errorsOf(parsePayment(context(), {}))).toEqual({ method: journeyMessages.paymentMethod });
    expect(parsePayment(context(), { method: "cash", deposit: "oops" })).toEqual({
      ok: true,
      value: { method: "cash" },
    });
  });

  it("needs a deposit within the price and a term within the calculator's bounds for finance", () => {
    const term = journeyFinanceBounds(context().finance!).termYears;
    const errors = errorsOf(parsePayment(context(), { method: "finance", deposit: "40000", termYears: "12" }));
    expect(errors).toMatchObject({
      deposit: journeyMessages.deposit(32_990),
      termYears: journeyMessages.term(term.min, term.max),
      frequency: journeyMessages.frequency,
    });
  });

  it("records the calculator's repayment for the chosen deposit and term", () => {
    const ctx = context();
    const result = parsePayment(ctx, { method: "finance", deposit: "$5,000", termYears: "5", frequency: "weekly" });
    expect(result.ok).toBe(true);
    if (!result.ok || result.value.method !== "finance") return;
    expect(result.value).toEqual(
      financeFigures(ctx.finance!, 32_990, { deposit: 5_000, termYears: 5, frequency: "weekly" }),
    );
    expect(result.value.repayment).toBeGreaterThan(100);
    // A bigger deposit borrows less.
    const more = financeFigures(ctx.finance!, 32_990, { deposit: 15_000, termYears: 5, frequency: "weekly" });
    expect(more.repayment!).toBeLessThan(result.value.repayment!);
  });

  it("offers no finance where the site or the car has none", () => {
    const errors = errorsOf(
      parsePayment(context({ finance: null }), {
        method: "finance",
        deposit: "0",
        termYears: "5",
        frequency: "weekly",
      }),
    );
    expect(errors).toEqual({ method: journeyMessages.financeUnavailable });
  });
});

describe("trade-in", () => {
  it("needs a yes or no", () => {
    expect(errorsOf(parseTradeIn({}, now))).toEqual({ hasTradeIn: journeyMessages.hasTradeIn });
    expect(parseTradeIn({ hasTradeIn: "no", make: "ignored" }, now)).toEqual({
      ok: true,
      value: { hasTradeIn: false },
    });
  });

  it("needs make, model, year and kilometres with a yes; the rego is optional", () => {
    expect(errorsOf(parseTradeIn({ hasTradeIn: "yes", year: "1890", km: "lots" }, now))).toEqual({
      make: journeyMessages.make,
      model: journeyMessages.model,
      year: journeyMessages.year(2027),
      km: journeyMessages.km,
    });
    expect(
      parseTradeIn({ hasTradeIn: "yes", make: "Mazda", model: "3", year: "2015", km: "120,000", rego: "abc123" }, now),
    ).toEqual({
      ok: true,
      value: { hasTradeIn: true, make: "Mazda", model: "3", year: 2015, km: 120_000, rego: "ABC123" },
    });
  });
});

describe("delivery or pick-up", () => {
  it("needs one of the dealership's locations for pick-up, on a day it is open", () => {
    expect(errorsOf(parseHandover(context(), { method: "pickup", locationId: "elsewhere" }))).toEqual({
      locationId: journeyMessages.pickupLocation,
    });
    expect(
      parseHandover(context(), { method: "pickup", locationId: "loc-1", postcode: "x", date: "2026-11-25" }),
    ).toEqual({
      ok: true,
      value: { method: "pickup", locationId: "loc-1", date: "2026-11-25" },
    });
  });

  it("asks the handover date, and takes only a date offered for the place or the delivery", () => {
    expect(errorsOf(parseHandover(context(), { method: "pickup", locationId: "loc-1" }))).toEqual({
      date: journeyMessages.handoverDate,
    });
    // A delivery day is not a pick-up day, a closed day is not offered, and nonsense is refused.
    for (const date of ["2026-11-30", "2026-11-27", "tomorrow"]) {
      expect(errorsOf(parseHandover(context(), { method: "pickup", locationId: "loc-1", date }))).toEqual({
        date: journeyMessages.handoverDateUnavailable,
      });
    }
    expect(errorsOf(parseHandover(context(), { method: "delivery", postcode: "3000", date: "2026-11-25" }))).toEqual({
      date: journeyMessages.handoverDateUnavailable,
    });
    expect(errorsOf(parseHandover(context(), { method: "delivery", postcode: "3000" }))).toEqual({
      date: journeyMessages.handoverDate,
    });
  });

  it("needs a four-digit postcode for delivery, with the delivery calculator's messages", () => {
    const date = "2026-12-01";
    expect(errorsOf(parseHandover(context(), { method: "delivery", date }))).toEqual({
      postcode: "Please enter a postcode.",
    });
    expect(errorsOf(parseHandover(context(), { method: "delivery", postcode: "30", date }))).toEqual({
      postcode: leadMessages.postcodeInvalid,
    });
    expect(parseHandover(context(), { method: "delivery", postcode: " 3000 ", date })).toEqual({
      ok: true,
      value: { method: "delivery", postcode: "3000", date },
    });
  });

  it("offers pick-up only where the site does not quote delivery", () => {
    expect(
      errorsOf(
        parseHandover(context({ delivery: false }), { method: "delivery", postcode: "3000", date: "2026-12-01" }),
      ),
    ).toEqual({
      method: journeyMessages.deliveryUnavailable,
    });
    expect(errorsOf(parseHandover(context(), {}))).toEqual({ method: journeyMessages.handoverMethod });
  });
});

describe("contact details", () => {
  const contact = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678" };

  it("are the lead forms' core fields with their messages", () => {
    expect(errorsOf(parseContact(context(), { email: "nope", phone: "12" }))).toEqual({
      name: leadMessages.firstNameRequired,
      last_name: leadMessages.lastNameRequired,
      email: leadMessages.emailInvalid,
      phone: leadMessages.phoneInvalid,
    });
    expect(parseContact(context(), { ...contact, opt_in: "on" })).toMatchObject({
      ok: true,
      value: { ...contact, opt_in: true, terms: false },
    });
  });

  it("need the terms ticked where the site asks for them", () => {
    const terms = {
      required: true,
      label: "I agree",
      errorText: "*You must agree to the terms of use before submitting.",
    };
    const ctx = context({ leadRules: { ...context().leadRules, terms } });
    expect(errorsOf(parseContact(ctx, contact))).toEqual({ terms: terms.errorText });
    expect(parseContact(ctx, { ...contact, terms: true }).ok).toBe(true);
  });
});

describe("deposit card", () => {
  it("names each wrong card field", () => {
    const result = depositSchema(() => now).safeParse({ card_number: "4242", expiry: "13/30", cvc: "1" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      card_number: cardMessages.number,
      expiry: cardMessages.expiry,
      cvc: cardMessages.cvc,
    });
  });
});

describe("resuming a journey", () => {
  const steps = applicableSteps({ tradeIn: true });
  const paid: JourneyAnswers = {
    car: { seen: true },
    payment: { method: "cash" },
    "trade-in": { hasTradeIn: false },
    handover: { method: "pickup", locationId: "loc-1", locationName: "Bayside Geelong", date: "2026-11-25" },
    contact: {
      name: "Jane",
      last_name: "Citizen",
      email: "j@example.com",
      phone: "0412345678",
      opt_in: false,
      terms: false,
    },
    deposit: { reservationId: "r-1", amount: 200, heldUntil: null, cardLast4: "4242" },
  };

  it("opens at the first step not yet answered, and at the review once all are", () => {
    expect(resumeStep(steps, {})).toBe("car");
    expect(resumeStep(steps, { car: { seen: true }, payment: { method: "cash" } })).toBe("trade-in");
    expect(resumeStep(steps, paid)).toBe("review");
  });

  it("skips a trade-in step the site no longer asks", () => {
    const withoutTradeIn = applicableSteps({ tradeIn: false });
    expect(resumeStep(withoutTradeIn, { car: { seen: true }, payment: { method: "cash" } })).toBe("handover");
  });

  it("saves a step only once the steps before it are answered", () => {
    expect(canSaveStep("car", steps, {})).toBe(true);
    expect(canSaveStep("deposit", steps, { car: { seen: true }, payment: { method: "cash" } })).toBe(false);
    expect(canSaveStep("payment", steps, paid)).toBe(true);
    expect(canSaveStep("review", steps, paid)).toBe(true);
  });
});

describe("which cars can be bought online", () => {
  const site = resolveSiteConfig("one-dealer", {});
  const car = {
    status: "in_stock",
    reserved: false,
    checkoutEnabled: true,
  } as JourneyCar;

  it("says why not: no car named, an unknown car, sold, reserved, or not offered", () => {
    expect(purchaseBlock(site, null, { carKey: null })).toBe("missing");
    expect(purchaseBlock(site, null, { carKey: "no-such-car" })).toBe("unknown");
    expect(purchaseBlock(site, { ...car, status: "sold" }, { carKey: "x" })).toBe("sold");
    expect(purchaseBlock(site, { ...car, reserved: true }, { carKey: "x" })).toBe("reserved");
    expect(purchaseBlock(site, { ...car, checkoutEnabled: false }, { carKey: "x" })).toBe("not-offered");
    expect(purchaseBlock(site, { ...car, status: "coming_soon" }, { carKey: "x" })).toBe("not-offered");
    const noOnlineSale = resolveSiteConfig("one-dealer", { features: { onlineSale: false } });
    expect(purchaseBlock(noOnlineSale, car, { carKey: "x" })).toBe("not-offered");
    expect(purchaseBlock(site, car, { carKey: "x" })).toBeNull();
  });

  it("keeps the journey open to the shopper whose own deposit holds the car", () => {
    expect(purchaseBlock(site, { ...car, reserved: true }, { carKey: "x", heldByThisJourney: true })).toBeNull();
  });
});

describe("what pays the deposit", () => {
  const now = () => new Date("2026-11-23T10:00:00Z");

  it("takes a Stripe PaymentMethod id (Stripe mode) or our card fields (local mode)", () => {
    expect(parseDepositSource({ token: "pm_card_visa", attempt: "attempt-1" }, now)).toEqual({
      ok: true,
      source: { kind: "token", token: "pm_card_visa" },
    });
    expect(parseDepositSource({ card_number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" }, now)).toMatchObject({
      ok: true,
      source: { kind: "card", card: { number: "4242424242424242", expiryMonth: 12, expiryYear: 2030 } },
    });
  });

  it("refuses a token that is not a PaymentMethod id, and a bad card, with a message on the card field", () => {
    expect(parseDepositSource({ token: "tok_visa" }, now)).toEqual({
      ok: false,
      fieldErrors: { card_number: depositTokenMessage },
    });
    expect(parseDepositSource({ card_number: "4242", expiry: "12/30", cvc: "123" }, now)).toEqual({
      ok: false,
      fieldErrors: { card_number: cardMessages.number },
    });
  });
});
