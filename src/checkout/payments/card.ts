// The card form's rules, shared by the browser form and the API: a number that passes the Luhn
// check, an expiry month that has not passed, a three- or four-digit CVC. The messages are the
// field messages the shopper sees.
import { z } from "@/platform/zod";
import type { CardDetails } from "./provider";

/** Digits only: spaces and dashes as people type them are dropped. */
export function cardDigits(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** The Luhn check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** "MM/YY" or "MM/YYYY" (spaces allowed around the slash) → month and four-digit year. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const nowMonths = now.getUTCFullYear() * 12 + now.getUTCMonth();
  const expiryMonths = expiry.year * 12 + (expiry.month - 1);
  return expiryMonths < nowMonths;
}

export const cardMessages = {
  number: "Please enter a valid card number",
  expiry: "Please enter the expiry as MM/YY",
  expired: "This card has expired",
  cvc: "Please enter the 3 or 4 digit security code",
} as const;

/**
 * The card fields as the form posts them ({ card_number, expiry, cvc }), checked and turned into
 * CardDetails. `now` decides what "expired" means, so the server passes its clock.
 */
export function cardInputSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      card_number: z
        .string(cardMessages.number)
        .transform(cardDigits)
        .refine((digits) => /^\d{12,19}$/.test(digits) && passesLuhn(digits), cardMessages.number),
      expiry: z.string(cardMessages.expiry).refine((text) => parseExpiry(text) !== null, cardMessages.expiry),
      cvc: z.string(cardMessages.cvc).regex(/^\d{3,4}$/, cardMessages.cvc),
    })
    .transform((input, context): CardDetails => {
      const expiry = parseExpiry(input.expiry)!;
      if (hasExpired(expiry, now())) {
        context.addIssue({ code: "custom", path: ["expiry"], message: cardMessages.expired });
        return z.NEVER;
      }
      return { number: input.card_number, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: input.cvc };
    });
}

/** "visa", "mastercard", "amex" or null, from the number's leading digits (for receipts only). */
export function cardBrand(digits: string): string | null {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  return null;
}
