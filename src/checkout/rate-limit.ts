// The reservation API's one rate limit: attempts per client address over a sliding window, in this
// process's memory. Small on purpose: a card-testing robot is stopped after a few tries, a shopper
// who mistypes a card a few times is not; several server processes each keep their own count.

export type AttemptLimiter = {
  /** Counts an attempt from `key`; false when the key has used up its window. */
  take: (key: string, now?: number) => boolean;
  /** Seconds until `key` may try again (for Retry-After). */
  retryAfterSeconds: (key: string, now?: number) => number;
};

export const reservationAttemptLimit = { max: 10, windowMs: 10 * 60_000 } as const;

export function createAttemptLimiter(
  limit: { max: number; windowMs: number } = reservationAttemptLimit,
): AttemptLimiter {
  const attempts = new Map<string, number[]>();
  const recent = (key: string, now: number) => (attempts.get(key) ?? []).filter((at) => now - at < limit.windowMs);
  return {
    take(key, now = Date.now()) {
      const kept = recent(key, now);
      if (kept.length >= limit.max) {
        attempts.set(key, kept);
        return false;
      }
      kept.push(now);
      attempts.set(key, kept);
      // The map forgets addresses whose window has passed, so it cannot grow without bound.
      if (attempts.size > 10_000) {
        for (const other of attempts.keys()) if (recent(other, now).length === 0) attempts.delete(other);
      }
      return true;
    },
    retryAfterSeconds(key, now = Date.now()) {
      const oldest = recent(key, now)[0];
      return oldest === undefined ? 0 : Math.ceil((oldest + limit.windowMs - now) / 1000);
    },
  };
}
