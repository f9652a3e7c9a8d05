// The buy-online journey on the server: load and save a journey step by step, keyed to the browser's
// journey cookie, move it to another device by an e-mailed link, take the deposit (a reservation) and,
// on confirmation, send the dealer one lead with every answer through the leads outbox. Every function
// takes the database, so the integration tests run it on PGlite and on the PostgreSQL server.

import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { leadFormRules, type FieldErrors } from "@/leads/schemas";
import { loadSpecialHours } from "@/leads/server/site-data";
import { addDays, openDates, wallClock } from "@/leads/slots";
import { timeZoneForState } from "@/platform/australian-states";
import { queueMessage } from "@/leads/delivery/outbox";
import type { OnlinePurchaseDetails } from "@/leads/online-purchase";
import { submitLead, type LeadSite, type SubmitContext } from "@/leads/server/submit";
import { findOfferById } from "@/leads/server/trade-in-offers";
import { checkOfferForDeal, formatOfferDate } from "@/leads/trade-in-offer";
import type { Db } from "@/platform/db/connect";
import { tradeInOffered } from "@/sites/trade-in";
import { checkoutJourneys, dealerships } from "@/platform/db/schema";
import { isJsonObject } from "@/platform/json-guards";
import { logger } from "@/platform/logger";
import { readableReference } from "@/platform/references";
import {
  pickupLocations,
  purchaseBlock,
  type JourneyCar,
  type JourneyLocation,
  type PurchaseBlock,
} from "./journey-car";
import { canSaveStep, resumeStep } from "./journey-state";
import {
  applicableSteps,
  handoverWindow,
  isJourneyStep,
  journeyMessages,
  parseContact,
  parseDepositSource,
  parseHandover,
  parsePayment,
  parseTradeIn,
  offerIdOf,
  type TradeInAnswer,
  type DepositAnswer,
  type HandoverAnswer,
  type JourneyAnswers,
  type JourneyContext,
  type JourneyStep,
} from "./steps";
import type { PaymentSource } from "../payments/provider";
import { findReservation } from "../reservations";

export type JourneySite = LeadSite;

/** The journey cookie: one random token per browser and site (the host is the site, so it is host-only). */
export const journeyCookieName = "checkout_journey";
export const journeyCookieMaxAgeSeconds = 30 * 24 * 60 * 60;
/** How long an e-mailed resume link works. */
export const resumeLinkDays = 7;

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** What the page and the browser see of a journey. */
export type JourneyView = {
  id: string;
  answers: JourneyAnswers;
  currentStep: JourneyStep;
  status: "in_progress" | "submitted";
  reference: string | null;
};

type JourneyRow = typeof checkoutJourneys.$inferSelect;

function toView(row: JourneyRow): JourneyView {
  const step = row.currentStep;
  return {
    id: row.id,
    // Written only by saveJourneyStep from parsed answers.
    answers: row.answers,
    currentStep: isJourneyStep(step) ? step : "car",
    status: row.status,
    reference: row.reference,
  };
}

/** The locations, finance, trade-in and delivery options this car's journey offers. */
export async function loadJourneyContext(
  db: Db,
  site: JourneySite,
  car: JourneyCar,
  now: Date = new Date(),
): Promise<JourneyContext> {
  const { config } = site;
  // Holidays over the handover window, with a day either side for time-zone edges.
  const today = wallClock(now, "Australia/Sydney").date;
  const lastDay = Math.max(...Object.values(handoverWindow).map((window) => window.firstDay + window.days));
  const [locations, [dealershipCount], special] = await Promise.all([
    pickupLocations(db, site.id, car),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(dealerships)
      .where(eq(dealerships.siteId, site.id)),
    loadSpecialHours(db, site.id, addDays(today, -1), addDays(today, lastDay + 1)),
  ]);
  const delivery = config.features.deliveryCalculator;
  return {
    price: car.price,
    depositAmount: config.checkout.depositAmount,
    holdHours: config.checkout.holdHours,
    finance: config.features.financeButton && car.price > 0 ? config.finance : null,
    tradeIn: config.features.tradeIn && car.tradeInAllowed,
    // The valuation flow in this tab, which offers "Back to your purchase" once an offer is accepted.
    tradeInValuationHref: tradeInOffered(config)
      ? `/cars/trade-in?car_id=${encodeURIComponent(car.id)}&return=buy-online`
      : null,
    delivery,
    deliveryDates: delivery ? deliveryDates(now, car.state ?? "") : [],
    pickupLocations: locations.map((location) => ({
      id: location.id,
      name: location.name,
      address: [location.street, location.city, `${location.state.toUpperCase()} ${location.postcode}`]
        .filter((part) => part.trim() !== "")
        .join(", "),
      dates: openDates(location.openingHours, special.get(location.id) ?? [], {
        now,
        timeZone: timeZoneForState(location.state),
        ...handoverWindow.pickup,
      }),
    })),
    leadRules: leadFormRules(config.forms, dealershipCount?.n ?? 1),
  };
}

/** Delivery arrives on a working day (Monday to Friday) in the car's state's calendar. */
function deliveryDates(now: Date, state: string): string[] {
  const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: "Open" as const,
    open: "09:00",
    close: "17:00",
  }));
  return openDates(weekdays, [], { now, timeZone: timeZoneForState(state), ...handoverWindow.delivery });
}

/** The browser's journey for this car: the latest one its cookie owns, in progress or confirmed. */
export async function findJourney(
  db: Db,
  siteId: string,
  carId: string,
  token: string | null,
): Promise<JourneyView | null> {
  if (!token) return null;
  const [row] = await db
    .select()
    .from(checkoutJourneys)
    .where(
      and(
        eq(checkoutJourneys.siteId, siteId),
        eq(checkoutJourneys.carId, carId),
        eq(checkoutJourneys.tokenHash, hashToken(token)),
      ),
    )
    .orderBy(desc(checkoutJourneys.updatedAt))
    .limit(1);
  return row ? toView(row) : null;
}

/** Whether the car is held by this journey's own deposit (so its journey may go on). */
export function heldByJourney(car: JourneyCar, journey: JourneyView | null): boolean {
  return car.reserved && journey?.answers.deposit !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The deposit: a reservation of the car, taken by the reservations module

export type DepositRequest = {
  carId: string;
  journeyId: string;
  /** The lead forms' core fields, as the contact step saved them. */
  contact: { name: string; last_name: string; email: string; phone: string; postcode?: string; opt_in: boolean };
  /** The card typed into our fields (local processor) or the processor's token (Stripe mode). */
  payment: PaymentSource;
  idempotencyKey: string;
};

export type DepositOutcome =
  | { status: "reserved"; reservationId: string; heldUntil: Date | null; cardLast4: string | null }
  | { status: "declined"; message: string }
  | { status: "unavailable"; message: string }
  | { status: "payment-unavailable"; message: string }
  /** The processor takes no such payment source (a raw card in Stripe mode): the shopper's to fix, 400. */
  | { status: "invalid"; message: string; fieldErrors: FieldErrors };

export type TakeDeposit = (request: DepositRequest) => Promise<DepositOutcome>;

/** The delivery calculator's quote for a postcode (the vehicle page's, wired in by the route). */
export type QuoteDelivery = (postcode: string) => { name: string; price: number } | null;

export type StepServices = {
  takeDeposit: TakeDeposit;
  quoteDelivery: QuoteDelivery;
  now?: Date;
  request: SubmitContext & { pageUrl: string };
};

export type SaveResult =
  | { status: 200; journey: JourneyView; token: string }
  | {
      status: 400 | 402 | 404 | 409 | 429 | 503;
      error: string;
      fieldErrors?: FieldErrors;
      journey?: JourneyView;
      /** The step to answer again (an accepted trade-in offer expired before the deposit). */
      step?: JourneyStep;
    };

/** The trade-in step's answer from an offer accepted in the valuation flow: this site's, accepted, standing. */
async function acceptedOfferAnswer(
  db: Db,
  site: JourneySite,
  offerId: string,
  now: Date,
): Promise<{ ok: true; value: TradeInAnswer } | { ok: false; message: string }> {
  const state = site.config.contact.defaultState;
  const check = checkOfferForDeal(await findOfferById(db, site.id, offerId), now, state);
  if (!check.ok) return check;
  const { offer } = check;
  const vehicle = offer.vehicle;
  return {
    ok: true,
    value: {
      hasTradeIn: true,
      rego: null,
      make: vehicle?.make ?? "",
      model: [vehicle?.model, vehicle?.badge].filter(Boolean).join(" "),
      year: vehicle?.year ?? 0,
      km: vehicle?.km ?? 0,
      offer: {
        id: offer.id,
        amount: offer.offer,
        validUntil: offer.validUntil,
        validUntilLabel: formatOfferDate(offer.validUntil, state),
      },
    },
  };
}

/** The expiry message when the journey's trade-in is an accepted offer that no longer stands, else null. */
async function expiredOfferMessage(
  db: Db,
  site: JourneySite,
  answers: JourneyAnswers,
  now: Date,
): Promise<string | null> {
  const tradeIn = answers["trade-in"];
  if (!tradeIn?.hasTradeIn || !tradeIn.offer) return null;
  const check = checkOfferForDeal(
    await findOfferById(db, site.id, tradeIn.offer.id),
    now,
    site.config.contact.defaultState,
  );
  return check.ok ? null : check.message;
}

export const journeyErrors = {
  invalid: "Please check the highlighted fields and try again.",
  unknownStep: "There is no such step in this journey.",
  earlierSteps: "Please finish the earlier steps first.",
  submitted: "This purchase has already been confirmed.",
  unavailable: "Sorry, we could not save your answers just now. Please try again in a minute, or call us.",
} as const;

/** Where the shopper hears from the dealer: the car's location's phone, else the site's first number. */
export function dealerPhone(site: JourneySite, car: JourneyCar): string | null {
  return car.location?.phone || site.config.contact.phoneNumbers[0]?.number || null;
}

/** The purchase reference a shopper quotes: BO- and the journey's first eight hex digits. */
export function purchaseReference(journeyId: string): string {
  return readableReference("purchase", journeyId);
}

function holdUntilText(date: Date | null, state: string): string | null {
  if (!date) return null;
  return new Intl.DateTimeFormat("en-AU", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: state === "wa" ? "Australia/Perth" : state === "sa" ? "Australia/Adelaide" : "Australia/Sydney",
  }).format(date);
}

/** The browser's key for this payment attempt, when it sent a well-formed one. */
function attemptKey(answers: unknown): string | null {
  const attempt = isJsonObject(answers) ? answers.attempt : undefined;
  return typeof attempt === "string" && /^[A-Za-z0-9-]{8,100}$/.test(attempt) ? attempt : null;
}

function handoverAnswer(
  context: JourneyContext,
  services: StepServices,
  input: unknown,
): { ok: true; value: HandoverAnswer } | { ok: false; fieldErrors: FieldErrors } {
  const parsed = parseHandover(context, input);
  if (!parsed.ok) return parsed;
  const choice = parsed.value;
  if (choice.method === "pickup") {
    const location = context.pickupLocations.find((candidate) => candidate.id === choice.locationId);
    if (!location) return { ok: false, fieldErrors: { locationId: journeyMessages.pickupLocation } };
    return {
      ok: true,
      value: { method: "pickup", locationId: location.id, locationName: location.name, date: choice.date },
    };
  }
  const quote = services.quoteDelivery(choice.postcode);
  if (!quote) return { ok: false, fieldErrors: { postcode: journeyMessages.noDelivery } };
  return {
    ok: true,
    value: { method: "delivery", postcode: choice.postcode, region: quote.name, price: quote.price, date: choice.date },
  };
}

/**
 * Saves one step's answer for the browser holding `token` (a new journey, and a new token, when it has
 * none for this car). The review step records that the shopper went through the deal; the deposit
 * step, the last, takes the deposit and confirms the purchase, sending the dealer one lead with it all.
 */
export async function saveJourneyStep(
  db: Db,
  site: JourneySite,
  car: JourneyCar,
  input: { token: string | null; step: string; answers: unknown },
  services: StepServices,
): Promise<SaveResult> {
  const now = services.now ?? new Date();
  const context = await loadJourneyContext(db, site, car, now);
  const steps = applicableSteps(context);
  const step = input.step;
  if (!isJourneyStep(step) || !steps.includes(step)) return { status: 404, error: journeyErrors.unknownStep };

  const journey = await findJourney(db, site.id, car.id, input.token);
  if (journey?.status === "submitted") {
    return step === "deposit"
      ? { status: 200, journey, token: input.token ?? "" }
      : { status: 409, error: journeyErrors.submitted, journey };
  }

  const block = purchaseBlock(site.config, car, { carKey: car.id, heldByThisJourney: heldByJourney(car, journey) });
  if (block) return { status: 409, error: blockMessage(block) };

  const answers: JourneyAnswers = { ...(journey?.answers ?? {}) };
  if (!canSaveStep(step, steps, answers)) {
    return { status: 409, error: journeyErrors.earlierSteps, ...(journey ? { journey } : {}) };
  }
  // A changed answer is a changed deal: it is reviewed again before the deposit.
  if (step !== "review" && step !== "deposit") delete answers.review;

  const invalid = (fieldErrors: FieldErrors): SaveResult => ({
    status: 400,
    error: journeyErrors.invalid,
    fieldErrors,
  });
  switch (step) {
    case "car":
      answers.car = { seen: true };
      break;
    case "payment": {
      const parsed = parsePayment(context, input.answers);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      answers.payment = parsed.value;
      break;
    }
    case "trade-in": {
      const offerId = offerIdOf(input.answers);
      if (offerId) {
        const offered = await acceptedOfferAnswer(db, site, offerId, now);
        if (!offered.ok) return { status: 400, error: offered.message, fieldErrors: { offerId: offered.message } };
        answers["trade-in"] = offered.value;
        break;
      }
      const parsed = parseTradeIn(input.answers, now);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      answers["trade-in"] = parsed.value;
      break;
    }
    case "handover": {
      const parsed = handoverAnswer(context, services, input.answers);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      answers.handover = parsed.value;
      break;
    }
    case "contact": {
      const parsed = parseContact(context, input.answers);
      if (!parsed.ok) return invalid(parsed.fieldErrors);
      answers.contact = parsed.value;
      break;
    }
    case "review": {
      const expired = await expiredOfferMessage(db, site, answers, now);
      if (expired) return { status: 400, error: expired, fieldErrors: { offerId: expired }, step: "trade-in" };
      answers.review = { reviewedAt: now.toISOString() };
      break;
    }
    case "deposit": {
      // Paid already (the confirmation failed after it): the car is held for this journey; confirm.
      if (answers.deposit && journey)
        return confirmJourney(db, site, car, journey, answers, services, input.token ?? "");
      // An accepted trade-in offer must still stand when the deposit is taken on the deal it is part of.
      const expired = await expiredOfferMessage(db, site, answers, now);
      if (expired) return { status: 400, error: expired, fieldErrors: { offerId: expired }, step: "trade-in" };
      const source = parseDepositSource(input.answers, () => now);
      if (!source.ok) return invalid(source.fieldErrors);
      if (!journey || !answers.contact) return { status: 409, error: journeyErrors.earlierSteps };
      const { contact } = answers;
      const outcome = await services.takeDeposit({
        carId: car.id,
        journeyId: journey.id,
        contact: {
          name: contact.name ?? "",
          last_name: contact.last_name ?? "",
          email: contact.email ?? "",
          phone: contact.phone ?? "",
          ...(contact.postcode ? { postcode: contact.postcode } : {}),
          opt_in: contact.opt_in,
        },
        payment: source.source,
        // One key per payment attempt (the browser makes a new one after a decline), so a resent
        // request is answered with its first outcome and never charges twice.
        idempotencyKey: `journey-${journey.id}-${attemptKey(input.answers) ?? randomBytes(8).toString("hex")}`,
      });
      switch (outcome.status) {
        case "reserved":
          answers.deposit = {
            reservationId: outcome.reservationId,
            amount: context.depositAmount,
            heldUntil: holdUntilText(outcome.heldUntil, car.location?.state ?? car.state ?? ""),
            cardLast4: outcome.cardLast4,
          } satisfies DepositAnswer;
          break;
        case "declined":
          return { status: 402, error: outcome.message, fieldErrors: { card_number: outcome.message } };
        case "unavailable":
          return { status: 409, error: outcome.message };
        case "payment-unavailable":
          return { status: 503, error: outcome.message };
        case "invalid":
          return { status: 400, error: outcome.message, fieldErrors: outcome.fieldErrors };
      }
      // The deposit is kept with the journey before the confirmation, so a confirmation that fails
      // (the lead refused, the database gone) is retried without charging the card again.
      const held = await saveAnswers(db, journey.id, answers, "deposit", now);
      if (!held) return { status: 503, error: journeyErrors.unavailable };
      return confirmJourney(db, site, car, held, answers, services, input.token ?? "");
    }
  }

  const currentStep = resumeStep(steps, answers);
  try {
    if (journey && input.token) {
      const [row] = await db
        .update(checkoutJourneys)
        .set({ answers, currentStep, updatedAt: now })
        .where(and(eq(checkoutJourneys.id, journey.id), eq(checkoutJourneys.status, "in_progress")))
        .returning();
      if (!row) return { status: 409, error: journeyErrors.submitted };
      return { status: 200, journey: toView(row), token: input.token };
    }
    const token = input.token ?? newToken();
    const [row] = await db
      .insert(checkoutJourneys)
      .values({ siteId: site.id, carId: car.id, answers, currentStep, tokenHash: hashToken(token) })
      .returning();
    if (!row) throw new Error("the journey insert returned no row");
    return { status: 200, journey: toView(row), token };
  } catch (error) {
    logger.error("checkout journey not saved", { site: site.slug, error: String(error) });
    return { status: 503, error: journeyErrors.unavailable };
  }
}

async function saveAnswers(
  db: Db,
  journeyId: string,
  answers: JourneyAnswers,
  currentStep: JourneyStep,
  now: Date,
): Promise<JourneyView | null> {
  try {
    const [row] = await db
      .update(checkoutJourneys)
      .set({ answers, currentStep, updatedAt: now })
      .where(and(eq(checkoutJourneys.id, journeyId), eq(checkoutJourneys.status, "in_progress")))
      .returning();
    return row ? toView(row) : null;
  } catch (error) {
    logger.error("checkout journey not saved", { journeyId, error: String(error) });
    return null;
  }
}

function blockMessage(block: PurchaseBlock): string {
  switch (block) {
    case "reserved":
      return "This car has just been reserved by someone else.";
    case "sold":
      return "This car has been sold.";
    default:
      return "This car can't be bought online.";
  }
}

/** The journey's answers as the dealer's lead carries them; null while a step is missing. */
export function purchaseDetails(
  journeyId: string,
  car: JourneyCar,
  answers: JourneyAnswers,
  steps: readonly JourneyStep[],
  /** The deposit's reservation as it stands now. */
  depositStatus: string,
): OnlinePurchaseDetails | null {
  const { payment, handover, deposit } = answers;
  const tradeIn = steps.includes("trade-in") ? answers["trade-in"] : { hasTradeIn: false as const };
  if (!payment || !tradeIn || !handover || !deposit) return null;
  return {
    reference: purchaseReference(journeyId),
    journeyId,
    price: car.price,
    payment,
    tradeIn,
    handover,
    deposit: { ...deposit, status: depositStatus },
  };
}

async function confirmJourney(
  db: Db,
  site: JourneySite,
  car: JourneyCar,
  journey: JourneyView,
  answers: JourneyAnswers,
  services: StepServices,
  token: string,
): Promise<SaveResult> {
  if (journey.status === "submitted") return { status: 200, journey, token };
  const context = await loadJourneyContext(db, site, car, services.now);
  const steps = applicableSteps(context);
  // The dealer hears of the journey's deposit only through this lead (reservation-notices.ts sends the
  // hold to the shopper alone): it carries the reservation's number, amount and state at confirmation.
  const reservation = answers.deposit ? await findReservation(db, site.id, answers.deposit.reservationId) : null;
  const details = purchaseDetails(journey.id, car, answers, steps, reservation?.status ?? "held");
  const contact = answers.contact;
  if (!details || !contact) return { status: 409, error: journeyErrors.earlierSteps, journey };
  const lead = await submitLead(
    db,
    site,
    {
      formType: "online-purchase",
      idempotency_key: `journey-${journey.id}`,
      car_id: car.id,
      fields: {
        name: contact.name ?? "",
        last_name: contact.last_name ?? "",
        email: contact.email ?? "",
        phone: contact.phone ?? "",
        postcode: contact.postcode ?? "",
        message: contact.message ?? "",
        opt_in: contact.opt_in,
        terms: contact.terms,
        ...(details.handover.method === "pickup" ? { location: details.handover.locationId } : {}),
      },
      page_url: services.request.pageUrl,
    },
    services.request,
    { onlinePurchase: details },
  );
  if (lead.status !== 200) {
    return {
      status: lead.status,
      error: lead.body.error,
      ...(lead.body.fieldErrors ? { fieldErrors: lead.body.fieldErrors } : {}),
    };
  }
  const now = services.now ?? new Date();
  const [row] = await db
    .update(checkoutJourneys)
    .set({
      status: "submitted",
      currentStep: "deposit",
      reference: details.reference,
      leadId: lead.body.lead_id,
      submittedAt: now,
      updatedAt: now,
      resumeTokenHash: null,
      resumeTokenExpiresAt: null,
    })
    .where(eq(checkoutJourneys.id, journey.id))
    .returning();
  if (!row) return { status: 503, error: journeyErrors.unavailable };
  return { status: 200, journey: toView(row), token };
}

// ---------------------------------------------------------------------------------------------
// Finishing on another device: an e-mailed resume link

export type ResumeLinkResult = { status: 202 } | { status: 400 | 404 | 503; error: string; fieldErrors?: FieldErrors };

export const resumeMessages = {
  noJourney: "Please answer the first step before asking for a link.",
  email: "Please enter a valid email address",
  expired: "This link has expired or is no longer valid.",
} as const;

/**
 * E-mails the shopper a link that opens this journey on any device (valid `resumeLinkDays`), through
 * the leads outbox. A new link replaces the last one.
 */
export async function sendResumeLink(
  db: Db,
  site: JourneySite,
  car: JourneyCar,
  input: { token: string | null; email: unknown; origin: string; now?: Date },
): Promise<ResumeLinkResult> {
  const email = typeof input.email === "string" ? input.email.trim() : "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    return { status: 400, error: resumeMessages.email, fieldErrors: { email: resumeMessages.email } };
  }
  const journey = await findJourney(db, site.id, car.id, input.token);
  if (!journey || journey.status !== "in_progress") return { status: 404, error: resumeMessages.noJourney };
  const now = input.now ?? new Date();
  const resumeToken = newToken();
  const link = `${input.origin}/api/checkout/journey/resume?token=${resumeToken}`;
  const text = [
    `Hello,`,
    "",
    `You started buying the ${car.name} online with ${site.name}. Your answers are saved: open this link on any device to carry on where you left off.`,
    "",
    link,
    "",
    `The link works for ${resumeLinkDays} days. If you did not ask for it, you can ignore this e-mail.`,
    "",
    site.name,
  ].join("\n");
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(checkoutJourneys)
        .set({
          resumeTokenHash: hashToken(resumeToken),
          resumeTokenExpiresAt: new Date(now.getTime() + resumeLinkDays * 24 * 60 * 60 * 1000),
        })
        .where(eq(checkoutJourneys.id, journey.id));
      await queueMessage(tx, {
        siteId: site.id,
        to: email,
        fromName: site.name,
        subject: `Finish buying your ${car.name}`,
        text: `${text}\n`,
      });
    });
  } catch (error) {
    logger.error("resume link not queued", { site: site.slug, error: String(error) });
    return { status: 503, error: journeyErrors.unavailable };
  }
  return { status: 202 };
}

/**
 * Opens an e-mailed link in a browser: the journey moves to that browser's token (a new one when it
 * has none). Null when the link is unknown, expired, of another site or its journey is finished.
 */
export async function claimResumeLink(
  db: Db,
  siteId: string,
  input: { resumeToken: string; browserToken: string | null; now?: Date },
): Promise<{ carId: string; token: string } | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(input.resumeToken)) return null;
  const now = input.now ?? new Date();
  const token = input.browserToken ?? newToken();
  const [row] = await db
    .update(checkoutJourneys)
    .set({ tokenHash: hashToken(token), updatedAt: now })
    .where(
      and(
        eq(checkoutJourneys.siteId, siteId),
        eq(checkoutJourneys.resumeTokenHash, hashToken(input.resumeToken)),
        eq(checkoutJourneys.status, "in_progress"),
        gt(checkoutJourneys.resumeTokenExpiresAt, now),
      ),
    )
    .returning({ carId: checkoutJourneys.carId });
  return row ? { carId: row.carId, token } : null;
}

export type { JourneyLocation };
