// When a lead's delivery is tried again. Entry n is the wait before attempt n + 1, so the first
// attempt goes at once and a row that has failed as many times as the schedule is long is dead.

const second = 1_000;
const minute = 60 * second;
const hour = 60 * minute;

/** At once, 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: about 28 hours before giving up. */
export const defaultRetryScheduleMs: readonly number[] = Object.freeze([
  0,
  5 * second,
  5 * minute,
  30 * minute,
  2 * hour,
  5 * hour,
  10 * hour,
  10 * hour,
]);

/** "0,50,50" to [0, 50, 50]; null for anything that is not a list of whole milliseconds. */
export function parseRetrySchedule(value: string): number[] | null {
  if (!/^\s*\d+(\s*,\s*\d+)*\s*$/.test(value)) return null;
  return value.split(",").map((entry) => Number(entry.trim()));
}

/**
 * After `attemptsMade` attempts have failed: how long to wait before the next one, or null when the
 * schedule is used up and the row is dead.
 */
export function nextRetryDelay(schedule: readonly number[], attemptsMade: number): number | null {
  return attemptsMade < schedule.length ? (schedule[attemptsMade] ?? null) : null;
}
