// Personal data never reaches the logs: values under keys that name personal data are replaced
// whole, and phone numbers and e-mail addresses are masked wherever they appear in text (a message,
// an error, a URL). Pure, so it is tested on its own.

export const redacted = "[redacted]";

/**
 * Keys whose values are personal data or secrets, compared without case, `_` or `-`: the shopper's
 * name, phone, e-mail, address, date of birth, licence, IP address; sign-in codes, passwords,
 * tokens, cookies.
 */
const personalKey =
  /^(name|firstname|lastname|surname|fullname|customername|contactname|givenname|familyname|otp|dob|ip|ipaddress)$|signincode|verificationcode|phone|mobile|email|street|address|postcode|dateofbirth|licen[cs]e|password|secret|token|authori[sz]ation|cookie|comments?$/;

export function isPersonalKey(key: string): boolean {
  return personalKey.test(key.toLowerCase().replace(/[_-]/g, ""));
}

const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
/** Australian numbers as people write them: 04xx xxx xxx, (02) xxxx xxxx, +61 4xx…, 61xxxxxxxxx. */
const phonePattern = /(?<![\w])(?:\+?61[ -]?|\(?0)[2-478]\)?(?:[ -]?\d){8}(?![\w])/g;

export function redactText(text: string): string {
  return text.replace(emailPattern, "[email]").replace(phonePattern, "[phone]");
}

/** A copy of a log line's fields with personal data removed; errors become their name and message. */
export function redactFields(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth > 8) return "[nested]";
  if (value instanceof Error) {
    return { name: value.name, message: redactText(value.message) };
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => redactFields(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isPersonalKey(key) ? redacted : redactFields(item, depth + 1);
  }
  return out;
}
