// The home page's "sold this month" counter: it starts at 0 when the month begins in the dealer's
// time zone and rises by `unitsPerDay` a day, one unit at a time, evenly spread (192 a day is one
// every 450 seconds).

export type SalesCounterRule = { timeZone: string; unitsPerDay: number };

const secondsPerDay = 86_400;

/** Where `now` is in its month by the wall clock of `timeZone`: seconds since the 1st's midnight, and the month's length. */
function monthPosition(now: Date, timeZone: string): { secondsIntoMonth: number; monthSeconds: number } {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const daysInMonth = new Date(Date.UTC(part("year"), part("month"), 0)).getUTCDate();
  return {
    secondsIntoMonth: (part("day") - 1) * secondsPerDay + part("hour") * 3_600 + part("minute") * 60 + part("second"),
    monthSeconds: daysInMonth * secondsPerDay,
  };
}

function secondsIntoMonth(now: Date, timeZone: string): number {
  return monthPosition(now, timeZone).secondsIntoMonth;
}

/**
 * The count at `now`, as the browser can carry it forward without the locale data a time zone needs
 * (loading it is a long task on a phone): where `now` was in its month, when, and the unit's length.
 */
export type SalesClock = { secondsIntoMonth: number; monthSeconds: number; at: number; secondsPerUnit: number };

export function salesClock(now: Date, rule: SalesCounterRule): SalesClock {
  return { ...monthPosition(now, rule.timeZone), at: now.getTime(), secondsPerUnit: secondsPerDay / rule.unitsPerDay };
}

/** The count at `now` from a clock read earlier (into the next month, once, if the month ended between). */
export function salesAt(clock: SalesClock, now: number): number {
  let seconds = clock.secondsIntoMonth + Math.max(0, Math.floor((now - clock.at) / 1000));
  if (seconds >= clock.monthSeconds) seconds -= clock.monthSeconds;
  return Math.floor(seconds / clock.secondsPerUnit);
}

/** Units sold so far this month. */
export function salesThisMonth(now: Date, rule: SalesCounterRule): number {
  const secondsPerUnit = secondsPerDay / rule.unitsPerDay;
  return Math.floor(secondsIntoMonth(now, rule.timeZone) / secondsPerUnit);
}
