import { describe, expect, it } from "vitest";
import {
  bestCondition,
  conditionQuestions,
  fieldMessages,
  regoLookupInput,
  tradeInCondition,
  tradeInMessages,
  tradeInVehicle,
  valuationInput,
} from "./schemas";

const car = { year: 2021, make: "Toyota", model: "Corolla", km: 45_000 };

function messages(result: { success: boolean; error?: Parameters<typeof fieldMessages>[0] }) {
  return result.error ? fieldMessages(result.error) : {};
}

describe("regoLookupInput", () => {
  it("reads a plate as the register stores it: upper case, spaces and hyphens removed", () => {
    expect(regoLookupInput.parse({ rego: " abc 12-3 ", regoState: "nsw" })).toEqual({
      rego: "ABC123",
      regoState: "NSW",
    });
  });

  it("asks for a missing rego and a missing state", () => {
    expect(messages(regoLookupInput.safeParse({ rego: "  ", regoState: "" }))).toEqual({
      rego: tradeInMessages.regoRequired,
      regoState: tradeInMessages.regoStateRequired,
    });
  });

  it("refuses plates longer than 9 characters or with other characters, and unknown states", () => {
    expect(messages(regoLookupInput.safeParse({ rego: "ABCDE12345", regoState: "VIC" }))).toEqual({
      rego: tradeInMessages.regoInvalid,
    });
    expect(messages(regoLookupInput.safeParse({ rego: "AB#12", regoState: "VIC" }))).toEqual({
      rego: tradeInMessages.regoInvalid,
    });
    expect(messages(regoLookupInput.safeParse({ rego: "ABC123", regoState: "NZ" }))).toEqual({
      regoState: tradeInMessages.regoStateRequired,
    });
    expect(regoLookupInput.safeParse({ rego: "ABCDE1234", regoState: "ACT" }).success).toBe(true);
  });
});

describe("tradeInVehicle", () => {
  it("accepts the values a form sends as strings, kilometres with separators", () => {
    expect(tradeInVehicle.parse({ year: "2019", make: " Mazda ", model: "CX-5", km: "85,000", badge: "" })).toEqual({
      year: 2019,
      make: "Mazda",
      model: "CX-5",
      km: 85_000,
      badge: null,
    });
  });

  it("asks for the kilometres, the year, the make and the model when missing", () => {
    expect(messages(tradeInVehicle.safeParse({ year: "", make: "", model: " ", km: "" }))).toEqual({
      year: tradeInMessages.yearRequired,
      make: tradeInMessages.makeRequired,
      model: tradeInMessages.modelRequired,
      km: tradeInMessages.kmRequired,
    });
  });

  it("keeps kilometres between 0 and 999,999 whole", () => {
    expect(tradeInVehicle.safeParse({ ...car, km: 0 }).success).toBe(true);
    expect(tradeInVehicle.safeParse({ ...car, km: 999_999 }).success).toBe(true);
    for (const km of [-1, 1_000_000, 12.5, "lots"]) {
      expect(messages(tradeInVehicle.safeParse({ ...car, km }))).toEqual({ km: tradeInMessages.kmInvalid });
    }
  });

  it("refuses a year in the future beyond next year's models", () => {
    const next = new Date().getUTCFullYear() + 1;
    expect(tradeInVehicle.safeParse({ ...car, year: next }).success).toBe(true);
    expect(messages(tradeInVehicle.safeParse({ ...car, year: next + 1 }))).toEqual({
      year: tradeInMessages.yearInvalid,
    });
  });
});

describe("tradeInCondition", () => {
  it("reads radio strings as answers", () => {
    expect(
      tradeInCondition.parse({
        accidentDamage: "No",
        serviceHistory: "partial",
        tyres: "worn",
        warningLights: "true",
        modified: false,
        financeOwing: "yes",
      }),
    ).toEqual({
      accidentDamage: false,
      serviceHistory: "partial",
      tyres: "worn",
      warningLights: true,
      modified: false,
      financeOwing: true,
    });
  });

  it("names each unanswered question in its own words", () => {
    const result = messages(tradeInCondition.safeParse({}));
    expect(Object.keys(result).sort()).toEqual(conditionQuestions.map((question) => question.key).sort());
    for (const question of conditionQuestions) expect(result[question.key]).toBe(question.required);
  });

  it("offers, for every question, exactly the answers the schema accepts", () => {
    for (const question of conditionQuestions) {
      for (const option of question.options) {
        expect(tradeInCondition.shape[question.key].safeParse(option.value).success).toBe(true);
      }
    }
    expect(tradeInCondition.parse(bestCondition)).toEqual(bestCondition);
  });
});

describe("valuationInput", () => {
  it("takes the car, its condition, the state and the wanted car's id", () => {
    const input = { vehicle: car, condition: bestCondition, regoState: "qld", car_id: "a1b2-c3" };
    expect(valuationInput.parse(input)).toEqual({ ...input, regoState: "QLD" });
  });

  it("reports nested field paths", () => {
    const result = messages(valuationInput.safeParse({ vehicle: { ...car, km: "" }, condition: bestCondition }));
    expect(result).toEqual({ "vehicle.km": tradeInMessages.kmRequired });
  });
});
