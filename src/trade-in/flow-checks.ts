// What the trade-in flow checks with zod in the browser: the shopper's answers before each step is
// sent (the same schemas the server checks them with) and the rego lookup's and the valuation's answers
// as they arrive (they cross the network, so they are checked, not trusted). The flow loads this module
// when the shopper starts on it (./flow-checks-on-demand.ts), not with the page: zod is most of its weight.

import { z } from "@/platform/zod";
import type { FieldErrors } from "@/leads/lead-fields";
import type { IdentifiedCar, ValuationAnswer } from "./flow";
import { flowMessages, foundVehicle, needsPicker, type FlowState } from "./flow-state";
import { fieldMessages, regoLookupInput, tradeInVehicle, type NoEstimateReason } from "./schemas";

export { parseLeadFields } from "@/leads/schemas";
export { fieldMessages, regoLookupInput, tradeInCondition } from "./schemas";

const regoVehicleSchema = z.object({
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  badge: z.string().nullish(),
  body: z.string().nullish(),
  transmission: z.string().nullish(),
  fuel: z.string().nullish(),
  vin: z.string().nullish(),
});

const regoLookupAnswer = z.union([
  z.object({ found: z.literal(true), vehicle: regoVehicleSchema }),
  // `unavailable`: the registry could not be asked; its message is shown before the picker.
  z.object({ found: z.literal(false), unavailable: z.literal(true).optional(), message: z.string().optional() }),
]);
export type RegoLookupAnswer = z.output<typeof regoLookupAnswer>;

export function readRegoLookup(body: unknown): RegoLookupAnswer | null {
  const parsed = regoLookupAnswer.safeParse(body);
  return parsed.success ? parsed.data : null;
}

const estimateSchema = z.object({
  low: z.number(),
  high: z.number(),
  offer: z.number(),
  comparables: z.number().int(),
  confidence: z.enum(["high", "medium", "low"]),
  basis: z.enum(["state", "national"]),
});
const noEstimateReasons = [
  "too-old",
  "too-many-km",
  "too-few-comparables",
] as const satisfies readonly NoEstimateReason[];
const offerTermsSchema = z.object({ id: z.string(), validUntil: z.string() });
const valuationAnswer = z.union([
  z.object({ estimate: estimateSchema, offer: offerTermsSchema.optional() }),
  z.object({ estimate: z.null(), reason: z.enum(noEstimateReasons), message: z.string() }),
]);
export function readValuation(body: unknown): ValuationAnswer | null {
  const parsed = valuationAnswer.safeParse(body);
  return parsed.success ? parsed.data : null;
}

/** The first step's answers as the shopper's car, or the messages that say what is missing. */
export function identifyCar(state: FlowState): { ok: true; car: IdentifiedCar } | { ok: false; errors: FieldErrors } {
  const { rego, regoState, picked, km, lookup } = state;
  const found = foundVehicle(lookup);
  const regoParsed = regoLookupInput.safeParse({ rego, regoState });
  const base = found
    ? { ...found, km }
    : { year: picked.year, make: picked.make, model: picked.model, badge: picked.badge, km };
  const vehicleParsed = tradeInVehicle.safeParse(base);
  const problems: FieldErrors = {
    ...(regoParsed.success ? {} : fieldMessages(regoParsed.error)),
    ...(vehicleParsed.success ? {} : fieldMessages(vehicleParsed.error)),
  };
  if (!found && !needsPicker(lookup) && regoParsed.success) problems.rego = flowMessages.findFirst;
  if (!regoParsed.success || !vehicleParsed.success || Object.keys(problems).length > 0) {
    return { ok: false, errors: problems };
  }
  return {
    ok: true,
    car: { rego: regoParsed.data.rego, regoState: regoParsed.data.regoState, vehicle: vehicleParsed.data },
  };
}
