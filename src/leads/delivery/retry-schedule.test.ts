import { describe, expect, it } from "vitest";
import { defaultRetryScheduleMs, nextRetryDelay, parseRetrySchedule } from "./retry-schedule";

describe("the retry schedule", () => {
  it("is at once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h", () => {
    const second = 1_000;
    const minute = 60 * second;
    const hour = 60 * minute;
    expect(defaultRetryScheduleMs).toEqual([
      0,
      5 * second,
      5 * minute,
      30 * minute,
      2 * hour,
      5 * hour,
      10 * hour,
      10 * hour,
    ]);
  });

  it("waits the next entry after each failure and gives up when the schedule is used up", () => {
    expect(nextRetryDelay(defaultRetryScheduleMs, 1)).toBe(5_000);
    expect(nextRetryDelay(defaultRetryScheduleMs, 2)).toBe(300_000);
    expect(nextRetryDelay(defaultRetryScheduleMs, 7)).toBe(36_000_000);
    expect(nextRetryDelay(defaultRetryScheduleMs, 8)).toBeNull();
    expect(nextRetryDelay([0, 50, 50], 2)).toBe(50);
    expect(nextRetryDelay([0, 50, 50], 3)).toBeNull();
    expect(nextRetryDelay([0], 1)).toBeNull();
  });

  it("reads an override such as LEAD_RETRY_SCHEDULE_MS=0,50,50", () => {
    expect(parseRetrySchedule("0,50,50")).toEqual([0, 50, 50]);
    expect(parseRetrySchedule(" 0, 5000 ")).toEqual([0, 5000]);
    expect(parseRetrySchedule("0,,50")).toBeNull();
    expect(parseRetrySchedule("soon")).toBeNull();
    expect(parseRetrySchedule("-1")).toBeNull();
  });
});
