import { and, isNotNull, lt, or } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { staffAudit, staffSessions, staffTokens } from "@/platform/db/schema";
import { purgeStaffRateLimits } from "./staff-rate-limit";

// The console's part of the retention loop (decision 048): audit lines are kept two years (long
// enough for a dealer's disputes and a financial year's review; sites' privacy settings govern
// shoppers' data, not staff actions, so one platform period applies), ended sessions and spent or
// expired links 30 days (the audit log keeps what happened), finished sign-in counters at once.
// Runs on the platform's connection: the app may not delete audit lines.

export const staffRetention = { auditDays: 730, sessionDays: 30, tokenDays: 30 } as const;

const day = 24 * 60 * 60_000;

export type StaffRetentionReport = { audit: number; sessions: number; tokens: number; rateLimits: number };

export async function purgeStaffRecords(db: Db, now: Date = new Date()): Promise<StaffRetentionReport> {
  const before = (days: number) => new Date(now.getTime() - days * day);
  const audit = await db
    .delete(staffAudit)
    .where(lt(staffAudit.at, before(staffRetention.auditDays)))
    .returning({ id: staffAudit.id });
  const sessionCutoff = before(staffRetention.sessionDays);
  const sessions = await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.expiresAt, sessionCutoff),
        and(isNotNull(staffSessions.revokedAt), lt(staffSessions.revokedAt, sessionCutoff)),
        lt(staffSessions.lastSeenAt, sessionCutoff),
      ),
    )
    .returning({ id: staffSessions.id });
  const tokenCutoff = before(staffRetention.tokenDays);
  const tokens = await db
    .delete(staffTokens)
    .where(
      or(
        lt(staffTokens.expiresAt, tokenCutoff),
        and(isNotNull(staffTokens.usedAt), lt(staffTokens.usedAt, tokenCutoff)),
      ),
    )
    .returning({ id: staffTokens.id });
  return {
    audit: audit.length,
    sessions: sessions.length,
    tokens: tokens.length,
    rateLimits: await purgeStaffRateLimits(db, now),
  };
}

/** The worker chore, beside the sites' personal-data retention: hourly is plenty for periods in days. */
export function staffRecordsRetentionChore(db: Db) {
  return { name: "staff-records-retention", everyMs: 60 * 60_000, run: () => purgeStaffRecords(db) };
}
