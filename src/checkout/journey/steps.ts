// The buy-online journey's steps and their rules: which steps a car's journey has, and one zod schema
// per step that the browser checks before sending and the server checks again before saving, so the
// two never disagree about a valid answer. Pure: what a step needs to know of the site and the car is
// in a JourneyContext, which the page hands the browser too.

import { z } from "@/platform/zod";
import { calculate, calculatorBounds, type CalculatorBounds } from "@/finance/calculator";
import { financeTerms, type FinanceConfig } from "@/finance/providers";
import { repaymentFrequencies, type RepaymentFrequency } from "@/finance/repayment";
import { leadFormSchema, leadMessages, type FieldErrors, type LeadFields, type LeadFormRules } from "@/leads/schemas";
import { formatMoney } from "@/platform/format";
import { isJsonObject } from "@/platform/json-guards";
import { cardInputSchema } from "../payments/card";
import type { PaymentSource } from "../payments/provider";

// The shopper reviews the whole deal before paying anything: the deposit is the last step, and paying
// it confirms the purchase.
export const journeySteps = ["car", "payment", "trade-in", "handover", "contact", "review", "deposit"] as const;
export type JourneyStep = (typeof journeySteps)[number];

export function isJourneyStep(value: string): value is JourneyStep {
  return (journeySteps as readonly string[]).includes(value);
}

export const stepTitles: Record<JourneyStep, string> = {
  car: "Your car",
  payment: "How you'll pay",
  "trade-in": "Trade-in",
  handover: "Delivery or pick-up",
  contact: "Your details",
  deposit: "Deposit",
  review: "Review and confirm",
};

/** A place to collect the car, with the days it is open for a handover ("YYYY-MM-DD", its own calendar). */
export type PickupLocation = { id: string; name: string; address: string; dates: string[] };

/**
 * Handover dates: from two days on for a pick-up (the car is prepared and registered), from a week on
 * for a delivery (a carrier is booked), and up to about a month ahead either way.
 */
export const handoverWindow = {
  pickup: { firstDay: 2, days: 30 },
  delivery: { firstDay: 7, days: 28 },
} as const;

/** What the steps' rules need to know of the site and the car; plain data, so the browser has it too. */
export type JourneyContext = {
  /** The car's price, whole dollars. */
  price: number;
  /** The deposit that holds the car (the site's reserve deposit). */
  depositAmount: number;
  holdHours: number;
  /** The site's finance settings when the car can be financed here; null offers cash only. */
  finance: FinanceConfig | null;
  /** The site takes trade-ins and the car allows one: the trade-in step is asked. */
  tradeIn: boolean;
  /** The site's trade-in valuation for this car (/cars/trade-in?car_id=), where the site has one; else null. */
  tradeInValuationHref: string | null;
  /** The site quotes delivery: delivery is offered beside pick-up. */
  delivery: boolean;
  /** The working days a delivery can arrive on ("YYYY-MM-DD"); empty without delivery. */
  deliveryDates: string[];
  /** The car's dealership's locations a shopper can collect from. */
  pickupLocations: PickupLocation[];
  leadRules: LeadFormRules;
};

/** The steps this car's journey has, in order: the trade-in step only where a trade-in is taken. */
export function applicableSteps(context: Pick<JourneyContext, "tradeIn">): JourneyStep[] {
  return journeySteps.filter((step) => step !== "trade-in" || context.tradeIn);
}

export const journeyMessages = {
  paymentMethod: "Please choose how you will pay",
  financeUnavailable: "Finance is not offered for this car; please choose cash",
  deposit: (max: number) => `Please enter a deposit between $0 and ${formatMoney(max)}, in whole dollars`,
  term: (min: number, max: number) => `Please choose a term between ${min} and ${max} years`,
  frequency: "Please choose how often you would repay",
  hasTradeIn: "Please tell us whether you have a car to trade in",
  make: "Please enter the make, e.g. Toyota",
  model: "Please enter the model, e.g. Corolla",
  year: (max: number) => `Please enter the year it was built, between 1950 and ${max}`,
  km: leadMessages.kmsInvalid,
  rego: leadMessages.regoInvalid,
  handoverMethod: "Please choose delivery or pick-up",
  deliveryUnavailable: "Delivery is not offered for this car; please choose pick-up",
  pickupLocation: "Please choose where you will pick the car up",
  handoverDate: "Please choose a date for the handover",
  handoverDateUnavailable: "That date is not available; please choose one of the dates listed",
  postcodeEmpty: "Please enter a postcode.",
  postcodeInvalid: leadMessages.postcodeInvalid,
  noDelivery: "Sorry, we can't deliver to that postcode. Please choose pick-up, or call us to arrange delivery.",
} as const;

// ---------------------------------------------------------------------------------------------
// Field building blocks: browsers send "" for an empty input, which is the same as no answer.

function blank(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/** "$25,000", "25000" and 25000 are the same amount; anything else stays as it is, to fail. */
function wholeDollars(value: unknown): unknown {
  const answered = blank(value);
  if (typeof answered !== "string") return answered;
  const digits = answered.replace(/[$,\s]/g, "");
  return /^\d+$/.test(digits) ? Number(digits) : answered;
}

function numberFrom(value: unknown): unknown {
  const answered = blank(value);
  if (typeof answered !== "string") return answered;
  return /^\d+(\.\d+)?$/.test(answered) ? Number(answered) : answered;
}

// ---------------------------------------------------------------------------------------------
// Step 2: how the shopper pays

/** The finance calculator's bounds for this car: the vehicle page's, as on the car's own page. */
export function journeyFinanceBounds(finance: FinanceConfig): CalculatorBounds {
  return calculatorBounds(finance, "vehicle-page");
}

export function paymentSchema(context: Pick<JourneyContext, "price" | "finance">) {
  const { finance, price } = context;
  const term = finance ? journeyFinanceBounds(finance).termYears : { min: 1, max: 7, step: 0.5 };
  const termMessage = journeyMessages.term(term.min, term.max);
  const depositMessage = journeyMessages.deposit(price);
  return z
    .discriminatedUnion(
      "method",
      [
        z.object({ method: z.literal("cash") }),
        z.object({
          method: z.literal("finance"),
          deposit: z.preprocess(
            wholeDollars,
            z
              .number({ error: depositMessage })
              .int(depositMessage)
              .min(0, depositMessage)
              .max(Math.max(0, price), depositMessage),
          ),
          termYears: z.preprocess(
            numberFrom,
            z
              .number({ error: termMessage })
              .min(term.min, termMessage)
              .max(term.max, termMessage)
              .refine((years) => Number.isInteger((years - term.min) / term.step), termMessage),
          ),
          frequency: z.enum(repaymentFrequencies, { error: journeyMessages.frequency }),
        }),
      ],
      { error: journeyMessages.paymentMethod },
    )
    .superRefine((answer, ctx) => {
      if (answer.method === "finance" && !finance) {
        ctx.addIssue({ code: "custom", path: ["method"], message: journeyMessages.financeUnavailable });
      }
    });
}

export type PaymentInput = z.output<ReturnType<typeof paymentSchema>>;

/** A finance choice with the calculator's figures for it, as the journey records it. */
export type FinanceFigures = {
  method: "finance";
  deposit: number;
  termYears: number;
  frequency: RepaymentFrequency;
  interestRate: number;
  /** Per period at the frequency, to the cent; null when the calculator says 'Enquire for Finance'. */
  repayment: number | null;
  comparisonRate: number;
};

export type PaymentAnswer = { method: "cash" } | FinanceFigures;

/**
 * The finance calculator's figures for the shopper's deposit and term: the car's price at the site's
 * rate and fees, exactly as the calculator on the car's page would show them.
 */
export function financeFigures(
  finance: FinanceConfig,
  price: number,
  choice: { deposit: number; termYears: number; frequency: RepaymentFrequency },
): FinanceFigures {
  const bounds = journeyFinanceBounds(finance);
  const terms = financeTerms(finance);
  const result = calculate(
    {
      // The car's own price: one outside the calculator's bounds gets no figure, never another price's.
      amount: price,
      termYears: choice.termYears,
      interestRate: terms.defaultRate,
      deposit: choice.deposit,
      residual: 0,
      frequency: choice.frequency,
    },
    bounds,
    terms.fees,
  );
  return {
    method: "finance",
    deposit: choice.deposit,
    termYears: choice.termYears,
    frequency: choice.frequency,
    interestRate: result.inputs.interestRate,
    repayment: result.kind === "repayment" ? Math.round(result.repayment * 100) / 100 : null,
    comparisonRate: Math.round(result.comparisonRate * 100) / 100,
  };
}

/**
 * The deal's own repayment, said as the deal's: its deposit and term, not the site's default
 * assumptions that the car's advertised figure uses. "Your deal: $131 weekly with a $5,000 deposit
 * over 5 years at 8.5% p.a. (comparison rate 8.50% p.a.)".
 */
export function dealFigureText(figures: FinanceFigures): string {
  if (figures.repayment === null) return "Your deal: Enquire for Finance";
  const deposit = figures.deposit > 0 ? `a ${formatMoney(figures.deposit)} deposit` : "no deposit";
  const years = `${figures.termYears} ${figures.termYears === 1 ? "year" : "years"}`;
  return (
    `Your deal: ${formatMoney(figures.repayment)} ${figures.frequency} with ${deposit} over ${years} ` +
    `at ${figures.interestRate}% p.a. (comparison rate ${figures.comparisonRate.toFixed(2)}% p.a.)`
  );
}

/** The payment answer as saved: a finance choice carries its figures, worked out again here. */
export function paymentAnswer(context: Pick<JourneyContext, "price" | "finance">, input: PaymentInput): PaymentAnswer {
  if (input.method === "cash" || !context.finance) return { method: "cash" };
  return financeFigures(context.finance, context.price, input);
}

// ---------------------------------------------------------------------------------------------
// Step 3: trade-in

const maxKm = 2_000_000;

export function tradeInSchema(now: Date) {
  const latestYear = now.getUTCFullYear() + 1;
  const yearMessage = journeyMessages.year(latestYear);
  const words = (message: string) => z.preprocess(blank, z.string().max(40, message).optional());
  return z
    .object({
      hasTradeIn: z.preprocess(blank, z.enum(["yes", "no"], { error: journeyMessages.hasTradeIn })),
      rego: z.preprocess(
        blank,
        z
          .string()
          .regex(/^[A-Za-z0-9 -]{1,10}$/, journeyMessages.rego)
          .transform((rego) => rego.toUpperCase())
          .optional(),
      ),
      make: words(journeyMessages.make),
      model: words(journeyMessages.model),
      year: z.preprocess(
        numberFrom,
        z
          .number({ error: yearMessage })
          .int(yearMessage)
          .min(1950, yearMessage)
          .max(latestYear, yearMessage)
          .optional(),
      ),
      km: z.preprocess(
        wholeDollars,
        z
          .number({ error: journeyMessages.km })
          .int(journeyMessages.km)
          .min(0, journeyMessages.km)
          .max(maxKm, journeyMessages.km)
          .optional(),
      ),
    })
    .superRefine(
      (answer, ctx) => {
        if (answer.hasTradeIn !== "yes") return;
        const required = [
          ["make", journeyMessages.make],
          ["model", journeyMessages.model],
          ["year", yearMessage],
          ["km", journeyMessages.km],
        ] as const;
        for (const [field, message] of required) {
          if (answer[field] === undefined) ctx.addIssue({ code: "custom", path: [field], message });
        }
      }, // Missing details are reported with the format problems of the others, as the lead forms do.
      { when: () => true },
    )
    .transform((answer): TradeInAnswer =>
      answer.hasTradeIn === "no"
        ? { hasTradeIn: false }
        : {
            hasTradeIn: true,
            rego: answer.rego ?? null,
            make: answer.make ?? "",
            model: answer.model ?? "",
            year: answer.year ?? 0,
            km: answer.km ?? 0,
          },
    );
}

export type TradeInAnswer =
  | { hasTradeIn: false }
  | {
      hasTradeIn: true;
      rego: string | null;
      make: string;
      model: string;
      year: number;
      km: number;
      /** The trade-in offer the shopper accepted in the valuation flow, as the server recorded it. */
      offer?: TradeInOfferAnswer;
    };

export type TradeInOfferAnswer = {
  id: string;
  /** Whole dollars. */
  amount: number;
  /** ISO timestamp, and the date as the shopper reads it. */
  validUntil: string;
  validUntilLabel: string;
};

/** The trade-in step's answer that names an accepted offer (`{ offerId }`), else null. */
export function offerIdOf(input: unknown): string | null {
  if (typeof input !== "object" || input === null) return null;
  const { offerId } = input as Record<string, unknown>;
  return typeof offerId === "string" && /^[0-9a-f-]{36}$/i.test(offerId) ? offerId : null;
}

// ---------------------------------------------------------------------------------------------
// Step 4: delivery or pick-up

export function handoverSchema(context: Pick<JourneyContext, "delivery" | "deliveryDates" | "pickupLocations">) {
  return z
    .object({
      method: z.preprocess(blank, z.enum(["pickup", "delivery"], { error: journeyMessages.handoverMethod })),
      locationId: z.preprocess(blank, z.string().max(100).optional()),
      postcode: z.preprocess(blank, z.string().max(10, journeyMessages.postcodeInvalid).optional()),
      date: z.preprocess(blank, z.string().max(10, journeyMessages.handoverDateUnavailable).optional()),
    })
    .superRefine((answer, ctx) => {
      const checkDate = (dates: readonly string[]) => {
        if (answer.date === undefined) {
          ctx.addIssue({ code: "custom", path: ["date"], message: journeyMessages.handoverDate });
        } else if (!dates.includes(answer.date)) {
          ctx.addIssue({ code: "custom", path: ["date"], message: journeyMessages.handoverDateUnavailable });
        }
      };
      if (answer.method === "pickup") {
        const location = context.pickupLocations.find((candidate) => candidate.id === answer.locationId);
        if (location) checkDate(location.dates);
        else ctx.addIssue({ code: "custom", path: ["locationId"], message: journeyMessages.pickupLocation });
        return;
      }
      if (!context.delivery) {
        ctx.addIssue({ code: "custom", path: ["method"], message: journeyMessages.deliveryUnavailable });
      } else if (answer.postcode === undefined) {
        ctx.addIssue({ code: "custom", path: ["postcode"], message: journeyMessages.postcodeEmpty });
      } else if (!/^\d{4}$/.test(answer.postcode)) {
        ctx.addIssue({ code: "custom", path: ["postcode"], message: journeyMessages.postcodeInvalid });
      }
      if (context.delivery) checkDate(context.deliveryDates);
    })
    .transform((answer): HandoverInput =>
      answer.method === "pickup"
        ? { method: "pickup", locationId: answer.locationId ?? "", date: answer.date ?? "" }
        : { method: "delivery", postcode: answer.postcode ?? "", date: answer.date ?? "" },
    );
}

/** `date`: the handover day the shopper chose, "YYYY-MM-DD" in the dealership's calendar. */
export type HandoverInput =
  { method: "pickup"; locationId: string; date: string } | { method: "delivery"; postcode: string; date: string };

/** As saved: the pick-up location's name, or the delivery calculator's region and price, and the day. */
export type HandoverAnswer =
  | { method: "pickup"; locationId: string; locationName: string; date: string }
  | { method: "delivery"; postcode: string; region: string; price: number; date: string };

// ---------------------------------------------------------------------------------------------
// Step 5: contact details, the lead forms' own schema

export const contactFieldNames = ["name", "last_name", "email", "phone", "postcode", "message", "opt_in", "terms"];

export function contactSchema(context: Pick<JourneyContext, "leadRules">) {
  return leadFormSchema("online-purchase", context.leadRules, { hasCar: true });
}

export type ContactAnswer = Pick<LeadFields, "name" | "last_name" | "email" | "phone" | "postcode" | "message"> & {
  opt_in: boolean;
  terms: boolean;
};

// ---------------------------------------------------------------------------------------------
// Step 6: the deposit

/** The card fields: the payments module's own rules. */
export function depositSchema(now: () => Date) {
  return cardInputSchema(now);
}

export const depositTokenMessage = "Please enter your card details again";

/**
 * What pays the deposit, as the step posts it: in Stripe mode the PaymentMethod id Stripe's own card
 * field made in the browser (`{ token: "pm_…" }`), else the card typed into our fields.
 */
export function parseDepositSource(
  answers: unknown,
  now: () => Date,
): { ok: true; source: PaymentSource } | { ok: false; fieldErrors: FieldErrors } {
  if (isJsonObject(answers) && "token" in answers) {
    const token = answers.token;
    return typeof token === "string" && /^pm_[A-Za-z0-9_]{1,250}$/.test(token)
      ? { ok: true, source: { kind: "token", token } }
      : { ok: false, fieldErrors: { card_number: depositTokenMessage } };
  }
  const card = depositSchema(now).safeParse(answers);
  return card.success
    ? { ok: true, source: { kind: "card", card: card.data } }
    : { ok: false, fieldErrors: fieldErrorsOf(card.error) };
}

/** A paid deposit as the journey keeps it: the reservation, never the card. */
export type DepositAnswer = {
  reservationId: string;
  amount: number;
  heldUntil: string | null;
  cardLast4: string | null;
};

// ---------------------------------------------------------------------------------------------

/** Every saved answer, by step. The car and review steps have nothing to answer. */
export type JourneyAnswers = {
  car?: { seen: true };
  payment?: PaymentAnswer;
  "trade-in"?: TradeInAnswer;
  handover?: HandoverAnswer;
  contact?: ContactAnswer;
  /** The shopper read the deal through; any later change to an earlier answer clears it. */
  review?: { reviewedAt: string };
  deposit?: DepositAnswer;
};

/** First message per field, keyed by field name, from a failed parse. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export type StepParse<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

function parsed<T>(result: z.ZodSafeParseResult<T>): StepParse<T> {
  return result.success ? { ok: true, value: result.data } : { ok: false, fieldErrors: fieldErrorsOf(result.error) };
}

/** The answers of the steps a shopper fills in, checked by their step's schema (browser and server). */
export function parsePayment(context: JourneyContext, input: unknown): StepParse<PaymentAnswer> {
  const result = parsed(paymentSchema(context).safeParse(input));
  return result.ok ? { ok: true, value: paymentAnswer(context, result.value) } : result;
}

export function parseTradeIn(input: unknown, now: Date): StepParse<TradeInAnswer> {
  return parsed(tradeInSchema(now).safeParse(input));
}

export function parseHandover(context: JourneyContext, input: unknown): StepParse<HandoverInput> {
  return parsed(handoverSchema(context).safeParse(input));
}

export function parseContact(context: JourneyContext, input: unknown): StepParse<ContactAnswer> {
  const result = parsed(contactSchema(context).safeParse(input));
  if (!result.ok) return result;
  const { name, last_name, email, phone, postcode, message, opt_in, terms } = result.value;
  return { ok: true, value: { name, last_name, email, phone, postcode, message, opt_in, terms } };
}
