import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "@/sites/config-defaults";
import { requestLimits } from "@/platform/rate-limit-rules";

describe("per-address limits a shopper meets while browsing", () => {
  it("leave the cards' finance quotes alone for twenty search pages in the window", () => {
    // Each card of a search page asks for its own quote as the page loads.
    expect(requestLimits.financeQuotes.max).toBeGreaterThanOrEqual(20 * defaultSiteConfig.search.pageSize);
  });
});
