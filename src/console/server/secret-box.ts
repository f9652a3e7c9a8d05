import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { env } from "@/platform/env";

// TOTP secrets at rest (decision 048): AES-256-GCM under STAFF_SECRET_KEY, stored as
// `v1:` + base64url(12-byte IV ‖ 16-byte tag ‖ ciphertext). A database copy without the key gives no
// second factor. Demo mode (and the test runner) uses a fixed key written here, which is why the
// server refuses to start without STAFF_SECRET_KEY outside demo mode (startRefusals in env.ts).
// A value without the prefix is a secret saved before encryption: read as it is, sealed when next
// written (signInWithTotp, sealPlaintextTotpSecrets at start).

const prefix = "v1:";

/** The demo's key: public, so it protects nothing and is refused outside demo mode. */
const demoKeySource = "dealer-platform demo staff secret key (not secret)";

/** STAFF_SECRET_KEY: 32 bytes as 64 hex digits or base64 (43/44 characters). */
export function parseStaffSecretKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  const decoded = Buffer.from(text, /[-_]/.test(text) ? "base64url" : "base64");
  return decoded.length === 32 ? decoded : null;
}

function key(): Buffer {
  const config = env();
  if (config.STAFF_SECRET_KEY) {
    const parsed = parseStaffSecretKey(config.STAFF_SECRET_KEY);
    if (parsed) return parsed;
  }
  // eslint-disable-next-line no-restricted-properties -- the test runner, which runs outside demo mode against a server database.
  if (config.DEMO_MODE || process.env.VITEST) return createHash("sha256").update(demoKeySource).digest();
  throw new Error("STAFF_SECRET_KEY is not set: TOTP secrets cannot be read or saved outside demo mode");
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(prefix);
}

export function sealSecret(plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return prefix + Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The secret a stored value holds (a legacy plaintext value as it is); throws when the key is wrong. */
export function openSecret(stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(prefix.length), "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}
