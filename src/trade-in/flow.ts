// The trade-in flow's rules apart from React, so each is unit-tested: what each step sends as its lead
// (one lead kind per step, spec §7), the valuation request built from the answers, what the accepted
// valuation saves, and how the catalogue's answers are read (the rego lookup's and the valuation's are
// checked with zod, in ./flow-checks.ts).

import type { FieldValue, LeadFormType } from "@/leads/lead-fields";
import type { SavedValuation } from "./miscellaneous";
import type { OfferTerms } from "@/leads/trade-in-offer";
import { conditionQuestions, type ConditionKey } from "./questions";
import type { NoEstimateReason, TradeInCondition, TradeInVehicle, ValuationEstimate, ValuationInput } from "./schemas";

export const tradeInEndpoints = {
  regoLookup: "/api/trade-in/rego-lookup",
  valuation: "/api/trade-in/valuation",
  catalogue: "/api/trade-in/catalogue",
  /** A value saved beside a sent lead (./miscellaneous.ts): the accepted offer. */
  miscellaneous: "/api/miscellaneous",
} as const;

/** The four steps, in order; each names the lead kind its completion sends. */
export const flowSteps = [
  { id: "car", title: "Your car", sender: "rego-lookup" },
  { id: "condition", title: "Condition", sender: "valuation" },
  { id: "offer", title: "Your offer", sender: null },
  { id: "details", title: "Your details", sender: "offer-accepted" },
] as const satisfies readonly { id: string; title: string; sender: LeadFormType | null }[];
export type FlowStepId = (typeof flowSteps)[number]["id"];

/** The car as the flow holds it once identified: the engine's shape, plus the rego it was found by. */
export type IdentifiedCar = { rego: string; regoState: string; vehicle: TradeInVehicle };

/** The car's fields in a trade-in lead (leads' own names: `vin` is the dealer's car's, so `tradeInVin`). */
export function carLeadFields(car: IdentifiedCar): Record<string, FieldValue> {
  const { vehicle } = car;
  const fields: Record<string, FieldValue> = {
    rego: car.rego,
    regoState: car.regoState,
    tradeInYear: vehicle.year,
    tradeInMake: vehicle.make,
    tradeInModel: vehicle.model,
    kms: vehicle.km,
  };
  const optional = {
    tradeInBadge: vehicle.badge,
    tradeInBody: vehicle.body,
    tradeInTransmission: vehicle.transmission,
    tradeInFuel: vehicle.fuel,
    tradeInVin: vehicle.vin,
  };
  for (const [key, value] of Object.entries(optional)) if (value) fields[key] = value;
  return fields;
}

/** The condition answers as the dealer reads them: each question's wording with the chosen option's label. */
export function adjustmentAnswers(condition: TradeInCondition): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const question of conditionQuestions) {
    const chosen: unknown = condition[question.key];
    const option = (question.options as readonly { value: unknown; label: string }[]).find(
      (entry) => entry.value === chosen,
    );
    if (option) answers[question.question] = option.label;
  }
  return answers;
}

/** Step 1's lead, "rego lookup": the rego and its state, the car found (or picked) and its km. */
export function regoLookupLead(car: IdentifiedCar): Record<string, FieldValue> {
  return carLeadFields(car);
}

/** Step 2's lead, "valuation adjustments": the car again, with the answers to the condition questions. */
export function adjustmentsLead(car: IdentifiedCar, condition: TradeInCondition): Record<string, FieldValue> {
  return { ...carLeadFields(car), adjustmentAnswers: adjustmentAnswers(condition) };
}

/** What the valuation API is asked (the engine's `valuationInput`). */
export function valuationRequest(
  car: IdentifiedCar,
  condition: TradeInCondition,
  carId: string | null,
  flowLeadId: string | null = null,
): ValuationInput {
  const request: ValuationInput = {
    vehicle: car.vehicle,
    condition,
    regoState: car.regoState as ValuationInput["regoState"],
    // The offer is recorded against the flow's lead, so accepting it can be checked.
    ...(flowLeadId ? { lead_id: flowLeadId } : {}),
  };
  return carId ? { ...request, car_id: carId } : request;
}

/** Step 4's starting values: the car and its answers travel on with the contact details. */
export function detailsInitialValues(
  car: IdentifiedCar,
  condition: TradeInCondition,
  flowLeadId: string,
  estimate: ValuationEstimate | null,
  offer: OfferTerms | null = null,
): Record<string, FieldValue> {
  return {
    ...carLeadFields(car),
    adjustmentAnswers: adjustmentAnswers(condition),
    // The hidden field: the valuation the details belong to (the flow's first lead).
    valuation_id: flowLeadId,
    ...(estimate ? { offer_price: estimate.offer } : {}),
    ...(estimate && offer ? { offer_id: offer.id } : {}),
  };
}

/** The last step's kind: an accepted offer, or (no online estimate) a request for the dealer to value it. */
export function detailsSender(estimate: ValuationEstimate | null): "offer-accepted" | "valuation-request" {
  return estimate ? "offer-accepted" : "valuation-request";
}

/** The value POST /api/miscellaneous saves with column_name "valuation". */
export function savedValuationValue(
  car: IdentifiedCar,
  condition: TradeInCondition,
  flowLeadId: string,
  estimate: ValuationEstimate,
  offer: OfferTerms | null = null,
): SavedValuation {
  const { vehicle } = car;
  return {
    id: flowLeadId,
    ...(offer ? { offer_id: offer.id, valid_until: offer.validUntil } : {}),
    rego: car.rego,
    regoState: car.regoState as SavedValuation["regoState"],
    adjustmentAnswers: adjustmentAnswers(condition),
    offer_price: estimate.offer,
    offer_accepted: true,
    low: estimate.low,
    high: estimate.high,
    comparables: estimate.comparables,
    confidence: estimate.confidence,
    vehicle: {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      ...(vehicle.badge ? { badge: vehicle.badge } : {}),
      km: vehicle.km,
    },
  };
}

/** A found car's one-line description: "2019 Toyota Corolla Ascent Sport, Hatch, Automatic, Petrol". */
export function describeVehicle(vehicle: {
  year: number;
  make: string;
  model: string;
  badge?: string | null | undefined;
  body?: string | null | undefined;
  transmission?: string | null | undefined;
  fuel?: string | null | undefined;
}): string {
  const title = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter(Boolean).join(" ");
  return [title, vehicle.body, vehicle.transmission, vehicle.fuel].filter(Boolean).join(", ");
}

// ---------------------------------------------------------------------------------------------
// The engine's answers: the valuation's as the flow keeps it (read with zod in ./flow-checks.ts) and
// the catalogue's choices, read by hand

export type ValuationAnswer =
  | { estimate: ValuationEstimate; offer?: OfferTerms | undefined }
  | { estimate: null; reason: NoEstimateReason; message: string };

/**
 * The catalogue's choices at one level of the picker, as strings for a select. The catalogue answers
 * every level it can for the query (`{ years, makes, models, badges }`); the level's own list is read.
 */
export function readCatalogueChoices(body: unknown, level: CatalogueLevel): string[] {
  if (typeof body !== "object" || body === null) return [];
  const record = body as Record<string, unknown>;
  const value = record[`${level}s`] ?? record.choices;
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (typeof entry === "string" || typeof entry === "number") return [String(entry)];
    if (typeof entry === "object" && entry !== null) {
      const labelled = entry as Record<string, unknown>;
      const name = labelled.value ?? labelled.name ?? labelled.label;
      return typeof name === "string" || typeof name === "number" ? [String(name)] : [];
    }
    return [];
  });
}

/** The picker's levels, in the order the catalogue answers them. */
export const catalogueLevels = ["year", "make", "model", "badge"] as const;
export type CatalogueLevel = (typeof catalogueLevels)[number];

/** The catalogue query for the choices of `level`, given the choices above it. */
export function catalogueQuery(level: CatalogueLevel, picked: Partial<Record<CatalogueLevel, string>>): string {
  const params = new URLSearchParams();
  for (const above of catalogueLevels.slice(0, catalogueLevels.indexOf(level))) {
    const value = picked[above];
    if (value) params.set(above, value);
  }
  const query = params.toString();
  return query ? `${tradeInEndpoints.catalogue}?${query}` : tradeInEndpoints.catalogue;
}

export type { ConditionKey };
