// POST /api/checkout/reservations, apart from Next so the integration tests drive it with plain
// Request objects:
//   { car_id, contact: { name, last_name, email, phone, postcode?, opt_in? },
//     payment: { card_number, expiry, cvc } | { token }, idempotency_key }
// → 201 { reservation_id, status, expires_at } (200 when the key was seen before), 409 the car
// cannot be reserved, 402 the card was declined, 400 bad input (with field messages), 503 the
// processor or the database cannot be reached. The route's rate limit (429, decision 028) comes first.
import { z } from "@/platform/zod";
import type { Db } from "@/platform/db/connect";
import { readJsonBody } from "@/platform/http";
import { logger } from "@/platform/logger";
import type { FieldErrors } from "@/leads/schemas";
import { checkoutCookie } from "./cookies";
import { cardInputSchema } from "./payments/card";
import { cardDetailsNotAccepted, type PaymentProvider, type PaymentSource } from "./payments/provider";
import { reservationAccessCookie, reserveCar, type ReservationSite } from "./reservations";

export const reservationApiMessages = {
  unreadable: "The reservation could not be read. Please reload the page and try again.",
  invalid: "Please check the highlighted fields and try again.",
  unavailable: "Sorry, we could not take your reservation just now. Your card has not been charged. Please try again.",
} as const;

const requestSchema = z.object({
  car_id: z.string({ error: "Please choose a car" }).min(1, "Please choose a car").max(100),
  contact: z.record(z.string(), z.unknown(), { error: "Your contact details are missing" }),
  payment: z.union(
    [
      z.object({ token: z.string().min(1).max(255) }),
      z.object({ card_number: z.unknown(), expiry: z.unknown(), cvc: z.unknown() }),
    ],
    { error: "Your card details are missing" },
  ),
  idempotency_key: z.string().regex(/^[A-Za-z0-9-]{8,100}$/, "A reservation key is required"),
});

const maxBytes = 16 * 1024;

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
}

/** A month: the confirmation stays readable in the browser that made it well past any hold. */
const reservationCookieMaxAgeSeconds = 30 * 24 * 60 * 60;

/** The reservation's access cookie (see checkoutCookie). */
function reservationCookie(request: Request, reservationId: string, token: string): string {
  return checkoutCookie(request, reservationAccessCookie(reservationId), token, reservationCookieMaxAgeSeconds);
}

function issuesToFields(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  return errors;
}

export type ReservationPostTarget = {
  db: Db;
  site: ReservationSite;
  provider: PaymentProvider;
  now?: () => Date;
};

/** Answers the request; `created` tells the caller a new reservation was written (to wake the worker). */
export async function handleReservationPost(
  request: Request,
  target: ReservationPostTarget,
): Promise<{ response: Response; created: boolean }> {
  const now = target.now ?? (() => new Date());
  const answer = (response: Response) => ({ response, created: false });
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return answer(json(body.status, { error: reservationApiMessages.unreadable }));
  const parsed = requestSchema.safeParse(body.value);
  if (!parsed.success) {
    return answer(
      json(400, { error: reservationApiMessages.unreadable, fieldErrors: issuesToFields(parsed.error.issues) }),
    );
  }
  const input = parsed.data;

  let payment: PaymentSource;
  let cardErrors: FieldErrors = {};
  if ("token" in input.payment) {
    payment = { kind: "token", token: input.payment.token };
  } else if (target.provider.acceptsCardDetails === false) {
    // Stripe mode: card details belong in the processor's own fields; ours never takes them.
    return answer(json(400, { error: cardDetailsNotAccepted }));
  } else {
    const card = cardInputSchema(now).safeParse(input.payment);
    if (card.success) payment = { kind: "card", card: card.data };
    else {
      cardErrors = issuesToFields(card.error.issues);
      payment = { kind: "token", token: "" };
    }
  }

  try {
    const result = await reserveCar(
      target.db,
      target.site,
      {
        carId: input.car_id,
        contact: input.contact,
        payment,
        idempotencyKey: input.idempotency_key,
        origin: "reserve",
      },
      target.provider,
      // The card's own messages are reported with the contact's, before anything is claimed.
      { now: now(), paymentFieldErrors: cardErrors },
    );
    switch (result.kind) {
      case "reserved": {
        const { accessToken } = result.reservation;
        return {
          response: json(
            result.created ? 201 : 200,
            {
              reservation_id: result.reservation.id,
              status: result.reservation.status,
              expires_at: result.reservation.heldUntil?.toISOString() ?? null,
            },
            // This browser may see the reservation's details on its confirmation page; a link alone may not.
            accessToken ? { "set-cookie": reservationCookie(request, result.reservation.id, accessToken) } : {},
          ),
          created: result.created,
        };
      }
      case "unavailable":
        return answer(json(409, { error: result.message, reason: result.reason }));
      case "declined":
        return answer(json(402, { error: result.message, code: result.code }));
      case "payment-unavailable":
        return answer(json(503, { error: result.message }));
      case "invalid":
        return answer(json(400, { error: result.message, fieldErrors: result.fieldErrors }));
    }
  } catch (error) {
    logger.error("reservation not taken: the database is unavailable", {
      site: target.site.slug,
      error: error instanceof Error ? error.message : String(error),
    });
    return answer(json(503, { error: reservationApiMessages.unavailable }));
  }
}
