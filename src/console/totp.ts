import { Secret, TOTP } from "otpauth";

// Time-based one-time passwords (RFC 6238) as every authenticator app reads them: SHA-1, six
// digits, 30-second steps, a 160-bit secret in base32 (decision 042). A code is accepted in its own
// step and one step either side (a phone's clock a little off, a code typed as it turns over), and
// only once: the caller keeps the last step accepted and passes it back.

const issuer = "Dealer console";
const period = 30;
/** Steps either side of now whose codes still count. */
export const totpWindow = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpFor(secret: string, label = "staff"): TOTP {
  return new TOTP({ issuer, label, algorithm: "SHA1", digits: 6, period, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// address an authenticator app takes (typed in or from a QR code). */
export function totpUri(secret: string, email: string): string {
  return totpFor(secret, email).toString();
}

/** The time step of `at`: the counter a code is made from. */
export function totpStep(at: number = Date.now()): number {
  return Math.floor(at / 1000 / period);
}

/** The code for `secret` at a time (what the app shows); used by tests and the demo. */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totpFor(secret).generate({ timestamp: at });
}

/**
 * The step `code` belongs to when it is right for `secret` within the window and later than
 * `lastStep` (a code is good once); null otherwise.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  options: { at?: number; lastStep?: number | null } = {},
): number | null {
  const digits = code.replace(/\s/g, "");
  if (!/^\d{6}$/.test(digits)) return null;
  const at = options.at ?? Date.now();
  const delta = totpFor(secret).validate({ token: digits, timestamp: at, window: totpWindow });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  if (options.lastStep !== null && options.lastStep !== undefined && step <= options.lastStep) return null;
  return step;
}
