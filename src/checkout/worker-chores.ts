// The checkout's housekeeping on the lead delivery worker's loop (no cron outside the app): the
// reservation sweep (holds that end, payments left behind) and the purge of abandoned journeys. The
// web server's in-process worker and `npm run worker` both run exactly this list.
import type { Db } from "@/platform/db/connect";
import { journeyPurgeChore } from "./journey/journey-purge";
import type { PaymentProvider } from "./payments/provider";
import { reservationSweepChore } from "./reservation-sweeper";

export function checkoutWorkerChores(db: Db, provider: PaymentProvider) {
  return [reservationSweepChore(db, provider), journeyPurgeChore(db)];
}
