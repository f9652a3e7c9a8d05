import { createHash, randomInt, randomUUID, timingSafeEqual } from "node:crypto";

// One-time sign-in codes (OWASP ASVS 5.0 §6.5, NIST SP 800-63B §5.1.3): six digits from the
// operating system's CSPRNG, only a hash kept, valid ten minutes, single use, five wrong tries.

export const codeRules = {
  digits: 6,
  /** How long a code stays valid after it is sent. */
  validForMs: 10 * 60_000,
  /** Wrong entries a code survives; the next one retires it. */
  maxWrongTries: 5,
} as const;

/** A fresh code: uniform over 000000–999999 (crypto.randomInt rejects the modulo bias). */
export function generateCode(): string {
  return String(randomInt(0, 10 ** codeRules.digits)).padStart(codeRules.digits, "0");
}

/** The id a code is stored under, chosen before the insert so the hash can be salted with it. */
export function newCodeId(): string {
  return randomUUID();
}

/**
 * The stored form of a code: SHA-256 over the row's own id and the code, so equal codes on two rows
 * hash differently and a leaked table row says nothing without a search of the whole code space.
 */
export function hashCode(codeId: string, code: string): string {
  return createHash("sha256").update(`${codeId}:${code}`).digest("hex");
}

/** What the shopper typed, with spaces and dashes dropped; null unless it is six digits. */
export function cleanCode(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const digits = value.replace(/[\s-]/g, "");
  return new RegExp(`^\\d{${codeRules.digits}}$`).test(digits) ? digits : null;
}

/** Whether `candidate` is the code behind `storedHash`, compared in constant time. */
export function codeMatches(storedHash: string, codeId: string, candidate: string): boolean {
  const expected = Buffer.from(storedHash, "hex");
  const actual = Buffer.from(hashCode(codeId, candidate), "hex");
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
