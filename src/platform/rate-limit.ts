import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import type { Db } from "./db/connect";
import { rateLimitCounters } from "./db/schema";
import { clientIpFrom } from "./client-ip";
import { env } from "./env";
import { jsonError } from "./http";

// The platform's one rate limiter (decision 028): a fixed-window counter per site, rule and key in
// the database (the window opens at the key's first hit), so every server replica shares it. One upsert per hit counts it and answers the
// new total; inside a caller's transaction the row stays locked until commit, so two hits on one key
// at once are counted one after the other, and a rolled-back transaction takes its hit back.
// Keys are hashed: a limit needs only equality, and no address or phone number is stored.

export type RateLimitRule = {
  /** Names the counter: one per endpoint and key kind, e.g. "leads:ip". */
  bucket: string;
  /** Hits allowed per window; the next one is refused. */
  max: number;
  windowMs: number;
  /** The 429's message. */
  message: string;
};

export type RateLimitVerdict = { ok: true; hits: number } | { ok: false; hits: number; retryAfterSeconds: number };

export function hashRateLimitKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/**
 * Counts one hit of `key` under `rule` for the site and says whether it fits. A key's window opens
 * at its first hit and lasts `windowMs`; the first hit after it ends opens the next. A refused hit
 * is counted too (hammering does not help), and Retry-After is the seconds until the window ends.
 */
export async function takeRateLimit(
  db: Db,
  siteId: string,
  rule: Pick<RateLimitRule, "bucket" | "max" | "windowMs">,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const ended = sql`${rateLimitCounters.expiresAt} <= ${at}`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({
      siteId,
      bucket: rule.bucket,
      keyHash: hashRateLimitKey(key),
      expiresAt: new Date(now.getTime() + rule.windowMs),
      hits: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimitCounters.siteId, rateLimitCounters.bucket, rateLimitCounters.keyHash],
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitCounters.hits} + 1 end`,
        expiresAt: sql`case when ${ended} then excluded.expires_at else ${rateLimitCounters.expiresAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, expiresAt: rateLimitCounters.expiresAt });
  const hits = row?.hits ?? 1;
  if (hits <= rule.max) return { ok: true, hits };
  const endsAt = row?.expiresAt.getTime() ?? now.getTime() + rule.windowMs;
  return { ok: false, hits, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** True the first time `key` is seen under `bucket` in the window: a count that one client cannot inflate. */
export async function firstInWindow(
  db: Db,
  siteId: string,
  rule: { bucket: string; windowMs: number },
  key: string,
  now?: Date,
): Promise<boolean> {
  return (await takeRateLimit(db, siteId, { ...rule, max: 1 }, key, now)).ok;
}

/** 429 with Retry-After and `{ error }`, never cached. */
export function tooManyRequests(message: string, retryAfterSeconds: number): Response {
  return jsonError(429, message, { "retry-after": String(retryAfterSeconds), "cache-control": "no-store" });
}

/** The caller's address as decision 028 derives it (TRUSTED_PROXY_HOPS); null when the request has none. */
export function clientIp(headers: Pick<Headers, "get">, hops: number = env().TRUSTED_PROXY_HOPS): string | null {
  return clientIpFrom(headers, hops);
}

/** A per-address rule with the deployment's RATE_LIMIT_FACTOR applied. */
export function scaledForDeployment(rule: RateLimitRule, factor: number = env().RATE_LIMIT_FACTOR): RateLimitRule {
  return factor === 1 ? rule : { ...rule, max: Math.max(1, Math.round(rule.max * factor)) };
}

/**
 * Counts the request against a per-address rule: null when it may go on, else the 429 to answer.
 * What `withSite`'s `rateLimit` option runs before the handler; other callers (the stock API with a
 * key) use takeRateLimit with their own key.
 */
export async function limitRequest(
  db: Db,
  siteId: string,
  request: Request,
  rule: RateLimitRule,
  options: { now?: Date; hops?: number } = {},
): Promise<Response | null> {
  const verdict = await takeRateLimit(
    db,
    siteId,
    rule,
    clientIp(request.headers, options.hops) ?? "unknown",
    options.now,
  );
  return verdict.ok ? null : tooManyRequests(rule.message, verdict.retryAfterSeconds);
}

/** Deletes counters whose window has passed (the worker's housekeeping); answers how many went. */
export async function purgeExpiredRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const gone = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expiresAt, now))
    .returning({ bucket: rateLimitCounters.bucket });
  return gone.length;
}
