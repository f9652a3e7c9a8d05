// Display formats the product fixes: money as $12,345 (no decimals), dates as dd/MM/yyyy, odometer in km.
//
// Numbers are grouped here, not by Intl.NumberFormat: a page's first call into the browser's locale
// data (any Intl object, localeCompare, toLocaleString) costs Chromium about 35 ms to load ICU, one
// long task on a phone at every page load (issue 16; tests/e2e/first-load-work.spec.ts), for what
// Australian grouping is: commas between thousands, a point before decimals.

/**
 * `12,345`, `-1,250.5`: grouped in thousands, rounded to at most `maxFractionDigits` decimals (as
 * Intl.NumberFormat("en-AU", { maximumFractionDigits }) writes it: trailing zeros dropped).
 */
export function groupDigits(value: number, maxFractionDigits = 0): string {
  const [whole, decimals] = roundHalfUp(Math.abs(value), maxFractionDigits);
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, ",")}${decimals === "" ? "" : `.${decimals}`}`;
}

/**
 * A non-negative number's whole digits and its decimals (trailing zeros dropped), rounded half up on
 * its shortest decimal form, as Intl rounds: 1.005 is "1.01" (toFixed, on the binary value, says 1.00).
 */
function roundHalfUp(value: number, fractionDigits: number): [string, string] {
  const written = String(value);
  if (!/^\d+(\.\d+)?$/.test(written)) return [value.toFixed(0), ""]; // 1e21 and beyond, or NaN
  const [whole = "0", fraction = ""] = written.split(".");
  let digits = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, "0"));
  if ((fraction[fractionDigits] ?? "0") >= "5") digits += 1n;
  const text = digits.toString().padStart(fractionDigits + 1, "0");
  const cut = text.length - fractionDigits;
  return [text.slice(0, cut), text.slice(cut).replace(/0+$/, "")];
}

/** `$12,345`; rounds to whole dollars; negatives as `-$1,234`. */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  return `${sign}$${groupDigits(Math.abs(rounded))}`;
}

/** `$1,360.50`, or `$1,360` for whole dollars: a fee to the cent. */
export function formatMoneyToCents(amount: number): string {
  const [whole = "0", cents = ""] = groupDigits(Math.abs(amount), 2).split(".");
  return `${amount < 0 ? "-" : ""}$${whole}${cents === "" ? "" : `.${cents.padEnd(2, "0")}`}`;
}

/** `12,345`: a count of things (views, photos), whole and never negative. */
export function formatCount(count: number): string {
  return groupDigits(Math.max(0, Math.round(count)));
}

/** `12,345 km`. */
export function formatOdometer(km: number): string {
  return `${groupDigits(Math.max(0, Math.round(km)))} km`;
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
