import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { demoSites } from "@/demo/demo-sites";
import {
  fieldLimits,
  leadFieldPlan,
  leadFormRules,
  leadMessages,
  leadRequestSchema,
  parseLeadFields,
  splitExtras,
  type FieldValue,
  type LeadFormRules,
} from "./schemas";

const defaults = resolveSiteConfig("default", {});
const rules = (overrides: Partial<LeadFormRules> = {}, dealerships = 1): LeadFormRules => ({
  ...leadFormRules(defaults.forms, dealerships),
  ...overrides,
});
const demo = (slug: string) => {
  const site = demoSites.find((entry) => entry.slug === slug);
  if (!site) throw new Error(slug);
  return resolveSiteConfig(site.template, site.overrides);
};

const contact = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  message: "Hello",
};

function errorsOf(
  values: Record<string, FieldValue>,
  formType: Parameters<typeof parseLeadFields>[0] = "enquiry",
  formRules = rules(),
  hasCar = false,
) {
  const result = parseLeadFields(formType, formRules, values, { hasCar });
  return result.ok ? {} : result.fieldErrors;
}

describe("core contact fields", () => {
  it("requires first name, last name, e-mail and phone with their own messages", () => {
    expect(errorsOf({ message: "Hi" })).toEqual({
      name: "Please enter your first name",
      last_name: "Please enter your last name",
      email: "Please enter your email address",
      phone: "Please enter your phone number",
    });
  });

  it("treats whitespace as empty and trims what it keeps", () => {
    const result = parseLeadFields("enquiry", rules(), { ...contact, name: "  Jane  " }, { hasCar: false });
    expect(result.ok && result.value.fields.name).toBe("Jane");
    expect(errorsOf({ ...contact, name: "   " })).toEqual({ name: "Please enter your first name" });
  });

  it("checks e-mail addresses", () => {
    expect(errorsOf({ ...contact, email: "jane@" })).toEqual({ email: leadMessages.emailInvalid });
    expect(errorsOf({ ...contact, email: "jane.o'neil+cars@example.com.au" })).toEqual({});
  });

  it.each([
    "0412 345 678",
    "0412345678",
    "+61 412 345 678",
    "+61412345678",
    "(02) 9876 5432",
    "02 9876 5432",
    "08-5550-0201",
    "+61 2 9876 5432",
    "13 22 65",
    "132265",
    "1300 555 010",
    "1800 555 010",
  ])("accepts the Australian number %s", (phone) => {
    expect(errorsOf({ ...contact, phone })).toEqual({});
  });

  it.each(["12345", "0412 345 67", "0012 345 678", "+1 415 555 0100", "1900 555 010", "04123456789", "phone"])(
    "rejects %s",
    (phone) => {
      expect(errorsOf({ ...contact, phone })).toEqual({ phone: leadMessages.phoneInvalid });
    },
  );

  it("takes a postcode of exactly four digits", () => {
    expect(errorsOf({ ...contact, postcode: "2000" })).toEqual({});
    for (const postcode of ["200", "20000", "2OOO"]) {
      expect(errorsOf({ ...contact, postcode })).toEqual({
        postcode: "Invalid postcode. Please enter a 4-digit number.",
      });
    }
  });

  it("limits every text field's length", () => {
    expect(errorsOf({ ...contact, name: "x".repeat(fieldLimits.name + 1) })).toEqual({
      name: "First name must be at most 50 characters",
    });
    expect(errorsOf({ ...contact, message: "x".repeat(fieldLimits.message + 1) })).toEqual({
      message: "Message must be at most 2000 characters",
    });
    expect(errorsOf({ ...contact, message: "x".repeat(fieldLimits.message) })).toEqual({});
  });
});

describe("generic enquiry", () => {
  it("requires a message unless the site switches it off", () => {
    expect(errorsOf({ ...contact, message: "" })).toEqual({ message: "Please enter a message" });
    expect(errorsOf({ ...contact, message: "" }, "enquiry", rules({ messageRequired: false }))).toEqual({});
  });

  it("requires a category from the site's list only when the selector shows", () => {
    const shown = rules({ showCategory: true });
    expect(errorsOf({ ...contact, category: "" }, "enquiry", shown)).toEqual({ category: "Please select a category" });
    expect(errorsOf({ ...contact, category: "Lottery" }, "enquiry", shown)).toEqual({
      category: "Please select a category",
    });
    expect(errorsOf({ ...contact, category: "Service Enquiry" }, "enquiry", shown)).toEqual({});
    expect(errorsOf({ ...contact, category: "" }, "enquiry", rules({ showCategory: false }))).toEqual({});
    expect(defaults.forms.defaultCategory).toBe("General Enquiry");
  });

  it("takes an optional rego and checks its form", () => {
    expect(errorsOf({ ...contact, Rego: "ABC 123" })).toEqual({});
    expect(errorsOf({ ...contact, Rego: "ABC*123" })).toEqual({ Rego: leadMessages.regoInvalid });
  });

  it("requires a location when the select shows, with its placeholder as the message", () => {
    const group = demo("southern-cross");
    const groupRules = leadFormRules(group.forms, 1);
    expect(errorsOf({ ...contact }, "enquiry", groupRules)).toEqual({
      location: "Please Select a Dealership Location",
    });
    const locationRules = rules({ locationSelect: { show: true, placeholder: "Please Select a Dealership Location" } });
    expect(errorsOf({ ...contact }, "enquiry", locationRules)).toEqual({
      location: "Please Select a Dealership Location",
    });
    expect(errorsOf({ ...contact, location: "not-a-uuid" }, "enquiry", locationRules)).toEqual({
      location: "Please choose one of the options",
    });
  });

  it("asks for a preferred dealership only with several dealerships, unless removed", () => {
    expect(leadFormRules(defaults.forms, 1).preferredDealership.show).toBe(false);
    const several = leadFormRules(defaults.forms, 3);
    expect(several.preferredDealership).toEqual({ show: true, placeholder: "Select a Preferred Dealership" });
    expect(errorsOf({ ...contact }, "enquiry", several)).toEqual({
      dealership_slug: "Please select a preferred dealership",
    });
    expect(errorsOf({ ...contact, dealership_slug: "southern-cross-mazda" }, "enquiry", several)).toEqual({});
    const removed = leadFormRules({ ...defaults.forms, removePreferredDealership: true }, 3);
    expect(removed.preferredDealership.show).toBe(false);
  });

  it("keeps the opt-in optional, on by default with the subscribe label", () => {
    const formRules = rules();
    expect(formRules.optIn.default).toBe(true);
    expect(formRules.optIn.label).toMatch(/send me news, offers and updates/);
    const result = parseLeadFields("enquiry", formRules, { ...contact, opt_in: "on" }, { hasCar: false });
    expect(result.ok && result.value.fields.opt_in).toBe(true);
    const without = parseLeadFields("enquiry", formRules, contact, { hasCar: false });
    expect(without.ok && without.value.fields.opt_in).toBe(false);
  });

  it("requires terms where the site does, with the site's text", () => {
    const redgum = leadFormRules(demo("redgum").forms, 1);
    expect(errorsOf({ ...contact }, "enquiry", redgum)).toEqual({
      terms: "*You must agree to the terms of use before submitting.",
    });
    expect(errorsOf({ ...contact, terms: true }, "enquiry", redgum)).toEqual({});
    const defaultText = rules({ terms: { ...rules().terms, required: true } });
    expect(errorsOf({ ...contact }, "enquiry", defaultText)).toEqual({
      terms: "You must agree to the terms of use before submitting the form.",
    });
  });

  it("reports every problem at once, required and malformed together", () => {
    expect(errorsOf({ email: "nope", phone: "1", message: "" })).toEqual({
      name: "Please enter your first name",
      last_name: "Please enter your last name",
      email: leadMessages.emailInvalid,
      phone: leadMessages.phoneInvalid,
      message: "Please enter a message",
    });
  });

  it("drops fields the form does not have", () => {
    const result = parseLeadFields("enquiry", rules(), { ...contact, vin: "ABC12345", kms: 100 }, { hasCar: false });
    expect(result.ok && result.value.fields).not.toHaveProperty("vin");
  });
});

describe("other forms", () => {
  it("vehicle enquiry: contact and message; no place to choose (the car decides)", () => {
    const several = rules({}, 4);
    expect(leadFieldPlan("vehicle-enquiry", several, { hasCar: true })).not.toHaveProperty("dealership_slug");
    expect(errorsOf({ ...contact }, "vehicle-enquiry", several, true)).toEqual({});
  });

  it("test drive: optional message and booking time; a dealership when there is no car", () => {
    const several = rules({}, 4);
    expect(errorsOf({ ...contact, message: "" }, "test-drive", rules(), true)).toEqual({});
    expect(errorsOf({ ...contact, appointment: "tomorrow at ten" }, "test-drive", rules(), true)).toEqual({
      appointment: leadMessages.appointmentInvalid,
    });
    expect(errorsOf({ ...contact, appointment: "2026-11-23T10:00" }, "test-drive", rules(), true)).toEqual({});
    expect(errorsOf({ ...contact }, "test-drive", several, false)).toEqual({
      dealership_slug: "Please select a preferred dealership",
    });
    expect(leadFieldPlan("test-drive", several, { hasCar: false }).vehicle).toBe("optional");
  });

  it("request photos: the prefilled request is required, the message optional", () => {
    expect(errorsOf({ ...contact, message: "" }, "request-photos", rules(), true)).toEqual({
      request: leadMessages.requestRequired,
    });
    expect(
      errorsOf({ ...contact, message: "", request: "More photos please" }, "request-photos", rules(), true),
    ).toEqual({});
  });

  it("finance: postcode required; budget in dollars, car type and VIN checked", () => {
    expect(errorsOf({ ...contact }, "finance")).toEqual({
      postcode: "Invalid postcode. Please enter a 4-digit number.",
    });
    const result = parseLeadFields(
      "finance",
      rules(),
      { ...contact, postcode: "2000", vehiclePriceBudget: "$25,000", car_type: "Used", vin: "JTDKB20U093123456" },
      { hasCar: false },
    );
    expect(result.ok && result.value.fields).toMatchObject({ vehiclePriceBudget: 25_000, car_type: "used" });
    expect(errorsOf({ ...contact, postcode: "2000", vehiclePriceBudget: "lots" }, "finance")).toEqual({
      vehiclePriceBudget: leadMessages.amountInvalid,
    });
    expect(errorsOf({ ...contact, postcode: "2000", vin: "???" }, "finance")).toEqual({ vin: leadMessages.vinInvalid });
  });

  const tradeInCar = {
    rego: "ABC123",
    regoState: "qld",
    tradeInYear: "2019",
    tradeInMake: "Toyota",
    tradeInModel: "Corolla",
    kms: "85,000",
  };

  it("trade-in step 1, rego lookup: the rego and its state, the car and its km", () => {
    expect(errorsOf({}, "rego-lookup")).toEqual({
      rego: leadMessages.regoRequired,
      regoState: leadMessages.regoStateRequired,
      tradeInYear: leadMessages.tradeInYearInvalid,
      tradeInMake: leadMessages.tradeInMakeRequired,
      tradeInModel: leadMessages.tradeInModelRequired,
      kms: leadMessages.kmsRequired,
    });
    expect(errorsOf(tradeInCar, "rego-lookup")).toEqual({});
    expect(errorsOf({ ...tradeInCar, tradeInYear: "1900" }, "rego-lookup")).toEqual({
      tradeInYear: leadMessages.tradeInYearInvalid,
    });
    expect(errorsOf({ ...tradeInCar, tradeInYear: String(new Date().getFullYear() + 2) }, "rego-lookup")).toEqual({
      tradeInYear: leadMessages.tradeInYearInvalid,
    });
    expect(errorsOf({ ...tradeInCar, kms: "lots" }, "rego-lookup")).toEqual({ kms: leadMessages.kmsInvalid });
    // No contact details yet: the first step is sent before the shopper gives any.
    const parsed = parseLeadFields("rego-lookup", rules(), { ...tradeInCar, name: "Jane" }, { hasCar: false });
    expect(parsed.ok && parsed.value.fields).toMatchObject({ rego: "ABC123", regoState: "QLD", kms: 85_000 });
    expect(parsed.ok && parsed.value.fields.name).toBeUndefined();
  });

  it("trade-in step 2, valuation adjustments: the condition answers are required", () => {
    expect(errorsOf({ ...tradeInCar }, "valuation")).toEqual({ adjustmentAnswers: leadMessages.adjustmentsRequired });
    expect(errorsOf({ ...tradeInCar, adjustmentAnswers: { "Any warning lights?": "No" } }, "valuation")).toEqual({});
  });

  it("trade-in last step: the spec's contact fields; an accepted offer needs its valuation and price", () => {
    expect(errorsOf({ ...contact }, "offer-accepted")).toEqual({
      postcode: leadMessages.postcodeInvalid,
      valuation_id: leadMessages.valuationRequired,
      offer_price: leadMessages.offerPriceRequired,
    });
    const details = {
      ...contact,
      postcode: "5000",
      ...tradeInCar,
      location_id: "",
      PreferredContactMethod: "SMS",
      finance: "No",
      "do-you-have-a-trade-in": "Yes",
    };
    expect(errorsOf({ ...details, valuation_id: "v-1", offer_price: "12000" }, "offer-accepted")).toEqual({});
    expect(errorsOf(details, "valuation-request")).toEqual({});
    expect(errorsOf({ ...details, PreferredContactMethod: "Pigeon" }, "valuation-request")).toEqual({
      PreferredContactMethod: leadMessages.choiceInvalid,
    });
    expect(errorsOf({ ...details, finance: "Maybe" }, "valuation-request")).toEqual({
      finance: leadMessages.choiceInvalid,
    });
  });

  it("trade-in postcode: required, exactly 4 digits, with the spec's message", () => {
    expect(leadMessages.postcodeInvalid).toBe("Invalid postcode. Please enter a 4-digit number.");
    for (const postcode of ["", "200", "20000", "2OOO", "12 4"]) {
      expect(errorsOf({ ...contact, postcode }, "valuation-request")).toEqual({
        postcode: "Invalid postcode. Please enter a 4-digit number.",
      });
    }
    expect(errorsOf({ ...contact, postcode: " 0800 " }, "valuation-request")).toEqual({});
  });
});

describe("radio and check-option extras", () => {
  it("removes the options lists, keeps the answers and gathers ticked check options", () => {
    const { fields, extras, errors } = splitExtras({
      name: "Jane",
      "Contact time_radio_options": ["Morning", "Afternoon"],
      "Contact time": "Morning",
      "Extended Warranty (check_option)": true,
      "Window Tint (check_option)": "on",
      "Roof Racks (check_option)": false,
    });
    expect(fields).toEqual({ name: "Jane" });
    expect(extras).toEqual({
      radios: { "Contact time": "Morning" },
      additionalServices: ["Extended Warranty", "Window Tint"],
    });
    expect(errors).toEqual({});
  });

  it("rejects an answer that is not among the question's options", () => {
    const { errors } = splitExtras({ Colour_radio_options: "Red, Blue", Colour: "Green" });
    expect(errors).toEqual({ Colour: leadMessages.choiceInvalid });
  });

  it("limits how many extras one form can carry", () => {
    const many: Record<string, FieldValue> = {};
    for (let index = 0; index <= fieldLimits.extras; index += 1) many[`Option ${index} (check_option)`] = true;
    expect(splitExtras(many).errors).toEqual({ additional_services: "Too many options were chosen" });
  });

  it("flows through parseLeadFields", () => {
    const result = parseLeadFields(
      "service",
      rules(),
      { ...contact, "Tyres (check_option)": true, "Loan car_radio_options": ["Yes", "No"], "Loan car": "No" },
      { hasCar: false },
    );
    expect(result.ok && result.value.extras).toEqual({ radios: { "Loan car": "No" }, additionalServices: ["Tyres"] });
  });
});

describe("the API body", () => {
  const body = {
    formType: "enquiry",
    idempotency_key: "5f1a2b3c-0000-4000-8000-000000000001",
    fields: contact,
    page_url: "http://harbourside.localhost/contact-us",
  };

  it("fills defaults and requires the form's fields (or the multi-step userData)", () => {
    const parsed = leadRequestSchema.parse(body);
    expect(parsed).toMatchObject({ isLastStep: true, visited_pages: [], linked_query_params: {} });
    expect(leadRequestSchema.safeParse({ ...body, fields: undefined }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ ...body, fields: undefined, userData: contact }).success).toBe(true);
  });

  it("rejects unknown forms, bad keys, foreign ids and oversized extras", () => {
    expect(leadRequestSchema.safeParse({ ...body, formType: "newsletter" }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ ...body, idempotency_key: "x" }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ ...body, car_id: "1234" }).success).toBe(false);
    expect(leadRequestSchema.safeParse({ ...body, visited_pages: Array.from({ length: 21 }, () => "/") }).success).toBe(
      false,
    );
    expect(leadRequestSchema.safeParse({ ...body, fields: { message: "x".repeat(5_001) } }).success).toBe(false);
  });
});
