// The journey's deposit step takes its deposit as a reservation of the car (reserveCar, origin
// "journey"), so a car bought online is held exactly like a reserved one: one active reservation per
// car, the same hold, the same release.

import type { Db } from "@/platform/db/connect";
import { logger } from "@/platform/logger";
import type { PaymentProvider } from "../payments/provider";
import { reserveCar } from "../reservations";
import type { DepositOutcome, DepositRequest, JourneySite } from "./journey-service";

export async function takeJourneyDeposit(
  db: Db,
  site: JourneySite,
  request: DepositRequest,
  provider: PaymentProvider,
): Promise<DepositOutcome> {
  try {
    const result = await reserveCar(
      db,
      site,
      {
        carId: request.carId,
        contact: request.contact,
        payment: request.payment,
        idempotencyKey: request.idempotencyKey,
        origin: "journey",
        journeyId: request.journeyId,
      },
      provider,
    );
    switch (result.kind) {
      case "reserved":
        return {
          status: "reserved",
          reservationId: result.reservation.id,
          heldUntil: result.reservation.heldUntil,
          cardLast4: result.reservation.cardLast4,
        };
      case "declined":
        return { status: "declined", message: result.message };
      case "unavailable":
        return { status: "unavailable", message: result.message };
      case "payment-unavailable":
        return { status: "payment-unavailable", message: result.message };
      case "invalid":
        // A payment source the processor does not take (a raw card in Stripe mode): the shopper's to fix.
        if (result.fieldErrors.card_number) {
          return { status: "invalid", message: result.message, fieldErrors: { card_number: result.message } };
        }
        // The contact step's answers passed the same lead-form rules, so this is not the shopper's to fix here.
        logger.warn("journey deposit refused the saved contact details", { fields: Object.keys(result.fieldErrors) });
        return { status: "unavailable", message: result.message };
    }
  } catch (error) {
    logger.error("journey deposit not taken: the database is unavailable", { site: site.slug, error: String(error) });
    return {
      status: "payment-unavailable",
      message: "Sorry, we could not take your deposit just now, and your card has not been charged. Please try again.",
    };
  }
}
