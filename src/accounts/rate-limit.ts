// Sliding-window limits on sign-in: how many requests a phone number or an IP address may make in a
// window, and, once over, how long until the oldest one leaves the window (the Retry-After).

export type WindowLimit = { max: number; windowMs: number };

export type SignInLimits = {
  /** Codes sent to one phone number. */
  requestPerPhone: WindowLimit;
  /** Codes asked for from one address. */
  requestPerIp: WindowLimit;
  /** Codes entered for one phone number (each code also dies after its own five wrong tries). */
  verifyPerPhone: WindowLimit;
  /** Codes entered from one address. */
  verifyPerIp: WindowLimit;
};

const hour = 60 * 60_000;

export const defaultSignInLimits: SignInLimits = {
  requestPerPhone: { max: 5, windowMs: hour },
  requestPerIp: { max: 20, windowMs: hour },
  verifyPerPhone: { max: 15, windowMs: hour },
  verifyPerIp: { max: 50, windowMs: hour },
};

/**
 * Null when one more event fits the limit; otherwise the whole seconds (at least 1) until it does.
 * `events` are the times already recorded, in any order.
 */
export function retryAfterSeconds(events: readonly Date[], limit: WindowLimit, now: Date): number | null {
  const windowStart = now.getTime() - limit.windowMs;
  const inWindow = events
    .map((event) => event.getTime())
    .filter((time) => time > windowStart)
    .sort((a, b) => a - b);
  if (inWindow.length < limit.max) return null;
  // The event whose expiry brings the count back under the limit.
  const freeing = inWindow[inWindow.length - limit.max] ?? now.getTime();
  return Math.max(1, Math.ceil((freeing + limit.windowMs - now.getTime()) / 1000));
}
