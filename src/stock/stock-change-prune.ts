// The stock change log (decision 032) is read by every server process within seconds of each change
// (a notification, else the index's poll); a day's rows are kept for a process that was paused or
// cut off meanwhile. A process that needs a pruned row notices the gap and rebuilds its index.
import { lt } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { stockChangeCommits, stockChanges } from "@/platform/db/schema";
import { logger } from "@/platform/logger";

export const stockChangeRetentionMs = 24 * 60 * 60_000;

/**
 * Deletes the change log's commits and cars older than a day before `now` (a commit and its cars
 * carry the same time, their transaction's start); the number of cars' rows deleted.
 */
export async function pruneStockChanges(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - stockChangeRetentionMs);
  return db.transaction(async (tx) => {
    await tx.delete(stockChangeCommits).where(lt(stockChangeCommits.committedAt, cutoff));
    const gone = await tx
      .delete(stockChanges)
      .where(lt(stockChanges.changedAt, cutoff))
      .returning({ carId: stockChanges.carId });
    if (gone.length > 0) logger.info("stock change log pruned", { count: gone.length });
    return gone.length;
  });
}

/** The prune as a chore of the lead delivery worker's loop (the platform's connection: every site). */
export function stockChangePruneChore(db: Db) {
  return { name: "stock-change-prune", everyMs: 60 * 60_000, run: () => pruneStockChanges(db) };
}
