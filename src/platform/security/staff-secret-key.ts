import { createHash, createHmac } from "node:crypto";
import { env } from "@/platform/env";

// The server's one secret for staff matters (decisions 048 and 050): STAFF_SECRET_KEY, 32 bytes. The
// console seals TOTP secrets with it; keys for other purposes (signing a staff preview of a site) are
// derived from it by HMAC under their own label, so no two uses share a key. Demo mode (and the test
// runner) uses a fixed key written here, which is why the server refuses to start without
// STAFF_SECRET_KEY outside demo mode (startRefusals in env.ts).

/** The demo's key: public, so it protects nothing and is refused outside demo mode. */
const demoKeySource = "dealer-platform demo staff secret key (not secret)";

/** STAFF_SECRET_KEY: 32 bytes as 64 hex digits or base64 (43/44 characters). */
export function parseStaffSecretKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, "hex");
  const decoded = Buffer.from(text, /[-_]/.test(text) ? "base64url" : "base64");
  return decoded.length === 32 ? decoded : null;
}

/** The key itself; throws outside demo mode when it is not set. */
export function staffSecretKey(): Buffer {
  const config = env();
  if (config.STAFF_SECRET_KEY) {
    const parsed = parseStaffSecretKey(config.STAFF_SECRET_KEY);
    if (parsed) return parsed;
  }
  if (config.DEMO_MODE) return createHash("sha256").update(demoKeySource).digest();
  throw new Error("STAFF_SECRET_KEY is not set: TOTP secrets cannot be read or saved outside demo mode");
}

/** A key for one purpose, derived from the staff key: HMAC-SHA256(key, label). */
export function derivedStaffKey(label: string): Buffer {
  return createHmac("sha256", staffSecretKey()).update(label).digest();
}
