// The online payment form's fields, one schema for the browser and the server: who pays, what for
// (the reference on the dealer's invoice or quote, in the shape the site's config gives, if any) and
// how much. The card is checked by the card
// rules (local mode) or by Stripe's own field (Stripe mode).
import { z } from "@/platform/zod";
import { fieldLimits, leadMessages } from "@/leads/schemas";

export const onlinePaymentLimits = {
  /** Whole dollars. */
  minAmount: 1,
  maxAmount: 50_000,
  reference: 40,
} as const;

export const onlinePaymentMessages = {
  name: "Please enter your name",
  email: leadMessages.emailInvalid,
  reference: "Please enter the reference on your invoice or quote (letters, numbers, - / #)",
  amount: `Please enter an amount from $${onlinePaymentLimits.minAmount} to $${onlinePaymentLimits.maxAmount.toLocaleString("en-AU")}`,
} as const;

const dollarsAndCents = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD" });

/** 123450 → "$1,234.50": a payment shows its cents (prices elsewhere are whole dollars). */
export function formatPaymentAmount(cents: number): string {
  return dollarsAndCents.format(cents / 100);
}

/** "$1,234.50" → 123450 cents; null when it is not an amount of money. */
export function amountToCents(input: string): number | null {
  const text = input.replace(/[$,\s]/g, "");
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** The site's invoice reference rule (config `onlinePayment`): a pattern and an example, or neither. */
export type ReferenceRule = { referencePattern: string | null; referenceExample: string | null };

const anyReference: ReferenceRule = { referencePattern: null, referenceExample: null };

/** The reference field's message: naming the dealer's own example where the site gives one. */
export function referenceMessage(rule: ReferenceRule): string {
  return rule.referenceExample
    ? `Please enter the reference as it appears on your invoice, like ${rule.referenceExample}`
    : onlinePaymentMessages.reference;
}

function referenceSchema(rule: ReferenceRule) {
  const message = referenceMessage(rule);
  const shape = rule.referencePattern ? new RegExp(rule.referencePattern, "i") : null;
  return z
    .string(message)
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9 \-/#]*$/, message)
    .max(onlinePaymentLimits.reference, message)
    .refine((value) => shape === null || shape.test(value), message);
}

/** The fields' schema under the site's reference rule: the browser and the server build the same one. */
export const onlinePaymentFieldsSchema = (rule: ReferenceRule = anyReference) =>
  z.object({
    name: z.string(onlinePaymentMessages.name).trim().min(1, onlinePaymentMessages.name).max(fieldLimits.name),
    email: z
      .string(onlinePaymentMessages.email)
      .trim()
      .max(fieldLimits.email)
      .pipe(z.email(onlinePaymentMessages.email)),
    reference: referenceSchema(rule),
    amount: z.string(onlinePaymentMessages.amount).transform((text, context) => {
      const cents = amountToCents(text);
      if (
        cents === null ||
        cents < onlinePaymentLimits.minAmount * 100 ||
        cents > onlinePaymentLimits.maxAmount * 100
      ) {
        context.addIssue({ code: "custom", message: onlinePaymentMessages.amount });
        return z.NEVER;
      }
      return cents;
    }),
  });

export type OnlinePaymentFields = z.output<ReturnType<typeof onlinePaymentFieldsSchema>>;
