// The browser's side of sending a lead: the request it posts, how the answer is read, and which
// analytics event a success counts as. No React here, so all of it is unit-tested.

import { isJsonObject } from "@/platform/json-guards";
import type { AnalyticsEventIds } from "@/sites/config-schema";
import type { ViewedCar } from "@/shopper/viewed-cars";
import type { FieldErrors, FieldValue, LeadFormType } from "./lead-fields";
import type { LeadRequest } from "./schemas";
import type { LeadCar } from "./payload";

export const leadsEndpoint = "/api/leads";
export const submitErrorTitle = "An error occurred when submitting this form";
/** Spelt as the product spells it. */
export const unexpectedError = "An unexpected error occured";
export const fixErrorsTitle = "Please fix the following errors:";

export type SubmitOutcome =
  { ok: true; leadId: string } | { ok: false; error: string; fieldErrors: FieldErrors; status: number | null };

/**
 * One key per filled-in form, sent again on every retry, so a retry after a lost answer finds the
 * first lead instead of making a second. randomUUID needs a secure context; the fallback does not.
 */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === "function") return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const trackingParam = /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|fbclid|msclkid)$/i;

/** The campaign parameters of the page's address, which tell the dealer where the shopper came from. */
export function linkedQueryParams(search: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (trackingParam.test(name) && Object.keys(params).length < 20) params[name] = value.slice(0, 300);
  }
  return params;
}

/** The cars the shopper opened before enquiring, most recent first, as the dealer reads them. */
export function visitedPages(viewed: readonly ViewedCar[]): string[] {
  return viewed.slice(0, 20).map((car) => `${car.make} ${car.model} (stock #${car.stocknum})`.slice(0, 300));
}

/** The analytics event a successful submission counts as; null for steps that are not conversions. */
export function leadEventId(
  formType: LeadFormType,
  car: Pick<LeadCar, "car_type" | "tag"> | null,
  ids: AnalyticsEventIds,
): number | null {
  switch (formType) {
    case "test-drive":
      if (car?.tag === "Test Drive Only") return ids.testDriveOnlyTag;
      return car?.car_type === "used" ? ids.testDriveUsed : ids.testDriveNew;
    case "offer-accepted":
      return ids.offerAccepted;
    case "rego-lookup":
    case "valuation":
    case "valuation-request":
    // A job seeker is not a sale.
    case "careers":
      return null;
    default:
      return car?.car_type === "used" ? ids.enquiryUsed : ids.enquiryNew;
  }
}

/** The answer of /api/leads: a lead id, or an error with the fields it concerns. */
export type LeadResponse = { lead_id?: string; error?: string; fieldErrors?: Record<string, string> };

/**
 * The answer of /api/leads, or null when it is not one: checked by hand rather than with zod, which
 * the page would otherwise load for this alone. Accepts exactly what the zod schema it replaced did
 * (tests/unit/json-guards.test.ts): a field of the wrong type makes the whole answer unreadable.
 */
export function readLeadResponse(body: unknown): LeadResponse | null {
  if (!isJsonObject(body)) return null;
  const { lead_id, error, fieldErrors } = body;
  const reply: LeadResponse = {};
  if (lead_id !== undefined) {
    if (typeof lead_id !== "string") return null;
    reply.lead_id = lead_id;
  }
  if (error !== undefined) {
    if (typeof error !== "string") return null;
    reply.error = error;
  }
  if (fieldErrors !== undefined) {
    if (!isJsonObject(fieldErrors)) return null;
    const messages: Record<string, string> = {};
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (typeof message !== "string") return null;
      messages[field] = message;
    }
    reply.fieldErrors = messages;
  }
  return reply;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Posts a lead and reads the answer; never throws. */
export async function postLead(request: LeadRequest, fetcher: typeof fetch = fetch): Promise<SubmitOutcome> {
  let response: Response;
  try {
    response = await fetcher(leadsEndpoint, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, error: submitErrorTitle, fieldErrors: {}, status: null };
  }
  const body = readLeadResponse(await readJson(response)) ?? {};
  if (!response.ok) {
    return {
      ok: false,
      error: body.error ?? submitErrorTitle,
      fieldErrors: body.fieldErrors ?? {},
      status: response.status,
    };
  }
  if (body.lead_id) return { ok: true, leadId: body.lead_id };
  return { ok: false, error: body.error ?? unexpectedError, fieldErrors: {}, status: response.status };
}

// ---------------------------------------------------------------------------------------------
// Multi-step lead forms (the trade-in flow): answers gather step by step; only the last step sends.

export type MultiStepState = { step: number; stepCount: number; userData: Record<string, FieldValue> };

export function startMultiStep(stepCount: number, userData: Record<string, FieldValue> = {}): MultiStepState {
  if (!Number.isInteger(stepCount) || stepCount < 1) throw new RangeError("A multi-step form needs at least one step");
  return { step: 0, stepCount, userData };
}

export function isLastStep(state: MultiStepState): boolean {
  return state.step === state.stepCount - 1;
}

/**
 * Takes the current step's answers. Before the last step it moves on and sends nothing; on the last
 * it stays put and returns what to send.
 */
export function advanceMultiStep(
  state: MultiStepState,
  answers: Record<string, FieldValue>,
): { state: MultiStepState; send: { userData: Record<string, FieldValue>; isLastStep: true } | null } {
  const userData = { ...state.userData, ...answers };
  if (isLastStep(state)) return { state: { ...state, userData }, send: { userData, isLastStep: true } };
  return { state: { ...state, step: state.step + 1, userData }, send: null };
}

export function backMultiStep(state: MultiStepState): MultiStepState {
  return { ...state, step: Math.max(0, state.step - 1) };
}
