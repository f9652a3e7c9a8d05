// The journey's deposit step takes its deposit as a reservation of the car (reserveCar, origin
// "journey", from src/checkout/reservations.ts once it lands), so a car bought online is held
// exactly like a reserved one.

import type { Db } from "@/platform/db/connect";
import type { PaymentProvider } from "../payments/provider";
import type { DepositOutcome, DepositRequest, JourneySite } from "./journey-service";

export function takeJourneyDeposit(
  _db: Db,
  _site: JourneySite,
  _request: DepositRequest,
  _provider: PaymentProvider,
): Promise<DepositOutcome> {
  // Until reservations land, no deposit is taken and the shopper is told so.
  return Promise.resolve({
    status: "payment-unavailable",
    message: "Online deposits are not available yet, and your card has not been charged. Please call us.",
  });
}
