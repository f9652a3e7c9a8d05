// The delivery calculator's side in the browser: the shopper's postcode checked, the messages, and the
// quote read from GET /api/cars/{slug}/delivery. Apart from delivery.ts, so the vehicle page's
// JavaScript carries none of the postcode table and prices, which only the server reads.

import { isFiniteNumber, isJsonObject } from "@/platform/json-guards";

export type DeliveryQuote = { name: string; price: number };

/** The quote in a reply of GET /api/cars/{slug}/delivery, or null when the body is not one. */
export function readDeliveryQuote(body: unknown): DeliveryQuote | null {
  return isJsonObject(body) && typeof body.name === "string" && isFiniteNumber(body.price)
    ? { name: body.name, price: body.price }
    : null;
}

export const deliveryMessages = {
  empty: "Please enter a postcode.",
  invalid: "Invalid postcode",
  unavailable:
    "Sorry, we can't provide an estimate for that location. Please use the enquiry form on this page or give us a call to get a quote.",
} as const;

/** The shopper's input: blank is 'Please enter a postcode.', anything but four digits 'Invalid postcode'. */
export function parsePostcode(
  input: string | null | undefined,
): { ok: true; postcode: string } | { ok: false; error: string } {
  const postcode = (input ?? "").trim();
  if (postcode === "") return { ok: false, error: deliveryMessages.empty };
  if (!/^\d{4}$/.test(postcode)) return { ok: false, error: deliveryMessages.invalid };
  return { ok: true, postcode };
}
