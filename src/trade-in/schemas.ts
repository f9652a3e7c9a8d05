// The trade-in flow's inputs, one definition for the browser and the server: the rego lookup, the
// shopper's car, the condition answers and the valuation request. The questions and their wording are
// ./questions.ts, re-exported here; the browser fetches these schemas when the shopper starts on the
// flow (decision 059). Browsers send strings from inputs and radios; the schemas accept those as well
// as typed values, so a form can validate its raw values and the API the JSON it receives.

import { z } from "@/platform/zod";
import { australianStateCodes, type AustralianStateCode } from "@/platform/australian-states";
import { leadMessages } from "@/leads/lead-fields";
import {
  conditionQuestions,
  serviceHistoryOptions,
  tradeInLimits,
  tradeInMessages,
  tyreOptions,
  normaliseRego,
  type ConditionKey,
} from "./questions";
import { requestSeconds } from "@/platform/clock";

export * from "./questions";

// ---------------------------------------------------------------------------------------------
// Building blocks. "" from an empty input is the same as no answer.

function blankAsMissing(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** A required whole number; strings such as "85,000" or "85 000" are read as numbers. */
function wholeNumber(required: string, invalid: string, min: number, max: () => number) {
  return z.preprocess(
    (value) => {
      const blank = blankAsMissing(value);
      if (typeof blank !== "string") return blank;
      const digits = blank.replace(/[,\s]/g, "");
      return /^-?\d+$/.test(digits) ? Number(digits) : blank;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int(invalid)
      .refine((value) => value >= min && value <= max(), invalid),
  );
}

function requiredText(label: string, required: string) {
  return z.preprocess(
    blankAsMissing,
    z.string({ error: required }).max(tradeInLimits.text, tradeInMessages.tooLong(label, tradeInLimits.text)),
  );
}

/** Optional descriptive text; blank and null both come out as null. */
function optionalText(label: string, max: number = tradeInLimits.text) {
  return z.preprocess(
    (value) => blankAsMissing(value) ?? null,
    z.string().max(max, tradeInMessages.tooLong(label, max)).nullable(),
  );
}

/** Yes/no answers: true/false, or the strings a radio sends ("true", "false", "Yes", "No"). */
function yesNoAnswer(required: string) {
  return z.preprocess(
    (value) => {
      if (typeof value !== "string") return value;
      const answer = value.trim().toLowerCase();
      if (answer === "true" || answer === "yes") return true;
      if (answer === "false" || answer === "no") return false;
      return undefined;
    },
    z.boolean({ error: required }),
  );
}

function oneOf<const Options extends readonly [string, ...string[]]>(options: Options, required: string) {
  return z.preprocess(blankAsMissing, z.enum(options, { error: required }));
}

// ---------------------------------------------------------------------------------------------
// Rego lookup

export const regoSchema = z.preprocess(
  (value) => (typeof value === "string" ? normaliseRego(value) || undefined : value),
  z
    .string({ error: tradeInMessages.regoRequired })
    .regex(new RegExp(`^[A-Z0-9]{1,${tradeInLimits.regoMaxLength}}$`), tradeInMessages.regoInvalid),
);

/** The registering state's code; "nsw" and " Vic " are read as NSW and VIC. */
export const regoStateSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim().toUpperCase() || undefined : value),
  z.enum(australianStateCodes, { error: tradeInMessages.regoStateRequired }),
);

export const regoLookupInput = z.object({ rego: regoSchema, regoState: regoStateSchema });
export type RegoLookupInput = z.output<typeof regoLookupInput>;

// ---------------------------------------------------------------------------------------------
// The shopper's car

/** Next year's models are on sale from the middle of this year. */
function latestModelYear(): number {
  return new Date(requestSeconds() * 1000).getUTCFullYear() + 1;
}

export const tradeInVehicle = z.object({
  year: wholeNumber(tradeInMessages.yearRequired, tradeInMessages.yearInvalid, tradeInLimits.minYear, latestModelYear),
  make: requiredText("Make", tradeInMessages.makeRequired),
  model: requiredText("Model", tradeInMessages.modelRequired),
  badge: optionalText("Badge").optional(),
  body: optionalText("Body").optional(),
  transmission: optionalText("Transmission").optional(),
  fuel: optionalText("Fuel").optional(),
  vin: z
    .preprocess(
      (value) => {
        const blank = blankAsMissing(value);
        return typeof blank === "string" ? blank.toUpperCase() : (blank ?? null);
      },
      z
        .string()
        .regex(new RegExp(`^[A-Z0-9]{1,${tradeInLimits.vin}}$`), tradeInMessages.vinInvalid)
        .nullable(),
    )
    .optional(),
  km: wholeNumber(tradeInMessages.kmRequired, tradeInMessages.kmInvalid, 0, () => tradeInLimits.maxKm),
});
export type TradeInVehicle = z.output<typeof tradeInVehicle>;

// ---------------------------------------------------------------------------------------------
// Condition: the questions, their wording and their answers

function requiredMessage(key: ConditionKey): string {
  return conditionQuestions.find((question) => question.key === key)?.required ?? leadMessages.choiceInvalid;
}

export const tradeInCondition = z.object({
  accidentDamage: yesNoAnswer(requiredMessage("accidentDamage")),
  serviceHistory: oneOf(serviceHistoryOptions, requiredMessage("serviceHistory")),
  tyres: oneOf(tyreOptions, requiredMessage("tyres")),
  warningLights: yesNoAnswer(requiredMessage("warningLights")),
  modified: yesNoAnswer(requiredMessage("modified")),
  financeOwing: yesNoAnswer(requiredMessage("financeOwing")),
});
export type TradeInCondition = z.output<typeof tradeInCondition>;

/** The best answers: a car in this condition is valued at its market price. */
export const bestCondition: TradeInCondition = {
  accidentDamage: false,
  serviceHistory: "full",
  tyres: "good",
  warningLights: false,
  modified: false,
  financeOwing: false,
};

// ---------------------------------------------------------------------------------------------
// The valuation request

export const valuationInput = z.object({
  vehicle: tradeInVehicle,
  condition: tradeInCondition,
  regoState: regoStateSchema.optional(),
  /** The car the shopper wants (/cars/trade-in?car_id=), passed through for the lead. */
  car_id: z
    .preprocess(
      blankAsMissing,
      z
        .string()
        .max(tradeInLimits.carId, tradeInMessages.carIdInvalid)
        .regex(/^[A-Za-z0-9_-]+$/, tradeInMessages.carIdInvalid),
    )
    .optional(),
  /** The flow's lead (its first step's): the offer made is recorded against it, so it can be accepted. */
  lead_id: z.uuid({ error: "The earlier step of this form could not be found. Please start again." }).optional(),
});
export type ValuationInput = z.output<typeof valuationInput>;

// ---------------------------------------------------------------------------------------------
// Answers

export type RegoVehicle = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  body: string | null;
  transmission: string | null;
  fuel: string | null;
  vin: string | null;
};

/**
 * Found: the register's record of the car. Not found: the flow lets the shopper pick the car from the
 * catalogue. `unavailable` (with a message to show) when the registry could not be asked at all.
 */
export type RegoLookupResult =
  { found: true; vehicle: RegoVehicle } | { found: false; unavailable?: true; message?: string };

export type ValuationConfidence = "high" | "medium" | "low";
export type ValuationBasis = "state" | "national";
export type NoEstimateReason = "too-old" | "too-many-km" | "too-few-comparables";

export type ValuationEstimate = {
  /** Whole dollars. */
  low: number;
  high: number;
  offer: number;
  /** How many comparable cars the estimate rests on. */
  comparables: number;
  confidence: ValuationConfidence;
  basis: ValuationBasis;
};

export type ValuationResult =
  { estimate: ValuationEstimate } | { estimate: null; reason: NoEstimateReason; message: string };

/** The first message of each field that failed, keyed by its dotted path ("vehicle.km"). */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    messages[key] ??= issue.message;
  }
  return messages;
}

export type { AustralianStateCode };
