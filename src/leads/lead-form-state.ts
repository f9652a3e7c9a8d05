// A lead form's state in the browser, and every way it changes: the values (the shopper's remembered
// details fill the contact fields left empty once the page has hydrated), the car typed into the
// test-drive picker, the messages beside the fields and in the alert, and whether it is sending.
// One reducer, pure, so the form's sections only draw it.

import type { UserDetails } from "@/shopper/user-details";
import { withUserDetails, type FormValues } from "./form-defaults";
import type { LeadCar } from "./payload";
import {
  fixedCategories,
  radioOptionsSuffix,
  type FieldErrors,
  type FieldPlan,
  type FieldValue,
  type LeadFormRules,
  type LeadFormType,
} from "./lead-fields";
import { fixErrorsTitle, submitErrorTitle } from "./submit-client";

/** The alert over the form: a title, the server's message, and each field's message linked to it. */
export type FormAlert = { title: string; message: string | null; list: [string, string][] };

export type LeadFormState = {
  values: FormValues;
  errors: FieldErrors;
  alert: FormAlert | null;
  submitting: boolean;
  /** What the test-drive picker holds: a car's label, or the shopper's own words. */
  carText: string;
  /** The browser's clock, read after hydration: the test-drive times are worked out from it. */
  now: Date | null;
};

export type LeadFormAction =
  | { type: "hydrated"; stored: UserDetails | null; now: Date }
  | { type: "edit"; name: string; value: FieldValue }
  | { type: "edit-car-text"; value: string }
  /** The form's own check failed: nothing is sent. */
  | { type: "invalid"; fieldErrors: FieldErrors }
  | { type: "sending" }
  /** The server refused the lead, with its messages per field when it had some. */
  | { type: "refused"; error: string; fieldErrors: FieldErrors };

/** The order the alert lists messages in: the form's order, top to bottom. */
const fieldOrder: readonly string[] = [
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "car_id",
  "vehicle",
  "category",
  "dealership_slug",
  "location",
  "location_id",
  "appointment",
  "inspectionAt",
  "vehiclePriceBudget",
  "car_type",
  "vin",
  "Rego",
  "rego",
  "regoState",
  "kms",
  "PreferredContactMethod",
  "finance",
  "do-you-have-a-trade-in",
  "message",
  "request",
  "terms",
];

export function orderedErrors(errors: FieldErrors): [string, string][] {
  const rank = (key: string) => {
    const index = fieldOrder.indexOf(key);
    return index < 0 ? fieldOrder.length : index;
  };
  return Object.entries(errors).sort(([a], [b]) => rank(a) - rank(b));
}

/** "2021 Mazda CX-5 (stock #S1)": how a car reads in the form and in the test-drive picker. */
export function carLabel(car: Pick<LeadCar, "name" | "stocknum">): string {
  return `${car.name} (stock #${car.stocknum})`;
}

export function initialLeadFormState(setup: {
  rules: Pick<LeadFormRules, "defaultCategory" | "optIn">;
  /** The form's kind: only the enquiry form asks a category; every other form sends its own. */
  formType?: LeadFormType;
  initialValues?: FormValues | undefined;
  car: LeadCar | null;
}): LeadFormState {
  const formType = setup.formType ?? "enquiry";
  return {
    values: {
      category: formType === "enquiry" ? setup.rules.defaultCategory : fixedCategories[formType],
      opt_in: setup.rules.optIn.default,
      terms: false,
      website: "",
      ...setup.initialValues,
    },
    errors: {},
    alert: null,
    submitting: false,
    carText: setup.car ? carLabel(setup.car) : "",
    now: null,
  };
}

/**
 * The fields as the form sends them: its values, the picker's words when they name no car, and the
 * options each extra radio question offered (the server checks the answer against them).
 */
export function outgoingValues(
  state: Pick<LeadFormState, "values" | "carText">,
  plan: Pick<FieldPlan, "vehicle">,
  pickedCar: LeadCar | null,
  radios: readonly { name: string; options: string[] }[],
): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = { ...state.values };
  if (plan.vehicle && !pickedCar) out.vehicle = state.carText;
  for (const radio of radios) out[`${radio.name}${radioOptionsSuffix}`] = radio.options;
  return out;
}

export function leadFormReducer(state: LeadFormState, action: LeadFormAction): LeadFormState {
  switch (action.type) {
    case "hydrated":
      return { ...state, values: withUserDetails(state.values, action.stored), now: action.now };
    case "edit":
      return { ...state, values: { ...state.values, [action.name]: action.value } };
    case "edit-car-text":
      return { ...state, carText: action.value };
    case "invalid":
      return {
        ...state,
        errors: action.fieldErrors,
        alert: { title: fixErrorsTitle, message: null, list: orderedErrors(action.fieldErrors) },
      };
    case "sending":
      return { ...state, errors: {}, alert: null, submitting: true };
    case "refused":
      return Object.keys(action.fieldErrors).length > 0
        ? {
            ...state,
            submitting: false,
            errors: action.fieldErrors,
            alert: { title: fixErrorsTitle, message: action.error, list: orderedErrors(action.fieldErrors) },
          }
        : { ...state, submitting: false, alert: { title: submitErrorTitle, message: action.error, list: [] } };
  }
}
