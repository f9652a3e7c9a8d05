// The HTTP side of the trade-in API, apart from Next so integration tests drive it with plain
// Request objects: read and check the input (400 with the message, and each field's message), call
// the engine, answer JSON that no cache keeps.

import { sentenceOf, type z } from "@/platform/zod";
import type { Db } from "@/platform/db/connect";
import { readJsonBody } from "@/platform/http";
import { catalogueChoices, catalogueQuery } from "./catalogue";
import { lookupRego, type RegoLookupProvider } from "./rego-lookup";
import { fieldMessages, regoLookupInput, valuationInput } from "./schemas";
import { recordOffer } from "@/leads/server/trade-in-offers";
import { valueTradeIn, type ValuationSite } from "./value-trade-in";

export const maxTradeInBodyBytes = 8_192;

const noStore = { "cache-control": "no-store" };

function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: noStore });
}

/** 400 `{ error, fieldErrors }`: the first message, and every field's first message by its path. */
export function invalidInput(error: z.ZodError): Response {
  const fieldErrors = fieldMessages(error);
  return json({ error: sentenceOf(error, "Invalid request"), fieldErrors }, 400);
}

async function readBody<T>(
  request: Request,
  schema: z.ZodType<T>,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const body = await readJsonBody(request, maxTradeInBodyBytes);
  if (!body.ok) return { ok: false, response: json({ error: body.error }, body.status) };
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return { ok: false, response: invalidInput(parsed.error) };
  return { ok: true, value: parsed.data };
}

/** POST /api/trade-in/rego-lookup: `{ rego, regoState }` → `{ found: true, vehicle }` or `{ found: false }`. */
export async function handleRegoLookup(
  request: Request,
  target: { db: Db; provider?: RegoLookupProvider },
): Promise<Response> {
  const input = await readBody(request, regoLookupInput);
  if (!input.ok) return input.response;
  return json(await lookupRego(target.db, input.value, target.provider));
}

export const valuationMessages = {
  leadNotFound: "The earlier step of this form could not be found. Please start again.",
} as const;

/**
 * POST /api/trade-in/valuation: the valuation input → `{ estimate }` or `{ estimate: null, reason, message }`.
 * With the flow's `lead_id` (and a site id), the offer is recorded against that lead and the answer
 * carries `offer: { id, validUntil }`, which accepting it names.
 */
export async function handleValuation(
  request: Request,
  target: { db: Db; site: ValuationSite & { id?: string }; now?: Date },
): Promise<Response> {
  const input = await readBody(request, valuationInput);
  if (!input.ok) return input.response;
  const now = target.now ?? new Date();
  const result = await valueTradeIn(target.db, target.site, input.value, now);
  const { id: siteId } = target.site;
  if (!result.estimate || !input.value.lead_id || !siteId) return json(result);
  const { year, make, model, badge, km } = input.value.vehicle;
  const offer = await recordOffer(
    target.db,
    { ...target.site, id: siteId },
    input.value.lead_id,
    result.estimate,
    now,
    {
      year,
      make,
      model,
      badge: badge ?? null,
      km,
    },
  );
  if (!offer)
    return json(
      { error: valuationMessages.leadNotFound, fieldErrors: { lead_id: valuationMessages.leadNotFound } },
      400,
    );
  return json({ ...result, offer: { id: offer.id, validUntil: offer.validUntil } });
}

/** GET /api/trade-in/catalogue?year=&make=&model= → `{ years, makes, models, badges }`. */
export async function handleCatalogue(request: Request, target: { db: Db; now?: Date }): Promise<Response> {
  const params = new URL(request.url).searchParams;
  const parsed = catalogueQuery.safeParse({
    year: params.get("year") ?? undefined,
    make: params.get("make") ?? undefined,
    model: params.get("model") ?? undefined,
  });
  if (!parsed.success) return invalidInput(parsed.error);
  return json(await catalogueChoices(target.db, parsed.data, target.now));
}
