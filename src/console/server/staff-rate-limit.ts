import { lte, sql } from "drizzle-orm";
import type { Db } from "@/platform/db/connect";
import { staffRateLimits } from "@/platform/db/schema";
import { hashRateLimitKey, type RateLimitRule, type RateLimitVerdict } from "@/platform/rate-limit";

// The console's per-address limits (sign-in, forgot-password; decision 048), counted in the
// platform's `staff_rate_limits` so every server process shares one count: the sites' counters
// (rate_limit_counters) belong to a site, and the console's host is none. Same arithmetic as
// takeRateLimit: a window opens at a key's first hit; a refused hit counts too. Keys are hashed.

export async function takeStaffRateLimit(
  db: Db,
  rule: Pick<RateLimitRule, "bucket" | "max" | "windowMs">,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${staffRateLimits.resetAt} <= ${at}`;
  const [row] = await db
    .insert(staffRateLimits)
    .values({
      key: `${rule.bucket}:${hashRateLimitKey(key)}`,
      count: 1,
      resetAt: new Date(now.getTime() + rule.windowMs),
    })
    .onConflictDoUpdate({
      target: staffRateLimits.key,
      set: {
        count: sql`case when ${ended} then 1 else ${staffRateLimits.count} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${staffRateLimits.resetAt} end`,
      },
    })
    .returning({ count: staffRateLimits.count, resetAt: staffRateLimits.resetAt });
  const hits = row?.count ?? 1;
  if (hits <= rule.max) return { ok: true, hits };
  const endsAt = row?.resetAt.getTime() ?? now.getTime() + rule.windowMs;
  return { ok: false, hits, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Deletes finished windows (the retention loop); answers how many. */
export async function purgeStaffRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const rows = await db
    .delete(staffRateLimits)
    .where(lte(staffRateLimits.resetAt, now))
    .returning({ key: staffRateLimits.key });
  return rows.length;
}
