// The journey's deposit step takes its deposit as a reservation of the car (src/checkout/reservations.ts,
// origin "journey"), so a car bought online is held exactly like a reserved one.

import type { Db } from "@/platform/db/connect";
import type { DepositOutcome, DepositRequest, JourneySite } from "./journey-service";

export function takeJourneyDeposit(_db: Db, _site: JourneySite, _request: DepositRequest): Promise<DepositOutcome> {
  // Until reserveCar lands: no deposit can be taken, and the shopper is told so.
  return Promise.resolve({
    status: "payment-unavailable",
    message: "Online deposits are not available yet. Please call us.",
  });
}
