// Display formats the product fixes: money as $12,345 (no decimals), dates as dd/MM/yyyy, odometer in km.

const wholeNumber = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** `$12,345`; rounds to whole dollars; negatives as `-$1,234`. */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}$${wholeNumber.format(Math.abs(rounded))}`;
}

/** `12,345`: a count of things (views, photos), whole and never negative. */
export function formatCount(count: number): string {
  return wholeNumber.format(Math.max(0, Math.round(count)));
}

/** `12,345 km`. */
export function formatOdometer(km: number): string {
  return `${wholeNumber.format(Math.max(0, Math.round(km)))} km`;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `dd/MM/yyyy`. A calendar date string (`2026-11-22`) is shown as written; an instant is shown as
 * the date in the dealer's time zone (Sydney unless given), so a timestamp near midnight UTC still
 * shows the day the shopper lives in.
 */
export function formatDate(value: Date | string, timeZone = "Australia/Sydney"): string {
  if (typeof value === "string") {
    const match = isoDate.exec(value);
    if (match) return `${match[3]}/${match[2]}/${match[1]}`;
  }
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const parts = new Intl.DateTimeFormat("en-AU", { timeZone, day: "2-digit", month: "2-digit", year: "numeric" })
    .formatToParts(date)
    .reduce<Record<string, string>>((acc, part) => ({ ...acc, [part.type]: part.value }), {});
  return `${parts.day}/${parts.month}/${parts.year}`;
}
