import { describe, expect, it } from "vitest";
import { fullFeedHold, fullFeedHoldMessage, listedCount, missingFromFullFeed, removalLimit } from "./full-feed";

describe("a full feed's sold cars", () => {
  const current = [
    { id: "1", stocknum: "A", status: "in_stock" },
    { id: "2", stocknum: "B", status: "coming_soon" },
    { id: "3", stocknum: "C", status: "sold" },
    { id: "4", stocknum: "D", status: "in_stock" },
  ];

  it("are the cars for sale it no longer names; sold ones stay as they were", () => {
    expect(missingFromFullFeed(current, new Set(["A"]))).toEqual(["2", "4"]);
  });

  it("leave out a car named on a bad row: bad data is not a sale", () => {
    expect(missingFromFullFeed(current, new Set(["A", "B", "D"]))).toEqual([]);
  });

  it("are counted against the listed cars: in stock or coming soon", () => {
    expect(listedCount(current)).toBe(3);
  });
});

describe("holding a full feed", () => {
  const feed = { received: 400, wouldMarkSold: 20, listed: 100, thresholdPercent: 20, confirmRemovals: undefined };

  it("applies up to the threshold's share of the listed cars, rounded down", () => {
    expect(removalLimit(100, 20)).toBe(20);
    expect(removalLimit(9, 20)).toBe(1);
    expect(fullFeedHold(feed)).toBeNull();
    expect(fullFeedHold({ ...feed, listed: 9, wouldMarkSold: 1 })).toBeNull();
    expect(fullFeedHold({ ...feed, listed: 0, wouldMarkSold: 0 })).toBeNull();
  });

  it("holds one car more, with the counts to show", () => {
    expect(fullFeedHold({ ...feed, wouldMarkSold: 21 })).toEqual({
      reason: "over_threshold",
      would_mark_sold: 21,
      listed: 100,
      threshold_percent: 20,
      confirmed: null,
    });
    expect(fullFeedHold({ ...feed, listed: 9, wouldMarkSold: 2 })?.reason).toBe("over_threshold");
  });

  it("follows the dealership's own threshold: 0 holds any removal, 100 none but an empty feed", () => {
    expect(fullFeedHold({ ...feed, thresholdPercent: 0, wouldMarkSold: 1 })?.reason).toBe("over_threshold");
    expect(fullFeedHold({ ...feed, thresholdPercent: 0, wouldMarkSold: 0 })).toBeNull();
    expect(fullFeedHold({ ...feed, thresholdPercent: 100, wouldMarkSold: 100 })).toBeNull();
  });

  it("always holds a feed with no rows, even for an empty yard", () => {
    expect(fullFeedHold({ ...feed, received: 0, wouldMarkSold: 100, thresholdPercent: 100 })?.reason).toBe(
      "empty_feed",
    );
    expect(fullFeedHold({ ...feed, received: 0, wouldMarkSold: 0, listed: 0 })?.reason).toBe("empty_feed");
  });

  it("applies with the exact number confirmed, and holds on any other, even within the threshold", () => {
    expect(fullFeedHold({ ...feed, wouldMarkSold: 90, confirmRemovals: 90 })).toBeNull();
    expect(fullFeedHold({ ...feed, received: 0, wouldMarkSold: 100, confirmRemovals: 100 })).toBeNull();
    expect(fullFeedHold({ ...feed, wouldMarkSold: 90, confirmRemovals: 89 })).toMatchObject({
      reason: "wrong_confirmation",
      would_mark_sold: 90,
      confirmed: 89,
    });
    expect(fullFeedHold({ ...feed, wouldMarkSold: 3, confirmRemovals: 4 })?.reason).toBe("wrong_confirmation");
  });

  it("says how to confirm in the channel's own words", () => {
    const api = (count: number) => `?confirm_removals=${count}`;
    const over = fullFeedHold({ ...feed, listed: 405, wouldMarkSold: 402 })!;
    expect(fullFeedHoldMessage(over, api)).toBe(
      "Held: this full feed would mark 402 of the 405 cars listed now sold, more than this dealership's limit " +
        "of 20 % (81 cars). Nothing was stored. Check the feed is complete; if those cars have gone, send it " +
        "again with ?confirm_removals=402.",
    );
    const empty = fullFeedHold({ ...feed, received: 0, listed: 405, wouldMarkSold: 405 })!;
    expect(fullFeedHoldMessage(empty, (count) => `--confirm-removals ${count}`)).toMatch(
      /holds no cars, so it would mark every car listed now sold \(405 cars\)\. .* send it again with --confirm-removals 405\.$/,
    );
    const small = fullFeedHold({ ...feed, listed: 4, wouldMarkSold: 1, thresholdPercent: 20 })!;
    expect(fullFeedHoldMessage(small, api)).toMatch(
      /^Held: this full feed would mark 1 of the 4 cars .* 20 % \(0 cars\)/,
    );
    const wrong = fullFeedHold({ ...feed, wouldMarkSold: 90, confirmRemovals: 89 })!;
    expect(fullFeedHoldMessage(wrong, api)).toMatch(
      /^Held: the confirmation was 89 cars, but this full feed would mark 90 of the 100 cars .* \?confirm_removals=90\.$/,
    );
  });
});
