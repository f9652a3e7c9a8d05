import { describe, expect, it } from "vitest";
import { leadFormRules, parseLeadFields } from "@/leads/schemas";
import { resolveSiteConfig } from "@/sites/resolve-config";
import {
  adjustmentAnswers,
  adjustmentsLead,
  catalogueQuery,
  describeVehicle,
  detailsInitialValues,
  detailsSender,
  readCatalogueChoices,
  regoLookupLead,
  savedValuationValue,
  valuationRequest,
  type IdentifiedCar,
} from "./flow";
import { readRegoLookup, readValuation } from "./flow-checks";
import { savedValuation } from "./miscellaneous";
import { bestCondition, conditionQuestions, valuationInput, type TradeInCondition } from "./schemas";

const rules = leadFormRules(resolveSiteConfig("default", {}).forms, 1);

const car: IdentifiedCar = {
  rego: "ABC123",
  regoState: "VIC",
  vehicle: { year: 2020, make: "Mazda", model: "CX-5", badge: "Maxx", body: null, km: 64_000 },
};
const worn: TradeInCondition = { ...bestCondition, tyres: "worn", accidentDamage: true };
const estimate = {
  low: 24_000,
  high: 27_000,
  offer: 22_500,
  comparables: 12,
  confidence: "high",
  basis: "state",
} as const;

describe("what each step sends", () => {
  it("step 1, rego lookup: the rego, its state, the car and its km, valid for the rego-lookup lead", () => {
    const userData = regoLookupLead(car);
    expect(userData).toEqual({
      rego: "ABC123",
      regoState: "VIC",
      tradeInYear: 2020,
      tradeInMake: "Mazda",
      tradeInModel: "CX-5",
      tradeInBadge: "Maxx",
      kms: 64_000,
    });
    expect(parseLeadFields("rego-lookup", rules, userData, { hasCar: false }).ok).toBe(true);
  });

  it("step 2, valuation adjustments: every condition question with the shopper's answer in words", () => {
    const answers = adjustmentAnswers(worn);
    expect(Object.keys(answers)).toEqual(conditionQuestions.map((question) => question.question));
    expect(answers["Has the car been in an accident or does it have any body damage?"]).toBe("Yes");
    expect(answers["What condition are the tyres in?"]).toBe("Worn: due for replacement");
    const userData = adjustmentsLead(car, worn);
    expect(parseLeadFields("valuation", rules, userData, { hasCar: false }).ok).toBe(true);
  });

  it("the valuation request is the engine's valuationInput", () => {
    expect(valuationInput.safeParse(valuationRequest(car, worn, null)).success).toBe(true);
    expect(valuationRequest(car, worn, "car-1")).toMatchObject({ car_id: "car-1", regoState: "VIC" });
  });

  it("the last step carries the car, the answers and the valuation; its kind depends on the offer", () => {
    const values = detailsInitialValues(car, worn, "lead-1", estimate);
    expect(values).toMatchObject({ valuation_id: "lead-1", offer_price: 22_500, rego: "ABC123", kms: 64_000 });
    expect(detailsInitialValues(car, worn, "lead-1", null)).not.toHaveProperty("offer_price");
    expect(detailsSender(estimate)).toBe("offer-accepted");
    expect(detailsSender(null)).toBe("valuation-request");
    const contact = {
      name: "Jo",
      last_name: "Bloggs",
      email: "jo@example.com",
      phone: "0412 345 678",
      postcode: "3000",
    };
    expect(parseLeadFields("offer-accepted", rules, { ...values, ...contact }, { hasCar: false }).ok).toBe(true);
  });

  it("the saved valuation is the spec's entity and passes the endpoint's schema", () => {
    const value = savedValuationValue(car, worn, "lead-1", estimate);
    expect(value).toMatchObject({
      id: "lead-1",
      rego: "ABC123",
      regoState: "VIC",
      offer_price: 22_500,
      offer_accepted: true,
    });
    expect(savedValuation.safeParse(value).success).toBe(true);
  });
});

describe("reading the engine's answers", () => {
  it("rego lookups: found with the car, not found, anything else is unreadable", () => {
    expect(readRegoLookup({ found: false })).toEqual({ found: false });
    expect(readRegoLookup({ found: false, unavailable: true, message: "Try later" })).toMatchObject({
      message: "Try later",
    });
    expect(
      readRegoLookup({
        found: true,
        vehicle: {
          year: 2019,
          make: "Kia",
          model: "Cerato",
          badge: null,
          body: "Sedan",
          transmission: null,
          fuel: null,
          vin: null,
        },
      }),
    ).toMatchObject({ found: true, vehicle: { make: "Kia" } });
    expect(readRegoLookup({ error: "Please enter the registration number" })).toBeNull();
  });

  it("valuations: an estimate, or no estimate with its reason and message", () => {
    expect(readValuation({ estimate })).toEqual({ estimate });
    const none = { estimate: null, reason: "too-old", message: "We value cars over 7 years old in person." };
    expect(readValuation(none)).toEqual(none);
    expect(readValuation({ estimate: null, reason: "bored", message: "" })).toBeNull();
  });

  it("catalogue choices of one level, as strings", () => {
    const answer = { years: [2021, 2020], makes: ["Kia", "Mazda"], models: [], badges: [] };
    expect(readCatalogueChoices(answer, "year")).toEqual(["2021", "2020"]);
    expect(readCatalogueChoices(answer, "make")).toEqual(["Kia", "Mazda"]);
    expect(readCatalogueChoices(answer, "badge")).toEqual([]);
    expect(readCatalogueChoices({ makes: [{ name: "Mazda" }, { value: "Kia" }] }, "make")).toEqual(["Mazda", "Kia"]);
    expect(readCatalogueChoices(null, "year")).toEqual([]);
    expect(catalogueQuery("year", {})).toBe("/api/trade-in/catalogue");
    expect(catalogueQuery("model", { year: "2020", make: "Mazda", model: "ignored" })).toBe(
      "/api/trade-in/catalogue?year=2020&make=Mazda",
    );
  });

  it("describes a car in one line, leaving out what is unknown", () => {
    expect(
      describeVehicle({
        year: 2020,
        make: "Mazda",
        model: "CX-5",
        badge: "Maxx",
        body: null,
        transmission: "Automatic",
      }),
    ).toBe("2020 Mazda CX-5 Maxx, Automatic");
  });
});
