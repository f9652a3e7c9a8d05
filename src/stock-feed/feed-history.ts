// Feed history: every stock feed a dealership sends (POST …/cars, PUT …/cars/{stocknum}, npm run
// import), what it did and what was wrong with it: its counts, its row errors, and the warnings on
// rows it stored anyway (a VIN whose check digit fails). Recorded after the feed's own transaction,
// so a refused, held or dry-run feed is on record as well as an applied one. The stock API reads it
// back (GET …/feeds) and the console will show it. Kept 90 days.
import { and, desc, eq, lt } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { stockFeedRuns } from "@/platform/db/schema";
import { logger } from "@/platform/logger";
import type { FeedReport, FeedTarget } from "./apply-feed";

export type FeedChannel = "api" | "api_car" | "import";

export type FeedRunSource = {
  channel: FeedChannel;
  format: "json" | "csv";
  mode: "upsert" | "full";
  atomic: boolean;
};

export type FeedOutcome = "applied" | "refused" | "held" | "dry_run";

/** One feed as its history shows it. */
export type FeedRun = FeedRunSource & {
  id: string;
  received_at: string;
  outcome: FeedOutcome;
  received: number;
  created: number;
  updated: number;
  marked_sold: number;
  price_changes: number;
  failed: number;
  photos_queued: number;
  rows: FeedReport["rows"];
  warnings: string[];
};

/**
 * The held full feeds still waiting for their sender's confirmation: each held feed with no later
 * full feed of its dealership applied (a confirmed resend, or a corrected feed, settles it). `runs`
 * may hold several dealerships' feeds, in any order.
 */
export function heldFeedsWaiting<
  Run extends Pick<FeedRun, "outcome" | "mode" | "received_at"> & { dealershipId: string },
>(runs: readonly Run[]): Run[] {
  const lastApplied = new Map<string, string>();
  for (const run of runs) {
    if (run.mode !== "full" || run.outcome !== "applied") continue;
    const seen = lastApplied.get(run.dealershipId);
    if (!seen || run.received_at > seen) lastApplied.set(run.dealershipId, run.received_at);
  }
  return runs.filter((run) => {
    if (run.outcome !== "held") return false;
    const applied = lastApplied.get(run.dealershipId);
    return !applied || applied < run.received_at;
  });
}

/** Row errors and warnings kept per feed: a 50,000-row feed with every row wrong keeps its first 500. */
export const feedHistoryDetailLimit = 500;
export const feedHistoryRetentionMs = 90 * 24 * 60 * 60_000;

export function feedOutcome(report: FeedReport): FeedOutcome {
  if (report.held) return "held";
  if (report.dry_run) return "dry_run";
  return report.applied ? "applied" : "refused";
}

/**
 * Records one feed. A failure to record is logged and swallowed: the feed itself has been applied
 * (or not) by then, and its sender still gets the answer that says so.
 */
export async function recordFeedRun(
  db: Db,
  target: FeedTarget,
  source: FeedRunSource,
  report: FeedReport,
): Promise<void> {
  try {
    await db.insert(stockFeedRuns).values({
      siteId: target.siteId,
      dealershipId: target.dealershipId,
      ...source,
      outcome: feedOutcome(report),
      received: report.received,
      // A held or dry-run feed answers with what it would do; the history keeps those counts.
      created: report.created,
      updated: report.updated,
      markedSold: report.marked_sold,
      priceChanges: report.price_changes,
      failed: report.failed,
      photosQueued: report.photos_queued,
      rowErrors: report.rows.slice(0, feedHistoryDetailLimit),
      warnings: report.warnings.slice(0, feedHistoryDetailLimit),
    });
  } catch (error) {
    logger.error("stock feed history not recorded", { error: String(error) });
  }
}

/** A dealership's latest feeds, newest first. */
export async function listFeedRuns(db: Db, target: FeedTarget, limit: number): Promise<FeedRun[]> {
  const rows = await db
    .select()
    .from(stockFeedRuns)
    .where(and(eq(stockFeedRuns.siteId, target.siteId), eq(stockFeedRuns.dealershipId, target.dealershipId)))
    .orderBy(desc(stockFeedRuns.receivedAt), desc(stockFeedRuns.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    received_at: row.receivedAt.toISOString(),
    channel: row.channel as FeedChannel,
    format: row.format as FeedRunSource["format"],
    mode: row.mode as FeedRunSource["mode"],
    atomic: row.atomic,
    outcome: row.outcome as FeedOutcome,
    received: row.received,
    created: row.created,
    updated: row.updated,
    marked_sold: row.markedSold,
    price_changes: row.priceChanges,
    failed: row.failed,
    photos_queued: row.photosQueued,
    rows: row.rowErrors,
    warnings: row.warnings,
  }));
}

/** Deletes feed history older than 90 days before `now`; the number of feeds deleted. */
export async function pruneFeedHistory(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - feedHistoryRetentionMs);
  const gone = await db
    .delete(stockFeedRuns)
    .where(lt(stockFeedRuns.receivedAt, cutoff))
    .returning({ id: stockFeedRuns.id });
  if (gone.length > 0) logger.info("stock feed history pruned", { count: gone.length });
  return gone.length;
}

/** The prune as a chore of the lead delivery worker's loop (the platform's connection: every site). */
export function feedHistoryPruneChore(db: Db) {
  return { name: "feed-history-prune", everyMs: 60 * 60_000, run: () => pruneFeedHistory(db) };
}
