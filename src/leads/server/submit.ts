import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { timeZoneForState } from "@/platform/australian-states";
import type { Db } from "@/platform/db/connect";
import { cars, dealerships, leadOutbox, leadRejections, leads } from "@/platform/db/schema";
import { takeRateLimit } from "@/platform/rate-limit";
import { logger } from "@/platform/logger";
import type { SiteConfig } from "@/sites/config-schema";
import { buildLeadPayload, type LeadCar } from "../payload";
import { normalisePhone } from "@/platform/phone";
import { onlinePurchaseKey, type OnlinePurchaseDetails } from "../online-purchase";
import {
  leadFormRules,
  leadRequestSchema,
  parseLeadFields,
  type FieldErrors,
  type LeadFields,
  type LeadFormType,
} from "../schemas";
import { addDays, isBookableSlot, wallClock } from "../slots";
import {
  loadSiteLeadData,
  loadSpecialHours,
  type LeadDealership,
  type LeadLocation,
  type SiteLeadData,
} from "./site-data";
import { leadCarColumns, leadCarFrom } from "./lead-car";
import { checkOfferAcceptance, formatOfferDate, offerMessages, type MadeOffer } from "../trade-in-offer";
import { findOffer, markOfferAccepted } from "./trade-in-offers";

// POST /api/leads behind the route: validate with the forms' own schema plus the rules only the
// server can check, turn away robots and floods (and count every rejection), then write the lead and
// one outbox row per delivery channel in one transaction. The delivery worker does the sending, so
// the shopper's answer never waits on a mail server or a CRM.

export type LeadSite = { id: string; slug: string; name: string; config: SiteConfig };

export type SubmitContext = {
  /** The caller's address as the nearest proxy saw it; null when unknown. */
  ip: string | null;
  userAgent: string | null;
  /** The phone of the shopper's signed-in account, verified by a code at sign-in; null when signed out. */
  verifiedPhone?: string | null;
  now?: Date;
};

/**
 * Stored leads per window (docs/decisions/040-limits-that-never-stop-a-shopper.md):
 * `phonePerWindow` per phone and journey, `ipPerWindow` per address for floods only.
 */
export type RateLimits = { phonePerWindow: number; ipPerWindow: number; windowMs: number };

export const defaultRateLimits: RateLimits = { phonePerWindow: 5, ipPerWindow: 200, windowMs: 60 * 60_000 };

const tradeInJourney: readonly LeadFormType[] = ["rego-lookup", "valuation", "offer-accepted", "valuation-request"];

/** The journey a form belongs to: the trade-in flow's senders are one journey, every other form its own. */
export function leadJourney(formType: LeadFormType): string {
  return tradeInJourney.includes(formType) ? "trade-in" : formType;
}

export type SubmitResult =
  | { status: 200; body: { lead_id: string }; created: boolean }
  | {
      status: 400 | 429 | 503;
      body: { error: string; fieldErrors?: FieldErrors };
      headers?: Record<string, string>;
    };

export const submitMessages = {
  unreadable: "The form could not be read. Please reload the page and try again.",
  invalid: "Please check the highlighted fields and try again.",
  honeypot: "Your enquiry could not be sent. Please call us instead.",
  carNotFound: "The selected car is not available on this site",
  carRequired: "Please choose a car",
  leadNotFound: "The earlier step of this form could not be found. Please start again.",
  ratePhone:
    "You have sent several enquiries with this phone number in the last hour. Please try again later, or call us.",
  rateIp: "Too many enquiries have been sent from your network in the last hour. Please try again later, or call us.",
  unavailable: "Sorry, we could not send your enquiry just now. Please try again in a minute, or call us.",
  locationOfOtherDealership: "Please choose a location of the selected dealership",
} as const;

const formsNeedingCar: readonly LeadFormType[] = ["vehicle-enquiry", "request-photos"];

function hash(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

type RejectionReason = (typeof leadRejections.$inferInsert)["reason"];

/** A rejection is a fact worth keeping, but failing to keep it must not change the answer. */
async function recordRejection(
  db: Db,
  siteId: string,
  reason: RejectionReason,
  formType: string | null,
  ipHash: string,
  detail: Record<string, unknown>,
): Promise<void> {
  try {
    await db.insert(leadRejections).values({ siteId, reason, formType, ipHash, detail });
  } catch (error) {
    logger.warn("lead rejection not recorded", { siteId, reason, error: String(error) });
  }
}

function requestFieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

async function findCar(db: Db, siteId: string, carId: string): Promise<LeadCar | null> {
  const [row] = await db
    .select(leadCarColumns)
    .from(cars)
    .innerJoin(dealerships, eq(cars.dealershipId, dealerships.id))
    .where(and(eq(cars.siteId, siteId), eq(cars.id, carId)))
    .limit(1);
  return row ? leadCarFrom(row) : null;
}

type Routing = { dealership: LeadDealership | null; location: LeadLocation | null; emailTarget: string | null };

/**
 * Where a lead goes: the shopper's chosen location, else the car's, else the dealership's first;
 * its e-mail to that location's lead address, falling back to the dealership's first location that
 * has one.
 */
export function routeLead(data: SiteLeadData, fields: LeadFields, car: LeadCar | null): Routing {
  const locationById = (id: string | null | undefined) =>
    id ? (data.locations.find((location) => location.id === id) ?? null) : null;
  const dealershipById = (id: string | null | undefined) =>
    id ? (data.dealerships.find((dealership) => dealership.id === id) ?? null) : null;
  const chosenLocation = locationById(fields.location ?? fields.location_id);
  const chosenDealership = fields.dealership_slug
    ? (data.dealerships.find((dealership) => dealership.slug === fields.dealership_slug) ?? null)
    : null;
  const onlyDealership = data.dealerships.length === 1 ? (data.dealerships[0] ?? null) : null;
  let dealership =
    dealershipById(car?.dealership_id) ??
    chosenDealership ??
    dealershipById(chosenLocation?.dealershipId) ??
    onlyDealership;
  const firstOf = (dealershipId: string) => data.locations.find((location) => location.dealershipId === dealershipId);
  const location =
    chosenLocation ??
    locationById(car?.location_id) ??
    (dealership ? (firstOf(dealership.id) ?? null) : null) ??
    data.locations[0] ??
    null;
  dealership ??= dealershipById(location?.dealershipId);
  const fallbackEmail = dealership
    ? (data.locations.find((candidate) => candidate.dealershipId === dealership.id && candidate.leadEmail)?.leadEmail ??
      null)
    : null;
  return { dealership, location, emailTarget: location?.leadEmail ?? fallbackEmail };
}

/** Checks only the server can make: that chosen places belong to this site, and that a time is bookable. */
async function serverRuleErrors(
  db: Db,
  siteId: string,
  data: SiteLeadData,
  fields: LeadFields,
  routing: Routing,
  now: Date,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const choose = "Please choose one of the options";
  if (fields.location && !data.locations.some((location) => location.id === fields.location)) {
    errors.location = choose;
  }
  if (fields.location_id && !data.locations.some((location) => location.id === fields.location_id)) {
    errors.location_id = choose;
  }
  const dealership = fields.dealership_slug
    ? data.dealerships.find((candidate) => candidate.slug === fields.dealership_slug)
    : undefined;
  if (fields.dealership_slug && !dealership) errors.dealership_slug = choose;
  const location = fields.location ? data.locations.find((candidate) => candidate.id === fields.location) : undefined;
  if (dealership && location && location.dealershipId !== dealership.id) {
    errors.location = submitMessages.locationOfOtherDealership;
  }
  // A test drive's booking and a trade-in's inspection follow the same opening-hours rules.
  for (const name of ["appointment", "inspectionAt"] as const) {
    const value = fields[name];
    if (!value) continue;
    const location = routing.location;
    let bookable = false;
    if (location) {
      const timeZone = timeZoneForState(location.state);
      const today = wallClock(now, timeZone).date;
      const special = await loadSpecialHours(db, siteId, today, addDays(today, 16));
      bookable = isBookableSlot(value, location.openingHours, special.get(location.id) ?? [], { now, timeZone });
    }
    if (!bookable) errors[name] = "That booking time is no longer available. Please choose another.";
  }
  return errors;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An accepted trade-in must be the offer the server made for that valuation on this site, still standing. */
async function acceptedOfferCheck(
  db: Db,
  site: LeadSite,
  fields: LeadFields,
  now: Date,
): Promise<{ ok: true; offer: MadeOffer } | { ok: false; message: string }> {
  const valuationId = fields.valuation_id ?? "";
  const offer = uuidPattern.test(valuationId) ? await findOffer(db, site.id, valuationId) : null;
  if (!offer) return { ok: false, message: offerMessages.notFound };
  return checkOfferAcceptance(
    offer,
    { price: fields.offer_price ?? -1, offerId: fields.offer_id },
    now,
    site.config.contact.defaultState,
  );
}

/**
 * The same submission (idempotency key) was stored by a request that ran at the same time: this one's
 * counts roll back, and it answers with that lead.
 */
class AlreadyStored extends Error {
  constructor() {
    super("stored by a concurrent submission");
  }
}

class RateLimited extends Error {
  constructor(
    readonly scope: "phone" | "ip",
    readonly retryAfterSeconds: number,
  ) {
    super(`rate limited by ${scope}`);
  }
}

export async function submitLead(
  db: Db,
  site: LeadSite,
  input: unknown,
  context: SubmitContext,
  options: {
    limits?: RateLimits;
    /**
     * A finished buy-online journey's answers, carried in the payload (server callers only: the
     * journey's own code, never a browser's body, so an online purchase cannot be posted to /api/leads).
     */
    onlinePurchase?: OnlinePurchaseDetails;
  } = {},
): Promise<SubmitResult> {
  const limits = options.limits ?? defaultRateLimits;
  const now = context.now ?? new Date();
  const ipHash = hash(context.ip ?? "unknown");

  const request = leadRequestSchema.safeParse(input);
  if (!request.success) {
    const fieldErrors = requestFieldErrors(request.error.issues);
    await recordRejection(db, site.id, "invalid", null, ipHash, { fields: Object.keys(fieldErrors) });
    return { status: 400, body: { error: submitMessages.unreadable, fieldErrors } };
  }
  const body = request.data;
  if ((body.formType === "online-purchase") !== (options.onlinePurchase !== undefined)) {
    await recordRejection(db, site.id, "invalid", body.formType, ipHash, { fields: ["formType"] });
    return { status: 400, body: { error: submitMessages.unreadable, fieldErrors: { formType: "Unknown form" } } };
  }
  const values = body.fields ?? body.userData ?? {};
  const honeypot = values.website;
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot !== undefined) {
    await recordRejection(db, site.id, "honeypot", body.formType, ipHash, {});
    return { status: 400, body: { error: submitMessages.honeypot } };
  }

  let data: SiteLeadData;
  let car: LeadCar | null;
  try {
    [data, car] = await Promise.all([
      loadSiteLeadData(db, site.id),
      body.car_id ? findCar(db, site.id, body.car_id) : Promise.resolve(null),
    ]);
  } catch (error) {
    logger.error("lead not stored: the database is unavailable", { site: site.slug, error: String(error) });
    return { status: 503, body: { error: submitMessages.unavailable } };
  }

  const invalid = async (fieldErrors: FieldErrors, error: string = submitMessages.invalid): Promise<SubmitResult> => {
    await recordRejection(db, site.id, "invalid", body.formType, ipHash, { fields: Object.keys(fieldErrors) });
    return { status: 400, body: { error, fieldErrors } };
  };
  if (body.car_id && !car) return invalid({ car_id: submitMessages.carNotFound }, submitMessages.carNotFound);
  if (!car && formsNeedingCar.includes(body.formType)) {
    return invalid({ car_id: submitMessages.carRequired }, submitMessages.carRequired);
  }

  const rules = leadFormRules(site.config.forms, data.dealerships.length);
  const parsed = parseLeadFields(body.formType, rules, values, { hasCar: car !== null });
  if (!parsed.ok) return invalid(parsed.fieldErrors);
  const { fields } = parsed.value;
  const routing = routeLead(data, fields, car);

  let parentLeadId: string | null = null;
  let acceptedOffer: MadeOffer | null = null;
  try {
    const ruleErrors = await serverRuleErrors(db, site.id, data, fields, routing, now);
    if (Object.keys(ruleErrors).length > 0) return invalid(ruleErrors);
    if (body.formType === "offer-accepted") {
      const check = await acceptedOfferCheck(db, site, fields, now);
      if (!check.ok) return invalid({ offer_price: check.message }, check.message);
      acceptedOffer = check.offer;
    }
    if (body.lead_id) {
      const [parent] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.siteId, site.id), eq(leads.id, body.lead_id)))
        .limit(1);
      if (!parent) return invalid({ lead_id: submitMessages.leadNotFound }, submitMessages.leadNotFound);
      parentLeadId = parent.id;
    }
  } catch (error) {
    logger.error("lead not stored: the database is unavailable", { site: site.slug, error: String(error) });
    return { status: 503, body: { error: submitMessages.unavailable } };
  }

  const payload = buildLeadPayload({
    formType: body.formType,
    rules,
    parsed: parsed.value,
    car,
    routing: {
      dealershipId: routing.dealership?.id ?? null,
      dealershipSlug: routing.dealership?.slug ?? null,
      locationId: routing.location?.id ?? null,
      locationName: routing.location?.name ?? null,
    },
    request: {
      pageUrl: body.page_url,
      userAgent: context.userAgent,
      visitedPages: body.visited_pages,
      linkedQueryParams: body.linked_query_params,
      isLastStep: body.isLastStep,
      parentLeadId,
    },
  });

  if (options.onlinePurchase) payload[onlinePurchaseKey] = options.onlinePurchase;
  if (acceptedOffer) {
    // What the dealer honours: the offer's own id and the date it stands until.
    payload.offer_id = acceptedOffer.id;
    payload.offer_valid_until = acceptedOffer.validUntil;
    payload.offer_valid_until_label = formatOfferDate(acceptedOffer.validUntil, site.config.contact.defaultState);
  }

  const phoneHash = fields.phone ? hash(normalisePhone(fields.phone)) : null;
  const phoneVerified =
    Boolean(fields.phone && context.verifiedPhone) &&
    normalisePhone(fields.phone ?? "") === normalisePhone(context.verifiedPhone ?? "");
  const key = body.idempotency_key;
  const storedLead = async (reader: Pick<typeof db, "select">) => {
    const [existing] = await reader
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.siteId, site.id), eq(leads.idempotencyKey, key)))
      .limit(1);
    return existing ? { leadId: existing.id, created: false, channels: [] as string[] } : null;
  };
  try {
    const outcome = await db.transaction(async (tx) => {
      const existing = await storedLead(tx);
      if (existing) return existing;

      // Counted on the platform's limiter inside this transaction: the counter rows stay locked until
      // it commits (two submissions from one phone at once are counted in turn), and a refusal or a
      // failure rolls the count back, so only stored leads count. An idempotent resend returned above.
      const refusedBy = async (scope: "phone" | "ip", bucket: string, key: string, max: number): Promise<void> => {
        const verdict = await takeRateLimit(tx, site.id, { bucket, max, windowMs: limits.windowMs }, key, now);
        if (!verdict.ok) throw new RateLimited(scope, verdict.retryAfterSeconds);
      };
      // A shopper's own journeys never stop one another: a phone is counted per journey (reserve,
      // trade in, enquire and book a test drive are four journeys), a later step of a journey (which
      // names its first step's lead) is not counted again, and the phone the shopper verified at
      // sign-in is not counted at all. The address limit is for floods.
      if (phoneHash && parentLeadId === null && !phoneVerified) {
        await refusedBy("phone", `leads-stored:phone:${leadJourney(body.formType)}`, phoneHash, limits.phonePerWindow);
      }
      await refusedBy("ip", "leads-stored:ip", ipHash, limits.ipPerWindow);

      const [lead] = await tx
        .insert(leads)
        .values({
          siteId: site.id,
          dealershipId: routing.dealership?.id ?? null,
          locationId: routing.location?.id ?? null,
          carId: car?.id ?? null,
          idempotencyKey: key,
          formType: body.formType,
          category: payload.category,
          subcategory: payload.subcategory,
          payload,
          url: body.page_url || null,
          userAgent: context.userAgent,
        })
        // A submission with this key running alongside may commit first: this insert then waits for it
        // and stores nothing.
        .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
        .returning({ id: leads.id });
      if (!lead) throw new AlreadyStored();

      const outbox: (typeof leadOutbox.$inferInsert)[] = [];
      if (routing.emailTarget) {
        outbox.push({ siteId: site.id, leadId: lead.id, channel: "email", target: routing.emailTarget });
      }
      if (routing.dealership?.crmEndpoint) {
        outbox.push({
          siteId: site.id,
          leadId: lead.id,
          channel: "crm",
          target: routing.dealership.crmEndpoint,
          format: routing.dealership.crmFormat ?? "adf",
        });
      }
      if (outbox.length > 0) await tx.insert(leadOutbox).values(outbox);
      if (acceptedOffer && fields.valuation_id) {
        await markOfferAccepted(tx, site.id, fields.valuation_id, lead.id, now);
      }
      return { leadId: lead.id, created: true, channels: outbox.map((row) => row.channel) };
    });
    if (outcome.created) {
      const { channels } = outcome;
      if (channels.length === 0) {
        logger.warn("lead stored with nowhere to send it: no lead e-mail and no CRM", {
          site: site.slug,
          leadId: outcome.leadId,
        });
      } else {
        logger.info("lead stored", { site: site.slug, leadId: outcome.leadId, formType: body.formType, channels });
      }
    }
    return { status: 200, body: { lead_id: outcome.leadId }, created: outcome.created };
  } catch (error) {
    if (error instanceof AlreadyStored) {
      const stored = await storedLead(db).catch(() => null);
      if (stored) return { status: 200, body: { lead_id: stored.leadId }, created: false };
    }
    if (error instanceof RateLimited) {
      const reason = error.scope === "phone" ? "rate-limit-phone" : "rate-limit-ip";
      await recordRejection(db, site.id, reason, body.formType, ipHash, {});
      return {
        status: 429,
        body: { error: error.scope === "phone" ? submitMessages.ratePhone : submitMessages.rateIp },
        headers: { "retry-after": String(error.retryAfterSeconds) },
      };
    }
    logger.error("lead not stored: the database is unavailable", { site: site.slug, error: String(error) });
    return { status: 503, body: { error: submitMessages.unavailable } };
  }
}
