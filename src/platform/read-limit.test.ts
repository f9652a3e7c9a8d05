import { describe, expect, it } from "vitest";
import { requestLimits } from "./rate-limit-rules";
import { takeReadLimit } from "./read-limit";

// The per-address limit on reads (decision 035) as a script meets it: the rule's number of reads
// pass, the next is refused with the seconds until the window ends, another address or site is
// untouched, and a new window starts once the old one has ended.

const rule = requestLimits.searches;

describe("takeReadLimit", () => {
  it("refuses the read after the rule's maximum, with Retry-After, and spares other addresses and sites", () => {
    const start = 1_800_000_000_000;
    for (let hit = 1; hit <= rule.max; hit += 1) {
      expect(takeReadLimit("site-a", rule, "198.51.100.7", start)).toEqual({ ok: true, hits: hit });
    }
    const refused = takeReadLimit("site-a", rule, "198.51.100.7", start + 60_000);
    expect(refused).toEqual({ ok: false, hits: rule.max + 1, retryAfterSeconds: 540 });
    expect(takeReadLimit("site-a", rule, "198.51.100.8", start + 60_000).ok).toBe(true);
    expect(takeReadLimit("site-b", rule, "198.51.100.7", start + 60_000).ok).toBe(true);
    expect(takeReadLimit("site-a", requestLimits.similarCars, "198.51.100.7", start + 60_000).ok).toBe(true);
    // Hammering does not help: a refused read counts too, and the window's end stays where it was.
    expect(takeReadLimit("site-a", rule, "198.51.100.7", start + 120_000)).toMatchObject({
      ok: false,
      retryAfterSeconds: 480,
    });
    expect(takeReadLimit("site-a", rule, "198.51.100.7", start + rule.windowMs + 1)).toEqual({ ok: true, hits: 1 });
  });
});
