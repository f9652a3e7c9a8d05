import { describe, expect, it } from "vitest";
import { leadFormRules } from "./schemas";
import { resolveSiteConfig } from "@/sites/resolve-config";
import { car } from "./testing/form-fixtures";
import {
  carLabel,
  initialLeadFormState,
  leadFormReducer,
  orderedErrors,
  outgoingValues,
  type LeadFormAction,
  type LeadFormState,
} from "./lead-form-state";
import { fixErrorsTitle, submitErrorTitle } from "./submit-client";

const rules = leadFormRules(resolveSiteConfig("default", {}).forms, 1);
const stored = {
  name: "Jane",
  last_name: "Citizen",
  email: "jane@example.com",
  phone: "0412 345 678",
  postcode: "3000",
};

function run(state: LeadFormState, ...actions: LeadFormAction[]): LeadFormState {
  return actions.reduce(leadFormReducer, state);
}

describe("a lead form's state", () => {
  it("starts with the site's category and opt-in, the car's label, and the page's values", () => {
    const state = initialLeadFormState({ rules, car, initialValues: { message: "Is it still available?" } });
    expect(state.values).toMatchObject({
      category: rules.defaultCategory,
      opt_in: rules.optIn.default,
      terms: false,
      website: "",
      message: "Is it still available?",
    });
    expect(state.carText).toBe(carLabel(car));
    expect(state.now).toBeNull();
  });

  it("sends a test drive's and a service booking's own category, never the enquiry form's 'General Enquiry'", () => {
    expect(initialLeadFormState({ rules, formType: "test-drive", car }).values.category).toBe("Test Drive");
    expect(initialLeadFormState({ rules, formType: "service", car: null }).values.category).toBe("Service");
    expect(initialLeadFormState({ rules, formType: "enquiry", car: null }).values.category).toBe(rules.defaultCategory);
  });

  it("fills the remembered details into the contact fields still empty once hydrated, never over what is typed", () => {
    const now = new Date(Date.UTC(2026, 10, 23));
    const state = run(
      initialLeadFormState({ rules, car: null }),
      { type: "edit", name: "name", value: "Janet" },
      { type: "hydrated", stored, now },
    );
    expect(state.values).toMatchObject({ name: "Janet", email: "jane@example.com", postcode: "3000" });
    expect(state.now).toBe(now);
  });

  it("lists what is missing in the form's order and sends nothing", () => {
    const state = run(initialLeadFormState({ rules, car: null }), {
      type: "invalid",
      fieldErrors: { phone: "Please enter your phone number", name: "Please enter your first name" },
    });
    expect(state.submitting).toBe(false);
    expect(state.alert).toEqual({
      title: fixErrorsTitle,
      message: null,
      list: [
        ["name", "Please enter your first name"],
        ["phone", "Please enter your phone number"],
      ],
    });
  });

  it("clears the messages while sending, and shows the server's when it refuses", () => {
    const invalid = run(initialLeadFormState({ rules, car: null }), {
      type: "invalid",
      fieldErrors: { name: "Please enter your first name" },
    });
    const sending = run(invalid, { type: "sending" });
    expect(sending).toMatchObject({ submitting: true, errors: {}, alert: null });

    const refusedField = run(sending, {
      type: "refused",
      error: "Please check the highlighted fields and try again.",
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect(refusedField.submitting).toBe(false);
    expect(refusedField.errors).toEqual({ email: "Please enter a valid email address" });
    expect(refusedField.alert?.title).toBe(fixErrorsTitle);

    const refused = run(sending, { type: "refused", error: "Too many enquiries", fieldErrors: {} });
    expect(refused.alert).toEqual({ title: submitErrorTitle, message: "Too many enquiries", list: [] });
    expect(refused.errors).toEqual({});
  });

  it("keeps every value when one changes", () => {
    const state = run(
      initialLeadFormState({ rules, car: null }),
      { type: "edit", name: "name", value: "Jane" },
      { type: "edit", name: "terms", value: true },
    );
    expect(state.values).toMatchObject({ name: "Jane", terms: true, category: rules.defaultCategory });
  });

  it("sends the picker's words when they name no car, and each extra question's options", () => {
    const state = run(initialLeadFormState({ rules, car: null }), { type: "edit-car-text", value: "A red ute" });
    const out = outgoingValues(state, { vehicle: "optional" }, null, [
      { name: "Service", options: ["Log book", "Other"] },
    ]);
    expect(out.vehicle).toBe("A red ute");
    expect(Object.values(out)).toContainEqual(["Log book", "Other"]);
    expect(outgoingValues(state, { vehicle: "optional" }, car, []).vehicle).toBeUndefined();
  });

  it("orders unknown fields last", () => {
    expect(orderedErrors({ other: "x", terms: "y", email: "z" }).map(([field]) => field)).toEqual([
      "email",
      "terms",
      "other",
    ]);
  });
});
