// The home page's "sold this month" counter: it starts at 0 when the month begins in the dealer's
// time zone and rises by `unitsPerDay` a day, one unit at a time, evenly spread (192 a day is one
// every 450 seconds).

export type SalesCounterRule = { timeZone: string; unitsPerDay: number };

const secondsPerDay = 86_400;

/** Seconds since midnight on the 1st of the month, by the wall clock of `timeZone`. */
function secondsIntoMonth(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return (part("day") - 1) * secondsPerDay + part("hour") * 3_600 + part("minute") * 60 + part("second");
}

/** Units sold so far this month. */
export function salesThisMonth(now: Date, rule: SalesCounterRule): number {
  const secondsPerUnit = secondsPerDay / rule.unitsPerDay;
  return Math.floor(secondsIntoMonth(now, rule.timeZone) / secondsPerUnit);
}
