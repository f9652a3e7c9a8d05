// The one definition of every lead form's validation. The browser checks a form with it before
// sending (fetching it when the shopper starts on the form) and the server checks the same body again with it, so
// the two can never disagree about what a valid enquiry is. The forms' fields, plans, limits and
// messages are ./lead-fields.ts, re-exported here.

import { z } from "@/platform/zod";
import { australianStateCodes } from "@/platform/australian-states";
import { isAustralianPhone } from "@/platform/phone";

import {
  type FieldErrors,
  type FieldPlanOptions,
  type FieldValue,
  type LeadExtras,
  type LeadFormRules,
  type LeadFormType,
  checkOptionSuffix,
  contactMethods,
  fieldLimits,
  leadFieldPlan,
  leadFormTypes,
  leadMessages,
  maxBudget,
  maxKms,
  minTradeInYear,
  radioOptionsSuffix,
  yesNo,
} from "./lead-fields";

export * from "./lead-fields";

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
