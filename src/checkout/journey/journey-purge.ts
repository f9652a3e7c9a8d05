// Unfinished buy-online journeys hold a shopper's contact details and answers. Nobody can resume one
// after its browser cookie has lapsed (30 days, `journeyCookieMaxAgeSeconds`), so the lead worker's
// loop deletes those not touched for as long: personal data is kept no longer than it is useful.
// Confirmed journeys stay: the dealer's lead and the shopper's reference point at them.
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { checkoutJourneys } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import { journeyCookieMaxAgeSeconds } from "./journey-service";

/** An unfinished journey left alone this long is deleted. */
export const unfinishedJourneyDays = journeyCookieMaxAgeSeconds / (24 * 60 * 60);

/** Deletes the unfinished journeys last saved more than `unfinishedJourneyDays` before `now`; the number deleted. */
export async function purgeUnfinishedJourneys(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - unfinishedJourneyDays * 24 * 60 * 60 * 1000);
  const gone = await db
    .delete(checkoutJourneys)
    .where(and(eq(checkoutJourneys.status, "in_progress"), lt(checkoutJourneys.updatedAt, cutoff)))
    .returning({ id: checkoutJourneys.id });
  if (gone.length > 0) logger.info("unfinished checkout journeys purged", { count: gone.length });
  return gone.length;
}

/** The purge as a chore of the lead delivery worker's loop: hourly is plenty for a 30-day limit. */
export function journeyPurgeChore(db: Db) {
  return { name: "checkout-journey-purge", everyMs: 60 * 60_000, run: () => purgeUnfinishedJourneys(db) };
}
