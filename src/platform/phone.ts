// Australian phone numbers as shoppers type them: spaces, dashes, dots and brackets are layout, not
// digits, so they are dropped before the number is checked.

const layout = /[\s().-]/g;

/** Mobiles 04xx xxx xxx or +61 4xx xxx xxx. */
const mobile = /^(?:\+61|0)4\d{8}$/;
/** Landlines with their area code, (0x) xxxx xxxx or +61 x xxxx xxxx. */
const landline = /^(?:\+61|0)[235789]\d{8}$/;
/** 1300 and 1800 numbers (ten digits) and 13 numbers (six digits). */
const inbound = /^(?:1[38]00\d{6}|13\d{4})$/;

export function compactPhone(value: string): string {
  return value.replace(layout, "");
}

export function isAustralianPhone(value: string): boolean {
  const compact = compactPhone(value);
  return mobile.test(compact) || landline.test(compact) || inbound.test(compact);
}

/**
 * One spelling per number (+61 becomes 0), so a rate limit cannot be dodged by writing the same
 * number another way.
 */
export function normalisePhone(value: string): string {
  const compact = compactPhone(value);
  return compact.startsWith("+61") ? `0${compact.slice(3)}` : compact;
}

/** Australian mobiles only: 04xx xxx xxx, +61 4xx xxx xxx, or 61 4xx xxx xxx without the plus. */
const mobileWithCountry = /^(?:\+?61|0)(4\d{8})$/;

/**
 * An Australian mobile number in E.164 (+614xxxxxxxx), the one spelling an SMS gateway and the
 * accounts table use; null for anything that is not an Australian mobile (landlines cannot take SMS).
 */
export function australianMobileE164(value: string): string | null {
  const match = mobileWithCountry.exec(compactPhone(value.trim()));
  return match ? `+61${match[1]}` : null;
}

/** A number as shoppers write it: an Australian mobile as 04xx xxx xxx (from +614…), anything else as given. */
export function localPhone(value: string): string {
  const match = mobileWithCountry.exec(compactPhone(value.trim()));
  if (!match?.[1]) return value;
  const digits = `0${match[1]}`;
  return `${digits.slice(0, 4)} ${digits.slice(4, 7)} ${digits.slice(7)}`;
}
