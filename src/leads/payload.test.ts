import { describe, expect, it } from "vitest";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { buildLeadPayload, leadCategory, mapCategory, type LeadCar, type LeadRequestContext } from "./payload";
import { leadFormRules, parseLeadFields, type FieldValue, type LeadFormType } from "./schemas";
import { car as fixtureCar } from "./testing/form-fixtures";

const config = resolveSiteConfig("default", { forms: { showCategory: true } });
const rules = leadFormRules(config.forms, 1);

const car: LeadCar = { ...fixtureCar, dealership_slug: "harbourside-motors", vin: "JTDKB20U093123456" };

const request: LeadRequestContext = {
  pageUrl: "https://harboursidemotors.com.au/cars/2021-toyota-corolla-a1?utm_source=fb",
  userAgent: "Mozilla/5.0",
  visitedPages: ["Toyota Corolla (stock #A1)"],
  linkedQueryParams: { utm_source: "fb" },
  isLastStep: true,
  parentLeadId: null,
};

const contact = { name: "Jane", last_name: "Citizen", email: "jane@example.com", phone: "0412 345 678" };

function payloadFor(formType: LeadFormType, values: Record<string, FieldValue>, withCar: LeadCar | null = car) {
  const parsed = parseLeadFields(formType, rules, { ...contact, ...values }, { hasCar: withCar !== null });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
  return buildLeadPayload({
    formType,
    rules,
    parsed: parsed.value,
    car: withCar,
    routing: {
      dealershipId: car.dealership_id,
      dealershipSlug: "harbourside-motors",
      locationId: "11111111-1111-4111-8111-111111111111",
      locationName: "Rozelle",
    },
    request,
  });
}

describe("buildLeadPayload", () => {
  it("adds the request's context, the source and the car's details", () => {
    const payload = payloadFor("vehicle-enquiry", { message: "Still available?", opt_in: true });
    expect(payload).toMatchObject({
      form_type: "vehicle-enquiry",
      category: "Vehicle Enquiry",
      subcategory: null,
      name: "Jane",
      message: "Still available?",
      opt_in: true,
      additional_services: [],
      url: request.pageUrl,
      source: "Website",
      user_agent: "Mozilla/5.0",
      car_id: car.id,
      car_dealership_id: car.dealership_id,
      dealership_slug: "harbourside-motors",
      manufacturer_slug: "toyota",
      stock_number: "A1",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "Corolla",
      car_type: "used",
      vehicle_status: "in_stock",
      vin: "JTDKB20U093123456",
      location: "11111111-1111-4111-8111-111111111111",
      lead_attributes: {
        visited_pages: ["Toyota Corolla (stock #A1)"],
        linked_query_params: { utm_source: "fb" },
        is_last_step: true,
      },
    });
    expect(payload).not.toHaveProperty("terms");
    expect(payload).not.toHaveProperty("website");
  });

  it("strips radio options lists and moves ticked check options into additional_services", () => {
    const payload = payloadFor(
      "enquiry",
      {
        category: "Sales Enquiry",
        message: "Hi",
        "Best time_radio_options": ["Morning", "Evening"],
        "Best time": "Evening",
        "Tinted windows (check_option)": true,
        "Floor mats (check_option)": true,
        "Roof racks (check_option)": false,
      },
      null,
    );
    expect(payload).toMatchObject({ "Best time": "Evening", additional_services: ["Tinted windows", "Floor mats"] });
    expect(Object.keys(payload).some((key) => key.endsWith("_radio_options") || key.includes("check_option"))).toBe(
      false,
    );
    expect(payload.car_id).toBeNull();
  });

  it("sends careers enquiries as general enquiries, subcategory career enquiry", () => {
    expect(mapCategory("Careers Enquiry", null)).toEqual({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
    const payload = payloadFor("enquiry", { category: "Careers Enquiry", message: "Hiring?" }, null);
    expect(payload).toMatchObject({ category: "General Enquiry", subcategory: "Career Enquiry" });
    expect(mapCategory("Sales Enquiry", "x")).toEqual({ category: "Sales Enquiry", subcategory: "x" });
  });

  it("sends the careers page's form as a career enquiry whatever the site's enquiry categories", () => {
    const plain = leadFormRules(resolveSiteConfig("default", { forms: { defaultCategory: "Sales Enquiry" } }).forms, 1);
    // The shopper cannot turn a job application into another category.
    const fields = { ...contact, message: "Are you hiring apprentices?", category: "Sales Enquiry" };
    for (const formRules of [rules, plain]) {
      const parsed = parseLeadFields("careers", formRules, fields, { hasCar: false });
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.fieldErrors));
      expect(leadCategory("careers", formRules, parsed.value.fields, null)).toEqual({
        category: "General Enquiry",
        subcategory: "Career Enquiry",
      });
    }
  });

  it("labels a booked test drive's time for people", () => {
    const payload = payloadFor("test-drive", { appointment: "2026-11-23T09:30" });
    expect(payload).toMatchObject({ appointment: "2026-11-23T09:30", appointment_label: "Mon 23 Nov 2026, 9:30 am" });
  });

  it("records the earlier lead of a multi-step flow", () => {
    const parsed = parseLeadFields(
      "offer-accepted",
      rules,
      { ...contact, postcode: "4000", valuation_id: "v-1", offer_price: 12_000 },
      { hasCar: false },
    );
    if (!parsed.ok) throw new Error("invalid");
    const payload = buildLeadPayload({
      formType: "offer-accepted",
      rules,
      parsed: parsed.value,
      car: null,
      routing: { dealershipId: null, dealershipSlug: null, locationId: null, locationName: null },
      request: { ...request, parentLeadId: "22222222-2222-4222-8222-222222222222" },
    });
    expect(payload).toMatchObject({
      category: "Trade-In Offer Accepted",
      offer_price: 12_000,
      lead_attributes: { parent_lead_id: "22222222-2222-4222-8222-222222222222" },
    });
  });
});

describe("leadCategory", () => {
  it("uses the shopper's choice where shown, else the site's default, else the form's own", () => {
    const hidden = leadFormRules(resolveSiteConfig("default", {}).forms, 1);
    expect(
      leadCategory("enquiry", rules, { category: "Parts Enquiry", opt_in: false, terms: false }, null).category,
    ).toBe("Parts Enquiry");
    expect(
      leadCategory("enquiry", hidden, { category: "Parts Enquiry", opt_in: false, terms: false }, null).category,
    ).toBe("General Enquiry");
    expect(leadCategory("service", rules, { opt_in: false, terms: false }, null).category).toBe("Service");
    expect(leadCategory("test-drive", rules, { opt_in: false, terms: false }, null).category).toBe("Test Drive");
  });

  it("asks for something similar when the car is no longer for sale", () => {
    const fields = { opt_in: false, terms: false };
    expect(leadCategory("vehicle-enquiry", rules, fields, { status: "sold" })).toEqual({
      category: "Vehicle Enquiry",
      subcategory: "Find me something similar",
    });
    expect(leadCategory("vehicle-enquiry", rules, fields, { status: "in_stock" }).subcategory).toBeNull();
  });
});
