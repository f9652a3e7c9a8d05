// Australia's states and territories: the one list every select, schema, time-zone lookup and
// delivery table reads, in the conventional order (NSW, VIC, QLD, WA, SA, TAS, ACT, NT).

export const australianStateCodes = ["NSW", "VIC", "QLD", "WA", "SA", "TAS", "ACT", "NT"] as const;
export type AustralianStateCode = (typeof australianStateCodes)[number];

export type AustralianState = {
  code: AustralianStateCode;
  name: string;
  /** The capital, whose metro area the delivery calculator names. */
  capital: string;
  /** IANA zone; each state keeps one (Broken Hill aside, which follows Adelaide). */
  timeZone: string;
};

export const australianStates: Readonly<Record<AustralianStateCode, AustralianState>> = {
  NSW: { code: "NSW", name: "New South Wales", capital: "Sydney", timeZone: "Australia/Sydney" },
  VIC: { code: "VIC", name: "Victoria", capital: "Melbourne", timeZone: "Australia/Melbourne" },
  QLD: { code: "QLD", name: "Queensland", capital: "Brisbane", timeZone: "Australia/Brisbane" },
  WA: { code: "WA", name: "Western Australia", capital: "Perth", timeZone: "Australia/Perth" },
  SA: { code: "SA", name: "South Australia", capital: "Adelaide", timeZone: "Australia/Adelaide" },
  TAS: { code: "TAS", name: "Tasmania", capital: "Hobart", timeZone: "Australia/Hobart" },
  ACT: { code: "ACT", name: "Australian Capital Territory", capital: "Canberra", timeZone: "Australia/Sydney" },
  NT: { code: "NT", name: "Northern Territory", capital: "Darwin", timeZone: "Australia/Darwin" },
};

/** Site configs spell the code in lower case ("qld", as the product's defaults do). */
export const australianStateConfigCodes = australianStateCodes.map(lowerCase);
export type AustralianStateConfigCode = Lowercase<AustralianStateCode>;

function lowerCase<T extends string>(value: T): Lowercase<T> {
  // String.prototype.toLowerCase is typed as returning string; this is what it returns.
  return value.toLowerCase() as Lowercase<T>;
}

export function isAustralianStateCode(value: string): value is AustralianStateCode {
  return Object.hasOwn(australianStates, value);
}

/** A stored or typed state ("nsw", " Vic ") as its code; null when it is not one. */
export function australianStateCode(value: string | null | undefined): AustralianStateCode | null {
  const code = (value ?? "").trim().toUpperCase();
  return isAustralianStateCode(code) ? code : null;
}

/** Locations store their state, not a zone; an unknown state counts as New South Wales. */
export function timeZoneForState(state: string): string {
  return australianStates[australianStateCode(state) ?? "NSW"].timeZone;
}
