// The lead forms as the browser needs them to draw and fill a form: which forms there are, which
// fields each has and which must be answered, their limits and their messages. No zod here: the
// browser fetches the schemas (./schemas.ts, which builds on this file and re-exports it) when the
// shopper starts on a form, so a page that shows one does not pay for zod until it is used
// (decision 059).

import type { SiteConfig } from "@/sites/config-schema";
import type { LeadFieldName } from "./schemas";

export const leadFormTypes = [
  "enquiry",
  "vehicle-enquiry",
  "test-drive",
  "request-photos",
  "finance",
  "service",
  // The careers page's form: a job seeker's enquiry, sent as a general enquiry (payload.ts).
  "careers",
  // The trade-in flow's senders (spec §7): each step the shopper completes is a lead of its own kind,
  // so the dealer hears of the car even if the shopper stops halfway. The first step's lead is the
  // flow's; later steps name it as their `lead_id`.
  /** Step 1, "rego lookup": the car identified by its rego and state (or picked from the catalogue) and its km. */
  "rego-lookup",
  /** Step 2, "valuation adjustments": the answers to the condition questions. */
  "valuation",
  /** Step 4 with an online offer, "offer accepted": the shopper's details and the offer they took. */
  "offer-accepted",
  /** Step 4 without an online offer, "lead create": the shopper's details, for the dealer to value the car. */
  "valuation-request",
  // The buy-online journey's finished purchase (src/checkout/journey): contact details here, the
  // journey's answers in the payload's online_purchase document.
  "online-purchase",
] as const;
export type LeadFormType = (typeof leadFormTypes)[number];

export function isLeadFormType(value: string): value is LeadFormType {
  return (leadFormTypes as readonly string[]).includes(value);
}

/** Maximum lengths, shared by the inputs' maxLength and both validations. */
export const fieldLimits = {
  name: 50,
  last_name: 50,
  email: 254,
  phone: 20,
  postcode: 4,
  message: 2000,
  category: 60,
  subcategory: 60,
  /** Both spellings of the registration field (see `leadFieldsSchema`). */
  rego: 10,
  vehicle: 120,
  request: 500,
  vin: 17,
  valuation_id: 100,
  website: 500,
  /** Keys and values of the radio and check-option extras. */
  extraKey: 80,
  extraValue: 200,
  extras: 20,
  adjustmentAnswers: 30,
  adjustmentAnswerKey: 100,
  adjustmentAnswerValue: 200,
  /** The trade-in car's make, model, badge, body, transmission and fuel. */
  tradeInText: 60,
} as const;

/** The oldest year the trade-in forms take; the newest is next year's (a car sold early). */
export const minTradeInYear = 1950;

export const maxBudget = 10_000_000;
export const maxKms = 2_000_000;

export const contactMethods = ["Phone", "Email", "SMS"] as const;
export const yesNo = ["Yes", "No"] as const;

export const leadMessages = {
  firstNameRequired: "Please enter your first name",
  lastNameRequired: "Please enter your last name",
  emailRequired: "Please enter your email address",
  emailInvalid: "Please enter a valid email address",
  phoneRequired: "Please enter your phone number",
  phoneInvalid: "Please enter a valid Australian phone number, e.g. 0412 345 678 or (02) 9876 5432",
  postcodeInvalid: "Invalid postcode. Please enter a 4-digit number.",
  messageRequired: "Please enter a message",
  categoryRequired: "Please select a category",
  preferredDealershipRequired: "Please select a preferred dealership",
  appointmentInvalid: "Please choose a booking time from the list",
  regoInvalid: "Please enter a valid registration number",
  regoRequired: "Please enter the registration number",
  regoStateRequired: "Please select the state the car is registered in",
  vinInvalid: "Please enter a valid VIN",
  amountInvalid: "Please enter an amount in whole dollars",
  kmsInvalid: "Please enter the kilometres as a whole number",
  choiceInvalid: "Please choose one of the options",
  valuationRequired: "The valuation is missing; please start the valuation again",
  offerPriceRequired: "The offer amount is missing; please start the valuation again",
  kmsRequired: "Please enter the kilometres",
  tradeInYearInvalid: "Please choose the year of your car",
  tradeInMakeRequired: "Please choose the make of your car",
  tradeInModelRequired: "Please choose the model of your car",
  adjustmentsRequired: "Please answer the questions about your car's condition",
  requestRequired: "The request text is missing",
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
} as const;

/** Categories the product fixes for forms that do not let the shopper choose one. */
export const fixedCategories = {
  "vehicle-enquiry": "Vehicle Enquiry",
  "test-drive": "Test Drive",
  "request-photos": "Request Photos",
  finance: "Finance Enquiry",
  service: "Service",
  careers: "Careers Enquiry",
  valuation: "Trade-In Valuation",
  "rego-lookup": "Rego Lookup",
  "offer-accepted": "Trade-In Offer Accepted",
  "valuation-request": "Trade-In Valuation Request",
  "online-purchase": "Online Purchase",
} as const satisfies Record<Exclude<LeadFormType, "enquiry">, string>;

export const findSimilarSubcategory = "Find me something similar";

// ---------------------------------------------------------------------------------------------
// Per-site rules and per-form field plans

export type LeadFormRules = {
  messageRequired: boolean;
  showCategory: boolean;
  categories: readonly string[];
  defaultCategory: string;
  locationSelect: { show: boolean; placeholder: string };
  preferredDealership: { show: boolean; placeholder: string };
  terms: { required: boolean; label: string; errorText: string };
  optIn: { default: boolean; label: string };
};

/** The site's form switches, plus whether it has enough dealerships to ask for a preferred one. */
export function leadFormRules(forms: SiteConfig["forms"], dealershipCount: number): LeadFormRules {
  return {
    messageRequired: forms.messageRequired,
    showCategory: forms.showCategory,
    categories: forms.categories,
    defaultCategory: forms.defaultCategory,
    locationSelect: forms.locationSelect,
    preferredDealership: {
      show: dealershipCount > 1 && !forms.removePreferredDealership,
      placeholder: forms.preferredDealershipPlaceholder,
    },
    terms: {
      required: forms.termsAgreement.required,
      label: forms.termsAgreement.label,
      errorText: forms.termsAgreement.errorText,
    },
    optIn: { default: forms.optInDefault, label: forms.optInLabel },
  };
}

export type FieldRequirement = "required" | "optional";
export type FieldPlan = Partial<Record<LeadFieldName, FieldRequirement>>;

export type FieldPlanOptions = {
  /** The form is about one car (its location and dealership are the car's). */
  hasCar: boolean;
};

const contact = { name: "required", last_name: "required", email: "required", phone: "required" } as const;

/** Which fields a form has, and which of them must be answered. Anything else sent is ignored. */
export function leadFieldPlan(formType: LeadFormType, rules: LeadFormRules, options: FieldPlanOptions): FieldPlan {
  const message: FieldRequirement = rules.messageRequired ? "required" : "optional";
  const consent: FieldPlan = {
    opt_in: "optional",
    ...(rules.terms.required ? { terms: "required" } : {}),
  };
  // Where the lead goes, when no car decides it.
  const routing: FieldPlan = {
    ...(rules.locationSelect.show ? { location: "required" } : {}),
    ...(rules.preferredDealership.show ? { dealership_slug: "required" } : {}),
  };
  switch (formType) {
    case "enquiry":
      return {
        ...contact,
        postcode: "optional",
        ...(rules.showCategory ? { category: "required" } : {}),
        subcategory: "optional",
        message,
        Rego: "optional",
        ...(options.hasCar ? {} : routing),
        ...consent,
      };
    case "service":
      return {
        ...contact,
        postcode: "optional",
        message,
        Rego: "optional",
        ...routing,
        ...consent,
      };
    case "vehicle-enquiry":
      return { ...contact, postcode: "optional", subcategory: "optional", message, ...consent };
    case "careers":
      return { ...contact, postcode: "optional", message, ...routing, ...consent };
    case "test-drive":
      return {
        ...contact,
        postcode: "optional",
        message: "optional",
        appointment: "optional",
        ...(options.hasCar ? {} : { vehicle: "optional", ...routing }),
        ...consent,
      };
    case "request-photos":
      return { ...contact, request: "required", message: "optional", ...consent };
    case "finance":
      return {
        ...contact,
        postcode: "required",
        ...(options.hasCar || !rules.preferredDealership.show ? {} : { dealership_slug: "required" }),
        vehiclePriceBudget: "optional",
        car_type: "optional",
        vin: "optional",
        message: "optional",
        ...consent,
      };
    case "online-purchase":
      return { ...contact, postcode: "optional", message: "optional", ...consent };
    case "rego-lookup":
      return { ...tradeInCar("required"), kms: "required" };
    case "valuation":
      return { ...tradeInCar("optional"), kms: "optional", adjustmentAnswers: "required" };
    case "offer-accepted":
    case "valuation-request":
      // The spec's trade-in contact fields, with the car and its answers again so the last lead
      // is complete on its own.
      return {
        ...contact,
        postcode: "required",
        ...tradeInCar("optional"),
        kms: "optional",
        location_id: "optional",
        PreferredContactMethod: "optional",
        finance: "optional",
        // Not "Do you have a trade-in?": the shopper is trading one in.
        adjustmentAnswers: "optional",
        ...(formType === "offer-accepted"
          ? { valuation_id: "required", offer_price: "required", offer_id: "optional", inspectionAt: "optional" }
          : { valuation_id: "optional", message: "optional" }),
        ...consent,
      };
  }
}

/** The trade-in car: its rego and state, and what the lookup (or the catalogue) said it is. */
function tradeInCar(requirement: FieldRequirement): FieldPlan {
  return {
    rego: requirement,
    regoState: requirement,
    tradeInYear: requirement,
    tradeInMake: requirement,
    tradeInModel: requirement,
    tradeInBadge: "optional",
    tradeInBody: "optional",
    tradeInTransmission: "optional",
    tradeInFuel: "optional",
    tradeInVin: "optional",
  };
}

// ---------------------------------------------------------------------------------------------
// Radio and check-option extras

export const radioOptionsSuffix = "_radio_options";
export const checkOptionSuffix = "(check_option)";

export type FieldValue = string | number | boolean | string[] | Record<string, string>;
export type FieldErrors = Record<string, string>;

export type LeadExtras = {
  /** Radio answers by question, checked against the options the form offered. */
  radios: Record<string, string>;
  /** Ticked '(check_option)' boxes, by label. */
  additionalServices: string[];
};
