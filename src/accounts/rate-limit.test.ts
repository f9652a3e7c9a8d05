import { describe, expect, it } from "vitest";
import { retryAfterSeconds } from "./rate-limit";

const now = new Date("2026-11-23T12:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const limit = { max: 3, windowMs: 60 * 60_000 };

describe("sliding-window rate limit", () => {
  it("lets attempts through while fewer than the limit are in the window", () => {
    expect(retryAfterSeconds([], limit, now)).toBeNull();
    expect(retryAfterSeconds([ago(1), ago(2)], limit, now)).toBeNull();
  });

  it("forgets attempts older than the window", () => {
    expect(retryAfterSeconds([ago(61), ago(90), ago(5), ago(1)], limit, now)).toBeNull();
  });

  it("once full, says how long until the oldest attempt in the window leaves it", () => {
    // Oldest in window 50 minutes ago: free again in 10 minutes.
    expect(retryAfterSeconds([ago(1), ago(50), ago(20)], limit, now)).toBe(600);
    // Over the limit (a burst from several processes): the wait is until enough have left.
    expect(retryAfterSeconds([ago(55), ago(50), ago(20), ago(1)], limit, now)).toBe(600);
  });

  it("never says to wait less than a second", () => {
    const edge = new Date(now.getTime() - limit.windowMs + 10);
    expect(retryAfterSeconds([edge, ago(1), ago(2)], limit, now)).toBe(1);
  });
});
