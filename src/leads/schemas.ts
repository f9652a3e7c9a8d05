// The one definition of every lead form: which fields each form has, their limits and their
// messages. The browser validates with it before sending and the server validates the same body
// again with it, so the two can never disagree about what a valid enquiry is.

import { z } from "@/platform/zod";
import { australianStateCodes } from "@/platform/australian-states";
import type { SiteConfig } from "@/sites/config-schema";
import { isAustralianPhone } from "@/platform/phone";

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
// Field building blocks. Browsers send "" for an empty input; that is the same as not answering.

function blankAsMissing(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function text(label: string, max: number) {
  return z.preprocess(blankAsMissing, z.string().max(max, leadMessages.tooLong(label, max)).optional());
}

function matching(label: string, max: number, pattern: RegExp, message: string) {
  return z.preprocess(
    blankAsMissing,
    z.string().max(max, leadMessages.tooLong(label, max)).regex(pattern, message).optional(),
  );
}

function choice<const Options extends readonly [string, ...string[]]>(
  options: Options,
  normalise?: (v: string) => string,
) {
  return z.preprocess(
    (value) => {
      const blank = blankAsMissing(value);
      return typeof blank === "string" && normalise ? normalise(blank) : blank;
    },
    z.enum(options, { error: leadMessages.choiceInvalid }).optional(),
  );
}

/** Checkboxes: true, "true" and "on" tick; anything else leaves it unticked. */
const checkbox = z.preprocess((value) => value === true || value === "true" || value === "on", z.boolean());

function wholeNumber(max: number, message: string) {
  return z.preprocess(
    (value) => {
      const blank = blankAsMissing(value);
      // "$25,000" and "25000" mean the same amount.
      if (typeof blank === "string") {
        const digits = blank.replace(/[$,\s]/g, "");
        return /^\d+$/.test(digits) ? Number(digits) : blank;
      }
      return blank;
    },
    z.number({ error: message }).int(message).min(0, message).max(max, message).optional(),
  );
}

function tradeInYear() {
  const message = leadMessages.tradeInYearInvalid;
  return z.preprocess(
    (value) => {
      const blank = blankAsMissing(value);
      return typeof blank === "string" && /^\d{4}$/.test(blank) ? Number(blank) : blank;
    },
    z
      .number({ error: message })
      .int(message)
      .min(minTradeInYear, message)
      .refine((year) => year <= new Date().getFullYear() + 1, message)
      .optional(),
  );
}

const uuid = z.preprocess(blankAsMissing, z.uuid({ error: "Please choose one of the options" }).optional());
const rego = matching("Rego", fieldLimits.rego, /^[A-Za-z0-9 -]{1,10}$/, leadMessages.regoInvalid);

/**
 * Every field any lead form has. Which ones a form shows, and requires, is its field plan.
 *
 * Two facts travel under two names each, on purpose: the enquiry and service forms send `Rego` and
 * `location`, the trade-in forms `rego` and `location_id`, because those are the wire names the
 * dealers' CRMs map for each form (spec site-config-forms-finance.md, §3 "Enquiry form payload" and
 * "Trade-in"). One format serves both spellings; no form asks for both.
 */
export const leadFieldsSchema = z.object({
  name: text("First name", fieldLimits.name),
  last_name: text("Last name", fieldLimits.last_name),
  email: z.preprocess(
    blankAsMissing,
    z
      .string()
      .max(fieldLimits.email, leadMessages.tooLong("Email", fieldLimits.email))
      .pipe(z.email({ error: leadMessages.emailInvalid }))
      .optional(),
  ),
  phone: z.preprocess(
    blankAsMissing,
    z
      .string()
      .max(fieldLimits.phone, leadMessages.phoneInvalid)
      .refine(isAustralianPhone, leadMessages.phoneInvalid)
      .optional(),
  ),
  postcode: z.preprocess(
    blankAsMissing,
    z
      .string()
      .regex(/^\d{4}$/, leadMessages.postcodeInvalid)
      .optional(),
  ),
  category: text("Category", fieldLimits.category),
  subcategory: text("Subcategory", fieldLimits.subcategory),
  message: text("Message", fieldLimits.message),
  Rego: rego,
  location: uuid,
  dealership_slug: matching("Dealership", 100, /^[a-z0-9]+(?:-[a-z0-9]+)*$/, leadMessages.choiceInvalid),
  opt_in: checkbox,
  terms: checkbox,
  appointment: matching("Booking time", 16, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, leadMessages.appointmentInvalid),
  vehicle: text("Vehicle", fieldLimits.vehicle),
  request: text("Request", fieldLimits.request),
  vehiclePriceBudget: wholeNumber(maxBudget, leadMessages.amountInvalid),
  car_type: choice(["new", "used", "demo"], (v) => v.toLowerCase()),
  vin: matching("VIN", fieldLimits.vin, /^[A-Za-z0-9]{5,17}$/, leadMessages.vinInvalid),
  rego,
  regoState: choice(australianStateCodes, (v) => v.toUpperCase()),
  kms: wholeNumber(maxKms, leadMessages.kmsInvalid),
  location_id: uuid,
  PreferredContactMethod: choice(contactMethods),
  finance: choice(yesNo),
  "do-you-have-a-trade-in": choice(yesNo),
  valuation_id: text("Valuation", fieldLimits.valuation_id),
  offer_price: wholeNumber(maxBudget, leadMessages.amountInvalid),
  /** The offer the server made (src/trade-in/offer.ts), as the valuation API answered it. */
  offer_id: text("Offer", fieldLimits.valuation_id),
  /** An accepted trade-in's inspection, "YYYY-MM-DDTHH:mm" like a test drive's booking. */
  inspectionAt: matching("Inspection time", 16, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, leadMessages.appointmentInvalid),
  /** The shopper's own car, in the trade-in forms (apart from `vin` and `Vehicle Make`, which are the dealer's car's). */
  tradeInYear: tradeInYear(),
  tradeInMake: text("Make", fieldLimits.tradeInText),
  tradeInModel: text("Model", fieldLimits.tradeInText),
  tradeInBadge: text("Badge", fieldLimits.tradeInText),
  tradeInBody: text("Body", fieldLimits.tradeInText),
  tradeInTransmission: text("Transmission", fieldLimits.tradeInText),
  tradeInFuel: text("Fuel", fieldLimits.tradeInText),
  tradeInVin: matching("VIN", fieldLimits.vin, /^[A-Za-z0-9]{5,17}$/, leadMessages.vinInvalid),
  adjustmentAnswers: z
    .record(
      z.string().max(fieldLimits.adjustmentAnswerKey),
      z
        .string()
        .max(fieldLimits.adjustmentAnswerValue, leadMessages.tooLong("Answer", fieldLimits.adjustmentAnswerValue)),
    )
    .refine((answers) => Object.keys(answers).length <= fieldLimits.adjustmentAnswers, "Too many answers")
    .optional(),
  /** The honeypot: hidden from people, so only a robot fills it in. */
  website: z.preprocess(blankAsMissing, z.string().max(fieldLimits.website).optional()),
});

export type LeadFields = z.output<typeof leadFieldsSchema>;
export type LeadFieldName = keyof LeadFields;

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

function requiredMessage(field: LeadFieldName, rules: LeadFormRules): string {
  switch (field) {
    case "name":
      return leadMessages.firstNameRequired;
    case "last_name":
      return leadMessages.lastNameRequired;
    case "email":
      return leadMessages.emailRequired;
    case "phone":
      return leadMessages.phoneRequired;
    case "postcode":
      return leadMessages.postcodeInvalid;
    case "message":
      return leadMessages.messageRequired;
    case "category":
      return leadMessages.categoryRequired;
    case "location":
      return rules.locationSelect.placeholder;
    case "dealership_slug":
      return leadMessages.preferredDealershipRequired;
    case "terms":
      return rules.terms.errorText;
    case "rego":
    case "Rego":
      return leadMessages.regoRequired;
    case "regoState":
      return leadMessages.regoStateRequired;
    case "valuation_id":
      return leadMessages.valuationRequired;
    case "offer_price":
      return leadMessages.offerPriceRequired;
    case "request":
      return leadMessages.requestRequired;
    case "kms":
      return leadMessages.kmsRequired;
    case "tradeInYear":
      return leadMessages.tradeInYearInvalid;
    case "tradeInMake":
      return leadMessages.tradeInMakeRequired;
    case "tradeInModel":
      return leadMessages.tradeInModelRequired;
    case "adjustmentAnswers":
      return leadMessages.adjustmentsRequired;
    default:
      return "Please fill in this field";
  }
}

/** The form's schema: every field's format, plus the plan's required fields and the site's rules. */
export function leadFormSchema(formType: LeadFormType, rules: LeadFormRules, options: FieldPlanOptions) {
  const plan = leadFieldPlan(formType, rules, options);
  return leadFieldsSchema.superRefine(
    (fields, ctx) => {
      for (const [field, requirement] of Object.entries(plan)) {
        if (requirement !== "required" || !isLeadFieldName(field)) continue;
        const value = fields[field];
        if (value === undefined || value === false) {
          ctx.addIssue({ code: "custom", path: [field], message: requiredMessage(field, rules) });
        }
      }
      if (plan.category && fields.category !== undefined && !rules.categories.includes(fields.category)) {
        ctx.addIssue({ code: "custom", path: ["category"], message: leadMessages.categoryRequired });
      }
    },
    // Required fields are reported together with the format problems of the others, so the
    // shopper sees every problem at once rather than one round at a time.
    { when: () => true },
  );
}

function isLeadFieldName(name: string): name is LeadFieldName {
  return Object.hasOwn(leadFieldsSchema.shape, name);
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

function radioOptions(value: FieldValue | undefined): string[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value === "string") return value.split(",").map((option) => option.trim());
  return null;
}

/**
 * Pulls the extras out of a form's values: `X_radio_options` lists the choices of radio question
 * `X` (and is not sent on), `Label (check_option)` is a ticked extra service. The rest is returned
 * for the form's own schema.
 */
export function splitExtras(values: Readonly<Record<string, FieldValue>>): {
  fields: Record<string, FieldValue>;
  extras: LeadExtras;
  errors: FieldErrors;
} {
  const fields: Record<string, FieldValue> = {};
  const extras: LeadExtras = { radios: {}, additionalServices: [] };
  const errors: FieldErrors = {};
  let extraCount = 0;
  const radioNames = new Set(
    Object.keys(values)
      .filter((key) => key.endsWith(radioOptionsSuffix))
      .map((key) => key.slice(0, -radioOptionsSuffix.length))
      .filter((name) => name !== "" && !Object.hasOwn(leadFieldsSchema.shape, name)),
  );
  for (const [key, value] of Object.entries(values)) {
    if (key.endsWith(radioOptionsSuffix)) continue;
    if (key.endsWith(checkOptionSuffix)) {
      const label = key.slice(0, -checkOptionSuffix.length).trim();
      if (label === "" || label.length > fieldLimits.extraKey) {
        errors[key] = leadMessages.tooLong("Option", fieldLimits.extraKey);
      } else if (value === true || value === "true" || value === "on") {
        extraCount += 1;
        extras.additionalServices.push(label);
      }
      continue;
    }
    if (radioNames.has(key)) {
      extraCount += 1;
      const options = radioOptions(values[`${key}${radioOptionsSuffix}`]);
      if (typeof value !== "string" || value.length > fieldLimits.extraValue || key.length > fieldLimits.extraKey) {
        errors[key] = leadMessages.choiceInvalid;
      } else if (value.trim() !== "") {
        if (options && !options.includes(value)) errors[key] = leadMessages.choiceInvalid;
        else extras.radios[key] = value;
      }
      continue;
    }
    fields[key] = value;
  }
  if (extraCount > fieldLimits.extras) errors.additional_services = "Too many options were chosen";
  return { fields, extras, errors };
}

export type ParsedLead = { fields: LeadFields; extras: LeadExtras };
export type ParseLeadResult = { ok: true; value: ParsedLead } | { ok: false; fieldErrors: FieldErrors };

/** Validates a form's values: the first message per field, keyed by field name. */
export function parseLeadFields(
  formType: LeadFormType,
  rules: LeadFormRules,
  values: Readonly<Record<string, FieldValue>>,
  options: FieldPlanOptions,
): ParseLeadResult {
  const { fields, extras, errors } = splitExtras(values);
  const parsed = leadFormSchema(formType, rules, options).safeParse(fields);
  const fieldErrors: FieldErrors = { ...errors };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
      fieldErrors[key] ??= issue.message;
    }
  }
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  // Fields outside the form's plan are dropped: a form cannot smuggle in another form's fields.
  const plan = leadFieldPlan(formType, rules, options);
  const kept: LeadFields = { opt_in: false, terms: false };
  for (const [field, value] of Object.entries(parsed.data)) {
    if (isLeadFieldName(field) && plan[field] !== undefined) {
      Object.assign(kept, { [field]: value });
    }
  }
  return { ok: true, value: { fields: kept, extras } };
}

// ---------------------------------------------------------------------------------------------
// The API body

const fieldValueSchema: z.ZodType<FieldValue> = z.union([
  z.string().max(5_000),
  z.number(),
  z.boolean(),
  z.array(z.string().max(fieldLimits.extraValue)).max(50),
  z.record(z.string().max(fieldLimits.adjustmentAnswerKey), z.string().max(fieldLimits.adjustmentAnswerValue)),
]);

const valuesSchema = z
  .record(
    z
      .string()
      .min(1)
      .max(fieldLimits.extraKey + 20),
    fieldValueSchema,
  )
  .refine((values) => Object.keys(values).length <= 80, "Too many fields");

export const maxRequestBytes = 64 * 1024;

/** What the browser posts to /api/leads. `fields` or, from a multi-step flow, `userData`. */
export const leadRequestSchema = z
  .object({
    formType: z.enum(leadFormTypes, { error: "Unknown form" }),
    idempotency_key: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, "A submission key is required"),
    fields: valuesSchema.optional(),
    userData: valuesSchema.optional(),
    car_id: z.uuid({ error: "Unknown car" }).nullish(),
    /** An earlier lead of the same multi-step flow (valuation, then offer accepted). */
    lead_id: z.uuid({ error: "Unknown lead" }).nullish(),
    page_url: z.string().max(2_000).default(""),
    visited_pages: z.array(z.string().max(300)).max(20).default([]),
    linked_query_params: z
      .record(z.string().max(60), z.string().max(300))
      .refine((params) => Object.keys(params).length <= 20, "Too many query parameters")
      .default({}),
    isLastStep: z.boolean().default(true),
  })
  .refine((body) => body.fields !== undefined || body.userData !== undefined, {
    message: "The form's fields are missing",
    path: ["fields"],
  });

export type LeadRequest = z.input<typeof leadRequestSchema>;
export type ParsedLeadRequest = z.output<typeof leadRequestSchema>;

/** The answer of /api/leads: a lead id, or an error with the fields it concerns. */
export const leadResponseSchema = z.object({
  lead_id: z.string().optional(),
  error: z.string().optional(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
});
export type LeadResponse = z.output<typeof leadResponseSchema>;
